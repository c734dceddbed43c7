import { damTexts } from '../../../i18n/damTexts';
import { ui } from '../../../i18n/messages/ui';

/** The message areas PageHeader's files read (both languages); see `damTexts`. */
export const pageHeaderTexts = damTexts({ ui });

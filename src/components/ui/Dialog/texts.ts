import { damTexts } from '../../../i18n/damTexts';
import { ui } from '../../../i18n/messages/ui';

/** The message areas Dialog's files read (both languages); see `damTexts`. */
export const dialogTexts = damTexts({ ui });

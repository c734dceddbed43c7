import { damTexts } from '../../../i18n/damTexts';
import { ui } from '../../../i18n/messages/ui';

/** The message areas Toast's files read (both languages); see `damTexts`. */
export const toastTexts = damTexts({ ui });

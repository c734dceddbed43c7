import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';

/** The message areas StatusMessage's files read (both languages); see `damTexts`. */
export const statusMessageTexts = damTexts({ common });

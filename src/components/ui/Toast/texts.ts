import { damTexts } from '../../../i18n/damTexts';
import { app } from '../../../i18n/messages/app';

/** The message areas Toast's files read (both languages); see `damTexts`. */
export const toastTexts = damTexts({ app });

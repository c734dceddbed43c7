import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';

/** The message areas LanguageSwitch's files read (both languages); see `damTexts`. */
export const languageSwitchTexts = damTexts({ common });

import { damTexts } from '../../../i18n/damTexts';
import { account } from '../../../i18n/messages/account';
import { common } from '../../../i18n/messages/common';
import { validation } from '../../../i18n/messages/validation';

/** The message areas RegisterForm's files read (both languages); see `damTexts`. */
export const registerFormTexts = damTexts({ account, common, validation });

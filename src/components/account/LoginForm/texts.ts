import { damTexts } from '../../../i18n/damTexts';
import { account } from '../../../i18n/messages/account';
import { signIn } from '../../../i18n/messages/signIn';
import { validation } from '../../../i18n/messages/validation';

/** The message areas LoginForm's files read (both languages); see `damTexts`. */
export const loginFormTexts = damTexts({ account, signIn, validation });

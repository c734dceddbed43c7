import { damTexts } from '../i18n/damTexts';
import { account } from '../i18n/messages/account';
import { errors } from '../i18n/messages/errors';
import { loop } from '../i18n/messages/loop';
import { signIn } from '../i18n/messages/signIn';
import { validation } from '../i18n/messages/validation';

/** The message areas the texts of failed calls come from (both languages); see `damTexts`. */
export const damErrorTexts = damTexts({ account, errors, loop, signIn, validation });

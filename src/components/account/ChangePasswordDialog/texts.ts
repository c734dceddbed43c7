import { damTexts } from '../../../i18n/damTexts';
import { account } from '../../../i18n/messages/account';
import { validation } from '../../../i18n/messages/validation';

/** The message areas ChangePasswordDialog's files read (both languages); see `damTexts`. */
export const changePasswordDialogTexts = damTexts({ account, validation });

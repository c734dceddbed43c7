import { damTexts } from '../../../i18n/damTexts';
import { account } from '../../../i18n/messages/account';

/** The message areas DepartmentTree's files read (both languages); see `damTexts`. */
export const departmentTreeTexts = damTexts({ account });

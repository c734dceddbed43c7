import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { loop } from '../../../i18n/messages/loop';
import { warning } from '../../../i18n/messages/warning';

/** The message areas WarningList's files read (both languages); see `damTexts`. */
export const warningListTexts = damTexts({ common, loop, warning });

import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { report } from '../../../i18n/messages/report';

/** The message areas ReportTypePicker's files read (both languages); see `damTexts`. */
export const reportTypePickerTexts = damTexts({ common, report });

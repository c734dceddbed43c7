import { damTexts } from '../../../i18n/damTexts';
import { report } from '../../../i18n/messages/report';

/** The message areas ReportTypePicker's files read (both languages); see `damTexts`. */
export const reportTypePickerTexts = damTexts({ report });

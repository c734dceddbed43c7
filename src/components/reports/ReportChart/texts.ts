import { damTexts } from '../../../i18n/damTexts';
import { report } from '../../../i18n/messages/report';
import { stage } from '../../../i18n/messages/stage';

/** The message areas ReportChart's files read (both languages); see `damTexts`. */
export const reportChartTexts = damTexts({ report, stage });

import { damTexts } from '../../../i18n/damTexts';
import { report } from '../../../i18n/messages/report';
import { stage } from '../../../i18n/messages/stage';

/** The message areas ReportTable's files read (both languages); see `damTexts`. */
export const reportTableTexts = damTexts({ report, stage });

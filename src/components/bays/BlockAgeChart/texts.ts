import { damTexts } from '../../../i18n/damTexts';
import { comparison } from '../../../i18n/messages/comparison';

/** The message areas BlockAgeChart's files read (both languages); see `damTexts`. */
export const blockAgeChartTexts = damTexts({ comparison });

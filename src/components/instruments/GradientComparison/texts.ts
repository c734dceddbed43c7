import { damTexts } from '../../../i18n/damTexts';
import { chart } from '../../../i18n/messages/chart';
import { comparison } from '../../../i18n/messages/comparison';
import { validation } from '../../../i18n/messages/validation';

/** The message areas GradientComparison's files read (both languages); see `damTexts`. */
export const gradientComparisonTexts = damTexts({ chart, comparison, validation });

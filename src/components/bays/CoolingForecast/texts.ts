import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { forecast } from '../../../i18n/messages/forecast';

/** The message areas CoolingForecast's files read (both languages); see `damTexts`. */
export const coolingForecastTexts = damTexts({ common, forecast });

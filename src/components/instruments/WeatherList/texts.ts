import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { loop } from '../../../i18n/messages/loop';
import { weather } from '../../../i18n/messages/weather';

/** The message areas WeatherList's files read (both languages); see `damTexts`. */
export const weatherListTexts = damTexts({ common, loop, weather });

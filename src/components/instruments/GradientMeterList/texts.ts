import { damTexts } from '../../../i18n/damTexts';
import { instruments } from '../../../i18n/messages/instruments';

/** The message areas GradientMeterList's files read (both languages); see `damTexts`. */
export const gradientMeterListTexts = damTexts({ instruments });

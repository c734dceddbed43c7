import { damTexts } from '../../../i18n/damTexts';
import { instruments } from '../../../i18n/messages/instruments';

/** The message areas LatestReadings's files read (both languages); see `damTexts`. */
export const latestReadingsTexts = damTexts({ instruments });

import { damTexts } from '../../../i18n/damTexts';
import { loop } from '../../../i18n/messages/loop';

/** The message areas ThermometerList's files read (both languages); see `damTexts`. */
export const thermometerListTexts = damTexts({ loop });

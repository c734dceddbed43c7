import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { instruments } from '../../../i18n/messages/instruments';

/** The message areas PressureMeterList's files read (both languages); see `damTexts`. */
export const pressureMeterListTexts = damTexts({ common, instruments });

import { damTexts } from '../../../i18n/damTexts';
import { chart } from '../../../i18n/messages/chart';

/** The message areas BayCurve's files read (both languages); see `damTexts`. */
export const bayCurveTexts = damTexts({ chart });

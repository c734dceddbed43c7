import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { rack } from '../../../i18n/messages/rack';

/** The message areas CabinetMenu's files read (both languages); see `damTexts`. */
export const cabinetMenuTexts = damTexts({ common, rack });

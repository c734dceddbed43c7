import { damTexts } from '../../../i18n/damTexts';
import { rack } from '../../../i18n/messages/rack';
import { ui } from '../../../i18n/messages/ui';

/** The message areas CabinetMenu's files read (both languages); see `damTexts`. */
export const cabinetMenuTexts = damTexts({ rack, ui });

import { damTexts } from '../../../i18n/damTexts';
import { map } from '../../../i18n/messages/map';
import { stage } from '../../../i18n/messages/stage';
import { ui } from '../../../i18n/messages/ui';

/** The message areas DamMap's files read (both languages); see `damTexts`. */
export const damMapTexts = damTexts({ map, stage, ui });

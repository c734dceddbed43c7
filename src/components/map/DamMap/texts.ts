import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { map } from '../../../i18n/messages/map';
import { stage } from '../../../i18n/messages/stage';

/** The message areas DamMap's files read (both languages); see `damTexts`. */
export const damMapTexts = damTexts({ common, map, stage });

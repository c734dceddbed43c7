import { damTexts } from '../../../i18n/damTexts';
import { map } from '../../../i18n/messages/map';

/** The message areas DamMap3DFrame's files read (both languages); see `damTexts`. */
export const damMap3DFrameTexts = damTexts({ map });

import { damTexts } from '../../../i18n/damTexts';
import { bay } from '../../../i18n/messages/bay';
import { common } from '../../../i18n/messages/common';
import { loop } from '../../../i18n/messages/loop';

/** The message areas BaySensorTable's files read (both languages); see `damTexts`. */
export const baySensorTableTexts = damTexts({ bay, common, loop });

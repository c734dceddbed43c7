import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { loop } from '../../../i18n/messages/loop';
import { ui } from '../../../i18n/messages/ui';

/** The message areas LoopList's files read (both languages); see `damTexts`. */
export const loopListTexts = damTexts({ common, loop, ui });

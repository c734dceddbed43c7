import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { loop } from '../../../i18n/messages/loop';

/** The message areas RecordTable's files read (both languages); see `damTexts`. */
export const recordTableTexts = damTexts({ common, loop });

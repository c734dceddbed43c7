import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { entry } from '../../../i18n/messages/entry';
import { loop } from '../../../i18n/messages/loop';

/** The message areas ReadingList's files read (both languages); see `damTexts`. */
export const readingListTexts = damTexts({ common, entry, loop });

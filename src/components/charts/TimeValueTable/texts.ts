import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { instruments } from '../../../i18n/messages/instruments';

/** The message areas TimeValueTable's files read (both languages); see `damTexts`. */
export const timeValueTableTexts = damTexts({ common, instruments });

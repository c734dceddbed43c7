import { damTexts } from '../../../i18n/damTexts';
import { pager } from '../../../i18n/messages/pager';

/** The message areas Pager's files read (both languages); see `damTexts`. */
export const pagerTexts = damTexts({ pager });

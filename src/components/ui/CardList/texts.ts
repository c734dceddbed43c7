import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';

/** The message areas CardList's files read (both languages); see `damTexts`. */
export const cardListTexts = damTexts({ common });

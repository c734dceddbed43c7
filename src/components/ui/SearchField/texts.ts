import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { field } from '../../../i18n/messages/field';

/** The message areas SearchField's files read (both languages); see `damTexts`. */
export const searchFieldTexts = damTexts({ common, field });

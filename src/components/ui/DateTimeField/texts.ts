import { damTexts } from '../../../i18n/damTexts';
import { field } from '../../../i18n/messages/field';

/** The message areas DateTimeField's files read (both languages); see `damTexts`. */
export const dateTimeFieldTexts = damTexts({ field });

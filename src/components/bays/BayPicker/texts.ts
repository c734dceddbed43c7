import { damTexts } from '../../../i18n/damTexts';
import { entry } from '../../../i18n/messages/entry';

/** The message areas BayPicker's files read (both languages); see `damTexts`. */
export const bayPickerTexts = damTexts({ entry });

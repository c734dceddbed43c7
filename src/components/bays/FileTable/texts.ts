import { damTexts } from '../../../i18n/damTexts';
import { errors } from '../../../i18n/messages/errors';
import { file } from '../../../i18n/messages/file';

/** The message areas FileTable's files read (both languages); see `damTexts`. */
export const fileTableTexts = damTexts({ errors, file });

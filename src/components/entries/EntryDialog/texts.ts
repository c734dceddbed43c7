import { damTexts } from '../../../i18n/damTexts';
import { entry } from '../../../i18n/messages/entry';
import { errors } from '../../../i18n/messages/errors';
import { validation } from '../../../i18n/messages/validation';

/** The message areas EntryDialog's files read (both languages); see `damTexts`. */
export const entryDialogTexts = damTexts({ entry, errors, validation });

import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { errors } from '../../../i18n/messages/errors';

/** The message areas StatusMessage's files read (both languages); see `damTexts`. */
export const statusMessageTexts = damTexts({ common, errors });

import { damTexts } from '../../../i18n/damTexts';
import { common } from '../../../i18n/messages/common';
import { errors } from '../../../i18n/messages/errors';
import { reversal } from '../../../i18n/messages/reversal';
import { validation } from '../../../i18n/messages/validation';

/** The message areas AutoReversalPanel's files read (both languages); see `damTexts`. */
export const autoReversalPanelTexts = damTexts({ common, errors, reversal, validation });

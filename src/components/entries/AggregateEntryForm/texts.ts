import { damTexts } from '../../../i18n/damTexts';
import { aggregate } from '../../../i18n/messages/aggregate';
import { common } from '../../../i18n/messages/common';
import { errors } from '../../../i18n/messages/errors';
import { stage } from '../../../i18n/messages/stage';
import { validation } from '../../../i18n/messages/validation';

/** The message areas AggregateEntryForm's files read (both languages); see `damTexts`. */
export const aggregateEntryFormTexts = damTexts({ aggregate, common, errors, stage, validation });

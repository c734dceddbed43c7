import { damTexts } from '../../../i18n/damTexts';
import { aggregate } from '../../../i18n/messages/aggregate';
import { loop } from '../../../i18n/messages/loop';
import { stage } from '../../../i18n/messages/stage';

/** The message areas AggregateRecordList's files read (both languages); see `damTexts`. */
export const aggregateRecordListTexts = damTexts({ aggregate, loop, stage });

import { damTexts } from '../../../i18n/damTexts';
import { bay } from '../../../i18n/messages/bay';
import { common } from '../../../i18n/messages/common';
import { loop } from '../../../i18n/messages/loop';
import { stage } from '../../../i18n/messages/stage';

/** The message areas BayFacts's files read (both languages); see `damTexts`. */
export const bayFactsTexts = damTexts({ bay, common, loop, stage });

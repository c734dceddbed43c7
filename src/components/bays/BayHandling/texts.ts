import { damTexts } from '../../../i18n/damTexts';
import { handling } from '../../../i18n/messages/handling';
import { loop } from '../../../i18n/messages/loop';
import { stage } from '../../../i18n/messages/stage';
import { validation } from '../../../i18n/messages/validation';

/** The message areas BayHandling's files read (both languages); see `damTexts`. */
export const bayHandlingTexts = damTexts({ handling, loop, stage, validation });

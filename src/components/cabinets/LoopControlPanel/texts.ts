import { damTexts } from '../../../i18n/damTexts';
import { errors } from '../../../i18n/messages/errors';
import { loop } from '../../../i18n/messages/loop';
import { validation } from '../../../i18n/messages/validation';

/** The message areas LoopControlPanel's files read (both languages); see `damTexts`. */
export const loopControlPanelTexts = damTexts({ errors, loop, validation });

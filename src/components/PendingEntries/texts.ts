import { damTexts } from '../../i18n/damTexts';
import { pending } from '../../i18n/messages/pending';

/** The message areas PendingEntries's files read (both languages); see `damTexts`. */
export const pendingEntriesTexts = damTexts({ pending });

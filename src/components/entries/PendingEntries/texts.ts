import { damTexts } from '../../../i18n/damTexts';
import { pending } from '../../../i18n/messages/pending';
import { validation } from '../../../i18n/messages/validation';

/**
 * The message areas PendingEntries's files read (both languages); see `damTexts`. `validation` words a
 * refusal whose rule the server named (`EntryRefusal.messageKey`).
 */
export const pendingEntriesTexts = damTexts({ pending, validation });

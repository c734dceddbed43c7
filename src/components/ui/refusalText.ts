import type { EntryOutcome } from '../../domain';

/**
 * The words for a write the server refused (an `EntryOutcome` or `CommandOutcome` with `ok: false`): the
 * permission message, the broken rule's own message in the reader's language, or the form's failure text
 * followed by the server's words when it gave some.
 */
export function refusalText(
  refusal: Exclude<EntryOutcome, { ok: true }>,
  t: (key: string) => string,
  texts: { noPermission: string; failure: string },
): string {
  if (refusal.reason === 'permission') return texts.noPermission;
  if (refusal.messageKey) {
    const text = t(refusal.messageKey);
    if (text !== refusal.messageKey) return text;
  }
  return refusal.message ? `${texts.failure}: ${refusal.message}` : texts.failure;
}

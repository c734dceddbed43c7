import type { EntryOutcome } from '../../domain';
import type { SendFormMessage } from './SendForm';
import type { SendResult } from './useSendOnce';

/**
 * The words for a write the server refused (an `EntryOutcome` or `CommandOutcome` with `ok: false`): the
 * permission message, the broken rule's own message in the reader's language, or the form's failure text
 * followed by the failed call's reason, or else the server's words when it gave some.
 */
export function refusalText(
  refusal: Exclude<EntryOutcome, { ok: true }>,
  t: (key: string) => string,
  texts: RefusalTexts,
): string {
  if (refusal.reason === 'permission') return texts.noPermission;
  if (refusal.messageKey) {
    const text = t(refusal.messageKey);
    if (text !== refusal.messageKey) return text;
  }
  const reason = (refusal.error && texts.failureText?.(refusal.error)) || refusal.message;
  return reason ? `${texts.failure}: ${reason}` : texts.failure;
}

/** The words a form has for a refusal, and how it words a failed call (`useFailureText`). */
export interface RefusalTexts {
  noPermission: string;
  failure: string;
  /** A failed call's reason in the reader's language; the server's words without it. */
  failureText?: (error: unknown) => string | undefined;
}

/** The words of an entry form (outlet, bin entry, pouring, aggregate) for each answer to a send. */
export interface EntryAnswerTexts extends RefusalTexts {
  /** Said when the entry was written; a form that closes on success says nothing. */
  success?: string;
  /** Said when the entry is kept on the device to be sent later (`queued`); `success` by default. */
  queued?: string;
}

/** What an entry form says after a send: its success words, the refusal's words, or its failure text. */
export function entryAnswer(
  sent: SendResult<EntryOutcome>,
  t: (key: string) => string,
  texts: EntryAnswerTexts,
): SendFormMessage | null {
  switch (sent.status) {
    case 'skipped':
      return null;
    case 'succeeded': {
      const queued = sent.result.ok && sent.result.queued === true;
      const text = queued ? (texts.queued ?? texts.success) : texts.success;
      return text === undefined ? null : { tone: 'success', text };
    }
    case 'refused':
      return sent.result.ok ? null : { tone: 'error', text: refusalText(sent.result, t, texts) };
    case 'failed':
      return { tone: 'error', text: texts.failure };
  }
}

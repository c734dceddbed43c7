import type { EntryOutcome } from '../../domain';
import type { SendFormMessage } from './SendForm';
import type { SendResult } from './useSendOnce';

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

/** The words of an entry form (outlet, bin entry, pouring, aggregate) for each answer to a send. */
export interface EntryAnswerTexts {
  /** Said when the entry was written; a form that closes on success says nothing. */
  success?: string;
  /** Said when the entry is kept on the device to be sent later (`queued`); `success` by default. */
  queued?: string;
  noPermission: string;
  failure: string;
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

import { isDamError } from '../../client/errors';
import type { EntryOutcome } from '../../domain/command.ts';
import type { EntryRefusal } from '../../domain/pendingEntries.ts';

/** What became of one attempt to send a kept entry. */
export type SendAttempt =
  | { status: 'sent' }
  /** No answer, or one that says "later" (offline, timeout, 5xx, 429, signed out): keep it and try again. */
  | { status: 'kept' }
  /** The server answered no: sending it again would get the same answer. */
  | { status: 'refused'; refusal: EntryRefusal; outcome: Exclude<EntryOutcome, { ok: true }> };

/** HTTP statuses that mean "not now" rather than "no". */
const RETRY_LATER = new Set([408, 425, 429]);

/** Classifies a failed send: kept for a later try, or refused with the server's words. */
export function attemptFailed(failure: unknown): SendAttempt {
  if (!isDamError(failure)) return { status: 'kept' };
  if (failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'unauthorized') {
    return { status: 'kept' };
  }
  if (failure.kind === 'http' && (failure.status === undefined || failure.status >= 500)) {
    return { status: 'kept' };
  }
  if (failure.kind === 'http' && RETRY_LATER.has(failure.status ?? 0)) return { status: 'kept' };
  const refusal: EntryRefusal = failure.messageKey
    ? { message: failure.message, messageKey: failure.messageKey }
    : { message: failure.message };
  const outcome: Exclude<EntryOutcome, { ok: true }> =
    failure.reason === 'noPermission'
      ? { ok: false, reason: 'permission' }
      : {
          ok: false,
          reason: 'rejected',
          ...(failure.message ? { message: failure.message } : {}),
          ...(failure.messageKey ? { messageKey: failure.messageKey } : {}),
        };
  return { status: 'refused', refusal, outcome };
}

/*
 * Exactly once: the writes a user repeats on a poor network (entries, aggregates, loop commands, reversal
 * settings, handling records) take an optional `requestId`, sent as the contract's `Idempotency-Key` header.
 * Send the same id when retrying the same write (a lost answer, a double tap): the backend answers the first
 * answer again and writes nothing twice. A new write needs a new id (`newRequestId()`).
 */

/** What identifies one write across retries: sent as its `Idempotency-Key` (8-255 visible ASCII, a UUID). */
export interface WriteOnce {
  /**
   * One id per distinct write, the same on every retry of it (the `requestId` of the controls' `onSubmit`).
   * Without it the write is sent without a key and a retry may write twice.
   */
  requestId?: string;
}

/** The `Idempotency-Key` header parameter of a write, when it has an id. */
export const idempotencyKey = (requestId: string | undefined) =>
  requestId ? { header: { 'Idempotency-Key': requestId } } : {};

import type { DamError } from '../client/errors';

/**
 * How a data layer answers a write a control sent (a loop command, a reversal setting). A rejected promise
 * means the call itself failed (network, timeout, HTTP); this is the answer of a call that arrived.
 */
export type CommandOutcome =
  /** Accepted; `commandId` names the record the server made, when it says (a control follows it until done). */
  | { ok: true; commandId?: string | null }
  /** The user may not do this: 'No operation permission, please contact administrator'. */
  | { ok: false; reason: 'permission' }
  /**
   * The server refused it (a loop command's code not 200, a reversal result below 0), or the call failed;
   * its message if any, and the failed call's `DamError` (the control says its reason in the reader's language).
   */
  | { ok: false; reason: 'rejected'; message?: string; error?: DamError };

/**
 * How a hand entry (outlet, bin-entry, pouring or aggregate temperature) was taken: written by the server,
 * or kept on the device (`queued`) to be sent when the network returns; otherwise a refusal, as for commands.
 */
export type EntryOutcome =
  | { ok: true; queued?: boolean }
  | { ok: false; reason: 'permission' }
  /**
   * Refused: the server's words, the key of the broken rule's message when it named one (translate it), and
   * the failed call's `DamError` when there was one.
   */
  | { ok: false; reason: 'rejected'; message?: string; messageKey?: string; error?: DamError };

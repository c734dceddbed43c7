/**
 * How a data layer answers a write a control sent (a loop command, a reversal setting). A rejected promise
 * means the call itself failed (network, timeout, HTTP); this is the answer of a call that arrived.
 */
export type CommandOutcome =
  | { ok: true }
  /** The user may not do this: 'No operation permission, please contact administrator'. */
  | { ok: false; reason: 'permission' }
  /** The server refused it (a loop command's code not 200, a reversal result below 0); its message if any. */
  | { ok: false; reason: 'rejected'; message?: string };

/**
 * How a data layer answers a write a control sent (a loop command, a reversal setting). A rejected promise
 * means the call itself failed (network, timeout, HTTP); this is the answer of a call that arrived.
 */
export type CommandOutcome =
  /** Accepted; `commandId` names the record the server made, when it says (a control follows it until done). */
  | { ok: true; commandId?: string | null }
  /** The user may not do this: 'No operation permission, please contact administrator'. */
  | { ok: false; reason: 'permission' }
  /** The server refused it (a loop command's code not 200, a reversal result below 0); its message if any. */
  | { ok: false; reason: 'rejected'; message?: string };

/**
 * How a hand entry (outlet, bin-entry, pouring or aggregate temperature) was taken: written by the server,
 * or kept on the device (`queued`) to be sent when the network returns; otherwise a refusal, as for commands.
 */
export type EntryOutcome =
  | { ok: true; queued?: boolean }
  | { ok: false; reason: 'permission' }
  /** Refused: the server's words, and the key of the broken rule's message when it named one (translate it). */
  | { ok: false; reason: 'rejected'; message?: string; messageKey?: string };

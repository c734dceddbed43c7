import type { RawNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { idOf, textOf } from './series.ts';

/** The kinds of act the audit log records (the read's `action` filter). */
export const AUDIT_ACTIONS = [
  'loopCommand',
  'reversal',
  'restartCabinet',
  'registerUser',
  'approveUser',
  'changePassword',
  'confirmScanLogin',
  'loginFailed',
  'uploadFile',
  'deleteFile',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One act of the audit log: who did what to what, when, from where, and whether it happened. */
export interface AuditEntry {
  id: string;
  /** Epoch ms. */
  at: number | null;
  /** The user who acted; null when nobody was signed in (a failed login, a registration). */
  actor: string | null;
  /** One of AUDIT_ACTIONS, or a kind this client does not know yet (shown as sent). */
  action: string;
  /** What it was done to: a cabinet and loops, a user, a bay's file. */
  target: string;
  /** The act's parameters. */
  detail: Record<string, unknown>;
  /** The client's address. */
  address: string;
  /** 'failed': tried and did not happen (a wrong password, a cabinet that did not answer). */
  failed: boolean;
}

/** Whether an action is one this client names. */
export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** Raw audit row (getAuditLog) → AuditEntry. */
export function adaptAuditEntry(raw: {
  c_id: RawNumber;
  c_when?: RawNumber;
  c_actor?: string | null;
  c_action?: string | null;
  c_target?: string | null;
  c_detail?: Record<string, unknown> | null;
  c_address?: string | null;
  c_outcome?: string | null;
}): AuditEntry {
  return {
    id: idOf(raw.c_id),
    at: secondsToMs(raw.c_when),
    actor: textOf(raw.c_actor),
    action: textOf(raw.c_action) ?? '',
    target: textOf(raw.c_target) ?? '',
    detail: raw.c_detail ?? {},
    address: textOf(raw.c_address) ?? '',
    failed: raw.c_outcome === 'failed',
  };
}

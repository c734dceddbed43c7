/**
 * The audit log: every act that changes equipment, accounts or files — who commanded which loops, reversed a
 * valve, restarted a cabinet, registered, approved a user, changed a password, confirmed a scan login,
 * uploaded or deleted a file — and which logins failed: what a site needs to answer "who opened these
 * valves?" after the fact. Written in the same transaction as the act where there is one; read by
 * administrators only (`getAuditLog`).
 */

// Every kind of act the log records: the domain's list, which the contract's `action` filter repeats.
import { AUDIT_ACTIONS, type AuditAction } from '../../src/domain/adapters/audit.ts';
import type { Db } from './db.ts';

export { AUDIT_ACTIONS, type AuditAction };

/** 'done', or 'failed' for an act that was tried and did not happen (a wrong password, a cabinet offline). */
export type AuditOutcome = 'done' | 'failed';

export interface AuditEntry {
  /** The signed-in user who acted (a user name), or null (a failed login has no user yet). */
  actor: string | null;
  action: AuditAction;
  /** Default 'done'; a failed login is always 'failed'. */
  outcome?: AuditOutcome;
  /** What it was done to: a cabinet and loops, a user name. */
  target?: string;
  /** The act's parameters, as JSON. */
  detail?: Record<string, unknown>;
  /** The client's address. */
  address?: string;
}

const ensured = new WeakSet<Db>();

/** Rows written to each database's log, so a write's own changes can be told from its audit row. */
const written = new WeakMap<Db, number>();

/** How many audit rows this process has written to `db`. */
export function auditRowsWritten(db: Db): number {
  return written.get(db) ?? 0;
}

/** Creates the table on first use, so a database made before the log existed gains it. */
function ensureAuditTable(db: Db): void {
  if (ensured.has(db)) return;
  db.exec(`CREATE TABLE IF NOT EXISTS audit_log (
    c_id INTEGER PRIMARY KEY AUTOINCREMENT,
    c_when INTEGER NOT NULL,
    c_actor TEXT,
    c_action TEXT NOT NULL,
    c_target TEXT NOT NULL DEFAULT '',
    c_detail TEXT NOT NULL DEFAULT '{}',
    c_address TEXT NOT NULL DEFAULT '',
    c_outcome TEXT NOT NULL DEFAULT 'done'
  );
  CREATE INDEX IF NOT EXISTS audit_log_when ON audit_log (c_when DESC, c_id DESC);`);
  // A log written before outcomes were kept gains the column (its failed logins marked as such).
  const columns = db.prepare('PRAGMA table_info(audit_log)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'c_outcome')) {
    db.exec(`ALTER TABLE audit_log ADD COLUMN c_outcome TEXT NOT NULL DEFAULT 'done';
      UPDATE audit_log SET c_outcome = 'failed' WHERE c_action = 'loginFailed';`);
  }
  ensured.add(db);
}

/** Records one act at `now` (epoch seconds). */
export function recordAudit(db: Db, entry: AuditEntry, now: number = Math.floor(Date.now() / 1000)): void {
  ensureAuditTable(db);
  db.prepare(
    'INSERT INTO audit_log (c_when, c_actor, c_action, c_target, c_detail, c_address, c_outcome) VALUES (?,?,?,?,?,?,?)',
  ).run(
    now,
    entry.actor,
    entry.action,
    entry.target ?? '',
    JSON.stringify(entry.detail ?? {}),
    entry.address ?? '',
    entry.action === 'loginFailed' ? 'failed' : (entry.outcome ?? 'done'),
  );
  written.set(db, auditRowsWritten(db) + 1);
}

export interface AuditRow {
  c_id: number;
  c_when: number;
  c_actor: string | null;
  c_action: string;
  c_target: string;
  c_detail: Record<string, unknown>;
  c_address: string;
  c_outcome: AuditOutcome;
}

/** A page of the log, newest first, and the number of entries (optionally of one action). */
export function readAudit(
  db: Db,
  page: { index: number; size: number; action?: string },
): { total: number; rows: AuditRow[] } {
  ensureAuditTable(db);
  const where = page.action ? 'WHERE c_action = ?' : '';
  const args = page.action ? [page.action] : [];
  const total = (db.prepare(`SELECT count(*) AS n FROM audit_log ${where}`).get(...args) as { n: number }).n;
  const rows = (
    db
      .prepare(`SELECT * FROM audit_log ${where} ORDER BY c_when DESC, c_id DESC LIMIT ? OFFSET ?`)
      .all(...args, page.size, (page.index - 1) * page.size) as (Omit<AuditRow, 'c_detail'> & {
      c_detail: string;
    })[]
  ).map((row) => ({ ...row, c_detail: JSON.parse(row.c_detail) as Record<string, unknown> }));
  return { total, rows };
}

/**
 * Exactly-once writes: the contract's `Idempotency-Key` header (IETF httpapi draft, as Stripe does it). For an
 * operation that declares the header, a request that carries a key runs inside one transaction with the
 * lookup of the key and the storing of its answer:
 *
 * - a key this user already used with the same operation and the same request → the stored answer (same
 *   status and body, `Idempotent-Replayed: true`), and the handler does not run: nothing is written again;
 * - the same key with another request or operation → 422 (`idempotencyKeyReused`), nothing written;
 * - otherwise the handler runs; when it wrote something its answer is stored in the same transaction, so a
 *   write whose answer was lost on the way is replayed on the retry, never run twice. A request that changed
 *   nothing (a 400 refusal, which rolls back, or a business failure such as a reversal result −1) stores
 *   nothing: the key stays free and a retry runs again, which is harmless since nothing was written.
 *
 * Handlers are synchronous (node:sqlite), so two concurrent duplicates cannot interleave inside one process;
 * the primary key (user, key) guards against a second process on the same file.
 */
import { createHash } from 'node:crypto';
import { auditRowsWritten } from './audit.ts';
import { type Db, transaction } from './db.ts';
import { HttpError } from './http/context.ts';

/** How long a stored answer is kept: an entry waiting on a phone that went offline may come back days later. */
export const IDEMPOTENCY_KEY_TTL_S = 7 * 86_400;
/** Response header of a replayed answer (as Stripe names it). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const STORE_SCHEMA = /* sql */ `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  operation TEXT NOT NULL,            -- operationId of the first request
  request_hash TEXT NOT NULL,         -- sha256 of its query and body (canonical JSON)
  status INTEGER NOT NULL,            -- the first answer, replayed as is
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,        -- epoch seconds; purged after IDEMPOTENCY_KEY_TTL_S
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idempotency_keys_age ON idempotency_keys(created_at);
`;

/** Creates the key store when missing (older databases get it without being seeded again). */
export function ensureIdempotencyStore(db: Db): void {
  db.exec(STORE_SCHEMA);
}

/** JSON with object keys sorted, so the same request hashes the same whatever the field order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The fingerprint of a request: its validated query (without access_token) and body. */
export function requestHash(query: Record<string, unknown>, body: Record<string, unknown>): string {
  return createHash('sha256').update(canonical({ query, body })).digest('hex');
}

/** What an operation answered: HTTP status and JSON body. */
export interface JsonAnswer {
  status: number;
  json: unknown;
}

export interface OnceRequest {
  userId: string;
  key: string;
  operationId: string;
  hash: string;
  /** Now, epoch seconds. */
  now: number;
}

interface StoredRow {
  operation: string;
  request_hash: string;
  status: number;
  body: string;
}

function totalChanges(db: Db): number {
  return Number((db.prepare('SELECT total_changes() AS n').get() as { n: number }).n);
}

/**
 * Runs `handle` at most once per (user, key): see the module comment. Throws what the handler throws (its
 * writes rolled back, nothing stored) and a 422 HttpError for a key reused with another request.
 */
export function runOnce(
  db: Db,
  request: OnceRequest,
  handle: () => JsonAnswer,
): JsonAnswer & { replayed: boolean } {
  return transaction(db, () => {
    db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(request.now - IDEMPOTENCY_KEY_TTL_S);
    const stored = db
      .prepare(
        'SELECT operation, request_hash, status, body FROM idempotency_keys WHERE user_id = ? AND key = ?',
      )
      .get(request.userId, request.key) as StoredRow | undefined;
    if (stored) {
      if (stored.operation !== request.operationId || stored.request_hash !== request.hash) {
        throw new HttpError(
          422,
          'this Idempotency-Key was already used for another request; send a new key for a new write',
          { reason: 'idempotencyKeyReused' },
        );
      }
      return { status: stored.status, json: JSON.parse(stored.body) as unknown, replayed: true };
    }
    const before = totalChanges(db);
    const audited = auditRowsWritten(db);
    const answer = handle();
    // A refusal that changed nothing but its own audit row (a reversal on an offline cabinet) keeps no key:
    // the same write, sent again once the cabinet answers, must run.
    const changed = totalChanges(db) - before - (auditRowsWritten(db) - audited);
    if (changed > 0) {
      db.prepare(
        `INSERT INTO idempotency_keys (user_id, key, operation, request_hash, status, body, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        request.userId,
        request.key,
        request.operationId,
        request.hash,
        answer.status,
        JSON.stringify(answer.json ?? null),
        request.now,
      );
    }
    return { ...answer, replayed: false };
  });
}

/**
 * Outlet (chujikou), bin-entry (rucang) and pouring (jiaozhu) warnings: a reading above the limit of its kind
 * is a warning row of its own (one id space with every other warning, so it can be marked read). It stands
 * (real time) until a later reading of the same measuring point is within the limit, or for a day; then it
 * clears and moves to the history tables. Readings come from the simulator and from manual entry alike.
 */
import type { Db } from '../db.ts';
import { LIMITS } from './warnings.ts';

const DAY = 86_400;

/** Warning kind and limit (°C) of each entry area (hive_others.c_area). */
export const ENTRY_AREAS = {
  1: { kind: 'cjk', limit: LIMITS.chujikou },
  2: { kind: 'rc', limit: LIMITS.rucang },
  4: { kind: 'jz', limit: LIMITS.jiaozhu },
} as const;
export type EntryWarningKind = (typeof ENTRY_AREAS)[keyof typeof ENTRY_AREAS]['kind'];
export const ENTRY_WARNING_KINDS: readonly EntryWarningKind[] = ['cjk', 'rc', 'jz'];

/** A reading as stored in other_data. */
export interface EntryReading {
  /** other_data.c_id */
  id: number;
  /** Measuring point (hive_others.c_id). */
  point: number;
  area: number;
  /** Tenths of a degree. */
  value: number;
  /** Epoch ms, as entered. */
  whenMs: number;
}

/** Limit of an area in tenths of a degree, as readings are stored. */
export function entryLimitTenths(area: number): number | null {
  const e = ENTRY_AREAS[area as keyof typeof ENTRY_AREAS];
  return e ? Math.round(e.limit * 10) : null;
}

/**
 * Records what a new reading means for the warnings: above the limit it opens a warning (already cleared
 * when a later reading of the point was within the limit, or when it is older than a day); within the limit
 * it clears the point's earlier standing warnings. `now` is epoch seconds.
 */
export function recordEntryReading(db: Db, r: EntryReading, now: number): void {
  const area = ENTRY_AREAS[r.area as keyof typeof ENTRY_AREAS];
  const limit = entryLimitTenths(r.area);
  if (!area || limit === null) return;
  const t = Math.floor(r.whenMs / 1000);
  if (r.value <= limit) {
    db.prepare(
      `UPDATE warnings SET active = 0, c_end_when = ? WHERE kind = ? AND active = 1 AND c_when < ?
         AND reading_id IN (SELECT c_id FROM other_data WHERE c_hiveotherid = ?)`,
    ).run(t, area.kind, t, r.point);
    return;
  }
  // A reading entered after the fact may already be cleared by a later one within the limit.
  const later = db
    .prepare(
      `SELECT min(c_when_acquire) AS at FROM other_data
       WHERE c_hiveotherid = ? AND c_when_acquire > ? AND c_value <= ? AND c_id <> ?`,
    )
    .get(r.point, r.whenMs, limit, r.id) as { at: number | null };
  const clearedAt = Math.min(
    later.at === null ? Number.POSITIVE_INFINITY : Math.floor(later.at / 1000),
    t + DAY <= now ? t + DAY : Number.POSITIVE_INFINITY,
  );
  const cleared = Number.isFinite(clearedAt);
  const name =
    (
      db.prepare('SELECT c_name FROM hive_others WHERE c_id = ?').get(r.point) as
        | { c_name: string }
        | undefined
    )?.c_name ?? '';
  db.prepare(
    `INSERT INTO warnings (kind, subject, alramDesc, c_when, c_last_value, c_last_when, c_end_when, active, reading_id)
     VALUES (?,?,?,?,?,?,?,?,?)`,
  ).run(
    area.kind,
    `${r.point}:${r.id}`,
    `${name} ${(r.value / 10).toFixed(1)}℃ > ${area.limit}℃`,
    t,
    r.value,
    t,
    cleared ? clearedAt : 0,
    cleared ? 0 : 1,
    r.id,
  );
}

/** Standing outlet, bin-entry and pouring warnings older than a day move to history. */
export function expireEntryWarnings(db: Db, now: number): void {
  db.prepare(
    `UPDATE warnings SET active = 0, c_end_when = c_when + ? WHERE kind IN ('cjk', 'rc', 'jz') AND active = 1
       AND c_when + ? <= ?`,
  ).run(DAY, DAY, now);
}

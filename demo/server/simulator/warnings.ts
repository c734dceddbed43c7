/**
 * Warning episodes derived from thresholds. An episode opens when its condition starts, is updated while it
 * lasts and closes when it clears (with hysteresis so noise does not make it flicker). Episodes are kept in
 * memory while the simulator runs and written in batches.
 */
import type { Db } from '../db.ts';

/** Every kind of warning of part 2 §2.6 and §3. */
export const WARNING_KINDS = [
  'temp', // max temperature above the allowed maximum
  'stageTemp', // stage temperature off the target curve
  'dailyDecline', // temperature dropped faster than allowed in a day
  'ih', // inlet water warmer than the bay (water inlet exceeds hive)
  'inTempRange', // inlet water temperature outside its range
  'tempControlChangeRange', // water warms too much through the pipe (temperature-control change range)
  'tempUnknown', // thermometer reports the unknown sentinel or 0
  'tempTimeout', // thermometer silent for more than an hour
  'loopUnknown', // flow meter reports -1
  'loopTooBig', // flow above the upper limit
  'loopTooSmall', // flow below the lower limit or water stopped
  'gkj', // industrial computer (cabinet) offline
  'sitong', // four-way valve reversal interrupted
] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

/** Thresholds, in physical units. */
export const LIMITS = {
  /** Allowed daily drop of the bay temperature, °C per day. */
  dailyDecline: 0.5,
  /** Allowed distance from the target curve, °C. */
  stageBand: 1.5,
  /** Allowed rise of the water through a pipe, °C. */
  waterRise: 7,
  /** Flow above this is too big, L/min. */
  flowMax: 33,
  /** Flow below this is too small, L/min. */
  flowMin: 0.5,
  /** Inlet water must stay within nominal ± this, °C. */
  inletBand: 2.5,
  /** Outlet (chujikou), entry (rucang) and pouring (jiaozhu) temperature limits, °C. */
  chujikou: 10,
  rucang: 12,
  jiaozhu: 14,
} as const;

export interface Episode {
  c_id?: number;
  kind: WarningKind;
  subject: string;
  c_rack_id: number | null;
  c_loop: number | null;
  hive_id: number | null;
  alramDesc: string;
  c_when: number;
  c_last_value: number | null;
  c_last_when: number;
  c_end_when: number;
  active: number;
  extra: Record<string, unknown>;
  dirty: boolean;
}

export interface Observation {
  kind: WarningKind;
  subject: string;
  /** Condition holds (opens or keeps the episode). */
  on: boolean;
  /** Condition cleared with margin (closes an open episode). Default: !on. */
  off?: boolean;
  t: number;
  value: number | null;
  rack?: number | null;
  loop?: number | null;
  hive?: number | null;
  desc: string;
  extra?: Record<string, unknown>;
}

export interface WarningBook {
  observe(o: Observation): void;
  /** Whether an episode of this kind and subject is open (callers skip observing a clear condition). */
  isOpen(kind: WarningKind, subject: string): boolean;
  /** Writes new and changed episodes. */
  flush(db: Db): void;
  /** Episodes currently open. */
  open(): Episode[];
}

export function createWarningBook(db?: Db): WarningBook {
  // Open episodes by kind, then subject: the simulator asks `isOpen` for every channel on every step, so
  // the lookup builds no key string.
  const open = new Map<WarningKind, Map<string, Episode>>();
  const openOf = (kind: WarningKind) => {
    let byKind = open.get(kind);
    if (!byKind) {
      byKind = new Map();
      open.set(kind, byKind);
    }
    return byKind;
  };
  // The same open episodes in the order they opened (the order they are written in).
  const opened = new Set<Episode>();
  const openEpisodes = () => [...opened];
  const closed: Episode[] = [];
  if (db) {
    // Outlet, bin-entry and pouring warnings follow readings (entryWarnings.ts), not the book.
    const rows = db
      .prepare('SELECT * FROM warnings WHERE active = 1 AND reading_id IS NULL')
      .all() as unknown as (Omit<Episode, 'extra' | 'dirty'> & { extra: string })[];
    for (const row of rows) {
      const episode = { ...row, extra: JSON.parse(row.extra), dirty: false };
      openOf(row.kind).set(row.subject, episode);
      opened.add(episode);
    }
  }
  return {
    observe(o) {
      const byKind = openOf(o.kind);
      const current = byKind.get(o.subject);
      if (current) {
        if (o.off ?? !o.on) {
          current.active = 0;
          current.c_end_when = o.t;
          current.dirty = true;
          byKind.delete(o.subject);
          opened.delete(current);
          closed.push(current);
        } else if (o.on) {
          current.c_last_value = o.value;
          current.c_last_when = o.t;
          current.alramDesc = o.desc;
          if (o.extra) current.extra = o.extra;
          current.dirty = true;
        }
        return;
      }
      if (!o.on) return;
      const episode: Episode = {
        kind: o.kind,
        subject: o.subject,
        c_rack_id: o.rack ?? null,
        c_loop: o.loop ?? null,
        hive_id: o.hive ?? null,
        alramDesc: o.desc,
        c_when: o.t,
        c_last_value: o.value,
        c_last_when: o.t,
        c_end_when: 0,
        active: 1,
        extra: o.extra ?? {},
        dirty: true,
      };
      byKind.set(o.subject, episode);
      opened.add(episode);
    },
    flush(target) {
      const insert = target.prepare(
        `INSERT INTO warnings (kind, subject, c_rack_id, c_loop, hive_id, alramDesc, c_when, c_last_value,
           c_last_when, c_end_when, active, extra) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
      );
      const update = target.prepare(
        `UPDATE warnings SET alramDesc = ?, c_last_value = ?, c_last_when = ?, c_end_when = ?, active = ?,
           extra = ? WHERE c_id = ?`,
      );
      const write = (e: Episode) => {
        if (!e.dirty) return;
        if (e.c_id === undefined) {
          const r = insert.run(
            e.kind,
            e.subject,
            e.c_rack_id,
            e.c_loop,
            e.hive_id,
            e.alramDesc,
            e.c_when,
            e.c_last_value,
            e.c_last_when,
            e.c_end_when,
            e.active,
            JSON.stringify(e.extra),
          );
          e.c_id = Number(r.lastInsertRowid);
        } else {
          update.run(
            e.alramDesc,
            e.c_last_value,
            e.c_last_when,
            e.c_end_when,
            e.active,
            JSON.stringify(e.extra),
            e.c_id,
          );
        }
        e.dirty = false;
      };
      // Closed episodes first, so a reopened subject never meets the unique index of the open one.
      for (const e of closed) write(e);
      closed.length = 0;
      for (const e of opened) write(e);
    },
    isOpen: (kind, subject) => open.get(kind)?.has(subject) ?? false,
    open: openEpisodes,
  };
}

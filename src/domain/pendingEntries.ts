/**
 * Hand entries kept on the device until the server has them (part 2 §2.5, §2.8: site staff type readings
 * on a poor network; an entry lost or written twice corrupts the quality record of a pour). Each keeps the
 * idempotency key it was first sent with, so however often it is sent again the server writes it once.
 */
import type { EntryKind } from './adapters/entries.ts';
import { type AggregateStage, aggregateStage } from './stages.ts';

/** An outlet, bin-entry or pouring temperature as typed (°C, epoch ms, the chosen bays). */
export interface ManualEntryWrite {
  /** The measuring point (outlet); absent for the bin-entry and pouring kinds. */
  pointId?: number;
  kind: EntryKind;
  tempC: number;
  at: number;
  bayIds?: readonly number[];
}

/** An aggregate temperature as typed (°C, epoch ms). */
export interface AggregateEntryWrite {
  aggregateId: number;
  typeId: number;
  stage: AggregateStage;
  tempC: number;
  at: number;
}

/** One hand entry to write. */
export type EntryWrite =
  | { kind: 'manualEntry'; entry: ManualEntryWrite }
  | { kind: 'aggregateEntry'; entry: AggregateEntryWrite };

/** Why the server refused a kept entry (it stays listed until the user discards it: nothing is lost). */
export interface EntryRefusal {
  /** The server's words. */
  message: string;
  /** The message key of the broken rule, when the server named one (`validation.<form>.<rule>`). */
  messageKey?: string;
}

/** An entry kept on the device. */
export type PendingEntry = EntryWrite & {
  /** Its idempotency key: every attempt to send it carries this one. */
  key: string;
  /** When it was kept, epoch ms. */
  savedAt: number;
  /** Set when the server refused it; it is then no longer sent by itself. */
  refused?: EntryRefusal;
};

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function manualEntry(v: unknown): ManualEntryWrite | null {
  if (!isRecord(v) || !isNumber(v.tempC) || !isNumber(v.at)) return null;
  if (v.kind !== 1 && v.kind !== 2 && v.kind !== 4) return null;
  const bayIds = Array.isArray(v.bayIds) ? v.bayIds.filter(isNumber) : undefined;
  return {
    kind: v.kind,
    tempC: v.tempC,
    at: v.at,
    ...(isNumber(v.pointId) ? { pointId: v.pointId } : {}),
    ...(bayIds && bayIds.length > 0 ? { bayIds } : {}),
  };
}

function aggregateEntry(v: unknown): AggregateEntryWrite | null {
  if (!isRecord(v) || !isNumber(v.aggregateId) || !isNumber(v.typeId)) return null;
  if (!isNumber(v.tempC) || !isNumber(v.at)) return null;
  const stage = aggregateStage(v.stage as number);
  if (stage === null) return null;
  return { aggregateId: v.aggregateId, typeId: v.typeId, stage, tempC: v.tempC, at: v.at };
}

function refusal(v: unknown): EntryRefusal | undefined {
  if (!isRecord(v) || typeof v.message !== 'string') return undefined;
  return typeof v.messageKey === 'string'
    ? { message: v.message, messageKey: v.messageKey }
    : { message: v.message };
}

/**
 * Kept entries read back from storage (JSON parsed), oldest first. What is not a well-formed entry (another
 * version's, hand-edited) is left out rather than sent; a key seen twice is kept once.
 */
export function parsePendingEntries(raw: unknown): PendingEntry[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: PendingEntry[] = [];
  for (const item of raw) {
    if (!isRecord(item) || typeof item.key !== 'string' || item.key === '' || !isNumber(item.savedAt))
      continue;
    if (seen.has(item.key)) continue;
    const refused = refusal(item.refused);
    const base = { key: item.key, savedAt: item.savedAt, ...(refused ? { refused } : {}) };
    if (item.kind === 'manualEntry') {
      const entry = manualEntry(item.entry);
      if (entry) out.push({ ...base, kind: 'manualEntry', entry });
    } else if (item.kind === 'aggregateEntry') {
      const entry = aggregateEntry(item.entry);
      if (entry) out.push({ ...base, kind: 'aggregateEntry', entry });
    } else continue;
    seen.add(item.key);
  }
  return out.sort((a, b) => a.savedAt - b.savedAt);
}

/** Kept entries still to send (not refused), oldest first. */
export function entriesToSend(pending: readonly PendingEntry[]): PendingEntry[] {
  return pending.filter((p) => !p.refused);
}

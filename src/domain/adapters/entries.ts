import { type RawNumber, toNumber } from '../number.ts';
import { tempC, tenthsToC } from '../units.ts';
import { idOf, textOf, withId } from './series.ts';

/** Entry kind of a hand-entered temperature (part 2 §3): 1 outlet, 2 bin entry, 4 pouring. */
export type EntryKind = 1 | 2 | 4;

/** A hand-entered temperature by name: at the mixer outlet, entering the bin, or while pouring. */
export type ManualEntryKind = 'outlet' | 'binEntry' | 'pouring';

/** The entry kind (`c_area`) of each named kind. */
export const ENTRY_KIND_OF = { outlet: 1, binEntry: 2, pouring: 4 } as const satisfies Record<
  ManualEntryKind,
  EntryKind
>;

/** A named or numbered entry kind → its number (what the entry calls send). */
export function entryKindCode(kind: ManualEntryKind | EntryKind): EntryKind {
  return typeof kind === 'number' ? kind : ENTRY_KIND_OF[kind];
}

/** A named or numbered entry kind → its name. */
export function manualEntryKind(kind: ManualEntryKind | EntryKind): ManualEntryKind {
  return typeof kind === 'string' ? kind : kind === 1 ? 'outlet' : kind === 2 ? 'binEntry' : 'pouring';
}

function entryKind(raw: RawNumber): EntryKind | null {
  const n = toNumber(raw);
  return n === 1 || n === 2 || n === 4 ? n : null;
}

/** c_when_acquire is already epoch ms on the wire (part 2 §3). */
function acquiredAt(raw: RawNumber): number | null {
  const n = toNumber(raw);
  return n === null || n <= 0 ? null : n;
}

/** A measuring point with its last reading (outlet list). */
export interface OutletPoint {
  id: string;
  name: string;
  kind: EntryKind | null;
  /** Last temperature, °C. */
  tempC: number | null;
  /** Last reading, epoch ms. */
  at: number | null;
}

/** Raw outlet record → OutletPoint. */
export function adaptOutletRecord(raw: {
  c_id: RawNumber;
  c_name?: string | null;
  c_area?: RawNumber;
  c_value?: RawNumber;
  c_when_acquire?: RawNumber;
}): OutletPoint {
  return {
    id: idOf(raw.c_id),
    name: textOf(raw.c_name) ?? '',
    kind: entryKind(raw.c_area),
    tempC: tempC(raw.c_value),
    at: acquiredAt(raw.c_when_acquire),
  };
}

/** One hand-entered reading. */
export interface Reading {
  id?: string;
  /** Temperature, °C (a typed 0 stays 0). */
  tempC: number | null;
  /** Epoch ms. */
  at: number | null;
  /** Bin number(s). */
  bin: string | null;
  who: string | null;
}

/** A raw reading (temp_lists). */
export interface RawReading {
  c_id?: RawNumber;
  c_value?: RawNumber;
  c_when_acquire?: RawNumber;
  c_idam_id?: string | number | null;
  c_who?: string | null;
}

/** Raw reading → Reading. */
export function adaptReading(raw: RawReading): Reading {
  return withId<Reading>(raw.c_id, {
    tempC: tenthsToC(raw.c_value),
    at: acquiredAt(raw.c_when_acquire),
    bin: textOf(raw.c_idam_id),
    who: textOf(raw.c_who),
  });
}

/**
 * A hand entry as the backend wants it (ManualEntry): the typed °C becomes tenths, the time epoch ms, the
 * chosen bays a comma list.
 */
export function toManualEntry(entry: {
  pointId?: number;
  kind: EntryKind;
  tempC: number;
  at: number;
  bayIds?: readonly (string | number)[];
  who: string;
}): {
  c_hiveotherid: number;
  c_area: EntryKind;
  c_when_acquire: number;
  c_value: number;
  c_hive_id: string;
  c_who: string;
} {
  return {
    c_hiveotherid: entry.pointId ?? 0,
    c_area: entry.kind,
    c_when_acquire: Math.round(entry.at),
    c_value: Math.round(entry.tempC * 10),
    c_hive_id: (entry.bayIds ?? []).map(String).join(','),
    c_who: entry.who,
  };
}

/** A bay to choose in the entry dialog, by its bin number. */
export interface BinChoice {
  /** Bay id. */
  id: string;
  /** Bin number. */
  bin: string;
  block: number | null;
}

/** Raw idam id → BinChoice. */
export function adaptBinChoice(raw: {
  c_id: RawNumber;
  c_idam_id?: string | number | null;
  block?: RawNumber;
}): BinChoice {
  return { id: idOf(raw.c_id), bin: textOf(raw.c_idam_id) ?? '', block: toNumber(raw.block) };
}

/** An outlet, bin-entry or pouring reading of the entry report. */
export interface EntryReportReading {
  kind: EntryKind | null;
  /** Measuring point or bay. */
  name: string | null;
  bin: string | null;
  /** Temperature, °C (a typed 0 stays 0). */
  tempC: number | null;
  /** Epoch ms. */
  at: number | null;
}

/** Raw entry report row → EntryReportReading. */
export function adaptEntryReportRow(raw: {
  c_area?: RawNumber;
  c_name?: string | null;
  c_idam_id?: string | number | null;
  c_value?: RawNumber;
  c_when_acquire?: RawNumber;
}): EntryReportReading {
  return {
    kind: entryKind(raw.c_area),
    name: textOf(raw.c_name),
    bin: textOf(raw.c_idam_id),
    tempC: tenthsToC(raw.c_value),
    at: acquiredAt(raw.c_when_acquire),
  };
}

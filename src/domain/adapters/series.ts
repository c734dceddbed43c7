import { type RawNumber, toNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';

/**
 * A chart series as typed columns (the shape the chart core draws): ascending epoch-ms times and values in
 * a domain unit (°C, L/min, MPa …); NaN is a gap — a value the adapter knew to be missing (not collected,
 * unknown, -1). A year of 10-minute readings costs two Float64Arrays, no object per point. Immutable once
 * given to a chart (which indexes dense series by their arrays): a change is a new series with new arrays.
 */
export interface Series {
  /** Stable id (toggles, colours, tests). */
  readonly id: string;
  /** Name shown in legends and tooltips. */
  readonly name: string;
  /** Epoch milliseconds, ascending. */
  readonly time: Float64Array;
  /** Values in a domain unit; NaN where there is no value. */
  readonly value: Float64Array;
}

/**
 * A series as a portal may hand it to a chart: typed columns, or plain number arrays (what a Next.js server
 * component can pass to a client component without inlining a typed array in the page). A chart turns plain
 * arrays into columns once (`seriesColumns`); NaN or null is a gap.
 */
export interface SeriesInput {
  readonly id: string;
  readonly name: string;
  /** Epoch milliseconds, ascending. */
  readonly time: Float64Array | readonly number[];
  /** Values in a domain unit; NaN (or null, in a plain array) where there is no value. */
  readonly value: Float64Array | readonly (number | null)[];
}

const columnsOf = new WeakMap<SeriesInput, Series>();

/** A plain array as a column (null → NaN); a column as it is. */
function column(values: Float64Array | readonly (number | null)[]): Float64Array {
  if (values instanceof Float64Array) return values;
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] ?? Number.NaN;
  return out;
}

/**
 * The series as typed columns: itself when it has them, else one conversion per series object (kept, so the
 * same input gives the same series and a chart's memos hold).
 */
export function seriesColumns(input: SeriesInput): Series {
  if (input.time instanceof Float64Array && input.value instanceof Float64Array) return input as Series;
  let series = columnsOf.get(input);
  if (!series) {
    series = { id: input.id, name: input.name, time: column(input.time), value: column(input.value) };
    columnsOf.set(input, series);
  }
  return series;
}

/**
 * Builds a series from raw points: `time` gives epoch seconds (as the legacy backend sends them), `value` the
 * domain value or null for a gap. Points without a valid time are dropped; the result is sorted by time
 * (stable, so equal times keep their order).
 */
export function seriesFrom<T>(
  id: string,
  name: string,
  points: readonly T[] | null | undefined,
  time: (point: T) => RawNumber,
  value: (point: T) => number | null | undefined,
  timeUnit: 'seconds' | 'ms' = 'seconds',
): Series {
  const list = points ?? [];
  const times = new Float64Array(list.length);
  const values = new Float64Array(list.length);
  let n = 0;
  let sorted = true;
  // An indexed loop: on a fresh page this runs unoptimised, where an iterator costs a call per point.
  for (let i = 0; i < list.length; i++) {
    const point = list[i] as T;
    const raw = time(point);
    const t = timeUnit === 'seconds' ? secondsToMs(raw) : toNumber(raw);
    if (t === null || t <= 0) continue;
    const v = value(point);
    if (n > 0 && t < (times[n - 1] as number)) sorted = false;
    times[n] = t;
    values[n] = v === null || v === undefined || !Number.isFinite(v) ? Number.NaN : v;
    n++;
  }
  let outTime = times.slice(0, n);
  let outValue = values.slice(0, n);
  if (!sorted) {
    const order = Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => (outTime[a] as number) - (outTime[b] as number) || a - b,
    );
    outTime = Float64Array.from(order, (i) => outTime[i] as number);
    outValue = Float64Array.from(order, (i) => outValue[i] as number);
  }
  return { id, name, time: outTime, value: outValue };
}

/** A chart call's raw points: a `Time` field (epoch seconds) and a raw `Value` field, each may be missing. */
export type RawPoints<Time extends string, Value extends string> =
  | readonly Partial<Record<Time | Value, RawNumber>>[]
  | null
  | undefined;

/**
 * The adapter of one kind of chart call: its points' `time` field (epoch seconds) and `value` field, the raw
 * value turned into a domain unit by `convert` (null or not finite is a gap). The adapter takes the points,
 * then the series id (default `defaultId`) and its name (default the id).
 */
export function pointSeries<Time extends string, Value extends string>(
  time: Time,
  value: Value,
  convert: (raw: RawNumber) => number | null,
  defaultId: string,
): (raw: RawPoints<Time, Value>, id?: string, name?: string) => Series {
  return (raw, id = defaultId, name = id) =>
    seriesFrom(
      id,
      name,
      raw,
      (p) => p[time],
      (p) => convert(p[value]),
    );
}

/** An empty series. */
export function emptySeries(id: string, name = id): Series {
  return { id, name, time: new Float64Array(0), value: new Float64Array(0) };
}

/** A raw id (number or string) as the string id the domain uses; '' when missing. */
export function idOf(raw: RawNumber): string {
  if (raw === null || raw === undefined) return '';
  return String(raw).trim();
}

/** The record with the raw id as its `id` when there is one; without an `id` key when there is none. */
export function withId<T extends { id?: string }>(raw: RawNumber, record: Omit<T, 'id'>): T {
  const id = idOf(raw);
  return (id ? { id, ...record } : record) as T;
}

/** A raw text field: trimmed string, or null when missing or empty. */
export function textOf(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const s = String(raw).trim();
  return s === '' ? null : s;
}

/** A raw integer field (count, loop number …): the number, or null. */
export function intOf(raw: RawNumber): number | null {
  const n = toNumber(raw);
  return n === null ? null : Math.trunc(n);
}

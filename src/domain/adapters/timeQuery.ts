import { msToSeconds } from '../time.ts';

/** A chart or list time range in epoch ms (calls take it in seconds, under their own names). */
export interface TimeWindow {
  /** Start, epoch ms; none for everything. */
  start?: number | null;
  /** End, epoch ms; none for now. */
  end?: number | null;
}

/** What a call names the two ends of its range (`min`/`max`, `start`/`end`, `startTime`/`endTime` …). */
export interface RangeNames<S extends string, E extends string> {
  start?: S;
  end?: E;
}

/**
 * The one way a time window becomes query fields: epoch ms → whole epoch seconds under the call's names.
 * An end that is missing or not a finite time is left out, so the server uses its default. A map at a
 * time is the window that ends then: `toSecondsQuery({ end: at }, { end: 'time' })`.
 */
export function toSecondsQuery<S extends string, E extends string>(
  window: { start: number; end: number },
  names: { start: S; end: E },
): Record<S | E, number>;
export function toSecondsQuery<S extends string = never, E extends string = never>(
  window: TimeWindow | null | undefined,
  names: RangeNames<S, E>,
): Partial<Record<S | E, number>>;
export function toSecondsQuery(
  window: TimeWindow | null | undefined,
  names: RangeNames<string, string>,
): Partial<Record<string, number>> {
  const query: Partial<Record<string, number>> = {};
  const put = (name: string | undefined, ms: number | null | undefined) => {
    if (name !== undefined && ms !== null && ms !== undefined && Number.isFinite(ms)) {
      query[name] = msToSeconds(ms);
    }
  };
  put(names.start, window?.start);
  put(names.end, window?.end);
  return query;
}

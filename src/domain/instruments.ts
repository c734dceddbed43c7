/*
 * The rules of the instrument screens (part 2 §2.7, §2.9, §9): how far back the gradient and pressure charts
 * look by default, the solar list's one-day pages, and the last reading of a curve.
 */
import type { Series } from './adapters/series.ts';
import { SOLAR_WINDOW_STEP_DAYS } from './constants.ts';
import { addSiteDays, DAY_MS, endOfSiteDay, SITE_TIME_ZONE } from './time.ts';

/**
 * The last `days` days up to now, as a window without an end: the call then ends at the server's now, so a
 * reload brings the readings that came in since the window was chosen.
 */
export function recentWindow(days: number, nowMs: number): { start: number } {
  return { start: nowMs - days * DAY_MS };
}

/**
 * The window of page `page` (from 1) of the solar-radiation list: the list starts at the site day that holds
 * `lastDayMs` and each further page steps back one day (part 2 §9). Whole site days, both ends included.
 */
export function solarDayWindow(
  lastDayMs: number,
  page: number,
  timeZone = SITE_TIME_ZONE,
): { start: number; end: number } {
  const start = addSiteDays(
    lastDayMs,
    -(Math.max(1, Math.trunc(page)) - 1) * SOLAR_WINDOW_STEP_DAYS,
    timeZone,
  );
  return { start, end: endOfSiteDay(start, timeZone) };
}

/** Series of neighbouring windows (pages of days, in any order) joined into one, ascending in time. */
export function joinSeries(parts: readonly Series[], id: string, name = id): Series {
  const ordered = [...parts].sort((a, b) => (a.time[0] ?? 0) - (b.time[0] ?? 0));
  const length = ordered.reduce((n, part) => n + part.time.length, 0);
  const time = new Float64Array(length);
  const value = new Float64Array(length);
  let at = 0;
  for (const part of ordered) {
    time.set(part.time, at);
    value.set(part.value, at);
    at += part.time.length;
  }
  // Pages may overlap at their edges; a stable sort by time keeps them ascending either way.
  let sorted = true;
  for (let i = 1; i < length && sorted; i++) sorted = (time[i - 1] as number) <= (time[i] as number);
  if (sorted) return { id, name, time, value };
  const order = Array.from({ length }, (_, i) => i).sort(
    (a, b) => (time[a] as number) - (time[b] as number) || a - b,
  );
  return {
    id,
    name,
    time: Float64Array.from(order, (i) => time[i] as number),
    value: Float64Array.from(order, (i) => value[i] as number),
  };
}

/** The newest reading of a series that has a value (a gap is skipped), or null when it has none. */
export function lastReading(series: Series): { time: number; value: number } | null {
  for (let i = series.time.length - 1; i >= 0; i--) {
    const value = series.value[i] as number;
    if (Number.isFinite(value)) return { time: series.time[i] as number, value };
  }
  return null;
}

import { DATE_PICKER_FIRST_YEAR, DATE_PICKER_LAST_YEAR, REPORT_DEFAULT_DAYS } from './constants.ts';
import type { TimeRange } from './time.ts';
import { addSiteDays, endOfSiteDay, SITE_TIME_ZONE, siteDateParts, siteDateToEpochMs } from './time.ts';

/** The instants a date picker lets a user choose, both ends included (epoch ms). */
export interface DateBounds {
  minMs: number;
  maxMs: number;
}

/** Whether `ms` lies within the bounds, both ends included. */
export function withinBounds(ms: number, bounds: DateBounds): boolean {
  return ms >= bounds.minMs && ms <= bounds.maxMs;
}

/** Date pickers: years 2000 to 2060, from 2000-01-01 00:00 to 2060-12-31 23:59:59.999 site time (part 1 §5). */
export function pickerBounds(timeZone = SITE_TIME_ZONE): DateBounds {
  return {
    minMs: siteDateToEpochMs(DATE_PICKER_FIRST_YEAR, 1, 1, 0, 0, 0, timeZone),
    maxMs: siteDateToEpochMs(DATE_PICKER_LAST_YEAR + 1, 1, 1, 0, 0, 0, timeZone) - 1,
  };
}

/** First instant the candlestick and entry pickers offer: 2020-01-01 00:00 site time (part 1 §5, part 2 §5). */
export function firstDataDayMs(timeZone = SITE_TIME_ZONE): number {
  return siteDateToEpochMs(2020, 1, 1, 0, 0, 0, timeZone);
}

/** Candlestick date picker: 2020-01-01 to now (part 1 §5). */
export function candlestickBounds(nowMs: number, timeZone = SITE_TIME_ZONE): DateBounds {
  return { minMs: firstDataDayMs(timeZone), maxMs: nowMs };
}

/**
 * Outlet / bin / pouring entry time: from 2020-01-01 to now (part 2 §5). The seed's legacy screens end at
 * 2025-11(-01), a date written into the old code that now forbids entering today's readings; damtherm ends
 * at the present instead, which is also the rule of the aggregate entry (time not later than now).
 */
export function entryBounds(nowMs: number, timeZone = SITE_TIME_ZONE): DateBounds {
  return { minMs: firstDataDayMs(timeZone), maxMs: nowMs };
}

/** Solar-radiation calendar: from the picker's first year up to the end of today (part 2 §5). */
export function solarBounds(nowMs: number, timeZone = SITE_TIME_ZONE): DateBounds {
  return { minMs: pickerBounds(timeZone).minMs, maxMs: endOfSiteDay(nowMs, timeZone) };
}

/**
 * Report pickers: three years back through the end of next year (part 2 §5) — from 00:00 of the same
 * calendar day three years ago to 23:59:59.999 on 31 December of next year, site time.
 */
export function reportBounds(nowMs: number, timeZone = SITE_TIME_ZONE): DateBounds {
  const p = siteDateParts(nowMs, timeZone);
  // 29 February three years back becomes 1 March (Date.UTC overflow): still "three years back".
  return {
    minMs: siteDateToEpochMs(p.year - 3, p.month, p.day, 0, 0, 0, timeZone),
    maxMs: siteDateToEpochMs(p.year + 2, 1, 1, 0, 0, 0, timeZone) - 1,
  };
}

/**
 * Default report range, the last 7 days (part 2 §5): the seven calendar days ending today, from 00:00 six
 * days ago to the end of today, site time.
 */
export function reportDefaultRange(nowMs: number, timeZone = SITE_TIME_ZONE): TimeRange {
  return {
    startMs: addSiteDays(nowMs, -(REPORT_DEFAULT_DAYS - 1), timeZone),
    endMs: endOfSiteDay(nowMs, timeZone),
  };
}

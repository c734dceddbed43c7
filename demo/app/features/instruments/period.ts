import type { DayRange } from 'damtherm';
import {
  addSiteDays,
  endOfSiteDay,
  formatSiteDate,
  parseSiteDateTime,
  recentWindow,
  solarBounds,
  type TimeWindow,
  validateDateRange,
} from 'damtherm/domain';

/**
 * The period a chart of the instrument screens covers, kept in the address so that back and a reload keep
 * it: `?period=day3` (the last 3 days up to now) or `?from=2026-11-20&to=2026-11-22` (whole site days).
 */
export type Period = 'day1' | 'day3' | 'day7' | 'range';

/** Days of each "last n days" period. */
export const PERIOD_DAYS = { day1: 1, day3: 3, day7: 7 } as const;
export type RecentPeriod = keyof typeof PERIOD_DAYS;

export interface PeriodChoice {
  period: Period;
  /** The chosen days when `period` is 'range'. */
  range: DayRange | null;
}

const isRecent = (text: string | null): text is RecentPeriod => text !== null && text in PERIOD_DAYS;

/**
 * The dates of `?from=&to=` as whole site days, when both are dates up to today with the start not after
 * the end (the domain's date-range rule); null otherwise.
 */
export function readRange(search: URLSearchParams, timeZone: string, nowMs: number): DayRange | null {
  const from = search.get('from');
  const to = search.get('to');
  if (!from || !to) return null;
  const start = parseSiteDateTime(from, timeZone);
  const lastDay = parseSiteDateTime(to, timeZone);
  if (start === null || lastDay === null) return null;
  const issues = validateDateRange(
    { start, end: lastDay },
    { bounds: solarBounds(nowMs, timeZone), timeZone },
  );
  return issues.length > 0 ? null : { start, end: endOfSiteDay(lastDay, timeZone) };
}

/** The period the address asks for; `fallback` when it asks for none or for one that does not hold. */
export function readPeriod(
  search: URLSearchParams,
  fallback: RecentPeriod,
  timeZone: string,
  nowMs: number,
): PeriodChoice {
  const range = readRange(search, timeZone, nowMs);
  if (range) return { period: 'range', range };
  const period = search.get('period');
  return { period: isRecent(period) ? period : fallback, range: null };
}

/** The address with the chosen period in place of the one it had (other parameters stay). */
export function writePeriod(
  search: URLSearchParams,
  choice: PeriodChoice,
  timeZone: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('period');
  next.delete('from');
  next.delete('to');
  if (choice.period === 'range' && choice.range) {
    next.set('from', formatSiteDate(choice.range.start, timeZone));
    next.set('to', formatSiteDate(choice.range.end, timeZone));
  } else if (choice.period !== 'range') {
    next.set('period', choice.period);
  }
  return next;
}

/** Whole site days: the `days` days that end today. */
export function lastDays(days: number, nowMs: number, timeZone: string): DayRange {
  return { start: addSiteDays(nowMs, -(days - 1), timeZone), end: endOfSiteDay(nowMs, timeZone) };
}

/** The window a read takes for the choice: the chosen days, or the last days up to the server's now. */
export function periodWindow(choice: PeriodChoice, nowMs: number): TimeWindow {
  if (choice.period === 'range')
    return choice.range ? { start: choice.range.start, end: choice.range.end } : {};
  return recentWindow(PERIOD_DAYS[choice.period], nowMs);
}

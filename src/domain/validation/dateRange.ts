import { isBlank, toNumber } from '../number.ts';
import { type DateBounds, pickerBounds, withinBounds } from '../ranges.ts';
import { parseSiteDateTime, SITE_TIME_ZONE } from '../time.ts';
import { VALIDATION_KEYS, type ValidationIssue } from './issue.ts';

/** A date or time as a form holds it: epoch ms, or picker text (`YYYY-MM-DD[ HH:mm[:ss]]`, site time). */
export type DateInput = number | string | null | undefined;

/** Epoch ms of a date input, or null when it holds no valid date. */
export function dateInputMs(value: DateInput, timeZone = SITE_TIME_ZONE): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (isBlank(value)) return null;
  return parseSiteDateTime(value, timeZone);
}

export interface DateRangeOptions {
  /** Allowed instants; default the pickers' 2000–2060 (part 1 §5). See `candlestickBounds`, `reportBounds`. */
  bounds?: DateBounds;
  /** Zone of picker text; default Asia/Shanghai. */
  timeZone?: string;
}

/**
 * Custom time range (part 1 §5): start and end are both required (tempDetail.checkDate); the start must not
 * be after the end (tempDetail.checkDate2; equal is fine); each end lies within the picker bounds.
 */
export function validateDateRange(
  range: { start: DateInput; end: DateInput },
  options: DateRangeOptions = {},
): ValidationIssue[] {
  const timeZone = options.timeZone ?? SITE_TIME_ZONE;
  const bounds = options.bounds ?? pickerBounds(timeZone);
  const K = VALIDATION_KEYS.tempDetail;
  const issues: ValidationIssue[] = [];
  const start = dateInputMs(range.start, timeZone);
  const end = dateInputMs(range.end, timeZone);
  if (start === null) issues.push({ field: 'start', key: K.checkDate });
  else if (!withinBounds(start, bounds))
    issues.push({ field: 'start', key: VALIDATION_KEYS.date.outOfRange });
  if (end === null) issues.push({ field: 'end', key: K.checkDate });
  else if (!withinBounds(end, bounds)) issues.push({ field: 'end', key: VALIDATION_KEYS.date.outOfRange });
  if (start !== null && end !== null && start > end) issues.push({ field: 'start', key: K.checkDate2 });
  return issues;
}

/**
 * The hour count of the chart's 'define' time mode (part 1 §4, default 2): required and a whole number of
 * hours above 0 ('please enter the hour').
 */
export function validateHourCount(hours: number | string | null | undefined): ValidationIssue[] {
  const n = toNumber(hours);
  return n === null || !Number.isInteger(n) || n < 1
    ? [{ field: 'hours', key: VALIDATION_KEYS.tempDetail.enterHour }]
    : [];
}

import { REVERSAL_DAYS_MAX, REVERSAL_HOURS_MAX, REVERSAL_MINUTES_MAX } from '../constants.ts';
import { isBlank, type RawNumber, toNumber } from '../number.ts';
import { VALIDATION_KEYS, type ValidationIssue } from './issue.ts';

/** The auto-reversal interval as typed: days, hours, minutes. */
export interface ReversalTimeInput {
  days?: RawNumber;
  hours?: RawNumber;
  minutes?: RawNumber;
}

/** The interval cleaned up, what to send, and what is wrong. */
export interface ReversalTime {
  /** Whole days 0..60, null when left empty. */
  days: number | null;
  /** Whole hours 0..23, null when left empty. */
  hours: number | null;
  /** Whole minutes 0..59, null when left empty. */
  minutes: number | null;
  /** Hours sent = days·24 + hours (part 2 §7). */
  hoursSent: number;
  /** Minutes, sent separately (part 2 §7). */
  minutesSent: number;
  issues: ValidationIssue[];
}

/**
 * One field of the interval as the input should show it: the decimal part removed ('1.5' → 1; as the user
 * types, '1.' becomes '1', which is the legacy "decimal point removed"), negative or non-numeric text
 * dropped, and the value capped at `max` (part 2 §5). Empty stays null.
 */
export function sanitiseReversalField(raw: RawNumber, max: number): number | null {
  if (isBlank(raw)) return null;
  const n = toNumber(raw);
  if (n === null) return null;
  return Math.min(max, Math.max(0, Math.trunc(n)));
}

/**
 * Auto-reversal time (part 2 §5, §7, §9): days capped at 60, hours at 23, minutes at 59, decimals removed;
 * at least one field filled ('please fill in the auto-reversal time'). An interval of zero in total counts
 * as not filled: a valve cannot reverse every 0 minutes. Hours sent = days·24 + hours, minutes separately.
 */
export function normaliseReversalTime(input: ReversalTimeInput): ReversalTime {
  const days = sanitiseReversalField(input.days, REVERSAL_DAYS_MAX);
  const hours = sanitiseReversalField(input.hours, REVERSAL_HOURS_MAX);
  const minutes = sanitiseReversalField(input.minutes, REVERSAL_MINUTES_MAX);
  const hoursSent = (days ?? 0) * 24 + (hours ?? 0);
  const minutesSent = minutes ?? 0;
  const issues: ValidationIssue[] =
    hoursSent === 0 && minutesSent === 0 ? [{ field: 'time', key: VALIDATION_KEYS.reversal.empty }] : [];
  return { days, hours, minutes, hoursSent, minutesSent, issues };
}

/** A reversal setting as the form holds it: the mode, the interval (auto) and the direction (manual). */
export interface ReversalSettingInput {
  mode: 'auto' | 'manual';
  interval: ReversalTimeInput;
  direction: string | null;
}

/**
 * What is wrong with a reversal setting (part 2 §5, §7): an automatic one needs an interval of more than
 * zero (`time`); a manual one needs a direction (`direction`).
 */
export function validateReversalSetting({
  mode,
  interval,
  direction,
}: ReversalSettingInput): ValidationIssue[] {
  if (mode === 'auto') return normaliseReversalTime(interval).issues;
  return direction === null ? [{ field: 'direction', key: VALIDATION_KEYS.loopCommand.incomplete }] : [];
}

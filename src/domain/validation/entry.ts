import { ENTRY_AREA, ENTRY_TEMP_RANGE_C } from '../constants.ts';
import { isBlank, type RawNumber, toNumber } from '../number.ts';
import { entryBounds } from '../ranges.ts';
import { SITE_TIME_ZONE } from '../time.ts';
import { VALIDATION_KEYS, type ValidationIssue } from './issue.ts';

const K = VALIDATION_KEYS.entry;

/** A manual outlet / bin / pouring temperature entry (part 2 §3, §5). */
export interface ManualEntryInput {
  /** c_area: 1 outlet, 2 bin entry, 4 pouring. */
  area: RawNumber;
  /** The temperature typed, °C. */
  value: RawNumber;
  /** c_when_acquire, epoch ms; empty means now (part 2 §5). */
  timeMs?: number | null;
  /** Bin entry: the dam section (block) chosen. */
  block?: RawNumber;
  /** Bin entry: the bins chosen; exactly one. */
  binIds?: readonly RawNumber[] | null;
  /** The present, epoch ms. */
  nowMs: number;
  timeZone?: string;
}

/** Checks an entry time: from 2020-01-01 (date.outOfRange) up to now (entry.future). */
export function entryTimeIssues(
  timeMs: number | null | undefined,
  nowMs: number,
  timeZone = SITE_TIME_ZONE,
): ValidationIssue[] {
  if (timeMs === null || timeMs === undefined) return [];
  if (!Number.isFinite(timeMs)) return [{ field: 'time', key: VALIDATION_KEYS.tempDetail.enterTime }];
  if (timeMs > nowMs) return [{ field: 'time', key: K.future }];
  if (timeMs < entryBounds(nowMs, timeZone).minMs)
    return [{ field: 'time', key: VALIDATION_KEYS.date.outOfRange }];
  return [];
}

/** A typed temperature outside the plausible range (entry.range), given it is a number. */
export function entryTempIssues(tempC: number, field: string): ValidationIssue[] {
  return tempC < ENTRY_TEMP_RANGE_C.min || tempC > ENTRY_TEMP_RANGE_C.max ? [{ field, key: K.range }] : [];
}

/**
 * Outlet / bin / pouring entry (part 2 §5): the value must not be empty ('temperature value cannot be
 * empty') and must be numeric, from -50 to 100 °C; the bin entry needs a dam section and exactly one bin; the
 * time, when given, lies from 2020-01-01 to now (empty = now).
 */
export function validateManualEntry(input: ManualEntryInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const area = toNumber(input.area);
  if (area !== ENTRY_AREA.outlet && area !== ENTRY_AREA.bin && area !== ENTRY_AREA.pouring) {
    issues.push({ field: 'area', key: K.area });
  }
  const value = toNumber(input.value);
  if (isBlank(input.value)) issues.push({ field: 'value', key: K.empty });
  else if (value === null) issues.push({ field: 'value', key: K.numeric });
  else issues.push(...entryTempIssues(value, 'value'));
  if (area === ENTRY_AREA.bin) {
    if (isBlank(input.block)) issues.push({ field: 'block', key: K.block });
    const bins = (input.binIds ?? []).filter((b) => !isBlank(b));
    if (bins.length !== 1) issues.push({ field: 'binIds', key: K.bin });
  }
  issues.push(...entryTimeIssues(input.timeMs, input.nowMs, input.timeZone));
  return issues;
}

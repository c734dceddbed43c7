import { isBlank, type RawNumber, toNumber } from '../number.ts';
import { entryTempIssues, entryTimeIssues } from './entry.ts';
import { VALIDATION_KEYS, type ValidationIssue } from './issue.ts';

/** An aggregate temperature entry (part 2 §3 insert, §5). */
export interface AggregateEntryInput {
  /** insertTemperature, °C as typed. */
  temperature: RawNumber;
  /** typeId: the category chosen. */
  typeId: RawNumber;
  /** insertTime, epoch ms; required. */
  timeMs: number | null | undefined;
  nowMs: number;
  timeZone?: string;
}

/**
 * Aggregate entry (part 2 §5): the temperature is not empty and numeric (-50 to 100 °C); a category is chosen; the entry time
 * is given and not later than now ('entry time is later than the current time'; now itself is fine).
 */
export function validateAggregateEntry(input: AggregateEntryInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const temperature = toNumber(input.temperature);
  if (isBlank(input.temperature)) issues.push({ field: 'temperature', key: VALIDATION_KEYS.entry.empty });
  else if (temperature === null) {
    issues.push({ field: 'temperature', key: VALIDATION_KEYS.entry.numeric });
  } else issues.push(...entryTempIssues(temperature, 'temperature'));
  if (isBlank(input.typeId)) issues.push({ field: 'typeId', key: VALIDATION_KEYS.aggregate.category });
  if (input.timeMs === null || input.timeMs === undefined) {
    issues.push({ field: 'time', key: VALIDATION_KEYS.tempDetail.enterTime });
  } else issues.push(...entryTimeIssues(input.timeMs, input.nowMs, input.timeZone));
  return issues;
}

/** Aggregate search (part 2 §2.8, §5): a name is required ('enter the aggregate to search'). */
export function validateAggregateSearch(name: string | null | undefined): ValidationIssue[] {
  return isBlank(name) ? [{ field: 'name', key: VALIDATION_KEYS.aggregate.search }] : [];
}

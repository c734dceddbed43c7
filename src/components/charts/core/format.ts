import { decimalText } from '../../../domain/decimalText';
import { formatSiteDateTime } from '../../../domain/time';

/** A value rounded to `decimals` places (the seed rounds chart values to 2), without grouping. */
export function formatNumber(value: number, decimals = 2): string {
  const text = decimalText(value, 0, decimals);
  return text === '-0' ? '0' : text;
}

/** A value with its unit, or `missing` when the value is NaN (a reading not collected). */
export function formatValue(value: number, decimals: number, unit: string, missing: string): string {
  if (Number.isNaN(value)) return missing;
  const n = formatNumber(value, decimals);
  return unit ? `${n} ${unit}` : n;
}

/** Date and time of a point in the site zone: `YYYY-MM-DD HH:mm`. */
export function formatTime(ms: number, timeZone: string, language: string): string {
  return formatSiteDateTime(ms, timeZone, { language });
}

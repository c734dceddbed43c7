import { formatNumber } from '../../../domain/number';
import { formatSiteDateTime } from '../../../domain/time';

/**
 * A value in the reader's language rounded to `decimals` places (the seed rounds chart values to 2) with its
 * unit, or `missing` when the value is NaN (a reading not collected).
 */
export function formatValue(
  value: number,
  language: string,
  decimals: number,
  unit: string,
  missing: string,
): string {
  if (Number.isNaN(value)) return missing;
  const n = formatNumber(value, language, decimals);
  return unit ? `${n} ${unit}` : n;
}

/** Date and time of a point in the site zone: `YYYY-MM-DD HH:mm`. */
export function formatTime(ms: number, timeZone: string, language: string): string {
  return formatSiteDateTime(ms, timeZone, { language });
}

import { decimalText } from '../../../domain/decimalText';

/**
 * A number in the reader's language with at most `digits` (and at least `minDigits`) decimals (temperatures and
 * flows are rounded to two decimals by the domain adapters; this only prints them). Shared by the cabinet lists
 * and tables. zh and en write these numbers alike.
 */
export function formatNumber(value: number, _language: string, digits = 2, minDigits = 0): string {
  return decimalText(value, minDigits, digits);
}

/** The message key (and value) that names a valve opening in percent: fully open, fully closed, or n %. */
export function openingMessage(percent: number): { key: string; value: number } {
  if (percent >= 100) return { key: 'loop.opening.full', value: percent };
  if (percent <= 0) return { key: 'loop.opening.closed', value: percent };
  return { key: 'loop.opening.percent', value: percent };
}

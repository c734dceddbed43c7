import { decimalText } from '../../domain/decimalText';
import { formatNumber } from '../LoopList/format';

/** A temperature (°C) with one decimal, as the bay screens print them. */
export function formatCelsius(value: number, language: string): string {
  return formatNumber(value, language, 1, 1);
}

/**
 * A rate (°C/day) with two decimals and its sign: '-0.48', '+0.12', '0.00' (a rate that rounds to zero has
 * none) — what `Intl.NumberFormat` writes with `signDisplay: 'exceptZero'` in zh-CN and en-GB, without
 * starting Intl in the forecast's first frame.
 */
export function formatRate(value: number): string {
  const text = decimalText(value, 2, 2);
  const magnitude = text.startsWith('-') ? text.slice(1) : text;
  if (magnitude === '0.00') return magnitude;
  return value > 0 ? `+${magnitude}` : text;
}

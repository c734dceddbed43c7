import { decimalText } from './decimalText.ts';

/** The fewest and the most decimals a warning card shows its temperatures with. */
export const WARNING_DECIMALS = { min: 1, max: 3 } as const;

/**
 * How many decimals (from `min` to `max`) make the different values among `values` read differently, so a
 * value beside its limit (0.54 °C/day against 0.5 °C/day) never shows the same digits while it differs.
 * Equal values and missing ones do not count; `max` when even that is not enough.
 */
export function distinguishingDecimals(
  values: readonly (number | null | undefined)[],
  min: number = WARNING_DECIMALS.min,
  max: number = WARNING_DECIMALS.max,
): number {
  const finite = [...new Set(values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)))];
  for (let decimals = min; decimals < max; decimals++) {
    // As numbers, so '-0.0' and '0.0' count as the same reading.
    const shown = new Set(finite.map((v) => Number(decimalText(v, decimals, decimals))));
    if (shown.size === finite.length) return decimals;
  }
  return max;
}

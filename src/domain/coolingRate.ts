/**
 * How every screen writes a rate of temperature change: as a cooling rate in °C/d (the seeds' "daily drop"
 * and "average temperature drop rate", 降温速率), positive while the concrete cools and negative while it
 * warms, with two decimals. The bay facts, the map's drop-rate overlay, the warnings and the cooling
 * forecast all print it this way, so one bay never shows 0.4 in one place and −0.48 in another.
 */
import { decimalText } from './decimalText.ts';

/** Decimals of every rate shown. */
export const RATE_DECIMALS = 2;

/**
 * The cooling rate (°C/d, positive = cooling) of a signed temperature change per day (a fitted slope,
 * negative while cooling): a fall of 0.48 °C a day is a cooling rate of 0.48.
 */
export function coolingRateOfChange(changeCPerDay: number): number {
  return changeCPerDay === 0 ? 0 : -changeCPerDay;
}

/** A cooling rate as text with two decimals: '0.48', '-0.12' (warming), '0.00' (never '-0.00'). */
export function coolingRateText(coolingCPerDay: number): string {
  const text = decimalText(coolingCPerDay, RATE_DECIMALS, RATE_DECIMALS);
  return text === '-0.00' ? '0.00' : text;
}

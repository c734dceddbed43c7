import { coolingRateOfChange, coolingRateText } from '../../../domain/coolingRate';
import { formatNumber } from '../../../domain/number';

/** A temperature (°C) with one decimal, as the bay screens print them. */
export function formatCelsius(value: number, language: string): string {
  return formatNumber(value, language, 1, 1);
}

/**
 * The cooling rate of a fitted slope (°C/day, negative while cooling) as every screen writes a rate: positive
 * while cooling, two decimals ('0.48', '-0.12' while warming, '0.00').
 */
export function formatRate(slopePerDay: number): string {
  return coolingRateText(coolingRateOfChange(slopePerDay));
}

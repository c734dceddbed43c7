import { decimalText } from './decimalText.ts';

/**
 * One rule per unit for every place a value is shown or written: how many decimals a value keeps (the same on
 * screen, in tooltips and in a CSV export), and the narrowest value axis a chart draws for it.
 *
 * Why these spans: an axis fitted tightly to its data turns sensor noise into a swing across the whole plot
 * (a loop's flow at 0.64–0.69 L/min, read to ±0.01, looked wild). Each span is about ten steps of what a site
 * reads as a real change, so one noise step stays a small part of the plot height:
 * - °C 1: thermometers report tenths of a degree; concrete control bands are several degrees wide.
 * - L/min 1: flow meters report hundredths, and manual flow commands are whole L/min.
 * - MPa 0.1: pipe pressure is reported in thousandths and runs at a few tenths of an MPa.
 * - W/m² 100: solar radiation swings by hundreds between cloud and sun.
 * - % 10: valve openings are set in whole per cent, in steps of 10 on the legacy screens.
 * - m³ 1: total flow of a bay, tenths of a cubic metre.
 */
export interface UnitRule {
  /** Decimals a value is rounded to wherever it is shown or exported. */
  decimals: number;
  /** Decimals always written (flows: 20.80, so columns of flows line up). */
  minDecimals: number;
  /** The narrowest span of a value axis in this unit. */
  minSpan: number;
}

/** The rules by unit symbol, spelled as every text writes it. */
export const UNIT_RULES: Readonly<Record<string, UnitRule>> = {
  '°C': { decimals: 2, minDecimals: 1, minSpan: 1 },
  'L/min': { decimals: 2, minDecimals: 2, minSpan: 1 },
  MPa: { decimals: 3, minDecimals: 3, minSpan: 0.1 },
  'W/m²': { decimals: 0, minDecimals: 0, minSpan: 100 },
  '%': { decimals: 0, minDecimals: 0, minSpan: 10 },
  'm³': { decimals: 1, minDecimals: 1, minSpan: 1 },
};

/** The rule of a unit; an unknown unit keeps 2 decimals (part 1 §9) and has no minimum span. */
export function unitRule(unit: string | undefined): UnitRule {
  return (unit && UNIT_RULES[unit]) || { decimals: 2, minDecimals: 0, minSpan: 0 };
}

/** The narrowest value axis for a unit (0: none). */
export function minAxisSpan(unit: string | undefined): number {
  return unitRule(unit).minSpan;
}

/** A value as the screen and the export write it in its unit: `unitValueText(0.666, 'L/min')` is '0.67'. */
export function unitValueText(value: number, unit: string | undefined): string {
  const rule = unitRule(unit);
  return decimalText(value, rule.minDecimals, rule.decimals);
}

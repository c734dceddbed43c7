import { FOUNDATION_TEMP_C } from './constants.ts';
import { type RawNumber, roundTo, toNumber } from './number.ts';

/*
 * Unit conversions of the seeds (part 1 §9, part 2 §9). Raw API integers become domain values here and
 * nowhere else: tenths of a degree → °C, hundredths of L/min → L/min, thousandths → MPa.
 *
 * The 'unknown' temperature sentinel. Part 2 §9 says "temperature 100 unknown". We read that as 100 °C
 * AFTER scaling, i.e. raw 1000, not raw 100: raw 100 is 10.0 °C, an ordinary reading of cooled concrete
 * or of inlet water, and treating it as unknown would hide real data every day. 100 °C, on the other hand,
 * cannot occur in curing concrete or in cooling water, which is why the legacy backend could use it as a
 * marker. So: raw 1000 (= 100 °C) → 'unknown'; raw 100 (= 10 °C) → 10.
 */

/** The value, in °C after scaling, that marks a temperature as unknown (part 2 §9): raw 1000. */
export const UNKNOWN_TEMP_C = 100;
/** A raw temperature of 0 was not collected and shows as 'not collected' (part 1 §9). */
export const NOT_COLLECTED_RAW = 0;
/** Raw flow -2: water stopped (part 2 §3, §9). */
export const FLOW_STOPPED_RAW = -2;

/**
 * How records of a loop or a thermometer are scaled (part 1 §9): in lists temperatures are tenths of a degree
 * and flows hundredths of L/min; in export mode (`isExport=1`) temperatures are hundredths of a degree and
 * flows tenths of L/min. The sentinels (0 not collected, flow -1 unknown and -2 stopped) are not scaled.
 */
export const RECORD_SCALE = {
  list: { perDegree: 10, perLpm: 100 },
  export: { perDegree: 100, perLpm: 10 },
} as const;
export type RecordScale = keyof typeof RECORD_SCALE;

/** A temperature as a component should show it. */
export type TempReading = { kind: 'value'; celsius: number } | { kind: 'notCollected' } | { kind: 'unknown' };

/** A flow as a component should show it. */
export type FlowReading = { kind: 'value'; lpm: number } | { kind: 'unknown' } | { kind: 'stopped' };

/** Tenths of a degree → °C rounded to 2 decimals, with no sentinel (declines, current/target values). */
export function tenthsToC(raw: RawNumber): number | null {
  const n = toNumber(raw);
  return n === null ? null : roundTo(n / 10);
}

/**
 * What a raw temperature (tenths of a degree, or `perDegree` raw units a degree) means: 0 → not collected
 * (part 1 §9), 100 °C (raw 1000 in tenths) → unknown (part 2 §9, see the note at the top of this file),
 * missing or not a number → not collected, otherwise the value in °C rounded to 2 decimals.
 */
export function tempReading(raw: RawNumber, perDegree = 10): TempReading {
  const celsius = celsiusOf(raw, perDegree);
  return typeof celsius === 'number' ? { kind: 'value', celsius } : { kind: celsius };
}

/**
 * The rules of `tempReading` without an object per reading: a chart's adapter converts tens of thousands of
 * them on a fresh page, where each allocation and call still runs unoptimised.
 */
function celsiusOf(raw: RawNumber, perDegree: number): number | 'notCollected' | 'unknown' {
  const n = toNumber(raw);
  if (n === null || n === NOT_COLLECTED_RAW) return 'notCollected';
  const celsius = roundTo(n / perDegree);
  return celsius === UNKNOWN_TEMP_C ? 'unknown' : celsius;
}

/**
 * Raw temperature (tenths) → °C rounded to 2 decimals; null when there is no reading to plot: 0 ('not
 * collected'), the unknown sentinel 1000 (= 100 °C) and missing values. Use `tempReading` to tell them apart.
 */
export function tempC(raw: RawNumber, perDegree = 10): number | null {
  const celsius = celsiusOf(raw, perDegree);
  return typeof celsius === 'number' ? celsius : null;
}

/**
 * What a raw flow (hundredths of L/min, or `perLpm` raw units an L/min) means: -1 unknown, -2 water stopped
 * (part 2 §3, §9); any other negative or missing value is unknown too (a meter cannot measure negative
 * flow); otherwise L/min rounded to 2 decimals.
 */
export function flowReading(raw: RawNumber, perLpm = 100): FlowReading {
  const lpm = lpmOf(raw, perLpm);
  return typeof lpm === 'number' ? { kind: 'value', lpm } : { kind: lpm };
}

/** The rules of `flowReading` without an object per reading (see `celsiusOf`). */
function lpmOf(raw: RawNumber, perLpm: number): number | 'stopped' | 'unknown' {
  const n = toNumber(raw);
  if (n === FLOW_STOPPED_RAW) return 'stopped';
  if (n === null || n < 0) return 'unknown';
  return roundTo(n / perLpm);
}

/**
 * Raw flow (hundredths) → L/min rounded to 2 decimals. Water stopped (-2) is 0 L/min: no water flows.
 * Unknown (-1, other negatives, missing) is null. Use `flowReading` to show 'water stopped' as such.
 */
export function flowLpm(raw: RawNumber, perLpm = 100): number | null {
  const lpm = lpmOf(raw, perLpm);
  if (lpm === 'stopped') return 0;
  return typeof lpm === 'number' ? lpm : null;
}

/** Raw pressure (thousandths) → MPa (part 2 §3, §9), rounded to 3 decimals so no digit is lost. */
export function pressureMPa(raw: RawNumber): number | null {
  const n = toNumber(raw);
  return n === null ? null : roundTo(n / 1000, 3);
}

/** Flow in the flow export: raw / 10 → L/min, 2 decimals (part 1 §9). */
export function exportFlow(raw: RawNumber): number | null {
  const n = toNumber(raw);
  return n === null ? null : roundTo(n / 10);
}

/** Temperature decline (°C per day on the daily-drop lists): raw / 10 (part 2 §9). 0 is a real value. */
export function declineC(raw: RawNumber): number | null {
  return tenthsToC(raw);
}

/** Current and target temperatures of the second daily-drop list: raw / 10 (part 2 §9). */
export function currentTempC(raw: RawNumber): number | null {
  return tenthsToC(raw);
}

/** Target temperature: raw / 10 (part 2 §9). */
export function targetTempC(raw: RawNumber): number | null {
  return tenthsToC(raw);
}

/** Foundation temperature difference: value (°C) minus 17 (part 2 §9), 2 decimals. */
export function foundationDiff(celsius: number | null | undefined): number | null {
  if (celsius === null || celsius === undefined || !Number.isFinite(celsius)) return null;
  return roundTo(celsius - FOUNDATION_TEMP_C);
}

/** Map coordinates: bay top and bottom are divided by 5 (part 2 §9). */
export function mapCoordinate(raw: RawNumber): number | null {
  const n = toNumber(raw);
  return n === null ? null : n / 5;
}

import type { Series } from './adapters/series.ts';

/**
 * The curves of the bay chart a user can add to the average temperature (part 1 §4: target, in_out_temp,
 * flow, air, temp_diff, inFaceDiff, setFlow; §2: the cooling trend), in the order the legacy screen shows
 * their toggles. Initially only the average temperature shows.
 */
export type BayCurveKey =
  | 'target'
  | 'inOutTemp'
  | 'flow'
  | 'setFlow'
  | 'air'
  | 'tempDiff'
  | 'inFaceDiff'
  | 'coolingTrend';

export const BAY_CURVE_KEYS: readonly BayCurveKey[] = [
  'target',
  'inOutTemp',
  'flow',
  'setFlow',
  'air',
  'tempDiff',
  'inFaceDiff',
  'coolingTrend',
];

/** The data of a bay's chart as domain series (°C, L/min, epoch ms; NaN where there is no reading). */
export interface BayCurveData {
  /** Average concrete temperature, °C: the main line, always shown. */
  average: Series;
  /** Target temperature of the control stage, °C. */
  target?: Series;
  /** Inlet water temperature, °C. */
  inlet?: Series;
  /** Outlet water temperature, °C. */
  outlet?: Series;
  /** Flow, L/min (drawn on its own axis). */
  flow?: Series;
  /** Air temperature, °C. */
  air?: Series;
  /** In-bay temperature difference, °C. */
  tempDiff?: Series;
  /** Internal-surface temperature difference (inFaceDiff), °C. */
  inFaceDiff?: Series;
  /** Cooling trend, °C. */
  coolingTrend?: Series;
}

/** Maximum and minimum of the average temperature with their times (the chart call's max, min, max_when, min_when). */
export interface BayExtremes {
  max: number;
  maxAt: number;
  min: number;
  minAt: number;
}

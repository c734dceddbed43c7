/*
 * The cooling forecast of a bay (beyond the seeds): from its recent cooling trend, when it is expected to
 * reach its target temperature, or that it will not at the current rate.
 *
 * Method: the readings of the last `windowDays` days before the latest one are grouped into 24-hour windows
 * counted back from that reading (not calendar days, so no time zone and no half day); each window gives its
 * mean temperature at the mean time of its readings. A least-squares line through those means gives the
 * rate (°C/day) and is extrapolated to the target. Means over whole days cancel the daily air wave that the
 * thermometers near the surface follow; the mean time keeps a window with a gap from pulling the line.
 */
import { DAY_MS } from './time.ts';

/** Times (ascending epoch ms) and values (°C, NaN for a gap) — a `Series` fits. */
export interface ForecastSamples {
  readonly time: ArrayLike<number>;
  readonly value: ArrayLike<number>;
}

export interface CoolingForecastOptions {
  /** Days of readings before the latest one that the line is fitted to (default 3). */
  windowDays?: number;
  /** Fewest 24-hour windows with readings for a line (default 2). */
  minDays?: number;
  /** Slower than this (°C/day, either way) counts as flat (default 0.05). */
  flatRateCPerDay?: number;
  /** The latest 24-hour mean this close above the target (°C) counts as reached (default 0.2). */
  toleranceC?: number;
  /** A date further away than this (days) counts as not reaching it (default 365). */
  horizonDays?: number;
  /** Readings older than this before now (ms) are too old to forecast from (default 2 days). */
  staleAfterMs?: number;
  /**
   * What the target is: `stage`, the temperature the current stage leads to (see `stageTarget`), or
   * `current`, the target curve's value now (default). Only the method's wording depends on it.
   */
  targetKind?: TargetKind;
}

/** The target a forecast extrapolates to: where the current stage leads, or the target curve now. */
export type TargetKind = 'stage' | 'current';

export const COOLING_FORECAST_DEFAULTS: Required<Omit<CoolingForecastOptions, 'targetKind'>> = {
  windowDays: 3,
  minDays: 2,
  flatRateCPerDay: 0.05,
  toleranceC: 0.2,
  horizonDays: 365,
  staleAfterMs: 2 * DAY_MS,
};

/** How the forecast was made, for the one-sentence explanation. */
export interface ForecastMethod {
  /** Days of readings the line is fitted to. */
  windowDays: number;
  /** How many of those 24-hour windows had readings (the points of the line). */
  daysWithReadings: number;
  /** What the target is (see `CoolingForecastOptions.targetKind`). */
  targetKind: TargetKind;
}

interface ForecastBase {
  /** The temperature to reach, °C; null when unknown. */
  targetC: number | null;
  /** Mean of the latest 24 hours of readings, °C; null without readings. */
  currentC: number | null;
  /** Rate of the fitted line, °C/day (negative = cooling); null when no line could be fitted. */
  ratePerDay: number | null;
  /** Time of the latest reading, epoch ms; null without readings. */
  lastReadingAt: number | null;
  method: ForecastMethod;
}

/** Why a forecast cannot be made. */
export type ForecastShortfall = 'noReadings' | 'noTarget' | 'stale' | 'tooFewDays';
/** Why the target will not be reached at the current rate. */
export type ForecastMiss = 'warming' | 'flat' | 'tooSlow';

export type CoolingForecastResult =
  | (ForecastBase & { status: 'expected'; targetC: number; reachAt: number; daysFromNow: number })
  | (ForecastBase & { status: 'reached'; targetC: number })
  | (ForecastBase & { status: 'willNotReach'; targetC: number; reason: ForecastMiss })
  | (ForecastBase & { status: 'notEnoughData'; reason: ForecastShortfall });

export type CoolingForecastStatus = CoolingForecastResult['status'];

interface DayMean {
  time: number;
  value: number;
}

/** Index of the latest finite reading, or -1. */
function latestIndex(samples: ForecastSamples): number {
  for (let i = samples.time.length - 1; i >= 0; i--) {
    if (Number.isFinite(samples.value[i]) && Number.isFinite(samples.time[i])) return i;
  }
  return -1;
}

/** The 24-hour means of the `days` windows ending at the reading `last`, oldest first; empty windows left out. */
function dayMeans(samples: ForecastSamples, last: number, days: number): DayMean[] {
  const end = samples.time[last] as number;
  const sums = Array.from({ length: days }, () => ({ t: 0, v: 0, n: 0 }));
  for (let i = last; i >= 0; i--) {
    const t = samples.time[i] as number;
    const v = samples.value[i] as number;
    // Window k holds (end − (k+1)·24 h, end − k·24 h].
    const k = t >= end ? 0 : Math.ceil((end - t) / DAY_MS) - 1;
    if (k >= days) break;
    if (!Number.isFinite(v) || !Number.isFinite(t)) continue;
    const bin = sums[k] as { t: number; v: number; n: number };
    bin.t += t;
    bin.v += v;
    bin.n++;
  }
  const out: DayMean[] = [];
  for (let k = days - 1; k >= 0; k--) {
    const bin = sums[k] as { t: number; v: number; n: number };
    if (bin.n > 0) out.push({ time: bin.t / bin.n, value: bin.v / bin.n });
  }
  return out;
}

/** Mean time of the latest 24-hour window. */
function currentTime(means: readonly DayMean[]): number {
  return (means[means.length - 1] as DayMean).time;
}

/** Least-squares line through the points: slope per ms and the line's value at the mean time. */
function fitLine(points: readonly DayMean[]): { slope: number; meanTime: number; meanValue: number } {
  let st = 0;
  let sv = 0;
  for (const p of points) {
    st += p.time;
    sv += p.value;
  }
  const meanTime = st / points.length;
  const meanValue = sv / points.length;
  let stt = 0;
  let stv = 0;
  for (const p of points) {
    const dt = p.time - meanTime;
    stt += dt * dt;
    stv += dt * (p.value - meanValue);
  }
  return { slope: stt > 0 ? stv / stt : 0, meanTime, meanValue };
}

/**
 * When the bay is expected to reach `targetC` (°C) at the rate of its recent cooling — see the method at the
 * top of this module. `samples` is its average temperature (ascending epoch ms, °C, NaN gaps); `nowMs` is
 * now. The latest 24-hour mean at or below the target (within `toleranceC`) is `reached`; warming, a flat
 * trend or a date beyond `horizonDays` is `willNotReach`; no readings, no target, readings older than
 * `staleAfterMs` or fewer than `minDays` windows with readings is `notEnoughData`.
 */
export function coolingForecast(
  samples: ForecastSamples,
  targetC: number | null | undefined,
  nowMs: number,
  options: CoolingForecastOptions = {},
): CoolingForecastResult {
  const { targetKind = 'current', ...fit } = options;
  const o = { ...COOLING_FORECAST_DEFAULTS };
  // An option given as undefined keeps its default.
  for (const [key, value] of Object.entries(fit) as [keyof typeof o, number | undefined][]) {
    if (value !== undefined) o[key] = value;
  }
  const windowDays = Math.max(1, Math.round(o.windowDays));
  const target = targetC !== null && targetC !== undefined && Number.isFinite(targetC) ? targetC : null;
  const last = latestIndex(samples);
  const empty = { currentC: null, ratePerDay: null, lastReadingAt: null };
  if (last < 0) {
    return {
      status: 'notEnoughData',
      reason: 'noReadings',
      targetC: target,
      ...empty,
      method: { windowDays, daysWithReadings: 0, targetKind },
    };
  }
  const lastReadingAt = samples.time[last] as number;
  const means = dayMeans(samples, last, windowDays);
  const currentC = (means[means.length - 1] as DayMean).value;
  const method = { windowDays, daysWithReadings: means.length, targetKind };
  const base = { targetC: target, currentC, ratePerDay: null, lastReadingAt, method };
  if (nowMs - lastReadingAt > o.staleAfterMs) return { ...base, status: 'notEnoughData', reason: 'stale' };
  if (target === null) return { ...base, status: 'notEnoughData', reason: 'noTarget' };

  const span = currentTime(means) - (means[0] as DayMean).time;
  const line = means.length >= Math.max(2, o.minDays) && span >= DAY_MS / 2 ? fitLine(means) : null;
  const ratePerDay = line ? line.slope * DAY_MS : null;
  const known = { ...base, targetC: target, ratePerDay };
  if (currentC <= target + o.toleranceC) return { ...known, status: 'reached' };
  if (!line || ratePerDay === null) return { ...known, status: 'notEnoughData', reason: 'tooFewDays' };
  if (ratePerDay >= o.flatRateCPerDay) return { ...known, status: 'willNotReach', reason: 'warming' };
  if (ratePerDay > -o.flatRateCPerDay) return { ...known, status: 'willNotReach', reason: 'flat' };
  // The fitted line crosses the target here; a line already below it means "now".
  const crossing = line.meanTime + (target - line.meanValue) / line.slope;
  const reachAt = Math.max(nowMs, Math.round(crossing));
  const daysFromNow = (reachAt - nowMs) / DAY_MS;
  if (daysFromNow > o.horizonDays) return { ...known, status: 'willNotReach', reason: 'tooSlow' };
  return { ...known, status: 'expected', reachAt, daysFromNow };
}

/** How long (ms) the target curve must hold one value to count as a stage's plateau, not a slow ramp. */
const PLATEAU_MS = 2 * DAY_MS;

/**
 * The temperature the current control stage leads to, from the bay's target curve (°C, ascending epoch ms)
 * around `nowMs`: in a control stage the value it holds (for two days or more); in a cooling stage, where
 * its ramp ends — the first value ahead that the curve then holds for two days. A curve that ends now (no
 * plan ahead) in the middle of a ramp gives its current value, as `current`. Null without a target at or
 * before now.
 */
export function stageTarget(
  target: ForecastSamples,
  nowMs: number,
): { celsius: number; kind: TargetKind } | null {
  let i = -1;
  for (let k = 0; k < target.time.length && (target.time[k] as number) <= nowMs; k++) {
    if (Number.isFinite(target.value[k])) i = k;
  }
  if (i < 0) return null;
  let value = target.value[i] as number;
  // Since when the curve holds its current value: two days already is a control stage holding it.
  let since = target.time[i] as number;
  for (let k = i - 1; k >= 0; k--) {
    const v = target.value[k] as number;
    if (!Number.isFinite(v)) continue;
    if (Math.abs(v - value) > 1e-9) break;
    since = target.time[k] as number;
  }
  if (nowMs - since >= PLATEAU_MS) return { celsius: value, kind: 'stage' };
  let ahead = false;
  for (let k = i + 1; k < target.time.length; k++) {
    const v = target.value[k] as number;
    const t = target.time[k] as number;
    if (!Number.isFinite(v)) continue;
    ahead = true;
    if (Math.abs(v - value) > 1e-9) {
      value = v;
      since = t;
    } else if (t - since >= PLATEAU_MS) {
      return { celsius: value, kind: 'stage' };
    }
  }
  // The plan ends before a plateau shows: its last value is still where the stage leads.
  return { celsius: value, kind: ahead ? 'stage' : 'current' };
}

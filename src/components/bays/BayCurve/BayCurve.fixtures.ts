import {
  cutGaps,
  makeSeries,
  reportedFlows,
  reportedTemps,
  smoothNoise,
  timeGrid,
} from '../../charts/core/fixtures';
import type { Series } from '../../charts/core/types';
import { createRandom, DAY, FIXTURE_NOW, HOUR, MINUTE } from '../../fixtures';
import type { BayCurveData, BayExtremes } from './BayCurve';

export { FIXTURE_NOW };

/** Options of the bay simulator. */
export interface BaySimulation {
  /** Age of the bay at the end of the data, days. */
  days: number;
  /** End of the data (the last reading), epoch ms. */
  end?: number;
  seed?: number;
  /** Reading interval of thermometers and flow meters. */
  stepMs?: number;
  /** Pouring temperature, °C. */
  pourTemp?: number;
  /** Periods without any reading (cabinet offline), as [from, to] fractions of the bay's life. */
  gaps?: ReadonlyArray<readonly [number, number]>;
  /** Share of readings that come as the legacy sentinels (0, 100 °C, flow -1 and -2). */
  sentinels?: number;
}

/**
 * Target temperature of a bay by age (days), following the seven control stages: hydration rise to 26 °C,
 * first-phase cooling to 22 °C, mid-phase control and cooling to 18 °C, second cooling to 12 °C.
 */
export function targetAt(age: number, pour: number): number {
  if (age < 3) return pour + (26 - pour) * (age / 3);
  if (age < 21) return 26 - (4 * (age - 3)) / 18;
  if (age < 60) return 22;
  if (age < 90) return 22 - (4 * (age - 60)) / 30;
  if (age < 150) return 18;
  if (age < 200) return 18 - (6 * (age - 150)) / 50;
  return 12;
}

/**
 * A bay from pouring to `days` old, as its cabinet and thermometers would report it: concrete heating from
 * cement hydration and cooled by pipe water, the target of its stage, inlet and outlet water, flow steered
 * towards the target, air temperature with day and season, the in-bay and internal-surface differences and a
 * daily cooling trend. Raw readings go through the domain adapters, sentinels included.
 */
export function simulateBay({
  days,
  end = FIXTURE_NOW,
  seed = 7,
  stepMs = 10 * MINUTE,
  pourTemp = 14,
  gaps = [],
  sentinels = 0,
}: BaySimulation): BayCurveData {
  const random = createRandom(seed);
  const start = end - days * DAY;
  const time = timeGrid(start, end, stepMs);
  const n = time.length;
  const noise = smoothNoise(random, n, 0.35);
  const flowNoise = smoothNoise(random, n, 2.5, 0.9);
  const avg = new Float64Array(n);
  const inlet = new Float64Array(n);
  const outlet = new Float64Array(n);
  const flow = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = time[i]!;
    const age = (t - start) / DAY;
    const target = targetAt(age, pourTemp);
    const bump = 2.6 * (age / 2.2) * Math.exp(1 - age / 2.2);
    const daily = 0.25 * Math.sin(((t / DAY) % 1) * 2 * Math.PI - 1.2);
    avg[i] = target + bump + daily + noise[i]!;
    inlet[i] = 9.5 + 1.2 * Math.sin(((t / DAY) % 1) * 2 * Math.PI) + noise[i]! * 0.5;
    outlet[i] = inlet[i]! + (avg[i]! - inlet[i]!) * 0.38;
    const excess = avg[i]! - target;
    flow[i] = Math.min(60, Math.max(8, 28 + excess * 9 + flowNoise[i]!));
  }
  const gapTimes = gaps.map(([a, b]) => [start + a * (end - start), start + b * (end - start)] as const);

  const reportedAvg = reportedTemps(avg, {
    random,
    sentinels: [
      [0, sentinels / 2],
      [1000, sentinels / 2],
    ],
  });
  const reportedIn = reportedTemps(inlet, { random, sentinels: [[0, sentinels]] });
  const reportedOut = reportedTemps(outlet, { random, sentinels: [[1000, sentinels]] });
  const reportedFlow = reportedFlows(flow, {
    random,
    sentinels: [
      [-1, sentinels / 2],
      [-2, sentinels / 2],
    ],
  });

  const hourly = timeGrid(start, end, HOUR);
  const airNoise = smoothNoise(random, hourly.length, 1.2, 0.9);
  const air = new Float64Array(hourly.length);
  const target = new Float64Array(hourly.length);
  const tempDiff = new Float64Array(hourly.length);
  const inFace = new Float64Array(hourly.length);
  for (let i = 0; i < hourly.length; i++) {
    const t = hourly[i]!;
    const age = (t - start) / DAY;
    const dayOfYear = ((t / DAY) % 365.25) / 365.25;
    air[i] =
      14 +
      11 * Math.sin((dayOfYear - 0.3) * 2 * Math.PI) +
      5 * Math.sin(((t / DAY) % 1) * 2 * Math.PI - 2) +
      airNoise[i]!;
    target[i] = targetAt(age, pourTemp);
    tempDiff[i] = 1.5 + 4 * Math.exp(-age / 12) + Math.abs(airNoise[i]!) * 0.3;
    inFace[i] = 3 + 10 * Math.exp(-age / 25) + airNoise[i]! * 0.4;
  }

  const daily = timeGrid(start, end, DAY);
  const trend = new Float64Array(daily.length);
  for (let i = 0; i < daily.length; i++) {
    const age = (daily[i]! - start) / DAY;
    trend[i] = targetAt(age, pourTemp) + 2.6 * (age / 2.2) * Math.exp(1 - age / 2.2);
  }

  const cut = (s: Series): Series => {
    cutGaps(s.time, s.value as Float64Array, gapTimes);
    return s;
  };
  return {
    average: cut(makeSeries('average', '平均温度', time, reportedAvg)),
    target: makeSeries('target', '目标温度', hourly, target),
    inlet: cut(makeSeries('inlet', '进水温度', time, reportedIn)),
    outlet: cut(makeSeries('outlet', '出水温度', time, reportedOut)),
    flow: cut(makeSeries('flow', '流量', time, reportedFlow)),
    air: makeSeries('air', '气温', hourly, air),
    tempDiff: cut(makeSeries('tempDiff', '仓内温差', hourly, tempDiff)),
    inFaceDiff: cut(makeSeries('inFaceDiff', '内表温差', hourly, inFace)),
    coolingTrend: makeSeries('coolingTrend', '降温趋势', daily, trend),
  };
}

/** A bay poured four days ago: hydration heat near its peak. */
export const freshBay = () => simulateBay({ days: 4, seed: 11 });
/** A year-old bay in second-phase control: about 470,000 points over nine series. */
export const yearOldBay = () => simulateBay({ days: 365, seed: 23, pourTemp: 12 });
/** A month-old bay whose cabinet went offline twice. */
export const bayWithGaps = () =>
  simulateBay({
    days: 30,
    seed: 5,
    gaps: [
      [0.3, 0.38],
      [0.7, 0.72],
    ],
  });
/** A bay whose readings include the legacy sentinels (0, 100 °C, flow -1/-2), already mapped by the domain. */
export const bayWithSentinels = () => simulateBay({ days: 10, seed: 3, sentinels: 0.03 });

/** A thermometer that never moves: 12.5 °C for three days. */
export function flatBay(): BayCurveData {
  const time = timeGrid(FIXTURE_NOW - 3 * DAY, FIXTURE_NOW, 30 * MINUTE);
  return { average: makeSeries('average', '平均温度', time, new Float64Array(time.length).fill(12.5)) };
}

/** A bay with a single reading. */
export function onePointBay(): BayCurveData {
  return {
    average: makeSeries('average', '平均温度', new Float64Array([FIXTURE_NOW]), new Float64Array([18.3])),
  };
}

/** A long history for the stress story: 500,000 average readings, one a minute (about 347 days). */
export function hugeBay(): BayCurveData {
  const n = 500_000;
  const time = timeGrid(FIXTURE_NOW - (n - 1) * MINUTE, FIXTURE_NOW, MINUTE);
  const random = createRandom(99);
  const noise = smoothNoise(random, n, 0.3, 0.995);
  const value = new Float64Array(n);
  const start = time[0]!;
  for (let i = 0; i < n; i++) {
    const age = (time[i]! - start) / DAY;
    value[i] = targetAt(age, 13) + 2.6 * (age / 2.2) * Math.exp(1 - age / 2.2) + noise[i]!;
  }
  return { average: makeSeries('average', '平均温度', time, value) };
}

/** Extremes as the server reports them for the fresh bay (max, min, max_when, min_when). */
export function extremesOf(data: BayCurveData): BayExtremes | null {
  let max = Number.NEGATIVE_INFINITY;
  let min = Number.POSITIVE_INFINITY;
  let maxAt = 0;
  let minAt = 0;
  const { time, value } = data.average;
  for (let i = 0; i < value.length; i++) {
    const v = value[i]!;
    if (v > max) {
      max = v;
      maxAt = time[i]!;
    }
    if (v < min) {
      min = v;
      minAt = time[i]!;
    }
  }
  return max >= min ? { max, maxAt, min, minAt } : null;
}

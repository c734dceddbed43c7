/*
 * Bays as the reference backend's simulator reports them over the last week (10-minute readings of the
 * average of their thermometers, which follow the daily air wave a little, with sensor noise), and the
 * forecasts `coolingForecast` makes of them at FIXTURE_NOW.
 */
import {
  type CoolingForecastResult,
  coolingForecast,
  type ForecastSamples,
  stageTarget,
} from '../../../domain';
import { createRandom, DAY, FIXTURE_NOW, HOUR, MINUTE } from '../../fixtures';

export { FIXTURE_NOW };

interface Week {
  /** Average temperature (°C) by days before the end. */
  temperature: (daysAgo: number) => number;
  /** Days of readings before the end (default 7). */
  days?: number;
  /** The last reading, epoch ms (default FIXTURE_NOW). */
  end?: number;
  /** Periods without readings, as [from, to] days before the end. */
  gaps?: ReadonlyArray<readonly [number, number]>;
  seed?: number;
}

/** 10-minute readings with the daily wave of the surface thermometers (warmest mid-afternoon) and noise. */
export function weekOfReadings({ temperature, days = 7, end = FIXTURE_NOW, gaps = [], seed = 3 }: Week) {
  const random = createRandom(seed);
  const time: number[] = [];
  const value: number[] = [];
  for (let t = end - days * DAY + 10 * MINUTE; t <= end; t += 10 * MINUTE) {
    const ago = (end - t) / DAY;
    if (gaps.some(([from, to]) => ago <= from && ago >= to)) continue;
    const hour = ((t / DAY + 8 / 24) % 1) * 24;
    const wave = 0.35 * Math.sin((2 * Math.PI * (hour - 9)) / 24);
    time.push(t);
    value.push(Math.round((temperature(ago) + wave + (random() - 0.5) * 0.24) * 10) / 10);
  }
  return { time: Float64Array.from(time), value: Float64Array.from(value) } satisfies ForecastSamples;
}

/**
 * A target curve as the backend's getHiveTarget sends it: hourly, in tenths, from a week ago to `aheadDays`
 * ahead (0: a backend that stops at now), by a function of days from now.
 */
export function targetPlan(at: (day: number) => number, aheadDays = 45, end = FIXTURE_NOW) {
  const time: number[] = [];
  const value: number[] = [];
  for (let h = -7 * 24; h <= aheadDays * 24; h++) {
    time.push(end + h * HOUR);
    value.push(Math.round(at(h / 24) * 10) / 10);
  }
  return { time: Float64Array.from(time), value: Float64Array.from(value) } satisfies ForecastSamples;
}

/** The forecast as `useBayCoolingForecast` makes it: aimed at where the current stage leads. */
function forecastOf(samples: ForecastSamples, plan: ForecastSamples | null, now = FIXTURE_NOW) {
  const aim = plan ? stageTarget(plan, now) : null;
  return coolingForecast(samples, aim?.celsius ?? null, now, { targetKind: aim?.kind });
}

const holding = (celsius: number) => () => celsius;

/**
 * Bay 8#-021 in first-phase cooling (stage 2, 27 days old): its target ramp began at 22.0 °C six days ago
 * and ends at 19.0 °C in eight; the bay, now 20.1 °C, cools about 0.35 °C a day.
 */
export const coolingBay: CoolingForecastResult = forecastOf(
  weekOfReadings({ temperature: (ago) => 20.1 + 0.35 * ago }),
  targetPlan((day) => (day < -6 ? 22 : day < 8 ? 22 - (3 * (day + 6)) / 14 : 19)),
);

/** A bay in mid-phase control holding its 18.0 °C target. */
export const reachedBay: CoolingForecastResult = forecastOf(
  weekOfReadings({ temperature: (ago) => 17.9 + 0.02 * Math.sin(ago * 3) }),
  targetPlan(holding(18)),
);

/** Bay 15#-009, poured two days ago: the hydration heat still raises it towards its peak. */
export const warmingBay: CoolingForecastResult = forecastOf(
  weekOfReadings({ days: 2, temperature: (ago) => 24.4 - 2.2 * ago }),
  targetPlan(holding(22)),
);

/** A bay whose manual loop passes too little water: it stays 0.9 °C above its 15.5 °C target. */
export const flatBay: CoolingForecastResult = forecastOf(
  weekOfReadings({ temperature: (ago) => 16.4 + 0.01 * ago }),
  targetPlan(holding(15.5)),
);

/** Water stopped too early: the air alone cools it by 0.06 °C a day, 24 °C above its target. */
export const tooSlowBay: CoolingForecastResult = forecastOf(
  weekOfReadings({ temperature: (ago) => 34 + 0.06 * ago }),
  targetPlan(holding(10)),
);

/**
 * A bay 0.4 °C above today's target of a ramp, cooling 0.5 °C a day, from a backend whose target curve
 * stops at now: aimed at the current target, there within a day.
 */
export const nearBay: CoolingForecastResult = forecastOf(
  weekOfReadings({ temperature: (ago) => 18.2 + 0.5 * ago }),
  targetPlan((day) => 18 - 0.4 * day, 0),
);

/** Its cabinet was offline for two of the last three days: one day of readings is not a trend. */
export const gappyBay: CoolingForecastResult = forecastOf(
  weekOfReadings({ temperature: (ago) => 21 + 0.3 * ago, gaps: [[3, 1]] }),
  targetPlan(holding(19)),
);

/** Bay 1#-001, 317 days old: its thermometers were retired at 200 days, the last reading long ago. */
export const retiredBay: CoolingForecastResult = forecastOf(
  weekOfReadings({ days: 3, end: FIXTURE_NOW - 117 * DAY, temperature: (ago) => 11.3 + 0.01 * ago }),
  targetPlan(holding(10.5)),
);

/** A bay whose thermometers have reported nothing. */
export const silentBay: CoolingForecastResult = forecastOf({ time: [], value: [] }, targetPlan(holding(19)));

/** A bay without a target curve. */
export const noTargetBay: CoolingForecastResult = forecastOf(
  weekOfReadings({ temperature: (ago) => 20.1 + 0.35 * ago }),
  null,
);

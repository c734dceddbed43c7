import { createRandom, DAY, FIXTURE_NOW, MINUTE } from '../../fixtures';
import { cutGaps, makeSeries, reportedFlows, reportedTemps, smoothNoise, timeGrid } from '../core/fixtures';
import type { Series } from '../core/types';

export { FIXTURE_NOW };

/**
 * Flow of one cooling loop, L/min, as its meter reports every `stepMinutes`: the controller steps the valve a
 * few times a day, with meter noise and the odd unknown (-1) or stopped (-2) reading.
 */
export function loopFlow(
  days: number,
  options: { seed?: number; stepMinutes?: number; end?: number } = {},
): Series {
  const { seed = 4, stepMinutes = 5, end = FIXTURE_NOW } = options;
  const random = createRandom(seed);
  const time = timeGrid(end - days * DAY, end, stepMinutes * MINUTE);
  const noise = smoothNoise(random, time.length, 1.4, 0.8);
  const lpm = new Float64Array(time.length);
  let level = 32;
  for (let i = 0; i < time.length; i++) {
    if (random() < 0.004) level = Math.min(55, Math.max(12, level + (random() - 0.5) * 18));
    lpm[i] = level + 2 * Math.sin(((time[i]! / DAY) % 1) * 2 * Math.PI) + noise[i]!;
  }
  const reported = reportedFlows(lpm, {
    random,
    sentinels: [
      [-1, 0.002],
      [-2, 0.0003],
    ],
  });
  return makeSeries('flow', '3# 回路流量', time, reported);
}

/** A thermometer in a bay, °C, every 10 minutes, cooling slowly, with a day-long outage. */
export function thermometer(days: number, seed = 9): Series {
  const random = createRandom(seed);
  const end = FIXTURE_NOW;
  const time = timeGrid(end - days * DAY, end, 10 * MINUTE);
  const noise = smoothNoise(random, time.length, 0.25);
  const c = new Float64Array(time.length);
  for (let i = 0; i < time.length; i++) {
    const age = (time[i]! - time[0]!) / DAY;
    c[i] = 27 - age * 0.35 + 0.4 * Math.sin(((time[i]! / DAY) % 1) * 2 * Math.PI) + noise[i]!;
  }
  const value = reportedTemps(c, { random, sentinels: [[0, 0.004]] });
  if (days > 3) cutGaps(time, value, [[end - 2.5 * DAY, end - 1.8 * DAY]]);
  return makeSeries('temp', 'T-12 温度计', time, value);
}

/** 20 minutes of readings: less than one 30-minute bucket, so the chart shows a line. */
export function shortSpan(): Series {
  const time = timeGrid(FIXTURE_NOW - 20 * MINUTE, FIXTURE_NOW, MINUTE);
  const value = new Float64Array(time.length);
  for (let i = 0; i < time.length; i++) value[i] = 31.5 + Math.sin(i / 3) * 0.8;
  return makeSeries('flow', '3# 回路流量', time, value);
}

import { describe, expect, it } from 'vitest';
import { coolingForecast, stageTarget } from './coolingForecast.ts';
import { DAY_MS, HOUR_MS } from './time.ts';

const NOW = Date.UTC(2025, 6, 15, 4, 0, 0);
const TEN_MIN = 10 * 60_000;

/** 10-minute readings over the last `days` days up to `end`, from a function of days before `end`. */
function readings(days: number, at: (daysAgo: number) => number, end = NOW) {
  const time: number[] = [];
  const value: number[] = [];
  for (let t = end - days * DAY_MS + TEN_MIN; t <= end; t += TEN_MIN) {
    time.push(t);
    value.push(at((end - t) / DAY_MS));
  }
  return { time: Float64Array.from(time), value: Float64Array.from(value) };
}

/** A daily air wave of ±0.6 °C that the surface thermometers pass on to the average. */
const wave = (daysAgo: number) => 0.6 * Math.sin(2 * Math.PI * daysAgo);

describe('coolingForecast', () => {
  it('extrapolates a steady cooling to the day it reaches the target', () => {
    // 20 °C now, falling 0.5 °C a day: 18 °C in 4 days.
    const f = coolingForecast(
      readings(5, (ago) => 20 + 0.5 * ago),
      18,
      NOW,
    );
    expect(f.status).toBe('expected');
    if (f.status !== 'expected') return;
    expect(f.ratePerDay).toBeCloseTo(-0.5, 3);
    // The latest 24-hour mean sits half a day back, at 20.25 °C.
    expect(f.currentC).toBeCloseTo(20.25, 2);
    expect(f.daysFromNow).toBeCloseTo(4, 1);
    expect(f.reachAt).toBeCloseTo(NOW + 4 * DAY_MS, -6);
    expect(f.targetC).toBe(18);
    expect(f.method).toEqual({ windowDays: 3, daysWithReadings: 3, targetKind: 'current' });
    expect(f.lastReadingAt).toBe(NOW);
  });

  it('cancels the daily wave by fitting 24-hour means', () => {
    const f = coolingForecast(
      readings(4, (ago) => 20 + 0.5 * ago + wave(ago)),
      18,
      NOW,
    );
    expect(f.status).toBe('expected');
    expect(f.ratePerDay).toBeCloseTo(-0.5, 2);
    if (f.status === 'expected') expect(f.daysFromNow).toBeCloseTo(4, 1);
  });

  it('stays close on noisy readings', () => {
    // Deterministic pseudo-random noise of ±0.4 °C.
    let seed = 7;
    const noise = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return (seed / 2_147_483_647 - 0.5) * 0.8;
    };
    const f = coolingForecast(
      readings(3, (ago) => 22 + 0.3 * ago + wave(ago) + noise()),
      19,
      NOW,
    );
    expect(f.status).toBe('expected');
    expect(f.ratePerDay).toBeCloseTo(-0.3, 1);
    if (f.status === 'expected') expect(f.daysFromNow).toBeGreaterThan(8);
    if (f.status === 'expected') expect(f.daysFromNow).toBeLessThan(12);
  });

  it('says a warming bay will not reach its target', () => {
    const f = coolingForecast(
      readings(3, (ago) => 24 - 0.4 * ago),
      20,
      NOW,
    );
    expect(f).toMatchObject({ status: 'willNotReach', reason: 'warming' });
    expect(f.ratePerDay).toBeCloseTo(0.4, 3);
  });

  it('says a flat bay will not reach its target', () => {
    const f = coolingForecast(
      readings(3, (ago) => 21 + 0.01 * ago + wave(ago)),
      18,
      NOW,
    );
    expect(f).toMatchObject({ status: 'willNotReach', reason: 'flat' });
  });

  it('says so when the date lies beyond the horizon', () => {
    const f = coolingForecast(
      readings(3, (ago) => 25 + 0.06 * ago),
      2,
      NOW,
    );
    expect(f).toMatchObject({ status: 'willNotReach', reason: 'tooSlow' });
    const near = coolingForecast(
      readings(3, (ago) => 25 + 0.06 * ago),
      2,
      NOW,
      { horizonDays: 1000 },
    );
    expect(near.status).toBe('expected');
  });

  it('says reached when the latest 24-hour mean is at or below the target', () => {
    const below = coolingForecast(
      readings(3, (ago) => 17.5 + 0.2 * ago),
      18,
      NOW,
    );
    expect(below.status).toBe('reached');
    expect(below.currentC).toBeCloseTo(17.6, 1);
    // Within the tolerance above it, while holding (a control stage), it counts as reached too.
    const holding = coolingForecast(
      readings(3, (ago) => 18.1 + wave(ago)),
      18,
      NOW,
    );
    expect(holding.status).toBe('reached');
    // One day of readings is enough to tell it is already there.
    const oneDay = coolingForecast(
      readings(1, () => 16),
      18,
      NOW,
    );
    expect(oneDay).toMatchObject({ status: 'reached', ratePerDay: null });
  });

  it('needs readings, a target, recent readings and at least two days', () => {
    const none = coolingForecast({ time: [], value: [] }, 18, NOW);
    expect(none).toMatchObject({ status: 'notEnoughData', reason: 'noReadings', currentC: null });
    const gaps = coolingForecast({ time: [NOW - HOUR_MS, NOW], value: [Number.NaN, Number.NaN] }, 18, NOW);
    expect(gaps).toMatchObject({ status: 'notEnoughData', reason: 'noReadings' });
    const noTarget = coolingForecast(
      readings(3, (ago) => 20 + ago),
      null,
      NOW,
    );
    expect(noTarget).toMatchObject({ status: 'notEnoughData', reason: 'noTarget', targetC: null });
    expect(
      coolingForecast(
        readings(3, () => 20),
        Number.NaN,
        NOW,
      ).status,
    ).toBe('notEnoughData');
    const stale = coolingForecast(
      readings(3, (ago) => 20 + ago, NOW - 3 * DAY_MS),
      18,
      NOW,
    );
    expect(stale).toMatchObject({
      status: 'notEnoughData',
      reason: 'stale',
      lastReadingAt: NOW - 3 * DAY_MS,
    });
    const short = coolingForecast(
      readings(0.5, (ago) => 20 + ago),
      18,
      NOW,
    );
    expect(short).toMatchObject({ status: 'notEnoughData', reason: 'tooFewDays' });
  });

  it('fits around gaps: missing days, NaN readings and a day with few readings', () => {
    const full = readings(3, (ago) => 20 + 0.5 * ago + wave(ago));
    const value = Float64Array.from(full.value);
    // The middle day is missing (not collected), and most of the oldest day too.
    for (let i = 0; i < full.time.length; i++) {
      const ago = (NOW - (full.time[i] as number)) / DAY_MS;
      if ((ago > 1 && ago <= 2) || (ago > 2.2 && ago <= 3)) value[i] = Number.NaN;
    }
    const f = coolingForecast({ time: full.time, value }, 18, NOW);
    expect(f.method.daysWithReadings).toBe(2);
    expect(f.status).toBe('expected');
    // The oldest window's readings sit around 2.1 days ago, the line placed at their mean time; it still
    // runs about −0.5 °C a day (a few hours of a day carry some of the daily wave).
    expect(f.ratePerDay).toBeLessThan(-0.3);
    expect(f.ratePerDay).toBeGreaterThan(-0.8);
    // Two windows too close together (both around the boundary) are not a trend.
    const close = coolingForecast(
      { time: [NOW - DAY_MS - HOUR_MS, NOW - DAY_MS + HOUR_MS], value: [21, 20.9] },
      18,
      NOW,
    );
    expect(close).toMatchObject({ status: 'notEnoughData', reason: 'tooFewDays' });
  });

  it('honours a longer window and ignores readings before it', () => {
    // Warming five days ago, cooling for the last three: only the last three count.
    const f = coolingForecast(
      readings(6, (ago) => (ago > 3 ? 22 - (ago - 3) : 22 - 0.5 * (3 - ago))),
      19,
      NOW,
    );
    expect(f.status).toBe('expected');
    expect(f.ratePerDay).toBeCloseTo(-0.5, 2);
    const longer = coolingForecast(
      readings(6, (ago) => (ago > 3 ? 22 - (ago - 3) : 22 - 0.5 * (3 - ago))),
      19,
      NOW,
      { windowDays: 6 },
    );
    expect(longer.method.windowDays).toBe(6);
    expect(longer.ratePerDay).not.toBeCloseTo(-0.5, 1);
  });

  it('never dates the target before now', () => {
    // The fitted line is already below the target while the latest mean is not: "now".
    const time = Float64Array.from([NOW - 2.5 * DAY_MS, NOW - 1.5 * DAY_MS, NOW - 0.05 * DAY_MS]);
    const f = coolingForecast({ time, value: Float64Array.from([24, 19, 18.5]) }, 18, NOW);
    expect(f.status).toBe('expected');
    if (f.status === 'expected') {
      expect(f.reachAt).toBe(NOW);
      expect(f.daysFromNow).toBe(0);
    }
  });
});

/** An hourly target curve from `from` to `to` (days relative to NOW) by a function of days from now. */
function targetCurve(from: number, to: number, at: (day: number) => number) {
  const time: number[] = [];
  const value: number[] = [];
  for (let d = from; d <= to + 1e-9; d += 1 / 24) {
    time.push(NOW + d * DAY_MS);
    // As the backend sends it: tenths of a degree.
    value.push(Math.round(at(d) * 10) / 10);
  }
  return { time: Float64Array.from(time), value: Float64Array.from(value) };
}

/** A cooling ramp from 22 °C (3 days ago) to 19 °C (11 days ahead, 14 days in all), then holding 19 °C. */
const ramp = (d: number) => (d < -3 ? 22 : d < 11 ? 22 - (3 * (d + 3)) / 14 : 19);

describe('stageTarget', () => {
  it('is where the ramp of a cooling stage ends when the plan ahead is known', () => {
    expect(stageTarget(targetCurve(-7, 45, ramp), NOW)).toEqual({ celsius: 19, kind: 'stage' });
  });

  it('is the value a control stage holds, also when the next ramp starts tomorrow', () => {
    const holding = (d: number) => (d < 1 ? 18 : d < 15 ? 18 - (3 * (d - 1)) / 14 : 15);
    expect(stageTarget(targetCurve(-7, 45, holding), NOW)).toEqual({ celsius: 18, kind: 'stage' });
    // Without the plan ahead too.
    expect(stageTarget(targetCurve(-7, 0, holding), NOW)).toEqual({ celsius: 18, kind: 'stage' });
  });

  it('waits for two days of one value, not the tenths a slow ramp repeats', () => {
    // 0.1 °C every 12 hours: equal tenths for half a day at a time.
    const slow = (d: number) => (d < 10 ? 20 - 0.2 * (d + 7) : 20 - 0.2 * 17);
    expect(stageTarget(targetCurve(-7, 45, slow), NOW)?.celsius).toBeCloseTo(16.6, 5);
  });

  it('falls back to the current value mid-ramp when the curve ends now', () => {
    expect(stageTarget(targetCurve(-7, 0, ramp), NOW)).toEqual({ celsius: 21.4, kind: 'current' });
  });

  it('takes the last value of a plan that ends mid-ramp', () => {
    expect(stageTarget(targetCurve(-7, 5, ramp), NOW)).toEqual({ celsius: 20.3, kind: 'stage' });
  });

  it('is null without a target at or before now, and skips gaps', () => {
    expect(stageTarget({ time: [], value: [] }, NOW)).toBeNull();
    expect(stageTarget({ time: [NOW + DAY_MS], value: [18] }, NOW)).toBeNull();
    expect(
      stageTarget({ time: [NOW - 3 * DAY_MS, NOW - HOUR_MS, NOW], value: [18, 18, Number.NaN] }, NOW),
    ).toEqual({
      celsius: 18,
      kind: 'stage',
    });
  });

  it('names the target kind in the method', () => {
    const f = coolingForecast(
      readings(3, (ago) => 21 + 0.5 * ago),
      19,
      NOW,
      { targetKind: 'stage' },
    );
    expect(f.method.targetKind).toBe('stage');
    expect(
      coolingForecast(
        readings(3, () => 20),
        19,
        NOW,
        { targetKind: undefined },
      ).method.targetKind,
    ).toBe('current');
  });
});

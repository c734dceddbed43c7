import { createRandom, DAY, FIXTURE_NOW, HOUR, MINUTE } from '../../fixtures';
import { makeSeries, reportedTemps, smoothNoise, timeGrid } from '../core/fixtures';
import type { TimeSeriesLine } from './TimeSeriesChart';

export { FIXTURE_NOW };

/** Temperature gradient meter: five thermometers at depths in a block, keyed by name (part 2 §2.9). */
export function gradientCurves(days = 14): TimeSeriesLine[] {
  const random = createRandom(31);
  const time = timeGrid(FIXTURE_NOW - days * DAY, FIXTURE_NOW, 30 * MINUTE);
  return ['TD-01 (0.5 m)', 'TD-02 (1.5 m)', 'TD-03 (3 m)', 'TD-04 (4.5 m)', 'TD-05 (6 m)'].map((name, k) => {
    const noise = smoothNoise(random, time.length, 0.2);
    const v = new Float64Array(time.length);
    for (let i = 0; i < time.length; i++) {
      const age = (time[i]! - time[0]!) / DAY;
      const surface = 1 - k / 4;
      v[i] =
        16 +
        k * 1.6 -
        age * 0.12 * (1 + k / 3) +
        surface * 2.5 * Math.sin(((time[i]! / DAY) % 1) * 2 * Math.PI - 2) +
        noise[i]!;
    }
    return { series: makeSeries(`td${k + 1}`, name, time, reportedTemps(v)), unit: '°C' };
  });
}

/** A pressure meter's inlet and outlet pressure, MPa (raw thousandths / 1000), every 10 minutes. */
export function pressureCurves(days = 3): TimeSeriesLine[] {
  const random = createRandom(17);
  const time = timeGrid(FIXTURE_NOW - days * DAY, FIXTURE_NOW, 10 * MINUTE);
  const noise = smoothNoise(random, time.length, 0.01, 0.9);
  const pin = new Float64Array(time.length);
  const pout = new Float64Array(time.length);
  for (let i = 0; i < time.length; i++) {
    const pump = (time[i]! / HOUR) % 24 < 6 ? 0.05 : 0;
    pin[i] = Math.round((0.42 + pump + noise[i]!) * 1000) / 1000;
    pout[i] = Math.round((0.18 + pump * 0.6 + noise[i]! * 0.7) * 1000) / 1000;
  }
  return [
    { series: makeSeries('in', '进口压力', time, pin), unit: 'MPa', decimals: 3 },
    { series: makeSeries('out', '出口压力', time, pout), unit: 'MPa', decimals: 3 },
  ];
}

/** Solar radiation, W/m², every 15 minutes: zero at night, a bell by day, clouds on some days. */
export function solarRadiation(days = 7): TimeSeriesLine[] {
  const random = createRandom(5);
  const time = timeGrid(FIXTURE_NOW - days * DAY, FIXTURE_NOW, 15 * MINUTE);
  const v = new Float64Array(time.length);
  const clouds = smoothNoise(random, time.length, 0.25, 0.95);
  for (let i = 0; i < time.length; i++) {
    const localHour = ((time[i]! + 8 * HOUR) / HOUR) % 24;
    const sun = Math.max(0, Math.sin(((localHour - 6) / 13) * Math.PI));
    v[i] = Math.round(Math.max(0, 880 * sun * (0.8 + clouds[i]!)));
  }
  return [{ series: makeSeries('radiation', '太阳辐射', time, v), unit: 'W/m²', decimals: 0 }];
}

/** Manual readings of aggregate temperature, a few a day (part 2 §2.8). */
export function aggregateTemps(): TimeSeriesLine[] {
  const random = createRandom(8);
  const n = 40;
  const time = new Float64Array(n);
  const v = new Float64Array(n);
  let t = FIXTURE_NOW - 12 * DAY;
  for (let i = 0; i < n; i++) {
    t += ((12 * DAY) / n) * (0.6 + random() * 0.8);
    time[i] = Math.min(t, FIXTURE_NOW - (n - i) * MINUTE);
    v[i] = Math.round((7 + 2 * Math.sin(i / 6) + random()) * 10) / 10;
  }
  return [{ series: makeSeries('aggregate', '粗骨料 一次风冷', time, v), unit: '°C' }];
}

/** Outlet (出机口), entry (入仓) and pouring (浇筑) temperatures entered by hand (part 2 §2.5). */
export function outletEntryPouring(): TimeSeriesLine[] {
  const random = createRandom(21);
  const make = (id: string, name: string, base: number, n: number) => {
    const time = new Float64Array(n);
    const v = new Float64Array(n);
    // n readings spread over the last 10 days, a few hours apart.
    const gap = (10 * DAY) / n;
    let t = FIXTURE_NOW - 10 * DAY;
    for (let i = 0; i < n; i++) {
      t += gap * (0.6 + random() * 0.8);
      time[i] = Math.min(t, FIXTURE_NOW - (n - i) * MINUTE);
      v[i] = Math.round((base + (random() - 0.5) * 3) * 10) / 10;
    }
    return { series: makeSeries(id, name, time, v), unit: '°C' };
  };
  return [make('cjk', '出机口温度', 9, 45), make('rc', '入仓温度', 11, 38), make('jz', '浇筑温度', 13, 30)];
}

/**
 * Block-age comparison (part 2 §2.7): daily average concrete temperature of blocks 6 to 11, x = days since
 * each block was poured, so blocks poured months apart line up.
 */
export function blockAgeComparison(): TimeSeriesLine[] {
  const random = createRandom(13);
  return [6, 7, 8, 9, 10, 11].map((block) => {
    const days = 40 + Math.floor(random() * 50);
    const time = timeGrid(0, days * DAY, DAY);
    const peak = 24 + random() * 6;
    const v = new Float64Array(time.length);
    for (let i = 0; i < time.length; i++) {
      const age = i;
      v[i] =
        12 +
        (peak - 12) * (age / 3) * Math.exp(1 - age / 3) * 0.9 +
        Math.max(0, 20 - age * 0.15) * 0.3 +
        (random() - 0.5) * 0.4;
    }
    return { series: makeSeries(`block${block}`, `${block}# 坝段`, time, v), unit: '°C' };
  });
}

/** Thermometers of a gradient meter to pick from for the two-thermometer comparison. */
export function comparisonThermometers(): TimeSeriesLine[] {
  return gradientCurves(10).slice(0, 4);
}

import { flowLpm, tempC } from '../../../domain/units';
import { createRandom, DAY, FIXTURE_NOW, MINUTE } from '../../fixtures';
import type { Series } from './types';

/**
 * Deterministic generators of site-like data for stories, browser tests and the benchmark. Raw readings are
 * made the way a cabinet reports them (tenths of a degree, hundredths of L/min, with the legacy sentinels
 * 0, 1000 = 100 °C, -1 and -2) and go through the domain adapters (`tempC`, `flowLpm`), so the charts are
 * fed exactly what the hooks give them: domain values with NaN where there is no reading.
 */

/** Times from `start` to `end` (inclusive) every `stepMs`. */
export function timeGrid(start: number, end: number, stepMs: number): Float64Array {
  const n = Math.max(1, Math.floor((end - start) / stepMs) + 1);
  const t = new Float64Array(n);
  for (let i = 0; i < n; i++) t[i] = start + i * stepMs;
  return t;
}

/** Smooth noise: an AR(1) walk with standard deviation about `scale`. */
export function smoothNoise(random: () => number, n: number, scale: number, smoothness = 0.97): Float64Array {
  const out = new Float64Array(n);
  let v = 0;
  const k = Math.sqrt(1 - smoothness * smoothness);
  for (let i = 0; i < n; i++) {
    v = v * smoothness + (random() * 2 - 1) * 1.7 * k * scale;
    out[i] = v;
  }
  return out;
}

/** Sentinel readings mixed into a series: each `[sentinel, share]` replaces about `share` of the readings. */
export type Sentinels = ReadonlyArray<readonly [sentinel: number, share: number]>;

/** How a generated series is reported: `random` draws which readings `sentinels` replace. */
export interface Reporting {
  random: () => number;
  sentinels: Sentinels;
}

/** Raw readings as a sensor reports them, with the sentinels written in (a flaky sensor). */
function report(
  values: Float64Array,
  encode: (value: number) => number,
  decode: (raw: number) => number | null,
  reporting?: Reporting,
): Float64Array {
  const raw = values.map((value) => encode(value));
  if (reporting) {
    // A share of 0 draws nothing, so a series without sentinels leaves the random sequence untouched.
    for (const [sentinel, share] of reporting.sentinels) {
      if (share > 0) for (let i = 0; i < raw.length; i++) if (reporting.random() < share) raw[i] = sentinel;
    }
  }
  return raw.map((r) => decode(r) ?? Number.NaN);
}

/**
 * Temperatures (°C) as the hooks hand them on: reported in tenths of a degree, with sentinels (0 missing,
 * 1000 = 100 °C broken) when given, and decoded by the domain adapter — NaN where there is no reading.
 */
export function reportedTemps(celsius: Float64Array, reporting?: Reporting): Float64Array {
  return report(celsius, (c) => Math.round(c * 10), tempC, reporting);
}

/**
 * Flows (L/min) as the hooks hand them on: reported in hundredths of L/min, with sentinels (-1 unknown,
 * -2 stopped) when given, and decoded by the domain adapter — NaN where there is no reading.
 */
export function reportedFlows(lpm: Float64Array, reporting?: Reporting): Float64Array {
  return report(lpm, (v) => Math.max(0, Math.round(v * 100)), flowLpm, reporting);
}

/** Sets NaN between the given times (a cabinet offline). */
export function cutGaps(
  time: Float64Array,
  value: Float64Array,
  gaps: ReadonlyArray<readonly [number, number]>,
) {
  for (const [a, b] of gaps) {
    for (let i = 0; i < time.length; i++) if (time[i]! >= a && time[i]! <= b) value[i] = Number.NaN;
  }
  return value;
}

export function makeSeries(id: string, name: string, time: Float64Array, value: Float64Array): Series {
  return { id, name, time, value };
}

/**
 * A temperature-like series of `n` points every `stepMs` ending at `end`: a slow drift, a daily swing and
 * sensor noise (the 500,000-point and benchmark cases).
 */
export function longSeries(
  id: string,
  name: string,
  n: number,
  options: { stepMs?: number; end?: number; seed?: number; base?: number } = {},
): Series {
  const { stepMs = MINUTE, end = FIXTURE_NOW, seed = 1, base = 20 } = options;
  const random = createRandom(seed);
  const time = new Float64Array(n);
  const value = new Float64Array(n);
  const start = end - (n - 1) * stepMs;
  let drift = 0;
  for (let i = 0; i < n; i++) {
    const t = start + i * stepMs;
    time[i] = t;
    drift = drift * 0.999 + (random() - 0.5) * 0.08;
    value[i] = base + drift * 4 + 3 * Math.sin((t / DAY) * 2 * Math.PI) + (random() - 0.5) * 0.6;
  }
  return { id, name, time, value };
}

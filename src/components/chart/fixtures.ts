import { flowLpm, tempC } from '../../domain/units';
import type { Series } from './types';

/**
 * Deterministic generators of site-like data for stories, browser tests and the benchmark. Raw readings are
 * made the way a cabinet reports them (tenths of a degree, hundredths of L/min, with the legacy sentinels
 * 0, 1000 = 100 °C, -1 and -2) and go through the domain adapters (`tempC`, `flowLpm`), so the charts are
 * fed exactly what the hooks give them: domain values with NaN where there is no reading.
 */

/** A fixed "now" so stories and screenshots do not drift: 2026-11-20 10:00 in Shanghai. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 20, 2, 0, 0);

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** A small seeded PRNG (mulberry32): the same seed gives the same data in every run. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

/** Raw temperatures (tenths of a degree, with 0 and 1000 sentinels) → °C with NaN, through the domain adapter. */
export function rawTempsToC(raw: Float64Array): Float64Array {
  const out = new Float64Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = tempC(raw[i]!) ?? Number.NaN;
  return out;
}

/** Raw flows (hundredths of L/min, with -1 and -2 sentinels) → L/min with NaN, through the domain adapter. */
export function rawFlowsToLpm(raw: Float64Array): Float64Array {
  const out = new Float64Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = flowLpm(raw[i]!) ?? Number.NaN;
  return out;
}

/** °C → raw tenths, as a thermometer reports. */
export function toRawTemps(celsius: Float64Array): Float64Array {
  const out = new Float64Array(celsius.length);
  for (let i = 0; i < celsius.length; i++) out[i] = Math.round(celsius[i]! * 10);
  return out;
}

/** L/min → raw hundredths, as a flow meter reports. */
export function toRawFlows(lpm: Float64Array): Float64Array {
  const out = new Float64Array(lpm.length);
  for (let i = 0; i < lpm.length; i++) out[i] = Math.max(0, Math.round(lpm[i]! * 100));
  return out;
}

/** Writes `sentinel` into about `share` of the raw readings (a flaky sensor). */
export function sprinkle(
  raw: Float64Array,
  random: () => number,
  share: number,
  sentinel: number,
): Float64Array {
  for (let i = 0; i < raw.length; i++) if (random() < share) raw[i] = sentinel;
  return raw;
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

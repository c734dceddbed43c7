import { describe, expect, it } from 'vitest';
import { createLineBuffer, decimate } from './decimate';
import { buildExtrema, extremaOf, rangeExtrema } from './extrema';

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

/** Readings with ties (values rounded to a few steps), single gaps and outages of many points. */
function data(n: number, seed: number) {
  const r = random(seed);
  const time = new Float64Array(n);
  const value = new Float64Array(n);
  let t = 1_700_000_000_000;
  for (let i = 0; i < n; i++) {
    t += 1000 + Math.floor(r() * 60_000);
    time[i] = t;
    value[i] = Math.round(Math.sin(i / 700) * 6 + r() * 4);
  }
  for (let g = 0; g < n / 400; g++) {
    const at = Math.floor(r() * n);
    const len = r() < 0.8 ? 1 : Math.floor(r() * 3000);
    value.fill(Number.NaN, at, Math.min(n, at + len));
  }
  return { time, value };
}

function firstExtrema(value: Float64Array, from: number, to: number) {
  let iMin = from;
  let iMax = from;
  for (let i = from + 1; i < to; i++) {
    if (value[i]! < value[iMin]!) iMin = i;
    if (value[i]! > value[iMax]!) iMax = i;
  }
  return { iMin, iMax };
}

describe('rangeExtrema', () => {
  it('finds the first lowest and first highest value of any gap-free range, as a scan does', () => {
    const r = random(7);
    const n = 5000;
    const value = Float64Array.from({ length: n }, () => Math.floor(r() * 20));
    const e = buildExtrema(value);
    const out = { iMin: 0, iMax: 0 };
    for (let q = 0; q < 3000; q++) {
      const a = Math.floor(r() * n);
      const b = a + 1 + Math.floor(r() * (n - a));
      expect(rangeExtrema(e, value, a, b, out), `[${a}, ${b})`).toEqual(firstExtrema(value, a, b));
    }
  });

  it('lists the gaps as runs', () => {
    const nan = Number.NaN;
    const e = buildExtrema(new Float64Array([nan, 1, nan, nan, 2, 3, nan]));
    expect(Array.from(e.gaps)).toEqual([0, 1, 2, 4, 6, 7]);
  });
});

describe('decimate with the min/max pyramid', () => {
  it('gives exactly the points of the scan, for views from a few to hundreds of points a column', () => {
    const { time, value } = data(300_000, 11);
    const e = extremaOf(value)!;
    expect(e).not.toBeNull();
    const r = random(5);
    const t0 = time[0]!;
    const span = time[time.length - 1]! - t0;
    for (let q = 0; q < 60; q++) {
      const w = span * 10 ** (-3 * r());
      const start = t0 - span * 0.01 + r() * (span - w) * 1.02;
      const columns = 200 + Math.floor(r() * 1800);
      const width = columns / (1 + Math.floor(r() * 2));
      const scan = decimate(time, value, start, start + w, columns, width, createLineBuffer(8));
      const cut = decimate(time, value, start, start + w, columns, width, createLineBuffer(8), e);
      const label = `view ${start}+${w}, ${columns} columns`;
      expect(cut.length, label).toBe(scan.length);
      expect(Array.from(cut.x.subarray(0, cut.length)), label).toEqual(
        Array.from(scan.x.subarray(0, scan.length)),
      );
      expect(Array.from(cut.y.subarray(0, cut.length)), label).toEqual(
        Array.from(scan.y.subarray(0, scan.length)),
      );
      expect([cut.min, cut.max, cut.visible], label).toEqual([scan.min, scan.max, scan.visible]);
    }
  });

  it('is built only for long series, once per value array', () => {
    expect(extremaOf(new Float64Array(100))).toBeNull();
    const v = new Float64Array(10_000);
    expect(extremaOf(v, false)).toBeNull();
    const e = extremaOf(v);
    expect(extremaOf(v, false)).toBe(e);
  });
});

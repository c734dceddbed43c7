import { describe, expect, it } from 'vitest';
import { createLineBuffer, decimate, lowerBound, nearestIndex, upperBound } from './decimate';
import { extentWithIndex } from './valueBlocks';

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

function data(n: number, seed: number, gapShare = 0) {
  const r = random(seed);
  const time = new Float64Array(n);
  const value = new Float64Array(n);
  let t = 1_700_000_000_000;
  for (let i = 0; i < n; i++) {
    t += 1000 + Math.floor(r() * 60_000);
    time[i] = t;
    value[i] = r() < gapShare ? Number.NaN : Math.sin(i / 50) * 10 + r() * 3;
  }
  return { time, value };
}

describe('lowerBound / upperBound', () => {
  it('find the insertion points of a sorted Float64Array', () => {
    const a = new Float64Array([1, 2, 2, 2, 5]);
    expect(lowerBound(a, 2)).toBe(1);
    expect(upperBound(a, 2)).toBe(4);
    expect(lowerBound(a, 0)).toBe(0);
    expect(lowerBound(a, 9)).toBe(5);
  });
});

describe('decimate', () => {
  it('keeps, per pixel column, the lowest and highest value of a brute-force scan', () => {
    const { time, value } = data(20_000, 3, 0.01);
    const start = time[1000]!;
    const end = time[18_000]!;
    const columns = 300;
    const buf = decimate(time, value, start, end, columns, columns, createLineBuffer(8));
    const k = columns / (end - start);
    const lo = new Float64Array(columns).fill(Number.POSITIVE_INFINITY);
    const hi = new Float64Array(columns).fill(Number.NEGATIVE_INFINITY);
    for (let i = 0; i < time.length; i++) {
      const c = Math.floor((time[i]! - start) * k);
      if (c < 0 || c >= columns || Number.isNaN(value[i]!)) continue;
      lo[c] = Math.min(lo[c]!, value[i]!);
      hi[c] = Math.max(hi[c]!, value[i]!);
    }
    const outLo = new Float64Array(columns).fill(Number.POSITIVE_INFINITY);
    const outHi = new Float64Array(columns).fill(Number.NEGATIVE_INFINITY);
    for (let i = 0; i < buf.length; i++) {
      const y = buf.y[i]!;
      if (Number.isNaN(y)) continue;
      const c = Math.floor(buf.x[i]!);
      if (c < 0 || c >= columns) continue;
      outLo[c] = Math.min(outLo[c]!, y);
      outHi[c] = Math.max(outHi[c]!, y);
    }
    for (let c = 1; c < columns - 1; c++) {
      if (lo[c] === Number.POSITIVE_INFINITY) continue;
      expect(outLo[c], `column ${c}`).toBe(lo[c]);
      expect(outHi[c], `column ${c}`).toBe(hi[c]);
    }
    const e = extentWithIndex(value, lowerBound(time, start), upperBound(time, end));
    expect(buf.min).toBeCloseTo(e.min, 9);
    expect(buf.max).toBeCloseTo(e.max, 9);
    let gaps = 0;
    for (let i = 0; i < value.length; i++) if (Number.isNaN(value[i]!)) gaps++;
    // Four points a column, plus a break and a restarted run per gap.
    expect(buf.length).toBeLessThanOrEqual(columns * 4 + gaps * 5 + 8);
    expect(buf.length).toBeLessThan(time.length / 4);
  });

  it('keeps the first, lowest, highest and last reading of each column in time order when columns hold hundreds', () => {
    // 200 columns of about 500 readings each, with gaps: the columns' extremes come from whole blocks.
    const { time, value } = data(100_000, 5, 0.02);
    value.fill(Number.NaN, 40_000, 41_500);
    const start = time[0]!;
    const end = time[time.length - 1]!;
    const columns = 200;
    const buf = decimate(time, value, start, end, columns, columns, createLineBuffer(8));
    const k = columns / (end - start);
    const expected: number[] = [];
    for (let i = 0; i < time.length; ) {
      const c = Math.floor((time[i]! - start) * k);
      let j = i;
      while (j < time.length && Math.floor((time[j]! - start) * k) === c) j++;
      const finite = [];
      for (let m = i; m < j; m++) if (!Number.isNaN(value[m]!)) finite.push(m);
      if (finite.length > 0) {
        let iMin = finite[0]!;
        let iMax = finite[0]!;
        for (const m of finite) {
          if (value[m]! < value[iMin]!) iMin = m;
          if (value[m]! > value[iMax]!) iMax = m;
        }
        const kept = [...new Set([finite[0]!, iMin, iMax, finite.at(-1)!])].sort((p, q) => p - q);
        expected.push(...kept.map((m) => value[m]!));
      }
      i = j;
    }
    const drawn = Array.from(buf.y.subarray(0, buf.length)).filter((y) => !Number.isNaN(y));
    expect(drawn).toEqual(expected);
  });

  it('breaks the line at gaps and keeps lone points at their exact x', () => {
    const time = new Float64Array([0, 10, 20, 30, 40]);
    const value = new Float64Array([1, 2, Number.NaN, 4, 5]);
    const buf = decimate(time, value, 0, 40, 400, 400, createLineBuffer(8));
    expect(Array.from(buf.x.subarray(0, buf.length))).toEqual([0, 100, 100, 300, 400]);
    expect(Array.from(buf.y.subarray(0, buf.length))).toEqual([1, 2, Number.NaN, 4, 5]);
    expect(buf.visible).toBe(5);
  });

  it('does not break the line for a gap inside one pixel column, only for one that reaches its end', () => {
    // Two columns of 10 ms each: the first misses its third reading, the second its last (before column 3).
    const time = new Float64Array([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    const value = new Float64Array([1, 2, Number.NaN, 4, 5, 6, 7, 8, 9, Number.NaN, 11]);
    const buf = decimate(time, value, 0, 20, 2, 2, createLineBuffer(8));
    expect(Array.from(buf.y.subarray(0, buf.length))).toEqual([1, 5, 6, 9, Number.NaN, 11]);
  });

  it('includes one neighbour outside each edge so the line reaches the frame', () => {
    const time = new Float64Array([0, 100, 200, 300]);
    const value = new Float64Array([1, 2, 3, 4]);
    const buf = decimate(time, value, 150, 250, 100, 100, createLineBuffer(8));
    expect(buf.length).toBe(3);
    expect(buf.x[0]).toBeLessThan(0);
    expect(buf.x[2]).toBeGreaterThan(100);
    expect(buf.min).toBe(3);
    expect(buf.max).toBe(3);
  });

  it('counts a reading at exactly the end of the view in the extent (it is drawn on the right edge)', () => {
    // A weekly report: one point a day, the view ending on the last one, which is the lowest.
    const time = Float64Array.from({ length: 7 }, (_, i) => i * 86_400_000);
    const value = Float64Array.from([0.1, 0.05, -0.1, 0, 0.08, -0.05, -0.2]);
    const buf = decimate(time, value, 0, 6 * 86_400_000, 300, 300, createLineBuffer());
    expect(buf.min).toBe(-0.2);
    expect(buf.max).toBe(0.1);
    // The neighbour after the view is drawn off the edge and does not widen the axis.
    const wider = Float64Array.from([...value, 5]);
    const t8 = Float64Array.from([...time, 7 * 86_400_000]);
    expect(decimate(t8, wider, 0, 6 * 86_400_000, 300, 300, createLineBuffer()).max).toBe(0.1);
  });

  it('returns nothing for an empty view or no data', () => {
    const buf = createLineBuffer(8);
    expect(decimate(new Float64Array(0), new Float64Array(0), 0, 1, 10, 10, buf).length).toBe(0);
    expect(decimate(new Float64Array([1]), new Float64Array([1]), 5, 5, 10, 10, buf).length).toBe(0);
  });
});

describe('nearestIndex', () => {
  it('finds the nearest reading, skipping gaps unless asked', () => {
    const time = new Float64Array([0, 10, 20, 30]);
    const value = new Float64Array([1, Number.NaN, 3, 4]);
    expect(nearestIndex(time, value, 9, 100)).toBe(0);
    expect(nearestIndex(time, value, 16, 100)).toBe(2);
    expect(nearestIndex(time, value, 11, 100, true)).toBe(1);
    expect(nearestIndex(time, value, 100, 5)).toBe(-1);
  });
});

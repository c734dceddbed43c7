import { describe, expect, it } from 'vitest';
import { candles, movingAverage } from './candles.ts';
import { CANDLE_BUCKET_MS, CANDLE_MOVING_AVERAGES } from './constants.ts';

const HALF_HOUR = 1_800_000;
const MIN = 60_000;
// 2024-05-01 08:00 Asia/Shanghai = 00:00 UTC: a half-hour boundary both in UTC and locally.
const T0 = Date.UTC(2024, 4, 1, 0, 0, 0);

const f64 = (xs: number[]) => Float64Array.from(xs);

describe('candles (part 1 §9)', () => {
  it('uses 30-minute buckets by default', () => {
    expect(CANDLE_BUCKET_MS).toBe(HALF_HOUR);
  });

  it('puts a point at the boundary in the new bucket and one just before it in the old one', () => {
    const c = candles(f64([T0 - 1, T0, T0 + HALF_HOUR - 1, T0 + HALF_HOUR]), f64([1, 2, 3, 4]));
    expect(c.length).toBe(3);
    expect(Array.from(c.time)).toEqual([T0 - HALF_HOUR, T0, T0 + HALF_HOUR]);
    expect(Array.from(c.open)).toEqual([1, 2, 4]);
    expect(Array.from(c.close)).toEqual([1, 3, 4]);
  });

  it('aligns to the local half hour in Asia/Shanghai (UTC+8)', () => {
    const at0817 = T0 + 17 * MIN; // 08:17 local
    const c = candles(f64([at0817]), f64([20]));
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(c.time[0]);
    expect(local).toBe('08:00');
    const c2 = candles(f64([T0 + 47 * MIN]), f64([20]));
    expect(c2.time[0]).toBe(T0 + HALF_HOUR);
  });

  it('computes open, high, low and close per bucket', () => {
    const times = [0, 5, 10, 15, 20, 25].map((m) => T0 + m * MIN);
    const c = candles(f64(times), f64([18, 21, 17, 19, 20.5, 19.5]));
    expect(c.length).toBe(1);
    expect([c.open[0], c.high[0], c.low[0], c.close[0]]).toEqual([18, 21, 17, 19.5]);
  });

  it('skips empty buckets and NaN values or times', () => {
    const times = f64([T0, T0 + MIN, Number.NaN, T0 + 3 * HALF_HOUR, T0 + 3 * HALF_HOUR + MIN]);
    const values = f64([10, Number.NaN, 99, 12, 11]);
    const c = candles(times, values);
    expect(c.length).toBe(2);
    expect(Array.from(c.time)).toEqual([T0, T0 + 3 * HALF_HOUR]);
    expect(Array.from(c.close)).toEqual([10, 11]);
    expect(Array.from(c.high)).toEqual([10, 12]);
  });

  it('returns columns whose length is the bucket count', () => {
    const c = candles(f64([T0, T0 + HALF_HOUR]), f64([1, 2]));
    for (const col of [c.time, c.open, c.high, c.low, c.close]) expect(col.length).toBe(c.length);
  });

  it('reports a span under 30 minutes: 29:59.999 is too short, 30:00 is not', () => {
    expect(candles(f64([T0 + MIN, T0 + MIN + HALF_HOUR - 1]), f64([1, 2])).spanTooShort).toBe(true);
    expect(candles(f64([T0 + MIN, T0 + MIN + HALF_HOUR]), f64([1, 2])).spanTooShort).toBe(false);
    expect(candles(f64([T0]), f64([1])).spanTooShort).toBe(true);
  });

  it('reports no data as an empty, too-short span', () => {
    const c = candles(new Float64Array(0), new Float64Array(0));
    expect(c.length).toBe(0);
    expect(c.spanTooShort).toBe(true);
    const nan = candles(f64([T0, T0 + HALF_HOUR]), f64([Number.NaN, Number.NaN]));
    expect(nan.length).toBe(0);
    expect(nan.spanTooShort).toBe(true);
  });

  it('gives the same buckets for unsorted input as for sorted input', () => {
    const times = [0, 40, 5, 70, 35, 10, 65].map((m) => T0 + m * MIN);
    const values = [1, 2, 3, 4, 5, 6, 7];
    const order = times.map((_, i) => i).sort((a, b) => times[a]! - times[b]!);
    const sorted = candles(f64(order.map((i) => times[i]!)), f64(order.map((i) => values[i]!)));
    const unsorted = candles(f64(times), f64(values));
    expect(unsorted.length).toBe(3);
    for (const key of ['time', 'open', 'high', 'low', 'close'] as const) {
      expect(Array.from(unsorted[key])).toEqual(Array.from(sorted[key]));
    }
    expect(Array.from(unsorted.open)).toEqual([1, 5, 7]);
    expect(Array.from(unsorted.close)).toEqual([6, 2, 4]);
  });

  it('matches a sorted reference on shuffled input with ties, dense and sparse alike', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    // Dense: 300 points over 10 buckets (bucketed in place). Sparse: 30 points over 3 years (index sort).
    for (const [count, spanMs] of [
      [300, 10 * HALF_HOUR],
      [30, 3 * 365 * 86_400_000],
    ] as const) {
      const times: number[] = [];
      const values: number[] = [];
      for (let i = 0; i < count; i++) {
        // Whole minutes, so that equal times occur.
        times.push(T0 + Math.floor((random() * spanMs) / MIN) * MIN);
        values.push(Math.round(random() * 1000) / 10);
      }
      times[5] = times[3]!; // a guaranteed tie
      const got = candles(f64(times), f64(values));
      // Reference: stable sort, then group.
      const order = times.map((_, i) => i).sort((a, b) => times[a]! - times[b]!);
      const ref: { time: number; o: number; h: number; l: number; c: number }[] = [];
      for (const i of order) {
        const bucket = Math.floor(times[i]! / HALF_HOUR) * HALF_HOUR;
        const v = values[i]!;
        const lastRef = ref[ref.length - 1];
        if (lastRef && lastRef.time === bucket) {
          lastRef.h = Math.max(lastRef.h, v);
          lastRef.l = Math.min(lastRef.l, v);
          lastRef.c = v;
        } else ref.push({ time: bucket, o: v, h: v, l: v, c: v });
      }
      expect(got.length).toBe(ref.length);
      expect(Array.from(got.time)).toEqual(ref.map((r) => r.time));
      expect(Array.from(got.open)).toEqual(ref.map((r) => r.o));
      expect(Array.from(got.high)).toEqual(ref.map((r) => r.h));
      expect(Array.from(got.low)).toEqual(ref.map((r) => r.l));
      expect(Array.from(got.close)).toEqual(ref.map((r) => r.c));
    }
  });

  it('on equal times, opens with the first such point and closes with the last (unsorted input)', () => {
    const times = f64([T0 + 10 * MIN, T0, T0, T0 + 10 * MIN, T0 + 5 * MIN]);
    const c = candles(times, f64([1, 2, 3, 4, 5]));
    expect([c.open[0], c.close[0]]).toEqual([2, 4]);
  });

  it('handles sparse unsorted input spanning years', () => {
    const day = 86_400_000;
    const c = candles(f64([T0 + 400 * day, T0, T0 + 200 * day]), f64([3, 1, 2]));
    expect(Array.from(c.time)).toEqual([T0, T0 + 200 * day, T0 + 400 * day]);
    expect(Array.from(c.close)).toEqual([1, 2, 3]);
    expect(c.spanTooShort).toBe(false);
  });

  it('uses the shorter of the two columns', () => {
    const c = candles(f64([T0, T0 + HALF_HOUR, T0 + 2 * HALF_HOUR]), f64([1, 2]));
    expect(c.length).toBe(2);
  });

  it('takes another bucket size and rejects a bucket that is not positive', () => {
    const c = candles(f64([T0, T0 + 59 * MIN, T0 + 60 * MIN]), f64([1, 2, 3]), 3_600_000);
    expect(c.length).toBe(2);
    expect(() => candles(f64([T0]), f64([1]), 0)).toThrow(RangeError);
  });

  it('buckets a day of 1-minute readings into 48 candles', () => {
    const n = 24 * 60;
    const times = new Float64Array(n);
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      times[i] = T0 + i * MIN;
      values[i] = 20 + Math.sin(i / 30);
    }
    const c = candles(times, values);
    expect(c.length).toBe(48);
    expect(c.spanTooShort).toBe(false);
    for (let i = 0; i < c.length; i++) {
      expect(c.low[i]).toBeLessThanOrEqual(Math.min(c.open[i]!, c.close[i]!));
      expect(c.high[i]).toBeGreaterThanOrEqual(Math.max(c.open[i]!, c.close[i]!));
    }
  });
});

describe('movingAverage', () => {
  it('uses 2, 4 and 48 buckets (1 hour, 2 hours, 1 day)', () => {
    expect(CANDLE_MOVING_AVERAGES).toEqual([2, 4, 48]);
  });

  it('is NaN until n values, then the mean of the last n', () => {
    const ma = movingAverage(f64([1, 2, 3, 4, 5]), 2);
    expect(Number.isNaN(ma[0])).toBe(true);
    expect(Array.from(ma.subarray(1))).toEqual([1.5, 2.5, 3.5, 4.5]);
    const ma4 = movingAverage(f64([1, 2, 3, 4, 5]), 4);
    expect(Number.isNaN(ma4[2])).toBe(true);
    expect(ma4[3]).toBe(2.5);
    expect(ma4[4]).toBe(3.5);
  });

  it('n = 1 is the series itself; n longer than the series is all NaN', () => {
    expect(Array.from(movingAverage(f64([3, 4]), 1))).toEqual([3, 4]);
    const ma = movingAverage(f64([1, 2, 3]), 48);
    expect(ma.length).toBe(3);
    expect(Array.from(ma).every(Number.isNaN)).toBe(true);
  });

  it('is NaN while a NaN is in the window and recovers after it leaves', () => {
    const ma = movingAverage(f64([1, Number.NaN, 3, 5, 7]), 2);
    expect(Number.isNaN(ma[1])).toBe(true);
    expect(Number.isNaN(ma[2])).toBe(true);
    expect(ma[3]).toBe(4);
    expect(ma[4]).toBe(6);
  });

  it('stays accurate over a long series', () => {
    const n = 100_000;
    const xs = new Float64Array(n);
    for (let i = 0; i < n; i++) xs[i] = 15 + ((i * 7919) % 1000) / 100;
    const ma = movingAverage(xs, 48);
    let direct = 0;
    for (let i = n - 48; i < n; i++) direct += xs[i]!;
    expect(ma[n - 1]).toBeCloseTo(direct / 48, 9);
  });

  it('rejects a length that is not a positive integer', () => {
    expect(() => movingAverage(f64([1]), 0)).toThrow(RangeError);
    expect(() => movingAverage(f64([1]), 2.5)).toThrow(RangeError);
  });
});

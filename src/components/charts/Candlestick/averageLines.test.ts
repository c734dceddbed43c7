import { describe, expect, it } from 'vitest';
import { candles, movingAverage } from '../../../domain';
import { averageLines } from './averageLines';

const HALF_HOUR = 1_800_000;

describe('averageLines', () => {
  it('puts the moving averages of the closes on the bucket centres, equal to movingAverage', () => {
    const time = Float64Array.from({ length: 400 }, (_, i) => i * 600_000);
    const value = Float64Array.from(time, (t, i) => 10 + 8 * Math.sin(t / 3_600_000) + (i % 7) * 0.1);
    const buckets = candles(time, value);
    const { time: centres, values } = averageLines(buckets, HALF_HOUR, [2, 4, 48]);
    expect(Array.from(centres)).toEqual(Array.from(buckets.time, (t) => t + HALF_HOUR / 2));
    for (const [k, n] of [2, 4, 48].entries()) {
      expect(Array.from(values[k]!)).toEqual(Array.from(movingAverage(buckets.close, n)));
    }
  });

  it('breaks the lines with one NaN point where buckets are missing, the averages running on over the gap', () => {
    // Buckets at 0, 1, 2, then 5 and 6 (three missing): the break lies half a bucket after bucket 2's end.
    const starts = [0, 1, 2, 5, 6].map((b) => b * HALF_HOUR);
    const time = Float64Array.from(starts, (t) => t + 60_000);
    const value = Float64Array.from([1, 2, 3, 4, 5]);
    const { time: centres, values } = averageLines(candles(time, value), HALF_HOUR, [2]);
    expect(Array.from(centres, (t) => t / HALF_HOUR)).toEqual([0.5, 1.5, 2.5, 3.5, 5.5, 6.5]);
    expect(Array.from(values[0]!)).toEqual([Number.NaN, 1.5, 2.5, Number.NaN, 3.5, 4.5]);
  });
});

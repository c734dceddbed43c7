import type { Candles } from '../../../domain';

/** The moving averages of a candlestick chart as lines: one time column and a value column per average. */
export interface AverageLines {
  /** Bucket centres, plus one point per run of missing buckets (its value NaN: the lines break there). */
  time: Float64Array;
  /** One column per length asked for, in that order. */
  values: Float64Array[];
}

/**
 * Simple moving averages of the buckets' closes over `lengths` buckets each (the same values as
 * `movingAverage` of damtherm/domain: NaN until a window is full), placed on the bucket centres, with a NaN
 * point where buckets are missing so that the lines break over the gap. All of them in one pass: on a fresh
 * page a loop runs interpreted until V8 has compiled it, and a year has 17,500 buckets.
 */
export function averageLines(buckets: Candles, bucketMs: number, lengths: readonly number[]): AverageLines {
  const { time: start, close, length } = buckets;
  let gaps = 0;
  for (let i = 1; i < length; i++) if (start[i]! - start[i - 1]! > bucketMs) gaps++;
  const n = length + gaps;
  const time = new Float64Array(n);
  const values = lengths.map(() => new Float64Array(n));
  const sums = new Float64Array(lengths.length);
  const half = bucketMs / 2;
  for (let i = 0, j = 0; i < length; i++, j++) {
    if (i > 0 && start[i]! - start[i - 1]! > bucketMs) {
      time[j] = start[i - 1]! + bucketMs + half;
      for (const column of values) column[j] = Number.NaN;
      j++;
    }
    time[j] = start[i]! + half;
    const v = close[i]!;
    for (let k = 0; k < lengths.length; k++) {
      const w = lengths[k]!;
      const sum = sums[k]! + v - (i >= w ? close[i - w]! : 0);
      sums[k] = sum;
      values[k]![j] = i >= w - 1 ? sum / w : Number.NaN;
    }
  }
  return { time, values };
}

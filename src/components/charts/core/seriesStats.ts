import { lowerBound, upperBound } from './decimate';
import type { SeriesStats, View } from './types';

/**
 * Count, extremes and last value of the points in `view`, for the text summary. A line passes its values
 * alone; candles pass their lows, with their highs for the maximum and their closes for the last value.
 * Points whose `value` is NaN (no reading) are skipped.
 */
export function seriesStats(
  time: Float64Array,
  value: Float64Array,
  view: View,
  high = value,
  last = value,
): SeriesStats {
  const i0 = lowerBound(time, view.start);
  const i1 = upperBound(time, view.end, i0);
  const s: SeriesStats = {
    count: 0,
    min: Number.POSITIVE_INFINITY,
    minAt: 0,
    max: Number.NEGATIVE_INFINITY,
    maxAt: 0,
    last: Number.NaN,
    lastAt: 0,
  };
  for (let i = i0; i < i1; i++) {
    const v = value[i]!;
    if (Number.isNaN(v)) continue;
    s.count++;
    if (v < s.min) {
      s.min = v;
      s.minAt = time[i]!;
    }
    if (high[i]! > s.max) {
      s.max = high[i]!;
      s.maxAt = time[i]!;
    }
    s.last = last[i]!;
    s.lastAt = time[i]!;
  }
  return s;
}

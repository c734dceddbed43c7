import { lowerBound, upperBound } from '../decimate';

/**
 * The filled span of a band in view, one entry per device-pixel column: the highest upper and the lowest lower
 * value of the points in that column (its envelope), so a band of a year of readings costs as many vertices as
 * the plot has columns and shows every excursion a point-by-point fill would.
 */
export interface Envelope {
  x: Float64Array;
  upper: Float64Array;
  lower: Float64Array;
  length: number;
  min: number;
  max: number;
}

export function createEnvelope(capacity = 1024): Envelope {
  return {
    x: new Float64Array(capacity),
    upper: new Float64Array(capacity),
    lower: new Float64Array(capacity),
    length: 0,
    min: Number.POSITIVE_INFINITY,
    max: Number.NEGATIVE_INFINITY,
  };
}

/**
 * Fills `env` with the columns of [start, end] on a plot `width` CSS px wide and `columns` device pixels.
 * `lower` is a second column of values at the same times, or a constant (an area down to a base line).
 * A column whose points are all gaps (NaN) breaks the band.
 */
export function envelope(
  time: Float64Array,
  upper: Float64Array,
  lower: Float64Array | number,
  start: number,
  end: number,
  columns: number,
  width: number,
  env: Envelope,
): Envelope {
  env.length = 0;
  env.min = Number.POSITIVE_INFINITY;
  env.max = Number.NEGATIVE_INFINITY;
  const span = end - start;
  if (!(span > 0) || time.length === 0) return env;
  // One point beyond each edge, so the band runs to the plot's edges.
  const i0 = Math.max(0, lowerBound(time, start) - 1);
  const i1 = Math.min(time.length, upperBound(time, end) + 1);
  if (env.x.length < i1 - i0 + 2) {
    const cap = Math.max(i1 - i0 + 2, Math.min(columns + 4, i1 - i0 + 2));
    env.x = new Float64Array(cap);
    env.upper = new Float64Array(cap);
    env.lower = new Float64Array(cap);
  }
  const perPx = columns / span;
  const pxPerColumn = width / columns;
  let n = 0;
  let column = Number.NaN;
  for (let i = i0; i < i1; i++) {
    const hi = upper[i]!;
    const lo = typeof lower === 'number' ? lower : lower[i]!;
    const c = Math.floor((time[i]! - start) * perPx);
    const gap = Number.isNaN(hi) || Number.isNaN(lo);
    if (c !== column || gap) {
      column = gap ? Number.NaN : c;
      env.x[n] = gap ? (time[i]! - start) * perPx * pxPerColumn : (c + 0.5) * pxPerColumn;
      env.upper[n] = gap ? Number.NaN : hi;
      env.lower[n] = gap ? Number.NaN : lo;
      n++;
    } else {
      if (hi > env.upper[n - 1]!) env.upper[n - 1] = hi;
      if (lo < env.lower[n - 1]!) env.lower[n - 1] = lo;
    }
    if (!gap && time[i]! >= start && time[i]! <= end) {
      if (lo < env.min) env.min = lo;
      if (hi > env.max) env.max = hi;
    }
  }
  env.length = n;
  return env;
}

/**
 * Per-pixel min/max decimation (the M4 rule): of the points that fall into one device-pixel column, only the
 * first, the lowest, the highest and the last can change a pixel of a line drawn through them, so those four
 * are kept and everything else is dropped. The canvas sees at most four points per column (6,400 for a
 * 1,600 px chart, whatever the number of readings) and draws what a line through every point would show.
 *
 * One pass over the visible points, no allocation per point: the loop reads two Float64Arrays and writes
 * into a reusable buffer. The same pass finds the visible value extent for the y axis. A view of hundreds of
 * points per column reads whole blocks of them instead (valueBlocks.ts).
 */
import { BLOCK_SHIFT, extremesOf, found, valueBlocks } from './valueBlocks';

/** Points in a column from which its extremes are taken from whole blocks (four blocks' worth). */
const BLOCKS_FROM = 4 << BLOCK_SHIFT;

/** Index of the first element of the ascending `a` that is ≥ x (a.length when none). */
export function lowerBound(a: Float64Array, x: number, lo = 0, hi = a.length): number {
  let l = lo;
  let h = hi;
  while (l < h) {
    const m = (l + h) >>> 1;
    if (a[m]! < x) l = m + 1;
    else h = m;
  }
  return l;
}

/** Index of the first element of the ascending `a` that is > x (a.length when none). */
export function upperBound(a: Float64Array, x: number, lo = 0, hi = a.length): number {
  let l = lo;
  let h = hi;
  while (l < h) {
    const m = (l + h) >>> 1;
    if (a[m]! <= x) l = m + 1;
    else h = m;
  }
  return l;
}

/** A reusable output buffer of decimated points: x in CSS pixels of the plot area, y as values (NaN = break). */
export interface LineBuffer {
  x: Float64Array;
  y: Float64Array;
  /** Points written. */
  length: number;
  /** Lowest and highest value among points inside the view (Infinity/-Infinity when none). */
  min: number;
  max: number;
  /** Number of raw points inside the view. */
  visible: number;
}

export function createLineBuffer(capacity = 1024): LineBuffer {
  return {
    x: new Float64Array(capacity),
    y: new Float64Array(capacity),
    length: 0,
    min: Number.POSITIVE_INFINITY,
    max: Number.NEGATIVE_INFINITY,
    visible: 0,
  };
}

function grow(buf: LineBuffer, need: number): void {
  let cap = buf.x.length * 2;
  while (cap < need) cap *= 2;
  const x = new Float64Array(cap);
  const y = new Float64Array(cap);
  x.set(buf.x.subarray(0, buf.length));
  y.set(buf.y.subarray(0, buf.length));
  buf.x = x;
  buf.y = y;
}

/**
 * Decimates the points of (`time`, `value`) inside [start, end] — plus one neighbour on each side, so the line
 * runs to the edges — into `buf`.
 *
 * The walk goes column by column: the end of a column's run of points is found by a galloping search on the
 * times, and the run is scanned for its first, lowest, highest and last value, reading only the values. A
 * run of several points is placed on the column's centre (a vertical stroke, as the pixel would show it); a
 * lone point keeps its exact x, so sparse data is drawn where it is. Gaps (NaN values) break the line, but
 * for one that begins and ends inside a column, narrower than the pixel: a missed reading among the dozens
 * a column holds at a year's view would cut the line into as many pieces, each stroked and capped on its own
 * and none of the cuts visible.
 *
 * @param columns number of device-pixel columns of the plot area (its CSS width times devicePixelRatio)
 * @param width the plot area's width in CSS pixels (output x is in CSS pixels)
 */
export function decimate(
  time: Float64Array,
  value: Float64Array,
  start: number,
  end: number,
  columns: number,
  width: number,
  buf: LineBuffer,
): LineBuffer {
  const n = Math.min(time.length, value.length);
  buf.length = 0;
  buf.min = Number.POSITIVE_INFINITY;
  buf.max = Number.NEGATIVE_INFINITY;
  buf.visible = 0;
  if (n === 0 || !(end > start) || columns <= 0) return buf;

  const first = lowerBound(time, start, 0, n);
  const last = upperBound(time, end, first, n);
  buf.visible = last - first;
  // A view this dense reads whole blocks of points where a column holds enough of them.
  const blocks = last - first >= columns * BLOCKS_FROM ? valueBlocks(value) : null;
  const i0 = first > 0 ? first - 1 : 0;
  const i1 = last < n ? last + 1 : n;

  // Room for four points a column (more only with gaps, then emitRun grows the buffer).
  const need = Math.min(i1 - i0, columns * 4) + 16;
  if (buf.x.length < need) grow(buf, need);
  const kCol = columns / (end - start);
  const kPx = width / (end - start);
  const colWidth = width / columns;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let broken = false; // a gap was seen since the last emitted point

  let i = i0;
  while (i < i1) {
    const c = Math.floor((time[i]! - start) * kCol);
    const tEnd = start + (c + 1) / kCol;
    // j: the first index after i whose time lies in a later column (galloping, then binary search).
    let j = i + 1;
    if (j < i1 && time[j]! < tEnd) {
      let lo = j;
      let step = 1;
      while (lo + step < i1 && time[lo + step]! < tEnd) {
        lo += step;
        step *= 2;
      }
      j = lowerBound(time, tEnd, lo + 1, Math.min(i1, lo + step));
    }
    let k = i;
    while (k < j) {
      while (k < j && Number.isNaN(value[k]!)) {
        k++;
        broken = true;
      }
      if (k >= j) break;
      const iFirst = k;
      let iMin = k;
      let iMax = k;
      let iLast = k;
      let vMin = value[k]!;
      let vMax = vMin;
      if (blocks && j - k >= BLOCKS_FROM) {
        // Hundreds of points in this column: its extremes from whole blocks, its last value from the end.
        iLast = j - 1;
        while (Number.isNaN(value[iLast]!)) iLast--;
        extremesOf(value, blocks, iFirst, iLast);
        vMin = found.min;
        iMin = found.iMin;
        vMax = found.max;
        iMax = found.iMax;
        k = j;
      } else {
        for (k++; k < j; k++) {
          const v = value[k]!;
          if (v < vMin) {
            vMin = v;
            iMin = k;
          } else if (v > vMax) {
            vMax = v;
            iMax = k;
          } else if (Number.isNaN(v)) continue;
          iLast = k;
        }
      }
      const x = iLast === iFirst ? (time[iFirst]! - start) * kPx : (c + 0.5) * colWidth;
      emitRun(buf, value, x, broken, iFirst, iMin, iMax, iLast);
      // A gap that reaches the column's end breaks the line before the next column's points.
      broken = iLast < j - 1;
      if (c >= 0 && c < columns) {
        min = Math.min(min, vMin);
        max = Math.max(max, vMax);
      } else if (c >= columns) {
        // The column past the plot's right edge starts with the points at exactly `end`: they are drawn on
        // the edge, so the axis must hold them (the neighbour after them is not in view).
        for (let e = iFirst; e < j && e < last; e++) {
          const v = value[e]!;
          if (v < min) min = v;
          if (v > max) max = v;
        }
      }
    }
    i = j;
  }
  buf.min = min;
  buf.max = max;
  return buf;
}

/** Writes a run's first, min, max and last values at x (min and max in time order), after a break if due. */
function emitRun(
  buf: LineBuffer,
  value: Float64Array,
  x: number,
  broken: boolean,
  iFirst: number,
  iMin: number,
  iMax: number,
  iLast: number,
): void {
  let len = buf.length;
  if (len + 5 > buf.x.length) grow(buf, len + 5);
  const xs = buf.x;
  const ys = buf.y;
  if (broken && len > 0) {
    xs[len] = xs[len - 1]!;
    ys[len++] = Number.NaN;
  }
  xs[len] = x;
  ys[len++] = value[iFirst]!;
  const a = Math.min(iMin, iMax);
  const b = Math.max(iMin, iMax);
  if (a !== iFirst && a !== iLast) {
    xs[len] = x;
    ys[len++] = value[a]!;
  }
  if (b !== iFirst && b !== iLast && b !== a) {
    xs[len] = x;
    ys[len++] = value[b]!;
  }
  if (iLast !== iFirst) {
    xs[len] = x;
    ys[len++] = value[iLast]!;
  }
  buf.length = len;
}

/**
 * Index of the point of `time` nearest to `t` whose value is not NaN, searching at most `maxDistance` ms away;
 * -1 when there is none. When the nearest point is a gap, `allowGap` returns it anyway (the tooltip then says
 * "not collected").
 */
export function nearestIndex(
  time: Float64Array,
  value: Float64Array,
  t: number,
  maxDistance: number,
  allowGap = false,
): number {
  const n = Math.min(time.length, value.length);
  if (n === 0) return -1;
  const i = lowerBound(time, t, 0, n);
  let best = -1;
  let bestD = Number.POSITIVE_INFINITY;
  const consider = (j: number) => {
    const d = Math.abs(time[j]! - t);
    if (d <= maxDistance && d < bestD) {
      best = j;
      bestD = d;
    }
  };
  if (allowGap) {
    if (i < n) consider(i);
    if (i > 0) consider(i - 1);
    return best;
  }
  for (let j = i; j < n && time[j]! - t <= maxDistance; j++) {
    if (!Number.isNaN(value[j]!)) {
      consider(j);
      break;
    }
  }
  for (let j = i - 1; j >= 0 && t - time[j]! <= maxDistance; j--) {
    if (!Number.isNaN(value[j]!)) {
      consider(j);
      break;
    }
  }
  return best;
}

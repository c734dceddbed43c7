/**
 * A min/max pyramid over a series' values, so that zoom and pan cut a view into pixel columns in time that
 * grows with the number of columns, not with the number of points in view: a year of minute readings seen
 * whole puts hundreds of points in every column, and scanning them all at every wheel notch or drag move
 * was most of a frame.
 *
 * Level l holds, for every complete block of 2^(SHIFT+l) values, the index of its lowest and of its highest
 * value — the first one where several are equal, as a scan from the left finds them. A range is covered by
 * at most two blocks per level and fewer than 2^SHIFT single values on each end. The gaps (NaN) are kept as
 * a list of runs: the decimation asks only for ranges without a gap, and a block holding a gap is never
 * asked for.
 *
 * Built once per value array (series are immutable columns) — when the page is idle after a chart's first
 * frame, or at the first zoom or pan that finds none — and kept while the array lives.
 */

/** Blocks of the first level hold 2^SHIFT values. */
const SHIFT = 3;
/** Below this many values a linear scan costs no more than the pyramid's memory. */
const EXTREMA_MIN_POINTS = 4096;

export interface Extrema {
  /** Per level, the index of the first lowest and first highest value of each block. */
  minIdx: Int32Array[];
  maxIdx: Int32Array[];
  /** Maximal runs of NaN as [start, end) pairs, ascending. */
  gaps: Int32Array;
}

/** Indices of the first lowest and first highest value of a range (written by `rangeExtrema`). */
export interface RangeExtrema {
  iMin: number;
  iMax: number;
}

/** Builds the pyramid of `value` (one pass over the values, and one over each level). */
export function buildExtrema(value: Float64Array): Extrema {
  const n = value.length;
  const minIdx: Int32Array[] = [];
  const maxIdx: Int32Array[] = [];
  const runs: number[] = [];
  let gapStart = -1;
  const count = n >> SHIFT;
  const lo = new Int32Array(count);
  const hi = new Int32Array(count);
  for (let b = 0; b < count; b++) {
    const i0 = b << SHIFT;
    let iMin = i0;
    let iMax = i0;
    let vMin = value[i0]!;
    let vMax = vMin;
    let sum = vMin;
    for (let i = i0 + 1; i < i0 + (1 << SHIFT); i++) {
      const v = value[i]!;
      sum += v;
      if (v < vMin) {
        vMin = v;
        iMin = i;
      }
      if (v > vMax) {
        vMax = v;
        iMax = i;
      }
    }
    lo[b] = iMin;
    hi[b] = iMax;
    // A sum that is not a number marks a block with a gap (or with both infinities): only those are walked.
    if (!Number.isNaN(sum)) {
      if (gapStart >= 0) {
        runs.push(gapStart, i0);
        gapStart = -1;
      }
    } else gapStart = gapRuns(value, i0, i0 + (1 << SHIFT), gapStart, runs);
  }
  gapStart = gapRuns(value, count << SHIFT, n, gapStart, runs);
  if (gapStart >= 0) runs.push(gapStart, n);
  if (count > 0) {
    minIdx.push(lo);
    maxIdx.push(hi);
  }
  for (let l = 0; l < minIdx.length && minIdx[l]!.length >= 2; l++) {
    const cLo = minIdx[l]!;
    const cHi = maxIdx[l]!;
    const m = cLo.length >> 1;
    const pLo = new Int32Array(m);
    const pHi = new Int32Array(m);
    for (let b = 0; b < m; b++) {
      const a = cLo[2 * b]!;
      const c = cLo[2 * b + 1]!;
      pLo[b] = value[c]! < value[a]! ? c : a;
      const d = cHi[2 * b]!;
      const e = cHi[2 * b + 1]!;
      pHi[b] = value[e]! > value[d]! ? e : d;
    }
    minIdx.push(pLo);
    maxIdx.push(pHi);
  }
  return { minIdx, maxIdx, gaps: Int32Array.from(runs) };
}

/** Adds the gap runs of value[from, to) that end there to `runs`; returns the start of a gap still open at `to`. */
function gapRuns(value: Float64Array, from: number, to: number, open: number, runs: number[]): number {
  let gapStart = open;
  for (let i = from; i < to; i++) {
    if (Number.isNaN(value[i]!)) {
      if (gapStart < 0) gapStart = i;
    } else if (gapStart >= 0) {
      runs.push(gapStart, i);
      gapStart = -1;
    }
  }
  return gapStart;
}

const cache = new WeakMap<Float64Array, Extrema>();

/**
 * The pyramid of `value` when it is built; `build` builds it now (when the array is long enough to need
 * one), otherwise null is returned.
 */
export function extremaOf(value: Float64Array, build = true): Extrema | null {
  let e = cache.get(value);
  if (!e && build && value.length >= EXTREMA_MIN_POINTS) {
    e = buildExtrema(value);
    cache.set(value, e);
  }
  return e ?? null;
}

const pending = new WeakSet<Float64Array>();

/**
 * Builds the pyramid of `value` when the page is idle: the first frame of a chart scans its points and shows
 * at once, and the first wheel notch or drag finds the pyramid ready instead of building it then.
 */
export function prebuildExtrema(value: Float64Array): void {
  if (value.length < EXTREMA_MIN_POINTS || cache.has(value) || pending.has(value)) return;
  pending.add(value);
  const build = () => {
    pending.delete(value);
    extremaOf(value);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(build, { timeout: 2000 });
  else setTimeout(build, 250);
}

/**
 * The first lowest and first highest value of `value` in [from, to) (from < to, no NaN in the range), into
 * `out`. Equal values are decided by index, so the answer is the one a scan from the left gives.
 */
export function rangeExtrema(
  e: Extrema,
  value: Float64Array,
  from: number,
  to: number,
  out: RangeExtrema,
): RangeExtrema {
  let iMin = from;
  let iMax = from;
  let vMin = value[from]!;
  let vMax = vMin;
  const mask = (1 << SHIFT) - 1;
  // Single values up to the first block boundary, then after the last one (in order, so no tie can win).
  const head = Math.min(to, (from + 1 + mask) & ~mask);
  const tail = Math.max(head, to & ~mask);
  for (let i = from + 1; i < to; i++) {
    if (i === head) i = tail;
    if (i >= to) break;
    const v = value[i]!;
    if (v < vMin) {
      vMin = v;
      iMin = i;
    } else if (v > vMax) {
      vMax = v;
      iMax = i;
    }
  }
  // Whole blocks: at each level an odd block on either end, then up a level with the rest.
  let a = head >> SHIFT;
  let b = tail >> SHIFT;
  for (let l = 0; a < b; l++) {
    const mins = e.minIdx[l]!;
    const maxs = e.maxIdx[l]!;
    if (a & 1) {
      const j = mins[a]!;
      const k = maxs[a]!;
      a++;
      const u = value[j]!;
      if (u < vMin || (u === vMin && j < iMin)) {
        vMin = u;
        iMin = j;
      }
      const w = value[k]!;
      if (w > vMax || (w === vMax && k < iMax)) {
        vMax = w;
        iMax = k;
      }
    }
    if (b & 1 && a < b) {
      b--;
      const j = mins[b]!;
      const k = maxs[b]!;
      const u = value[j]!;
      if (u < vMin || (u === vMin && j < iMin)) {
        vMin = u;
        iMin = j;
      }
      const w = value[k]!;
      if (w > vMax || (w === vMax && k < iMax)) {
        vMax = w;
        iMax = k;
      }
    }
    a >>= 1;
    b >>= 1;
  }
  out.iMin = iMin;
  out.iMax = iMax;
  return out;
}

/** Index of the first gap run of `gaps` whose end lies after `i` (gaps.length / 2 when none), from `k` on. */
export function gapAfter(gaps: Int32Array, i: number, k: number): number {
  let l = k;
  let h = gaps.length >> 1;
  while (l < h) {
    const m = (l + h) >>> 1;
    if (gaps[2 * m + 1]! <= i) l = m + 1;
    else h = m;
  }
  return l;
}

/**
 * The lowest and highest value of each run of 32 consecutive points of a series, with where they occur. A
 * view of hundreds of points per pixel column (a zoom or pan step over half a million readings) then finds a
 * column's extremes from its whole blocks and reads single values only at its two ends: about a sixth of
 * the reads of a scan, so the steps of a gesture stay within a frame. Built once per value array, on the
 * first view that has that many points per column; series are immutable once given to a chart (a new
 * array, as React state, is a new series), so the blocks never go stale.
 */

/** log2 of the points per block. */
export const BLOCK_SHIFT = 5;
const BLOCK = 1 << BLOCK_SHIFT;

export interface ValueBlocks {
  /** Lowest finite value of each block (Infinity when the block is all gaps) and its first index. */
  min: Float64Array;
  iMin: Int32Array;
  /** Highest finite value of each block (-Infinity when all gaps) and its first index. */
  max: Float64Array;
  iMax: Int32Array;
}

const built = new WeakMap<Float64Array, ValueBlocks>();

/** The blocks of `value`, built on the first call for that array. */
export function valueBlocks(value: Float64Array): ValueBlocks {
  let blocks = built.get(value);
  if (!blocks) {
    blocks = buildBlocks(value);
    built.set(value, blocks);
  }
  return blocks;
}

function buildBlocks(value: Float64Array): ValueBlocks {
  const n = value.length;
  const count = (n + BLOCK - 1) >> BLOCK_SHIFT;
  const min = new Float64Array(count);
  const max = new Float64Array(count);
  const iMin = new Int32Array(count);
  const iMax = new Int32Array(count);
  for (let b = 0; b < count; b++) {
    const from = b << BLOCK_SHIFT;
    startAt(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1);
    fold(value, from, Math.min(n, from + BLOCK));
    min[b] = found.min;
    iMin[b] = found.iMin;
    max[b] = found.max;
    iMax[b] = found.iMax;
  }
  return { min, iMin, max, iMax };
}

/** The extremes found by the functions below (one reusable record: the decimation loop allocates nothing). */
export const found = { min: 0, iMin: 0, max: 0, iMax: 0 };

function startAt(min: number, max: number, at: number): void {
  found.min = min;
  found.max = max;
  found.iMin = at;
  found.iMax = at;
}

/**
 * Folds the values at [from, to) into `found`: a lower or a higher one replaces that extreme and its index.
 * The comparisons are strict, so an extreme keeps its first index, and NaN (a gap) passes neither.
 */
function fold(value: Float64Array, from: number, to: number): void {
  let { min, iMin, max, iMax } = found;
  for (let k = from; k < to; k++) {
    const v = value[k]!;
    if (v < min) {
      min = v;
      iMin = k;
    }
    if (v > max) {
      max = v;
      iMax = k;
    }
  }
  found.min = min;
  found.iMin = iMin;
  found.max = max;
  found.iMax = iMax;
}

/** Lowest and highest finite value of `value` at [from, to), with their first indices (-1 when there is none). */
export function extentWithIndex(
  value: Float64Array,
  from = 0,
  to = value.length,
): { min: number; max: number; iMin: number; iMax: number } {
  startAt(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1);
  fold(value, from, to);
  return { ...found };
}

/**
 * Lowest and highest finite value of `value` over indices [from, to] (both ends included, `value[from]`
 * finite), with their first indices, into `found`: single values up to the first block boundary, then the
 * whole blocks inside the range, then single values again. The values are compared here, not through `fold`:
 * in locals, without `found` read and written per call, a zoom step's decimation is a quarter faster.
 */
export function extremesOf(value: Float64Array, blocks: ValueBlocks, from: number, to: number): void {
  const firstWhole = ((from + BLOCK) >> BLOCK_SHIFT) << BLOCK_SHIFT;
  const endWhole = ((to + 1) >> BLOCK_SHIFT) << BLOCK_SHIFT;
  let vMin = value[from]!;
  let vMax = vMin;
  let iMin = from;
  let iMax = from;
  for (let k = from + 1; k <= to; k++) {
    if (k === firstWhole && endWhole > firstWhole) {
      const { min, iMin: minAt, max, iMax: maxAt } = blocks;
      for (let b = firstWhole >> BLOCK_SHIFT, last = endWhole >> BLOCK_SHIFT; b < last; b++) {
        if (min[b]! < vMin) {
          vMin = min[b]!;
          iMin = minAt[b]!;
        }
        if (max[b]! > vMax) {
          vMax = max[b]!;
          iMax = maxAt[b]!;
        }
      }
      k = endWhole - 1;
      continue;
    }
    const v = value[k]!;
    if (v < vMin) {
      vMin = v;
      iMin = k;
    }
    if (v > vMax) {
      vMax = v;
      iMax = k;
    }
  }
  found.min = vMin;
  found.iMin = iMin;
  found.max = vMax;
  found.iMax = iMax;
}

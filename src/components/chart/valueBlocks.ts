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
    const to = Math.min(n, from + BLOCK);
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    let at = -1;
    let hiAt = -1;
    for (let i = from; i < to; i++) {
      const v = value[i]!;
      // Strict comparisons keep the first index of an extreme; NaN (a gap) passes neither.
      if (v < lo) {
        lo = v;
        at = i;
      }
      if (v > hi) {
        hi = v;
        hiAt = i;
      }
    }
    min[b] = lo;
    iMin[b] = at;
    max[b] = hi;
    iMax[b] = hiAt;
  }
  return { min, iMin, max, iMax };
}

/** The extremes found by `extremesOf` (one reusable record: the decimation loop allocates nothing). */
export const found = { min: 0, iMin: 0, max: 0, iMax: 0 };

/**
 * Lowest and highest finite value of `value` over indices [from, to] (both ends included, `value[from]`
 * finite), with their first indices, into `found`: single values up to the first block boundary, whole
 * blocks, then single values again.
 */
export function extremesOf(value: Float64Array, blocks: ValueBlocks, from: number, to: number): void {
  let vMin = value[from]!;
  let vMax = vMin;
  let iMin = from;
  let iMax = from;
  const firstWhole = ((from + BLOCK) >> BLOCK_SHIFT) << BLOCK_SHIFT;
  const endWhole = ((to + 1) >> BLOCK_SHIFT) << BLOCK_SHIFT;
  const headEnd = Math.min(firstWhole, to + 1);
  for (let k = from + 1; k < headEnd; k++) {
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
  let tailStart = headEnd;
  if (endWhole > firstWhole) {
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
    tailStart = endWhole;
  }
  for (let k = tailStart; k <= to; k++) {
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

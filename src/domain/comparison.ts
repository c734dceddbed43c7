/*
 * The rules of the comparison screen (part 2 §2.7): which block a line of the block age comparison belongs
 * to, the blocks chosen at first, and the difference of the two thermometers of a gradient comparison.
 */
import type { Series } from './adapters/series.ts';
import { AGE_COMPARISON_DEFAULT_BLOCKS } from './constants.ts';

/** One block's line of the block age comparison: °C by concrete age (`time` = elapsed ms since day 0). */
export interface BlockCurve {
  /** The dam block number. */
  block: number;
  /** Daily average concrete temperature by age. */
  series: Series;
}

/**
 * The lines of the block curve call paired with their blocks: by the line's name ('6#', '6') when it says a
 * block that was asked for, otherwise by position (the call answers in the order asked). Lines that match
 * no block are left out.
 */
export function blockCurves(lines: readonly Series[], blocks: readonly number[]): BlockCurve[] {
  const asked = new Set(blocks);
  const out: BlockCurve[] = [];
  const taken = new Set<number>();
  lines.forEach((series, i) => {
    const named = /^\s*(\d+)\s*#?\s*$/.exec(series.name);
    const byName = named ? Number(named[1]) : null;
    const block = byName !== null && asked.has(byName) ? byName : blocks[i];
    if (block === undefined || taken.has(block)) return;
    taken.add(block);
    out.push({ block, series });
  });
  return out;
}

/** Whether a block's line has at least one reading to draw. */
export function blockCurveHasData(curve: BlockCurve): boolean {
  return curve.series.value.some(Number.isFinite);
}

/**
 * The blocks chosen when the screen opens (6 to 11, part 2 §2.7), as far as the dam has them; all of them
 * when it has none of these (an empty list of dam blocks keeps the default, the list may still be loading).
 */
export function defaultComparisonBlocks(available?: readonly number[]): number[] {
  const defaults = [...AGE_COMPARISON_DEFAULT_BLOCKS];
  if (!available || available.length === 0) return defaults;
  const present = defaults.filter((b) => available.includes(b));
  return present.length > 0 ? present : [...available];
}

/**
 * `a − b` at the times of `a` (°C): where `b` has a reading within `toleranceMs` of that time (the nearest
 * one); NaN where either has no reading. The thermometers of one gradient meter report together, so their
 * times match; the tolerance absorbs a few seconds of skew between channels.
 */
export function seriesDifference(
  a: Series,
  b: Series,
  id: string,
  name: string,
  toleranceMs = 5 * 60_000,
): Series {
  const time = new Float64Array(a.time);
  const value = new Float64Array(a.time.length).fill(Number.NaN);
  let j = 0;
  for (let i = 0; i < a.time.length; i++) {
    const t = a.time[i] as number;
    // Both are ascending: move j to the last time of b not after t, then take the nearer neighbour.
    while (j + 1 < b.time.length && (b.time[j + 1] as number) <= t) j++;
    let k = j;
    if (
      j + 1 < b.time.length &&
      Math.abs((b.time[j + 1] as number) - t) < Math.abs((b.time[j] as number) - t)
    )
      k = j + 1;
    if (b.time.length === 0 || Math.abs((b.time[k] as number) - t) > toleranceMs) continue;
    const diff = (a.value[i] as number) - (b.value[k] as number);
    if (Number.isFinite(diff)) value[i] = diff;
  }
  return { id, name, time, value };
}

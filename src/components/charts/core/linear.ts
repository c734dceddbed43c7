import { nice, tickStep, ticks } from 'd3-array';

/**
 * Fitting a linear value axis to its data. The round steps, the rounding outward and the tick values are
 * d3-array's `tickStep`, `nice` and `ticks` — the functions d3-scale's `scaleLinear().nice()` and `.ticks()`
 * call. The default axis calls them directly: importing `scaleLinear` brings d3-interpolate and d3-color
 * (6.5 KB min+gzip) for an interpolation a canvas axis never uses. What is the chart's own is what a reader of
 * a dam's sensors needs from the extent first: a flat line padded so that it can be drawn, 3% of headroom
 * that never crosses zero, and a second axis whose ticks fall on the first axis' grid lines.
 */

/** Below this span a range is flat: a single value, a line that never moves. */
const FLAT = 1e-9;

/** A flat range widened by 5% of its value, at least 1 each way, so that it can be drawn; others as they are. */
function widenFlat(min: number, max: number): [number, number] {
  if (max - min >= FLAT) return [min, max];
  const pad = Math.max(Math.abs(min) * 0.05, 1);
  return [min - pad, max + pad];
}

/**
 * A readable value range for an axis from the extent of the visible data: padded when flat (a single value,
 * a line that never moves), given 3% of headroom (never across zero) and rounded outward by d3's `nice` to
 * about `count` round intervals. Without data, [0, 1].
 */
export function niceExtent(min: number, max: number, count: number): [number, number] {
  if (!(min <= max)) return [0, 1];
  let [lo, hi] = widenFlat(min, max);
  if (max - min >= FLAT) {
    const pad = (hi - lo) * 0.03;
    lo = lo >= 0 && lo - pad < 0 ? 0 : lo - pad;
    hi = hi <= 0 && hi + pad > 0 ? 0 : hi + pad;
  }
  const [d0, d1] = nice(lo, hi, count);
  return [d0 + 0, d1 + 0];
}

/**
 * A range for a second axis with exactly `intervals` round intervals, so that its ticks fall on the grid lines
 * of the first axis (the flow axis beside the temperature axis). `intervals` is at least 1.
 */
export function alignedExtent(min: number, max: number, intervals: number): [number, number] {
  // Nothing to show (a curve without readings): steps of 1, not labels like 0.33333.
  if (!(min <= max)) return [0, intervals];
  const [lo, hi] = widenFlat(min, max);
  let step = tickStep(lo, hi, intervals);
  for (let guard = 0; guard < 40; guard++) {
    const start = Math.floor(lo / step) * step;
    if (start + intervals * step >= hi - 1e-9) return [start, start + intervals * step];
    // The next round step: 1 → 2 → 5 → 10.
    const power = 10 ** Math.floor(Math.log10(step) + 1e-9);
    const m = Math.round(step / power);
    step = (m < 2 ? 2 : m < 5 ? 5 : 10) * power;
  }
  return [lo, hi];
}

/** Decimals needed to print evenly spaced tick values without two labels reading the same. */
export function tickDecimals(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const step = Math.abs(values[1]! - values[0]!);
  for (let d = 0; d < 6; d++) {
    const scaled = step * 10 ** d;
    if (Math.abs(Math.round(scaled) - scaled) < 1e-6 * Math.max(1, scaled)) return d;
  }
  return 6;
}

/** About `count` round tick values within [d0, d1] (d3-array's `ticks`). */
export function valueTicks(d0: number, d1: number, count: number): number[] {
  return ticks(d0, d1, count);
}

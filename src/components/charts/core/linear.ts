import type { Affine } from './types';

/**
 * Value axes: round ticks (1, 2 or 5 × a power of ten) and an affine map kept as two numbers, so that mapping
 * a decimated buffer to pixels is one multiply-add per point and no function call.
 *
 * This started on d3-array's `ticks` and `nice`. d3-array's ESM build is one module with top-level calls, so
 * bundlers keep most of it (3.3 KB minified) for three small functions, which the 30 KB budget of
 * `import { BayCurve }` could not afford; the arithmetic is short and lives here.
 */

export type { Affine };

/** The affine map of [d0, d1] onto [r0, r1]. */
export function affine(d0: number, d1: number, r0: number, r1: number): Affine {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return { k, offset: r0 - d0 * k };
}

/**
 * The round step (1, 2 or 5 × 10^n) that cuts `span` into about `count` intervals. The switch points are the
 * geometric means between the candidates (√2, √10, √50), so each candidate wins where it is closest on a log
 * scale.
 */
export function tickStep(span: number, count: number): number {
  const raw = Math.abs(span) / Math.max(1, count);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m >= 7.072 ? 10 : m >= 3.163 ? 5 : m >= 1.415 ? 2 : 1) * power;
}

/** Multiples of `step` within [d0, d1], computed from integers so that 0.1 steps print as 0.3, not 0.30000000000000004. */
function multiples(d0: number, d1: number, step: number): number[] {
  const out: number[] = [];
  if (step >= 1) {
    for (let i = Math.ceil(d0 / step); i * step <= d1 + step * 1e-9; i++) out.push(i * step + 0);
  } else {
    const inv = Math.round(1 / step);
    for (let i = Math.ceil(d0 * inv - 1e-9); i / inv <= d1 + step * 1e-9; i++) out.push(i / inv + 0);
  }
  return out;
}

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
 * a line that never moves), given 3% of headroom (never across zero) and rounded outward to a round step.
 * Without data, [0, 1].
 */
export function niceExtent(min: number, max: number, count: number): [number, number] {
  if (!(min <= max)) return [0, 1];
  let [lo, hi] = widenFlat(min, max);
  if (max - min >= FLAT) {
    const pad = (hi - lo) * 0.03;
    lo = lo >= 0 && lo - pad < 0 ? 0 : lo - pad;
    hi = hi <= 0 && hi + pad > 0 ? 0 : hi + pad;
  }
  // Round outward until the step of the rounded range is the step it was rounded to, so that the range
  // starts and ends on ticks.
  let step = 0;
  for (let i = 0; i < 10; i++) {
    const next = tickStep(hi - lo, count);
    if (next === step) break;
    step = next;
    lo = Math.floor(lo / step) * step;
    hi = Math.ceil(hi / step) * step;
  }
  return [lo + 0, hi + 0];
}

/**
 * A range for a second axis with exactly `intervals` round intervals, so that its ticks fall on the grid lines
 * of the first axis (the flow axis beside the temperature axis). `intervals` is at least 1.
 */
export function alignedExtent(min: number, max: number, intervals: number): [number, number] {
  // Nothing to show (a curve without readings): steps of 1, not labels like 0.33333.
  if (!(min <= max)) return [0, intervals];
  const [lo, hi] = widenFlat(min, max);
  let step = tickStep(hi - lo, intervals);
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

/** Tick values of [d0, d1]: about `count` round values. */
export function valueTicks(d0: number, d1: number, count: number): number[] {
  if (!(d1 > d0)) return [d0];
  return multiples(d0, d1, tickStep(d1 - d0, count));
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

import type { BlockCurve } from '../../../domain';
import { tempC } from '../../../domain/units';
import { createRandom, DAY } from '../../fixtures';

/**
 * Block age comparison data as the reference backend answers it (part 2 §2.7): for each block the daily
 * average concrete temperature of its bays by age — cement hydration lifts the concrete from its ~16 °C
 * placing temperature to a peak of 24–26 °C on day 3–5, first-phase cooling brings it down to ~20 °C, the
 * mid-phase to ~16 °C, the second phase to ~12 °C. Raw tenths of a degree go through `tempC` as the hooks do.
 */

/** The dam's blocks, left to right (a site of 22 blocks; 5, 14, 15 and 20 not poured yet). */
export const DAM_BLOCKS: readonly number[] = Array.from({ length: 22 }, (_, i) => i + 1);

/** Blocks without a bay yet: their line comes back empty. */
export const UNPOURED_BLOCKS: readonly number[] = [5, 14, 15, 20];

/** One block's daily average by age over `days` days. */
export function blockCurve(block: number, days = 200, seed = block): BlockCurve {
  const random = createRandom(seed * 7 + 1);
  const peak = 240 + random() * 25;
  const placing = 150 + random() * 25;
  const time = new Float64Array(days);
  const value = new Float64Array(days);
  for (let age = 0; age < days; age++) {
    time[age] = age * DAY;
    const rise = placing + (peak - placing) * (1 - Math.exp(-age / 1.4));
    // Cooling phases step the concrete down after the peak; the tail is averaged over fewer, older bays.
    const cooled =
      Math.min(age, 30) * 0.14 + Math.max(0, Math.min(age, 90) - 50) * 0.1 + Math.max(0, age - 120) * 0.05;
    const noise = (random() - 0.5) * (age > 150 ? 14 : 5);
    const raw = Math.round(Math.max(95, rise - cooled * 10 + noise));
    value[age] = tempC(raw) ?? Number.NaN;
  }
  return { block, series: { id: `block-${block}#`, name: `${block}#`, time, value } };
}

/** A block whose line has no reading (not poured yet). */
export function emptyBlockCurve(block: number): BlockCurve {
  return {
    block,
    series: {
      id: `block-${block}#`,
      name: `${block}#`,
      time: new Float64Array(0),
      value: new Float64Array(0),
    },
  };
}

/** The default comparison: blocks 6 to 11. */
export function defaultBlockCurves(): BlockCurve[] {
  return [6, 7, 8, 9, 10, 11].map((b) => blockCurve(b, 160 + ((b * 37) % 60)));
}

/** Every poured block of the dam, and the unpoured ones empty: 22 lines, the palette wraps. */
export function everyBlockCurve(): BlockCurve[] {
  return DAM_BLOCKS.map((b) =>
    UNPOURED_BLOCKS.includes(b) ? emptyBlockCurve(b) : blockCurve(b, 120 + b * 6),
  );
}

/** A block poured last week: seven days, still heating. */
export function youngBlockCurves(): BlockCurve[] {
  return [blockCurve(21, 7), blockCurve(22, 4)];
}

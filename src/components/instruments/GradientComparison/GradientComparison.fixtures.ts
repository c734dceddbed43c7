import type { Series } from '../../../domain';
import { tempC } from '../../../domain/units';
import { timeGrid } from '../../charts/core/fixtures';
import { createRandom, DAY, FIXTURE_NOW, MINUTE } from '../../fixtures';

/**
 * A gradient meter's thermometers as the reference backend answers them (part 2 §2.9): five depths under the
 * surface of a bay, read every 10 minutes for 3 days. Near the surface the day's air swing is large, deeper
 * down it fades and lags; the concrete core is warmer. Raw tenths go through `tempC` as the hooks do.
 */

/** The thermometer names of meter 19#-010, shallow to deep. */
export const METER_THERMOMETERS: readonly string[] = [
  'TD19-010-0.1m',
  'TD19-010-0.5m',
  'TD19-010-1m',
  'TD19-010-2m',
  'TD19-010-3m',
];

const DEPTHS = [0.1, 0.5, 1, 2, 3];

/** The curve of one thermometer of the meter by name. */
export function gradientCurve(name: string, days = 3): Series {
  const i = Math.max(0, METER_THERMOMETERS.indexOf(name));
  const depth = DEPTHS[i] ?? 1;
  const random = createRandom(101 + i);
  const time = timeGrid(FIXTURE_NOW - days * DAY, FIXTURE_NOW, 10 * MINUTE);
  const value = new Float64Array(time.length);
  const swing = 4 * Math.exp(-depth / 0.6);
  const core = 12 + Math.min(depth, 2) * 1.3;
  for (let k = 0; k < time.length; k++) {
    const phase = (((time[k] as number) / DAY) * 2 - depth / 2) * Math.PI;
    const raw = Math.round((core + swing * Math.sin(phase) + (random() - 0.5) * 0.15) * 10);
    value[k] = tempC(raw) ?? Number.NaN;
  }
  return { id: `gradient-${name}`, name, time, value };
}

/** The shallowest and the deepest: the largest gradient. */
export function surfaceAndCore(): Series[] {
  return [gradientCurve('TD19-010-0.1m'), gradientCurve('TD19-010-3m')];
}

/** Two readings a day missing on the deep one (a flaky channel): the difference has gaps there. */
export function withGaps(): Series[] {
  const [a, b] = surfaceAndCore() as [Series, Series];
  const value = new Float64Array(b.value);
  for (let k = 100; k < 160; k++) value[k] = Number.NaN;
  return [a, { ...b, value }];
}

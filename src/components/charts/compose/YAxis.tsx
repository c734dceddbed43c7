import { useMemo } from 'react';
import type { AxisSide, ContinuousScale } from '../core/types';
import { type AxisPart, useChartPart } from './ChartContext';

export interface YAxisProps {
  /** Which side it is drawn on (default left). Marks choose their axis with their own `axis` prop. */
  side?: AxisSide | undefined;
  /** Unit written at the top of the axis, e.g. `°C`. */
  unit?: string | undefined;
  /**
   * A d3 continuous scale — `scaleLog()`, `scaleSqrt()`, `scaleSymlog()`… (default linear). Its kind, base and
   * exponent are kept; its domain is fitted to what is drawn (or to `domain`) and rounded with `nice`, its
   * range is the plot's height, and its `ticks` and `tickFormat` write the axis.
   */
  scale?: ContinuousScale | undefined;
  /** A fixed value range; it still widens to hold every value drawn on the axis. */
  domain?: readonly [number, number] | undefined;
  /** The fitted range always includes 0 (flow, opening). */
  includeZero?: boolean | undefined;
  /** Writes a tick's label (default: the scale's `tickFormat`, or the decimals the step needs). */
  tickFormat?: (value: number) => string;
}

/**
 * A value axis of a `<Chart>`: where its ticks come from and what unit it names. An axis is drawn while a
 * mark is drawn on it; without any `<YAxis>`, the left axis is linear and unnamed. On the right, a linear axis
 * puts its ticks on the left axis' grid lines.
 */
export function YAxis({ side = 'left', unit, scale, domain, includeZero, tickFormat }: YAxisProps) {
  const part = useMemo<AxisPart>(
    () => ({ kind: 'axis', side, unit, scale, domain, includeZero, tickFormat }),
    [side, unit, scale, domain?.[0], domain?.[1], includeZero, tickFormat],
  );
  useChartPart('YAxis', part);
  return null;
}

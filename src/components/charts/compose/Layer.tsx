import { useMemo } from 'react';
import type { PlotLayer, View } from '../core/types';
import { type MarkLegend, type MarkPart, useChartPart } from './ChartContext';

export interface LayerProps {
  /**
   * A portal's own mark: it lays itself out for the window and plot size (returning the values its axis must
   * hold) and draws into the canvas context with the axis' scale, like the built-in candles and areas. Keep
   * the object stable (useMemo): a new one redraws the chart.
   */
  layer: PlotLayer | null | undefined;
  /** Its entry in `<Legend>` (none: not listed). */
  legend?: MarkLegend | undefined;
  /** The time span it covers, so that zoom and pan reach all of it. */
  extent?: View | null | undefined;
  /** Not drawn, but keeps its place. */
  hidden?: boolean | undefined;
}

/** Adds a custom drawing layer (a `PlotLayer`) to a `<Chart>`, on the chart's shared scales. */
export function Layer({ layer, legend, extent, hidden }: LayerProps) {
  const part = useMemo<MarkPart | null>(
    () => (layer && !hidden ? { kind: 'mark', layer, legend, extent } : null),
    [layer, legend, extent, hidden],
  );
  useChartPart('Layer', part);
  return null;
}

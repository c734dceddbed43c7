import { useMemo } from 'react';
import { ChartKey } from '../core/ChartKey';
import type { PlotLine } from '../core/types';
import { useChart } from './ChartContext';

/**
 * The key under the plot: a swatch in the stroke colour and the name of each line drawn, only those, so that
 * a reader tells the lines apart without the tooltip (a chart whose legend toggles do not name each line).
 */
export function Key() {
  const { marks, hidden } = useChart('Key');
  const lines = useMemo(
    () => [...marks].flatMap(([id, m]): PlotLine[] => (m.line && !hidden.has(id) ? [m.line] : [])),
    [marks, hidden],
  );
  return <ChartKey lines={lines} />;
}

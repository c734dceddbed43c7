import { useMemo } from 'react';
import { seriesColumns } from '../../../domain/adapters/series';
import { ChartNavigator } from '../core/ChartNavigator';
import { chartPalette } from '../core/chart.css';
import type { PlotLine, SeriesInput } from '../core/types';
import { useChart } from './ChartContext';

export interface NavigatorProps {
  /** Series ids of the lines drawn in the strip (default: the main line, the chart's first). */
  lines?: readonly string[] | undefined;
  /** A series drawn in the strip instead (the raw readings under a chart of candles). */
  series?: SeriesInput | null | undefined;
  /** Its colour (default the first of the chart palette). */
  color?: string | undefined;
  /** Height of the strip in CSS pixels (default 48, at least a touch target). */
  height?: number | undefined;
}

/**
 * The overview strip under the plot: the chosen lines over the whole extent with the visible window on them;
 * drag the window to pan, its edges to zoom, tap beside it to jump. A pointer convenience (the plot itself
 * zooms and pans by keyboard), hidden from assistive technology.
 */
export function Navigator({ lines: ids, series, color = chartPalette[0]!, height }: NavigatorProps) {
  const { marks, store, rightAxis } = useChart('Navigator');
  const lines = useMemo(() => {
    if (series) return [{ series: seriesColumns(series), color }];
    const all = [...marks.values()].flatMap((m): PlotLine[] => (m.line ? [m.line] : []));
    return ids ? all.filter((l) => ids.includes(l.series.id)) : all.slice(0, 1);
  }, [marks, ids, series, color]);
  if (lines.length === 0) return null;
  return <ChartNavigator store={store} lines={lines} rightAxis={rightAxis} height={height} />;
}

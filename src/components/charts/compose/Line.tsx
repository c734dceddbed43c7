import { useMemo } from 'react';
import { seriesColumns } from '../../../domain/adapters/series';
import type { PlotLine, SeriesInput } from '../core/types';
import { type MarkPart, useChartPart } from './ChartContext';

export interface LineProps extends Omit<PlotLine, 'series'> {
  /**
   * The data (typed columns, or plain number arrays; NaN is a gap); none: nothing drawn, the line keeps its
   * place among the marks.
   */
  series: SeriesInput | null | undefined;
  /** Its name in the tooltip, the summary, the key and the legend (default `series.name`). */
  name?: string | undefined;
  /** Not drawn, but keeps its place (a curve a toggle hides). */
  hidden?: boolean | undefined;
}

/** The part a line registers: the engine's line, and its legend entry. */
export function lineMark({ series, name, hidden, ...look }: LineProps): MarkPart | null {
  if (!series || hidden) return null;
  const columns = seriesColumns(series);
  const named = name === undefined || name === columns.name ? columns : { ...columns, name };
  const line: PlotLine = { ...look, series: named };
  return {
    kind: 'mark',
    line,
    legend: { name: named.name, color: look.color, dashed: look.dash !== undefined },
  };
}

/**
 * A line of a `<Chart>`: a series decimated per pixel column (a year of 10-minute readings draws as fast as a
 * day), on the left or right axis, with markers when its points are sparse. The first line is the one the
 * crosshair snaps to. `curve` draws it through a d3-shape curve (see `<Step>`).
 */
export function Line(props: LineProps) {
  const { series, name, hidden, color, axis, unit, width, dash, markers, decimals, curve } = props;
  const part = useMemo(
    () => lineMark({ series, name, hidden, color, axis, unit, width, dash, markers, decimals, curve }),
    [series, name, hidden, color, axis, unit, width, dash, markers, decimals, curve],
  );
  useChartPart('Line', part);
  return null;
}

/** Point markers only, no line between them (manual readings, lab samples). */
export function Markers(props: Omit<LineProps, 'markers' | 'width' | 'dash' | 'curve'>) {
  return <Line {...props} markers="always" width={0} />;
}

import type { CurveFactory } from 'd3-shape';
import { useMemo } from 'react';
import { seriesColumns } from '../../../domain/adapters/series';
import { createAreaLayer } from '../core/layers/area';
import type { AxisSide, SeriesInput } from '../core/types';
import { seriesExtent } from '../core/view';
import { type MarkPart, useChartPart } from './ChartContext';

export interface AreaProps {
  /** The upper edge (typed columns, or plain number arrays; NaN is a gap). */
  series: SeriesInput | null | undefined;
  /** The lower edge: values at the same times as `series` (a band), or a value to fill down to (default 0). */
  lower?: Float64Array | number | undefined;
  /** Fill colour: any CSS colour, also `var(…)`. */
  color: string;
  /** Opacity of the fill (default 0.25). */
  opacity?: number | undefined;
  /** The value axis (default left). */
  axis?: AxisSide | undefined;
  /** A d3-shape curve for its edges (default straight). */
  curve?: CurveFactory | undefined;
  /** Its name in the legend (default `series.name`). */
  name?: string | undefined;
  /** Not drawn, but keeps its place. */
  hidden?: boolean | undefined;
}

/**
 * A filled area under a series, or a band between two columns of values (a design envelope, a min–max
 * range), drawn under the lines with d3-shape's `area` on the canvas, one vertex pair per pixel column.
 */
export function Area({ series: input, lower = 0, color, opacity, axis, curve, name, hidden }: AreaProps) {
  const part = useMemo<MarkPart | null>(() => {
    if (!input || hidden) return null;
    const series = seriesColumns(input);
    const layer = createAreaLayer({
      id: series.id,
      time: series.time,
      upper: series.value,
      lower,
      color,
      opacity,
      axis,
      curve,
    });
    return {
      kind: 'mark',
      layer,
      legend: { name: name ?? series.name, color },
      extent: seriesExtent([series]),
    };
  }, [input, lower, color, opacity, axis, curve, name, hidden]);
  useChartPart('Area', part);
  return null;
}

/** A band between `series` (upper) and `lower` (same times): `<Area>` with a lower edge of values. */
export function Band(props: AreaProps & { lower: Float64Array }) {
  return <Area {...props} />;
}

/**
 * `damtherm/charts`: the parts damtherm's charts are built from, for a portal's own charts in the same look.
 * A `<Chart>` frame takes its marks and axes as children and its behaviour (window, tooltip, point clicks) as
 * props; scales are d3-scale's, curves and areas d3-shape's, drawn on a canvas with per-pixel decimation.
 * `BayCurve`, `Candlestick` and `TimeSeriesChart` (in `damtherm`) are compositions of these parts.
 */

export { Annotation, type AnnotationProps } from '../components/charts/compose/Annotation';
export { Area, type AreaProps, Band } from '../components/charts/compose/Area';
export { Candles, type CandlesProps } from '../components/charts/compose/Candles';
// The frame and the card around it.
export { Chart, type ChartProps } from '../components/charts/compose/Chart';
// Writing parts of one's own.
export {
  type ChartPart,
  type MarkLegend,
  type MarkPart,
  useChart,
  useChartPart,
} from '../components/charts/compose/ChartContext';
export { Key } from '../components/charts/compose/Key';
export { Layer, type LayerProps } from '../components/charts/compose/Layer';
// Interaction and reading aids.
export { Legend, type LegendProps } from '../components/charts/compose/Legend';
// Marks.
export { Line, type LineProps, Markers } from '../components/charts/compose/Line';
export { Navigator, type NavigatorProps } from '../components/charts/compose/Navigator';
export { Step } from '../components/charts/compose/Step';
export { scaleAxis } from '../components/charts/compose/scaleAxis';
export { TargetLine, Threshold, type ThresholdProps } from '../components/charts/compose/Threshold';
// Axes.
export { YAxis, type YAxisProps } from '../components/charts/compose/YAxis';
export { ChartCard, type ChartCardProps } from '../components/charts/core/ChartCard';
export type { LegendItem, LegendRenderProps, RenderLegend } from '../components/charts/core/ChartLegend';
export {
  ChartTooltip,
  type ChartTooltipProps,
  type RenderTooltip,
  type TooltipHelpers,
  tooltipHelpers,
} from '../components/charts/core/ChartTooltip';
export { candleDown, candleUp, chartPalette } from '../components/charts/core/chart.css';
export type { PlotEngine } from '../components/charts/core/engine';
// The window: shared between parts outside the chart (range buttons, a second chart).
export { useViewStore } from '../components/charts/core/hooks';
export { daysAxis } from '../components/charts/core/timeTicks';
export type {
  AxisSide,
  CandleColumns,
  ContinuousScale,
  HoverRow,
  HoverState,
  MarkerMode,
  PlotLayer,
  PlotLine,
  Series,
  SeriesInput,
  ValueScale,
  View,
  XAxis,
} from '../components/charts/core/types';
export { presetView, type RangePreset, seriesExtent, type ViewStore } from '../components/charts/core/view';

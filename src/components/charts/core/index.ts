export { type AxesRenderer, createAxesRenderer } from './axes';
export { ChartCard, type ChartCardProps, type ChartCommonProps } from './ChartCard';
export {
  ChartLegend,
  type ChartLegendProps,
  type LegendItem,
  type LegendRenderProps,
  type RenderLegend,
} from './ChartLegend';
export { ChartNavigator, type ChartNavigatorProps } from './ChartNavigator';
export { ChartPlot, type ChartPlotProps } from './ChartPlot';
export { ChartSummary, type ChartSummaryProps } from './ChartSummary';
export {
  ChartTooltip,
  type ChartTooltipProps,
  type RenderTooltip,
  type TooltipHelpers,
  tooltipHelpers,
} from './ChartTooltip';
export { createCandleLayer } from './candleLayout';
export { candleDown, candleUp, chartPalette } from './chart.css';
export { createLineBuffer, decimate, type LineBuffer } from './decimate';
export { createPlotEngine, type PlotConfig, type PlotEngine } from './engine';
export { useStoreSelector, useViewStore } from './hooks';
export { ResetZoom, type ResetZoomProps } from './ResetZoom';
export { daysAxis, timeTicks } from './timeTicks';
export type * from './types';
export { useVisibleCurves, type VisibleCurvesProps } from './useVisibleCurves';
export {
  clampView,
  createViewStore,
  matchPreset,
  panView,
  presetView,
  type RangePreset,
  seriesExtent,
  type ViewStore,
  zoomView,
} from './view';

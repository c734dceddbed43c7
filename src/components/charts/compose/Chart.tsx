import {
  forwardRef,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { joinClassNames, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { ChartPlot } from '../core/ChartPlot';
import { ChartSummary } from '../core/ChartSummary';
import type { RenderTooltip } from '../core/ChartTooltip';
import * as styles from '../core/chart.css';
import type { PlotEngine } from '../core/engine';
import { useViewStore } from '../core/hooks';
import type { AxisSide, ContinuousScale, HoverState, PlotLayer, PlotLine, View, XAxis } from '../core/types';
import { clampView, presetView, type RangePreset, seriesExtent, type ViewStore } from '../core/view';
import {
  type AxisPart,
  ChartContext,
  type ChartContextValue,
  type ChartPart,
  type MarkPart,
} from './ChartContext';

export interface ChartProps extends StyleProps {
  /** Accessible name of the plot (the chart's title). */
  label: string;
  /** The marks, axes and controls: `<YAxis>`, `<Line>`, `<Area>`, `<Candles>`, `<Threshold>`, `<Navigator>`… */
  children?: ReactNode | undefined;
  /** Height of the plot in CSS pixels (default 300). */
  height?: number | undefined;
  /** Fixed width in CSS pixels; by default the container's width, followed on resize. */
  width?: number | undefined;
  /**
   * The x axis: calendar time in the site's zone by default; `daysAxis(…)` for elapsed days, or
   * `scaleAxis(scaleLinear())` for any linear d3 scale over the numbers in the series' `time` column.
   */
  x?: XAxis | undefined;
  /** The visible window (controlled), epoch ms (or x units); with `onRangeChange`. */
  range?: View | undefined;
  /** The window shown first: a window, or a preset of the data's extent ('day', 'week', 'all': the default). */
  defaultRange?: View | RangePreset | undefined;
  /** Called with the new window on every zoom, pan, range button and navigator move. */
  onRangeChange?: (range: View) => void;
  /** The extent zoom and pan move in (default: the time extent of the marks). */
  extent?: View | null | undefined;
  /** A zoom/pan state shared with parts outside the chart (range buttons, a second chart); see `useViewStore`. */
  store?: ViewStore | undefined;
  /** Called with the point under the crosshair when it is clicked or tapped (not dragged), or on Enter. */
  onPointClick?: (point: HoverState) => void;
  /** What the tooltip says, in the chart's tooltip box beside the crosshair (default: a row per mark). */
  tooltipContent?: RenderTooltip | undefined;
  /** Replaces the tooltip box itself, e.g. to render it elsewhere; return null for none. */
  renderTooltip?: RenderTooltip | undefined;
  /** Dims the plot under a loading message while newer data is on its way. */
  loading?: boolean | undefined;
  /** Receives the plot engine (benchmarks, or a portal that drives the plot). */
  onEngine?: (engine: PlotEngine) => void;
  /** More states of the chart for styles and tests, e.g. `data-mode`. */
  [data: `data-${string}`]: string | undefined;
}

const NO_PARTS: ReadonlyMap<string, ChartPart | null> = new Map();

/** The zoom bounds of the marks: their series' and their layers' time extents together. */
function marksExtent(marks: readonly MarkPart[]): View | null {
  const lines = seriesExtent(marks.flatMap((m) => (m.line ? [m.line.series] : [])));
  let start = lines?.start ?? Number.POSITIVE_INFINITY;
  let end = lines?.end ?? Number.NEGATIVE_INFINITY;
  for (const m of marks) {
    if (!m.extent) continue;
    start = Math.min(start, m.extent.start);
    end = Math.max(end, m.extent.end);
  }
  return start <= end ? { start, end } : null;
}

/** Axis settings collected from the `<YAxis>` parts, as the engine takes them. */
function axisSettings(axes: readonly AxisPart[]) {
  const units: { left?: string; right?: string } = {};
  const yDomains: Partial<Record<AxisSide, readonly [number, number]>> = {};
  const includeZero: Partial<Record<AxisSide, boolean>> = {};
  const yScales: Partial<Record<AxisSide, ContinuousScale>> = {};
  const tickFormats: Partial<Record<AxisSide, (value: number) => string>> = {};
  for (const a of axes) {
    if (a.unit !== undefined) units[a.side] = a.unit;
    if (a.domain) yDomains[a.side] = a.domain;
    if (a.includeZero) includeZero[a.side] = true;
    if (a.scale) yScales[a.side] = a.scale;
    if (a.tickFormat) tickFormats[a.side] = a.tickFormat;
  }
  return { units, yDomains, includeZero, yScales, tickFormats };
}

/**
 * The frame of a composed chart: the canvas plot with its axes, crosshair, tooltip, zoom and pan, and the
 * text summary a screen reader reads — drawn from the marks its children declare. Marks and axes are
 * children (`<Line>`, `<Area>`, `<YAxis>`…); what concerns the whole chart — its window, its tooltip, a
 * click on a point — are props. `BayCurve`, `Candlestick` and `TimeSeriesChart` are built this way.
 *
 * ```tsx
 * <Chart label="Loop 3: flow and pressure" onPointClick={(p) => open(p.time)}>
 *   <YAxis unit="L/min" includeZero />
 *   <YAxis side="right" unit="MPa" />
 *   <Line series={flow} color="var(--dam-chart-series-1)" unit="L/min" />
 *   <Line series={pressure} axis="right" color="var(--dam-chart-series-2)" unit="MPa" />
 *   <Threshold value={0.6} axis="right" label="Max pressure" />
 *   <Navigator />
 * </Chart>
 * ```
 */
export const Chart = /* @__PURE__ */ forwardRef<HTMLDivElement, ChartProps>(function Chart(
  {
    label,
    children,
    height = 300,
    width,
    x,
    range,
    defaultRange,
    onRangeChange,
    extent,
    store: sharedStore,
    onPointClick,
    tooltipContent,
    renderTooltip,
    loading = false,
    onEngine,
    className,
    style,
    ...data
  },
  ref,
) {
  const [parts, setParts] = useState(NO_PARTS);
  const [hidden, setHiddenSet] = useState<ReadonlySet<string>>(() => new Set());
  const summaryId = useId();

  const register = useCallback((id: string, part: ChartPart | null) => {
    setParts((prev) => {
      if (prev.has(id) && prev.get(id) === part) return prev;
      const next = new Map(prev);
      next.set(id, part);
      return next;
    });
  }, []);
  const unregister = useCallback((id: string) => {
    setParts((prev) => {
      if (!prev.has(id)) return prev;
      const next = new Map(prev);
      next.delete(id);
      return next;
    });
  }, []);
  const setHidden = useCallback((id: string, hide: boolean) => {
    setHiddenSet((prev) => {
      if (prev.has(id) === hide) return prev;
      const next = new Set(prev);
      if (hide) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const { marks, axes } = useMemo(() => {
    const m = new Map<string, MarkPart>();
    const a: AxisPart[] = [];
    for (const [id, part] of parts) {
      if (part?.kind === 'mark') m.set(id, part);
      else if (part?.kind === 'axis') a.push(part);
    }
    return { marks: m, axes: a };
  }, [parts]);

  const shown = useMemo(
    () => [...marks].filter(([id]) => !hidden.has(id)).map(([, m]) => m),
    [marks, hidden],
  );
  const lines = useMemo(() => shown.flatMap((m): PlotLine[] => (m.line ? [m.line] : [])), [shown]);
  const layers = useMemo(() => shown.flatMap((m): PlotLayer[] => (m.layer ? [m.layer] : [])), [shown]);
  const settings = useMemo(() => axisSettings(axes), [axes]);

  const ownExtent = useMemo(() => extent ?? marksExtent([...marks.values()]), [extent, marks]);
  // Read once, on the first extent with data, as a default is (useViewStore keeps the first function).
  const initial =
    defaultRange === undefined
      ? undefined
      : (bounds: View) =>
          typeof defaultRange === 'string'
            ? presetView(bounds, defaultRange)
            : clampView(defaultRange, bounds);
  const ownStore = useViewStore(sharedStore ? null : ownExtent, initial, x?.minSpan);
  const store = sharedStore ?? ownStore;

  // A controlled window follows its prop; every change of the window is reported, except the prop's own.
  const rangeRef = useRef(range);
  rangeRef.current = range;
  const onRangeChangeRef = useRef(onRangeChange);
  onRangeChangeRef.current = onRangeChange;
  // Also when the extent changes: a window set before the marks had data was clamped to nothing.
  const rangeStart = range?.start;
  const rangeEnd = range?.end;
  const boundsStart = ownExtent?.start;
  const boundsEnd = ownExtent?.end;
  useLayoutEffect(() => {
    if (rangeStart === undefined || rangeEnd === undefined) return;
    if (boundsStart === undefined && boundsEnd === undefined && !sharedStore) return;
    store.set({ start: rangeStart, end: rangeEnd });
  }, [store, sharedStore, rangeStart, rangeEnd, boundsStart, boundsEnd]);
  useLayoutEffect(() => {
    let bounds = store.bounds();
    return store.subscribe(() => {
      const v = store.get();
      const r = rangeRef.current;
      // New data moved the bounds: a controlled window is set again from its prop (above), not reported.
      const moved = store.bounds();
      const boundsChanged = moved.start !== bounds.start || moved.end !== bounds.end;
      bounds = moved;
      if (r && (boundsChanged || (r.start === v.start && r.end === v.end))) return;
      onRangeChangeRef.current?.(v);
    });
  }, [store]);

  const rightAxis = lines.some((l) => l.axis === 'right') || layers.some((l) => l.axis === 'right');
  const context = useMemo<ChartContextValue>(
    () => ({ register, unregister, store, marks, hidden, setHidden, rightAxis }),
    [register, unregister, store, marks, hidden, setHidden, rightAxis],
  );

  return (
    <ChartContext.Provider value={context}>
      <div {...data} ref={ref} className={joinClassNames(styles.chart, className)} style={style}>
        <ChartPlot
          lines={lines}
          layers={layers}
          store={store}
          label={label}
          height={height}
          width={width}
          xAxis={x}
          {...settings}
          onPointClick={onPointClick}
          summaryId={summaryId}
          renderTooltip={renderTooltip}
          tooltipContent={tooltipContent}
          onEngine={onEngine}
        >
          {loading ? <StatusMessage tone="loading" overlay /> : null}
        </ChartPlot>
        {children}
        <ChartSummary id={summaryId} lines={lines} layers={layers} store={store} formatPosition={x?.format} />
      </div>
    </ChartContext.Provider>
  );
});

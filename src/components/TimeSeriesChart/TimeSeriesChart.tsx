import { type ReactNode, useId, useMemo, useState } from 'react';
import { ChartLegend, type LegendItem, type RenderLegend } from '../chart/ChartLegend';
import { ChartNavigator } from '../chart/ChartNavigator';
import { ChartPlot } from '../chart/ChartPlot';
import { ChartLoading, ChartMessage } from '../chart/ChartStatus';
import { ChartSummary } from '../chart/ChartSummary';
import type { RenderTooltip } from '../chart/ChartTooltip';
import * as chartStyles from '../chart/chart.css';
import { chartPalette } from '../chart/chart.css';
import type { PlotEngine } from '../chart/engine';
import { useViewStore } from '../chart/hooks';
import { ResetZoom } from '../chart/ResetZoom';
import type { AxisSide, MarkerMode, PlotLine, Series, XKind } from '../chart/types';
import { useChartText } from '../chart/useChartText';
import { seriesExtent } from '../chart/view';

/** One curve of a time-series chart. */
export interface TimeSeriesLine {
  /** The data: typed columns of epoch ms and values (NaN = no reading). */
  series: Series;
  /** Unit of the values, e.g. '°C', 'MPa', 'W/m²'. */
  unit?: string;
  /** The y axis it is scaled on (default left). */
  axis?: AxisSide;
  /** Colour (default: the chart palette in order). */
  color?: string;
  /** Dash pattern in CSS pixels. */
  dash?: number[];
  /** Stroke width in CSS pixels (default 1.5). */
  width?: number;
  /** Point markers (default `auto`: shown when points are sparse, as with manual readings). */
  markers?: MarkerMode;
  /** Decimals in the tooltip and summary (default 2). */
  decimals?: number;
}

export interface TimeSeriesChartProps {
  /** Title of the chart. */
  title: string;
  /** The curves, in legend order; the first is the one the crosshair snaps to. */
  lines: readonly TimeSeriesLine[];
  /** Units at the top of the axes; by default the unit of the first line on each axis. */
  units?: { left?: string; right?: string };
  /** Calendar time in the site zone (default), or elapsed days since day 0 (block-age comparison). */
  xKind?: XKind;
  /** Shows the overview strip. */
  navigator?: boolean;
  /** Shows the legend of toggles (default: when there is more than one line). */
  legend?: boolean;
  /** Curves hidden at first (series ids). */
  defaultHidden?: readonly string[];
  /** Controlled hidden curves (with `onHiddenChange`). */
  hidden?: readonly string[];
  /** Called when a toggle changes the hidden curves. */
  onHiddenChange?: (hidden: string[]) => void;
  /** Axes whose fitted range includes 0 (flow, radiation). */
  includeZero?: Partial<Record<AxisSide, boolean>>;
  /** Fixed value ranges per axis. */
  yDomains?: Partial<Record<AxisSide, readonly [number, number]>>;
  /** Height of the plot in CSS pixels. */
  height?: number;
  /** Fixed width in CSS pixels (default: the container's width). */
  width?: number;
  /** Shows the loading overlay. */
  loading?: boolean;
  /** A failed load: true, or a message to show. */
  error?: boolean | ReactNode;
  /** Retry after an error. */
  onRetry?: () => void;
  /** Text when there is nothing to draw (default "No data"), e.g. 'Choose two thermometers to compare'. */
  emptyText?: ReactNode;
  /** Page controls shown under the title (date pickers, a block picker…). */
  controls?: ReactNode;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Replaces the tooltip. */
  renderTooltip?: RenderTooltip;
  /** Replaces the legend. */
  renderLegend?: RenderLegend;
  /** Receives the plot engine (benchmarks). */
  onEngine?: (engine: PlotEngine) => void;
}

const NO_IDS: readonly string[] = [];

/**
 * The general multi-line chart of the other screens (part 2 §2.5, §2.7, §2.9): gradient curves keyed by
 * thermometer, pressure in and out (MPa), solar radiation, aggregate, outlet/entry/pouring temperatures,
 * the block-age comparison. Lines on one or two axes, toggles, tooltip, zoom and pan, an optional overview
 * strip, and loading, empty and error states.
 */
export function TimeSeriesChart({
  title,
  lines: input,
  units,
  xKind = 'time',
  navigator = false,
  legend,
  defaultHidden = NO_IDS,
  hidden: controlledHidden,
  onHiddenChange,
  includeZero,
  yDomains,
  height = 280,
  width,
  loading = false,
  error,
  onRetry,
  emptyText,
  controls,
  headingLevel = 3,
  renderTooltip,
  renderLegend,
  onEngine,
}: TimeSeriesChartProps) {
  const { t } = useChartText();
  const titleId = useId();
  const summaryId = useId();
  const Heading = `h${headingLevel}` as const;
  const [ownHidden, setOwnHidden] = useState<readonly string[]>(defaultHidden);
  const hidden = controlledHidden ?? ownHidden;

  const all = useMemo<PlotLine[]>(
    () =>
      input.map((l, i) => ({
        series: l.series,
        color: l.color ?? chartPalette[i % chartPalette.length]!,
        axis: l.axis,
        unit: l.unit,
        dash: l.dash,
        width: l.width,
        markers: l.markers,
        decimals: l.decimals,
      })),
    [input],
  );
  const lines = useMemo(() => all.filter((l) => !hidden.includes(l.series.id)), [all, hidden]);
  const extent = useMemo(() => seriesExtent(input.map((l) => l.series)), [input]);
  const store = useViewStore(extent);

  const axisUnits = useMemo(
    () => ({
      left: units?.left ?? all.find((l) => (l.axis ?? 'left') === 'left')?.unit ?? '',
      right: units?.right ?? all.find((l) => l.axis === 'right')?.unit ?? '',
    }),
    [units, all],
  );
  const formatPosition = useMemo(
    () =>
      xKind === 'days' ? (ms: number) => t('chart.plot.dayN', { n: Math.floor(ms / 86_400_000) }) : undefined,
    [xKind, t],
  );

  const showLegend = legend ?? all.length > 1;
  const items: LegendItem[] = all.map((l) => ({
    id: l.series.id,
    label: l.series.name,
    color: l.color,
    dashed: l.dash !== undefined,
    checked: !hidden.includes(l.series.id),
  }));
  const toggle = (id: string, checked: boolean) => {
    const next = checked ? hidden.filter((h) => h !== id) : [...hidden.filter((h) => h !== id), id];
    if (controlledHidden === undefined) setOwnHidden(next);
    onHiddenChange?.(next);
  };

  const hasData = input.some((l) => l.series.time.length > 0);
  const failed = error !== undefined && error !== false && error !== null;
  let body: ReactNode;
  if (failed) {
    body = (
      <ChartMessage kind="error" height={height} onRetry={onRetry}>
        {error === true ? undefined : error}
      </ChartMessage>
    );
  } else if (!hasData && !loading) {
    body = (
      <ChartMessage kind="empty" height={height}>
        {emptyText}
      </ChartMessage>
    );
  } else if (!hasData) {
    body = (
      <div style={{ position: 'relative', height }}>
        <ChartLoading />
      </div>
    );
  } else {
    body = (
      <>
        <ChartPlot
          lines={lines}
          store={store}
          label={title}
          height={height}
          width={width}
          xKind={xKind}
          units={axisUnits}
          includeZero={includeZero}
          yDomains={yDomains}
          summaryId={summaryId}
          renderTooltip={renderTooltip}
          onEngine={onEngine}
        >
          {loading ? <ChartLoading /> : null}
        </ChartPlot>
        {navigator ? (
          <ChartNavigator
            store={store}
            lines={all.slice(0, 1)}
            rightAxis={lines.some((l) => l.axis === 'right')}
          />
        ) : null}
        <ChartSummary id={summaryId} lines={lines} store={store} formatPosition={formatPosition} />
      </>
    );
  }

  return (
    <section className={chartStyles.card} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div className={chartStyles.header}>
        <Heading id={titleId} className={chartStyles.title}>
          {title}
        </Heading>
        {hasData ? <ResetZoom store={store} /> : null}
      </div>
      {controls}
      {showLegend && hasData ? (
        <ChartLegend items={items} onToggle={toggle} label={t('chart.plot.legend')} render={renderLegend} />
      ) : null}
      <div className={chartStyles.plotArea}>{body}</div>
    </section>
  );
}

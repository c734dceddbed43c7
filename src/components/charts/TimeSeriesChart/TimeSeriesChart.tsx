import { forwardRef, type ReactNode, useMemo } from 'react';
import { seriesColumns } from '../../../domain/adapters/series';
import { useDamText } from '../../../i18n/useDamText';
import { Chart } from '../compose/Chart';
import { Line } from '../compose/Line';
import { Navigator } from '../compose/Navigator';
import { YAxis } from '../compose/YAxis';
import { ChartCard, type ChartCommonProps, splitCommonProps } from '../core/ChartCard';
import { ChartLegend, type LegendItem } from '../core/ChartLegend';
import { chartPalette } from '../core/chart.css';
import { useViewStore } from '../core/hooks';
import { ResetZoom } from '../core/ResetZoom';
import { daysAxis } from '../core/timeTicks';
import type { AxisSide, MarkerMode, PlotLine, SeriesInput, XKind } from '../core/types';
import { useVisibleCurves } from '../core/useVisibleCurves';
import { clampView, seriesExtent } from '../core/view';
import { timeSeriesChartTexts } from './texts';

/** One curve of a time-series chart. */
export interface TimeSeriesLine {
  /** The data: typed columns of epoch ms and values (NaN = no reading). */
  series: SeriesInput;
  /** Unit of the values, e.g. '°C', 'MPa', 'W/m²'. */
  unit?: string;
  /** The y axis it is scaled on (default left). */
  axis?: AxisSide;
  /** Color (default: the chart palette in order). */
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

export interface TimeSeriesChartProps extends ChartCommonProps {
  /** Title of the chart. */
  title: string;
  /**
   * The curves, in legend order; the first is the one the crosshair snaps to. With no point to draw and
   * nothing loading, the chart shows `emptyText`.
   * @selector [data-empty]
   */
  lines: readonly TimeSeriesLine[];
  /** Units at the top of the axes; by default the unit of the first line on each axis. */
  units?: { left?: string; right?: string } | undefined;
  /** Calendar time in the site zone (default), or elapsed days since day 0 (block-age comparison). */
  xKind?: XKind | undefined;
  /** Shows the overview strip. */
  navigator?: boolean | undefined;
  /** Shows the legend of toggles (default: when there is more than one line). */
  legend?: boolean | undefined;
  /** The curves shown, as series ids (controlled, with `onVisibleCurvesChange`). */
  visibleCurves?: readonly string[] | undefined;
  /** The curves shown at first, as series ids (default: all, also lines that come later). */
  defaultVisibleCurves?: readonly string[] | undefined;
  /** Called with the series ids shown, in legend order, when a toggle changes. */
  onVisibleCurvesChange?: (curves: string[]) => void;
  /** Axes whose fitted range includes 0 (flow, radiation). */
  includeZero?: Partial<Record<AxisSide, boolean>> | undefined;
  /** Fixed value ranges per axis. */
  yDomains?: Partial<Record<AxisSide, readonly [number, number]>> | undefined;
  /** Fixed width in CSS pixels (default: the container's width). */
  width?: number | undefined;
  /** Text when there is nothing to draw (default "No data"), e.g. 'Choose two thermometers to compare'. */
  emptyText?: ReactNode | undefined;
  /** Page controls shown under the title (date pickers, a block picker…). */
  controls?: ReactNode | undefined;
}

/**
 * The general multi-line chart of the other screens (part 2 §2.5, §2.7, §2.9): gradient curves keyed by
 * thermometer, pressure in and out (MPa), solar radiation, aggregate, outlet/entry/pouring temperatures,
 * the block-age comparison. Lines on one or two axes, toggles, tooltip, zoom and pan, an optional overview
 * strip, and loading, empty and error states. A composition of the public chart parts (`damtherm/charts`).
 */
export const TimeSeriesChart = /* @__PURE__ */ forwardRef<HTMLElement, TimeSeriesChartProps>(
  function TimeSeriesChart(
    {
      title,
      lines,
      units,
      xKind = 'time',
      navigator = false,
      legend,
      visibleCurves,
      defaultVisibleCurves,
      onVisibleCurvesChange,
      includeZero,
      yDomains,
      height = 280,
      width,
      emptyText,
      controls,
      renderLegend,
      defaultRange,
      // loading, error, onRetry, headingLevel, className, style, range, tooltip, clicks: the card's and the chart's.
      ...common
    },
    ref,
  ) {
    const { t } = useDamText(timeSeriesChartTexts);
    const [card, plot] = splitCommonProps(common);
    // Plain number arrays become columns once, here.
    const input = useMemo(() => lines.map((l) => ({ ...l, series: seriesColumns(l.series) })), [lines]);
    const ids = useMemo(() => input.map((l) => l.series.id), [input]);
    const [shown, toggle] = useVisibleCurves(ids, {
      visibleCurves,
      defaultVisibleCurves,
      onVisibleCurvesChange,
    });

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
    const extent = useMemo(() => seriesExtent(input.map((l) => l.series)), [input]);
    const store = useViewStore(
      extent,
      defaultRange ? (bounds) => clampView(defaultRange, bounds) : undefined,
    );

    const axisUnits = useMemo(
      () => ({
        left: units?.left ?? all.find((l) => (l.axis ?? 'left') === 'left')?.unit ?? '',
        right: units?.right ?? all.find((l) => l.axis === 'right')?.unit ?? '',
      }),
      [units, all],
    );
    const xAxis = useMemo(
      () => (xKind === 'days' ? daysAxis((n) => t('chart.plot.dayN', { n })) : undefined),
      [xKind, t],
    );

    const showLegend = legend ?? all.length > 1;
    const items: LegendItem[] = all.map((l) => ({
      id: l.series.id,
      label: l.series.name,
      color: l.color,
      dashed: l.dash !== undefined,
      checked: shown.includes(l.series.id),
    }));

    const hasData = input.some((l) => l.series.time.length > 0);
    return (
      <ChartCard
        {...card}
        ref={ref}
        title={title}
        actions={hasData ? <ResetZoom store={store} /> : null}
        height={height}
        emptyText={emptyText}
        toolbar={
          <>
            {controls}
            {showLegend && hasData ? (
              <ChartLegend
                items={items}
                onToggle={toggle}
                label={t('chart.plot.legend')}
                render={renderLegend}
              />
            ) : null}
          </>
        }
      >
        {hasData ? (
          <Chart label={title} height={height} width={width} x={xAxis} {...plot} store={store}>
            {(['left', 'right'] as const).map((side) => (
              <YAxis
                key={side}
                side={side}
                unit={axisUnits[side]}
                includeZero={includeZero?.[side]}
                domain={yDomains?.[side]}
              />
            ))}
            {all.map((l) => (
              <Line key={l.series.id} {...l} hidden={!shown.includes(l.series.id)} />
            ))}
            {navigator ? <Navigator /> : null}
          </Chart>
        ) : null}
      </ChartCard>
    );
  },
);

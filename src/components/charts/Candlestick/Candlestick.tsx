import { forwardRef, useCallback, useMemo, useState } from 'react';
import { CANDLE_BUCKET_MS, candles as toCandles } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Candles } from '../compose/Candles';
import { Chart } from '../compose/Chart';
import { Line } from '../compose/Line';
import { Navigator } from '../compose/Navigator';
import { YAxis } from '../compose/YAxis';
import { ChartCard, type ChartCommonProps, splitCommonProps } from '../core/ChartCard';
import { ChartLegend, type LegendItem } from '../core/ChartLegend';
import * as chartStyles from '../core/chart.css';
import { candleUp, chartPalette } from '../core/chart.css';
import { useViewStore } from '../core/hooks';
import { ResetZoom } from '../core/ResetZoom';
import type { PlotLine, Series, View } from '../core/types';
import { useVisibleCurves } from '../core/useVisibleCurves';
import { clampView } from '../core/view';
import { averageLines } from './averageLines';
import * as styles from './Candlestick.css';
import type { DayRange } from './DateRangeField';
import { DateRangeOnFirstUse } from './DateRangeOnFirstUse';
import { candlestickTexts } from './texts';

/** The moving averages of the loop detail: 2, 4 and 48 buckets (1 hour, 2 hours, 1 day; part 1 §9). */
const AVERAGES = [
  { n: 2, key: 'ma2', color: chartPalette[1]! },
  { n: 4, key: 'ma4', color: chartPalette[3]! },
  { n: 48, key: 'ma48', color: chartPalette[2]! },
] as const;

/** The curves of a candlestick chart, in legend order: the candles and the three moving averages. */
export const CANDLESTICK_CURVES = ['candles', 'ma2', 'ma4', 'ma48'] as const;
export type CandlestickCurve = (typeof CANDLESTICK_CURVES)[number];

export interface CandlestickProps extends ChartCommonProps {
  /** Title, e.g. the loop or thermometer name and what is shown ('3# 回路 流量'). */
  title: string;
  /**
   * Readings of the loop or thermometer (domain values, NaN where missing); null before the first load.
   * Drawn as candles, or as a line under 30 minutes of data; with no reading and nothing loading, "No data".
   * @selector [data-mode="candles" | "line"]
   * @selector [data-empty]
   */
  series: Series | null;
  /** Unit of the values: '°C' or 'L/min'. */
  unit: string;
  /** Decimals in the tooltip and summary (default 2). */
  decimals?: number | undefined;
  /** Bucket length (default 30 minutes). */
  bucketMs?: number | undefined;
  /** The chosen days (controlled, with `onDateRangeChange`): the page loads the data of these days. */
  dateRange?: DayRange | null | undefined;
  /** The days chosen at first (uncontrolled; default: the days the data covers); the chart zooms to them. */
  defaultDateRange?: DayRange | undefined;
  /** Called with whole site days when the user picks other days. Uncontrolled, the chart zooms to them. */
  onDateRangeChange?: (range: DayRange) => void;
  /** The curves shown (controlled, with `onVisibleCurvesChange`). */
  visibleCurves?: readonly CandlestickCurve[] | undefined;
  /** The curves shown at first (default: all). */
  defaultVisibleCurves?: readonly CandlestickCurve[] | undefined;
  /** Called with the curves shown, in legend order, when a toggle changes. */
  onVisibleCurvesChange?: (curves: CandlestickCurve[]) => void;
  /** Last selectable day, epoch ms (default now). */
  now?: number | undefined;
}

/** The picked days as far as there is data in them (not shifted to fit). */
function daysInView(days: DayRange, bounds: View): View {
  return { start: Math.max(days.start, bounds.start), end: Math.min(days.end, bounds.end) };
}

/**
 * The loop and thermometer detail chart (part 1 §2, §9): 30-minute OHLC candles of the readings with moving
 * averages over 2, 4 and 48 buckets; under 30 minutes of data it falls back to a simple line. Date pickers
 * from 2020-01-01 to now; zoom and pan as on the bay curve, with an overview strip. A composition of the
 * public chart parts (`damtherm/charts`): `<Candles>` and a `<Line>` per moving average.
 */
export const Candlestick = /* @__PURE__ */ forwardRef<HTMLElement, CandlestickProps>(function Candlestick(
  {
    title,
    series,
    unit,
    decimals = 2,
    bucketMs = CANDLE_BUCKET_MS,
    dateRange,
    defaultDateRange,
    onDateRangeChange,
    visibleCurves,
    defaultVisibleCurves,
    onVisibleCurvesChange,
    now,
    height = 300,
    renderLegend,
    defaultRange,
    // loading, error, onRetry, headingLevel, className, style, range, tooltip, clicks: the card's and the chart's.
    ...common
  },
  ref,
) {
  const { t } = useDamText(candlestickTexts);
  const [card, plot] = splitCommonProps(common);
  const [shown, toggle] = useVisibleCurves(CANDLESTICK_CURVES, {
    visibleCurves,
    defaultVisibleCurves,
    onVisibleCurvesChange,
  });
  const [ownRange, setOwnRange] = useState<DayRange | null>(defaultDateRange ?? null);

  const buckets = useMemo(
    () => (series ? toCandles(series.time, series.value, bucketMs) : null),
    [series, bucketMs],
  );
  const lineMode = !buckets || buckets.spanTooShort;

  const averages = useMemo(() => {
    if (!buckets || buckets.spanTooShort) return [];
    const { time, values } = averageLines(
      buckets,
      bucketMs,
      AVERAGES.map((a) => a.n),
    );
    return AVERAGES.map(({ key, color }, k) => ({
      key,
      line: {
        series: { id: key, name: t(`chart.candle.${key}`), time, value: values[k]! },
        color,
        unit,
        decimals,
        width: 1.25,
        markers: 'never',
      } satisfies PlotLine,
    }));
  }, [buckets, bucketMs, unit, decimals, t]);

  const candleData = buckets && !buckets.spanTooShort && series ? buckets : null;
  const rawLine = useMemo<PlotLine | null>(
    () => (series ? { series, color: chartPalette[0]!, unit, decimals, width: 2 } : null),
    [series, unit, decimals],
  );

  const extent = useMemo<View | null>(() => {
    if (!series || series.time.length === 0) return null;
    if (buckets && !buckets.spanTooShort && buckets.length > 0) {
      return { start: buckets.time[0]!, end: buckets.time[buckets.length - 1]! + bucketMs };
    }
    return { start: series.time[0]!, end: series.time[series.time.length - 1]! };
  }, [series, buckets, bucketMs]);
  const store = useViewStore(extent, (bounds) => {
    if (defaultRange) return clampView(defaultRange, bounds);
    return defaultDateRange && dateRange === undefined ? daysInView(defaultDateRange, bounds) : bounds;
  });

  const legendItems: LegendItem[] = lineMode
    ? []
    : [
        {
          id: 'candles',
          label: t('chart.candle.candles'),
          color: candleUp,
          kind: 'candle',
          checked: shown.includes('candles'),
        },
        ...averages.map((a) => ({
          id: a.key,
          label: a.line.series.name,
          color: a.line.color,
          checked: shown.includes(a.key),
        })),
      ];

  const pickedRange = useMemo<DayRange | null>(() => {
    if (dateRange !== undefined) return dateRange;
    if (ownRange) return ownRange;
    return extent ? { start: extent.start, end: extent.end } : null;
  }, [dateRange, ownRange, extent]);
  const onPick = useCallback(
    (next: DayRange) => {
      if (dateRange === undefined) {
        setOwnRange(next);
        store.set(daysInView(next, store.bounds()));
      }
      onDateRangeChange?.(next);
    },
    [dateRange, onDateRangeChange, store],
  );

  const hasData = !!series && series.time.length > 0;
  return (
    <ChartCard
      {...card}
      ref={ref}
      title={title}
      actions={hasData ? <ResetZoom store={store} /> : null}
      height={height}
      data-mode={lineMode ? 'line' : 'candles'}
      toolbar={
        <>
          <div className={styles.controls}>
            <DateRangeOnFirstUse value={pickedRange} onChange={onPick} maxDate={now ?? Date.now()} />
          </div>
          {lineMode && hasData ? (
            <p className={chartStyles.notice} data-line-fallback="">
              {t('chart.candle.lineFallback')}
            </p>
          ) : null}
          {legendItems.length > 0 ? (
            <ChartLegend
              items={legendItems}
              onToggle={toggle}
              label={t('chart.plot.legend')}
              render={renderLegend}
            />
          ) : null}
        </>
      }
    >
      {hasData ? (
        <Chart label={title} height={height} {...plot} store={store}>
          <YAxis unit={unit} />
          <Candles
            data={candleData}
            hidden={lineMode || !shown.includes('candles')}
            bucketMs={bucketMs}
            name={series?.name ?? ''}
            unit={unit}
            decimals={decimals}
          />
          {lineMode && rawLine ? <Line {...rawLine} /> : null}
          {averages.map((a) => (
            <Line key={a.key} {...a.line} hidden={lineMode || !shown.includes(a.key)} />
          ))}
          <Navigator series={series} />
        </Chart>
      ) : null}
    </ChartCard>
  );
});

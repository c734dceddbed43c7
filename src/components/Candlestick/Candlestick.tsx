import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { CANDLE_BUCKET_MS, movingAverage, candles as toCandles } from '../../domain';
import { ChartLegend, type LegendItem, type RenderLegend } from '../chart/ChartLegend';
import { ChartNavigator } from '../chart/ChartNavigator';
import { ChartPlot } from '../chart/ChartPlot';
import { ChartLoading, ChartMessage } from '../chart/ChartStatus';
import { ChartSummary } from '../chart/ChartSummary';
import type { RenderTooltip } from '../chart/ChartTooltip';
import { createCandleLayer } from '../chart/candleLayout';
import * as chartStyles from '../chart/chart.css';
import { candleDown, candleUp, chartPalette } from '../chart/chart.css';
import type { PlotEngine } from '../chart/engine';
import { useViewStore } from '../chart/hooks';
import { ResetZoom } from '../chart/ResetZoom';
import type { PlotCandles, PlotLine, Series, View } from '../chart/types';
import { useChartText } from '../chart/useChartText';
import * as styles from './Candlestick.css';
import { DateRangeField, type DayRange, pickerStart } from './DateRangeField';

/** The moving averages of the loop detail: 2, 4 and 48 buckets (1 hour, 2 hours, 1 day; part 1 §9). */
const AVERAGES = [
  { n: 2, key: 'ma2', color: chartPalette[1]! },
  { n: 4, key: 'ma4', color: chartPalette[5]! },
  { n: 48, key: 'ma48', color: chartPalette[2]! },
] as const;

type CurveId = 'candles' | 'ma2' | 'ma4' | 'ma48';

export interface CandlestickProps {
  /** Title, e.g. the loop or thermometer name and what is shown ('3# 回路 流量'). */
  title: string;
  /** Readings of the loop or thermometer (domain values, NaN where missing). */
  series: Series | null;
  /** Unit of the values: '°C' or 'L/min'. */
  unit: string;
  /** Decimals in the tooltip and summary (default 2). */
  decimals?: number;
  /** Bucket length (default 30 minutes). */
  bucketMs?: number;
  /** The chosen days (controlled); by default the days the data covers. */
  range?: DayRange | null;
  /** Called when the user picks other days: load the data for them. Without it the chart zooms to them. */
  onRangeChange?: (range: DayRange) => void;
  /** Last selectable day, epoch ms (default now). */
  now?: number;
  /** Shows the loading overlay. */
  loading?: boolean;
  /** A failed load: true, or a message to show. */
  error?: boolean | ReactNode;
  /** Retry after an error. */
  onRetry?: () => void;
  /** Height of the plot in CSS pixels. */
  height?: number;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Replaces the tooltip. */
  renderTooltip?: RenderTooltip;
  /** Replaces the legend. */
  renderLegend?: RenderLegend;
  /** Receives the plot engine (benchmarks). */
  onEngine?: (engine: PlotEngine) => void;
}

/**
 * The loop and thermometer detail chart (part 1 §2, §9): 30-minute OHLC candles of the readings with moving
 * averages over 2, 4 and 48 buckets; under 30 minutes of data it falls back to a simple line. Date pickers
 * from 2020-01-01 to now; zoom and pan as on the bay curve, with an overview strip.
 */
export function Candlestick({
  title,
  series,
  unit,
  decimals = 2,
  bucketMs = CANDLE_BUCKET_MS,
  range: controlledRange,
  onRangeChange,
  now,
  loading = false,
  error,
  onRetry,
  height = 300,
  headingLevel = 3,
  renderTooltip,
  renderLegend,
  onEngine,
}: CandlestickProps) {
  const { t, timeZone } = useChartText();
  const titleId = useId();
  const summaryId = useId();
  const Heading = `h${headingLevel}` as const;
  const [hidden, setHidden] = useState<ReadonlySet<CurveId>>(() => new Set());
  const [ownRange, setOwnRange] = useState<DayRange | null>(null);

  const buckets = useMemo(
    () => (series ? toCandles(series.time, series.value, bucketMs) : null),
    [series, bucketMs],
  );
  const lineMode = !buckets || buckets.spanTooShort;

  const averages = useMemo(() => {
    if (!buckets || buckets.spanTooShort) return [];
    // Bucket centres; where buckets are missing (no readings), a NaN point breaks the average lines.
    const gaps: number[] = [];
    for (let i = 1; i < buckets.length; i++)
      if (buckets.time[i]! - buckets.time[i - 1]! > bucketMs) gaps.push(i);
    const n = buckets.length + gaps.length;
    const centres = new Float64Array(n);
    const index = new Int32Array(n);
    for (let i = 0, j = 0, g = 0; i < buckets.length; i++) {
      if (gaps[g] === i) {
        centres[j] = buckets.time[i - 1]! + bucketMs * 1.5;
        index[j++] = -1;
        g++;
      }
      centres[j] = buckets.time[i]! + bucketMs / 2;
      index[j++] = i;
    }
    const spread = (ma: Float64Array) => {
      const out = new Float64Array(n);
      for (let j = 0; j < n; j++) out[j] = index[j]! < 0 ? Number.NaN : ma[index[j]!]!;
      return out;
    };
    return AVERAGES.map(({ n: length, key, color }) => ({
      key,
      line: {
        series: {
          id: key,
          name: t(`chart.candle.${key}`),
          time: centres,
          value: spread(movingAverage(buckets.close, length)),
        },
        color,
        unit,
        decimals,
        width: 1.25,
        markers: 'never',
      } satisfies PlotLine,
    }));
  }, [buckets, bucketMs, unit, decimals, t]);

  const plotCandles = useMemo<PlotCandles | null>(() => {
    if (!buckets || buckets.spanTooShort || !series) return null;
    return {
      id: 'candles',
      name: series.name,
      data: buckets,
      bucketMs,
      upColor: candleUp,
      downColor: candleDown,
      unit,
      decimals,
      labels: {
        open: t('chart.candle.open'),
        high: t('chart.candle.high'),
        low: t('chart.candle.low'),
        close: t('chart.candle.close'),
      },
    };
  }, [buckets, series, bucketMs, unit, decimals, t]);

  const rawLine = useMemo<PlotLine[]>(
    () => (series ? [{ series, color: chartPalette[0]!, unit, decimals, width: 2 }] : []),
    [series, unit, decimals],
  );

  const extent = useMemo<View | null>(() => {
    if (!series || series.time.length === 0) return null;
    if (buckets && !buckets.spanTooShort && buckets.length > 0) {
      return { start: buckets.time[0]!, end: buckets.time[buckets.length - 1]! + bucketMs };
    }
    return { start: series.time[0]!, end: series.time[series.time.length - 1]! };
  }, [series, buckets, bucketMs]);
  const store = useViewStore(extent);
  const units = useMemo(() => ({ left: unit }), [unit]);

  const lines = useMemo(
    () => (lineMode ? rawLine : averages.filter((a) => !hidden.has(a.key)).map((a) => a.line)),
    [lineMode, rawLine, averages, hidden],
  );
  const layer = useMemo(() => (plotCandles ? createCandleLayer(plotCandles) : null), [plotCandles]);
  const shownCandles = lineMode || hidden.has('candles') ? null : plotCandles;

  const legendItems: LegendItem[] = lineMode
    ? []
    : [
        {
          id: 'candles',
          label: t('chart.candle.candles'),
          color: candleUp,
          kind: 'candle',
          checked: !hidden.has('candles'),
        },
        ...averages.map((a) => ({
          id: a.key,
          label: a.line.series.name,
          color: a.line.color,
          checked: !hidden.has(a.key),
        })),
      ];
  const toggle = (id: string, checked: boolean) => {
    setHidden((prev) => {
      const next = new Set(prev);
      if (checked) next.delete(id as CurveId);
      else next.add(id as CurveId);
      return next;
    });
  };

  const pickedRange = useMemo<DayRange | null>(() => {
    if (controlledRange !== undefined) return controlledRange;
    if (ownRange) return ownRange;
    return extent ? { start: extent.start, end: extent.end } : null;
  }, [controlledRange, ownRange, extent]);
  const onPick = useCallback(
    (next: DayRange) => {
      if (onRangeChange) onRangeChange(next);
      else {
        setOwnRange(next);
        // The picked days as far as there is data in them (not shifted to fit).
        const b = store.bounds();
        store.set({ start: Math.max(next.start, b.start), end: Math.min(next.end, b.end) });
      }
    },
    [onRangeChange, store],
  );

  const hasData = !!series && series.time.length > 0;
  const failed = error !== undefined && error !== false && error !== null;
  let body: ReactNode;
  if (failed) {
    body = (
      <ChartMessage kind="error" height={height} onRetry={onRetry}>
        {error === true ? undefined : error}
      </ChartMessage>
    );
  } else if (!hasData && !loading) {
    body = <ChartMessage kind="empty" height={height} />;
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
          layer={shownCandles ? layer : null}
          store={store}
          label={title}
          height={height}
          units={units}
          summaryId={summaryId}
          renderTooltip={renderTooltip}
          candleLabels={plotCandles?.labels}
          onEngine={onEngine}
        >
          {loading ? <ChartLoading /> : null}
        </ChartPlot>
        <ChartNavigator store={store} lines={rawLine} />
        <ChartSummary id={summaryId} lines={lines} candles={shownCandles} store={store} />
      </>
    );
  }

  return (
    <section
      className={chartStyles.card}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-mode={lineMode ? 'line' : 'candles'}
    >
      <div className={chartStyles.header}>
        <Heading id={titleId} className={chartStyles.title}>
          {title}
        </Heading>
        {hasData ? <ResetZoom store={store} /> : null}
      </div>
      <div className={styles.controls}>
        <DateRangeField
          value={pickedRange}
          onChange={onPick}
          minDate={pickerStart(timeZone)}
          maxDate={now ?? Date.now()}
        />
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
      <div className={chartStyles.plotArea}>{body}</div>
    </section>
  );
}

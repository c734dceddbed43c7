import { useEffect, useState } from 'react';
import * as styles from './chart.css';
import { lowerBound, upperBound } from './decimate';
import { formatTime, formatValue } from './format';
import type { PlotCandles, PlotLine, View } from './types';
import { type ChartT, useChartText } from './useChartText';
import type { ViewStore } from './view';

export interface ChartSummaryProps {
  /** Id the plot refers to with aria-describedby. */
  id: string;
  /** The visible lines. */
  lines: readonly PlotLine[];
  /** Candles, when shown. */
  candles?: PlotCandles | null;
  /** The zoom/pan state: the summary describes the visible window. */
  store: ViewStore;
  /** Calendar time (default) or elapsed days. */
  formatPosition?: (ms: number) => string;
}

interface Stats {
  count: number;
  min: number;
  minAt: number;
  max: number;
  maxAt: number;
  last: number;
  lastAt: number;
}

function statsOf(time: Float64Array, value: Float64Array, view: View, high?: Float64Array): Stats {
  const i0 = lowerBound(time, view.start);
  const i1 = upperBound(time, view.end, i0);
  const s: Stats = {
    count: 0,
    min: Number.POSITIVE_INFINITY,
    minAt: 0,
    max: Number.NEGATIVE_INFINITY,
    maxAt: 0,
    last: Number.NaN,
    lastAt: 0,
  };
  for (let i = i0; i < i1; i++) {
    const v = value[i]!;
    if (Number.isNaN(v)) continue;
    const h = high ? high[i]! : v;
    s.count++;
    if (v < s.min) {
      s.min = v;
      s.minAt = time[i]!;
    }
    if (h > s.max) {
      s.max = h;
      s.maxAt = time[i]!;
    }
    s.last = high ? value[i]! : v;
    s.lastAt = time[i]!;
  }
  return s;
}

function sentence(
  t: ChartT,
  name: string,
  s: Stats,
  unit: string,
  decimals: number,
  position: (ms: number) => string,
): string {
  if (s.count === 0) return t('chart.summary.seriesEmpty', { name });
  const v = (x: number) => formatValue(x, decimals, unit, '');
  return t('chart.summary.series', {
    name,
    count: s.count,
    min: v(s.min),
    minAt: position(s.minAt),
    max: v(s.max),
    maxAt: position(s.maxAt),
    last: v(s.last),
    lastAt: position(s.lastAt),
  });
}

/**
 * The text alternative of a chart, for screen readers: the visible window, then per series the number of
 * points, the minimum and maximum with their times and the last value. It follows zoom and pan a quarter of
 * a second after they stop, so it costs nothing while the user moves the chart.
 */
export function ChartSummary({ id, lines, candles = null, store, formatPosition }: ChartSummaryProps) {
  const { t, language, timeZone } = useChartText();
  const [view, setView] = useState<View>(store.get);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    setView(store.get());
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setView(store.get()), 250);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store]);

  const [texts, setTexts] = useState<string[]>([]);
  useEffect(() => {
    // Computed when the page is idle, after the chart is on screen: it reads every visible point once.
    const run = () => {
      const position = formatPosition ?? ((ms: number) => formatTime(ms, timeZone, language));
      const out = [t('chart.summary.view', { from: position(view.start), to: position(view.end) })];
      if (candles) {
        const c = candles.data;
        const time = c.time.subarray(0, c.length);
        const low = c.low.subarray(0, c.length);
        const s = statsOf(time, low, view, c.high.subarray(0, c.length));
        // `last` must be the last close, not the last low.
        if (s.count > 0) s.last = c.close[upperBound(time, view.end) - 1] ?? s.last;
        out.push(sentence(t, candles.name, s, candles.unit ?? '', candles.decimals ?? 2, position));
      }
      for (const l of lines) {
        const s = statsOf(l.series.time, l.series.value, view);
        out.push(sentence(t, l.series.name, s, l.unit ?? '', l.decimals ?? 2, position));
      }
      setTexts(out);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, [t, language, timeZone, lines, candles, view, formatPosition]);

  return (
    <div id={id} className={styles.visuallyHidden} data-chart-summary="">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { type DamT, useDamText } from '../../../i18n/useDamText';
import { visuallyHidden } from '../../ui/shared.css';
import { formatTime, formatValue } from './format';
import { seriesStats } from './seriesStats';
import { chartTexts } from './texts';
import type { AxisSide, PlotLayer, PlotLine, SeriesStats, View } from './types';
import type { ViewStore } from './view';

export interface ChartSummaryProps {
  /** Id the plot refers to with aria-describedby. */
  id: string;
  /** The visible lines. */
  lines: readonly PlotLine[];
  /** The layers drawn with the lines; each one that can summarize itself (candles) is described. */
  layers?: readonly PlotLayer[] | undefined;
  /** The zoom/pan state: the summary describes the visible window. */
  store: ViewStore;
  /** Calendar time (default) or elapsed days. */
  formatPosition?: (ms: number) => string;
}

function sentence(
  t: DamT,
  language: string,
  name: string,
  s: SeriesStats,
  unit: string,
  decimals: number,
  position: (ms: number) => string,
): string {
  if (s.count === 0) return t('chart.summary.seriesEmpty', { name });
  const v = (x: number) => formatValue(x, language, decimals, unit, '');
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

/** A sentence of the summary; a series' sentence carries its id and numbers. */
interface SummaryLine {
  text: string;
  id?: string;
  /** The value axis the series is drawn on. */
  axis?: AxisSide;
  stats?: SeriesStats;
}

/**
 * The text alternative of a chart, for screen readers: the visible window, then per series the number of
 * points, the minimum and maximum with their times and the last value. It follows zoom and pan a quarter of
 * a second after they stop, so it costs nothing while the user moves the chart.
 */
const NO_LAYERS: readonly PlotLayer[] = [];

export function ChartSummary({ id, lines, layers = NO_LAYERS, store, formatPosition }: ChartSummaryProps) {
  const { t, language, timeZone } = useDamText(chartTexts);
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

  const [texts, setTexts] = useState<SummaryLine[]>([]);
  useEffect(() => {
    // Computed when the page is idle, after the chart is on screen: it reads every visible point once.
    const run = () => {
      const position = formatPosition ?? ((ms: number) => formatTime(ms, timeZone, language));
      const out: SummaryLine[] = [
        { text: t('chart.summary.view', { from: position(view.start), to: position(view.end) }) },
      ];
      for (const layer of layers) {
        if (layer.note) out.push({ text: layer.note, id: layer.id, axis: layer.axis ?? 'left' });
        const mark = layer.summarize?.(view);
        if (!mark) continue;
        const text = sentence(t, language, mark.name, mark.stats, mark.unit, mark.decimals, position);
        out.push({ text, id: layer.id, axis: layer.axis ?? 'left', stats: mark.stats });
      }
      for (const l of lines) {
        const s = seriesStats(l.series.time, l.series.value, view);
        const text = sentence(t, language, l.series.name, s, l.unit ?? '', l.decimals ?? 2, position);
        out.push({ text, id: l.series.id, axis: l.axis ?? 'left', stats: s });
      }
      setTexts(out);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, [t, language, timeZone, lines, layers, view, formatPosition]);

  return (
    <div id={id} className={visuallyHidden} data-chart-summary="">
      {texts.map(({ text, id, axis, stats }) => (
        // The extremes as numbers too, for a test or a portal to check against the axes and the data.
        <p
          key={text}
          data-summary-of={id}
          data-axis={axis}
          data-count={stats?.count}
          data-min={stats && stats.count > 0 ? stats.min : undefined}
          data-max={stats && stats.count > 0 ? stats.max : undefined}
        >
          {text}
        </p>
      ))}
    </div>
  );
}

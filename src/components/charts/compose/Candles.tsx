import { useMemo } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { createCandleLayer } from '../core/candleLayout';
import { candleDown, candleUp } from '../core/chart.css';
import { chartTexts } from '../core/texts';
import type { CandleColumns } from '../core/types';
import { type MarkPart, useChartPart } from './ChartContext';

export interface CandlesProps {
  /** Stable id (default `candles`). */
  id?: string | undefined;
  /** The buckets as typed columns (`candles()` of damtherm/domain). */
  data: CandleColumns | null | undefined;
  /** Bucket length in ms (30 minutes for the loop detail). */
  bucketMs: number;
  /** Name in the tooltip, summary and legend. */
  name: string;
  /** Colours of a rising and a falling bucket (default: the theme's up and down colours). */
  upColor?: string | undefined;
  downColor?: string | undefined;
  /** Unit and decimals of the values. */
  unit?: string | undefined;
  decimals?: number | undefined;
  /** Not drawn, but keeps its place. */
  hidden?: boolean | undefined;
}

/**
 * OHLC candles on the left axis, under the lines: merged into wider true-OHLC candles when buckets get
 * narrower than a few pixels. The crosshair snaps to them and the keyboard steps through them.
 */
export function Candles({
  id = 'candles',
  data,
  bucketMs,
  name,
  upColor = candleUp,
  downColor = candleDown,
  unit,
  decimals,
  hidden,
}: CandlesProps) {
  const { t, language } = useDamText(chartTexts);
  const labels = useMemo(
    () => ({
      open: t('chart.candle.open'),
      high: t('chart.candle.high'),
      low: t('chart.candle.low'),
      close: t('chart.candle.close'),
    }),
    [t],
  );
  const part = useMemo<MarkPart | null>(() => {
    if (!data || hidden) return null;
    const layer = createCandleLayer({
      id,
      name,
      data,
      bucketMs,
      upColor,
      downColor,
      unit,
      decimals,
      labels,
      language,
    });
    const extent =
      data.length > 0 ? { start: data.time[0]!, end: data.time[data.length - 1]! + bucketMs } : null;
    return { kind: 'mark', layer, legend: { name, color: upColor, kind: 'candle' }, extent };
  }, [id, data, bucketMs, name, upColor, downColor, unit, decimals, hidden, labels, language]);
  useChartPart('Candles', part);
  return null;
}

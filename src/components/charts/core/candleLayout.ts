import { formatNumber } from '../../../domain/number';
import { lowerBound, upperBound } from './decimate';
import { formatValue } from './format';
import { seriesStats } from './seriesStats';
import type { CandleColumns, HoverRow, PlotCandles, PlotLayer, ValueScale } from './types';

/**
 * Candles laid out for a frame. When buckets are narrower than a few pixels (a month of 30-minute buckets on
 * a phone) neighbouring buckets are merged into wider ones — open of the first, close of the last, the
 * highest high and the lowest low — aligned to multiples of the merged width so that the groups do not
 * shimmer while panning. The merged candles are true OHLC of their span, only coarser.
 */
export interface CandleBuffer {
  /** Centre of each candle, CSS px in the plot area. */
  x: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  length: number;
  /** Body width, CSS px. */
  bodyWidth: number;
  /** Buckets per drawn candle. */
  group: number;
  /** Lowest low and highest high of the candles in view. */
  min: number;
  max: number;
}

export function createCandleBuffer(capacity = 256): CandleBuffer {
  return {
    x: new Float64Array(capacity),
    open: new Float64Array(capacity),
    high: new Float64Array(capacity),
    low: new Float64Array(capacity),
    close: new Float64Array(capacity),
    length: 0,
    bodyWidth: 1,
    group: 1,
    min: Number.POSITIVE_INFINITY,
    max: Number.NEGATIVE_INFINITY,
  };
}

function ensure(buf: CandleBuffer, need: number): void {
  if (buf.x.length >= need) return;
  let cap = buf.x.length * 2;
  while (cap < need) cap *= 2;
  buf.x = new Float64Array(cap);
  buf.open = new Float64Array(cap);
  buf.high = new Float64Array(cap);
  buf.low = new Float64Array(cap);
  buf.close = new Float64Array(cap);
}

/** Lays out the buckets of `c` that touch [start, end] on a plot `width` px wide; candles at least `minPx` apart. */
export function layoutCandles(
  c: CandleColumns,
  bucketMs: number,
  start: number,
  end: number,
  width: number,
  buf: CandleBuffer,
  minPx = 4,
): CandleBuffer {
  buf.length = 0;
  buf.min = Number.POSITIVE_INFINITY;
  buf.max = Number.NEGATIVE_INFINITY;
  const span = end - start;
  if (c.length === 0 || !(span > 0) || width <= 0) return buf;
  const k = width / span;
  const bucketPx = bucketMs * k;
  const group = bucketPx >= minPx ? 1 : Math.ceil(minPx / bucketPx);
  const groupMs = group * bucketMs;
  buf.group = group;
  buf.bodyWidth = Math.max(1, Math.min(groupMs * k * 0.7, 24));

  const time = c.time.subarray(0, c.length);
  const i0 = lowerBound(time, start - groupMs);
  const i1 = upperBound(time, end);
  ensure(buf, Math.ceil((i1 - i0) / group) + 2);

  let n = 0;
  let key = Number.NaN;
  for (let i = i0; i < i1; i++) {
    const t = time[i]!;
    const g = Math.floor(t / groupMs);
    if (g !== key) {
      key = g;
      buf.x[n] = (g * groupMs + groupMs / 2 - start) * k;
      buf.open[n] = c.open[i]!;
      buf.high[n] = c.high[i]!;
      buf.low[n] = c.low[i]!;
      buf.close[n] = c.close[i]!;
      n++;
    } else {
      const j = n - 1;
      if (c.high[i]! > buf.high[j]!) buf.high[j] = c.high[i]!;
      if (c.low[i]! < buf.low[j]!) buf.low[j] = c.low[i]!;
      buf.close[j] = c.close[i]!;
    }
  }
  buf.length = n;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const half = buf.bodyWidth / 2;
  for (let j = 0; j < n; j++) {
    const x = buf.x[j]!;
    if (x + half < 0 || x - half > width) continue;
    if (buf.low[j]! < min) min = buf.low[j]!;
    if (buf.high[j]! > max) max = buf.high[j]!;
  }
  buf.min = min;
  buf.max = max;
  return buf;
}

/** Draws candles: a wick from low to high and a filled body from open to close (at least 1 px tall). */
export function drawCandles(
  ctx: CanvasRenderingContext2D,
  buf: CandleBuffer,
  y: ValueScale,
  upColor: string,
  downColor: string,
): void {
  const half = buf.bodyWidth / 2;
  ctx.setLineDash([]);
  ctx.lineWidth = 1;
  for (const rising of [true, false]) {
    ctx.beginPath();
    const bodies: number[] = [];
    for (let j = 0; j < buf.length; j++) {
      if (buf.close[j]! >= buf.open[j]! !== rising) continue;
      const x = Math.round(buf.x[j]!) + 0.5;
      ctx.moveTo(x, y(buf.high[j]!));
      ctx.lineTo(x, y(buf.low[j]!));
      bodies.push(j);
    }
    ctx.strokeStyle = rising ? upColor : downColor;
    ctx.stroke();
    ctx.fillStyle = rising ? upColor : downColor;
    for (const j of bodies) {
      const yo = y(buf.open[j]!);
      const yc = y(buf.close[j]!);
      ctx.fillRect(buf.x[j]! - half, Math.min(yo, yc), buf.bodyWidth, Math.max(1, Math.abs(yo - yc)));
    }
  }
}

/** Candles as a plot layer: laid out per frame (merged per pixel when dense), drawn under the lines. */
export function createCandleLayer(candles: PlotCandles): PlotLayer {
  const buf = createCandleBuffer();
  const { data, bucketMs } = candles;
  const time = data.time.subarray(0, data.length);
  const half = bucketMs / 2;
  const { labels, language, unit = '', decimals = 2 } = candles;
  let centres: Float64Array | null = null;
  return {
    id: candles.id,
    layout(view, width) {
      layoutCandles(data, bucketMs, view.start, view.end, width, buf);
      return { min: buf.min, max: buf.max };
    },
    draw(ctx, y, resolve) {
      drawCandles(ctx, buf, y, resolve(candles.upColor), resolve(candles.downColor));
    },
    hover(t, reach, view, pxPerMs, y, resolve): HoverRow | null {
      if (data.length === 0) return null;
      let j = lowerBound(time, t - half);
      if (j >= data.length) j = data.length - 1;
      if (j > 0 && Math.abs(time[j - 1]! + half - t) < Math.abs(time[j]! + half - t)) j--;
      if (Math.abs(time[j]! + half - t) > reach + half) return null;
      const centre = time[j]! + half;
      const close = data.close[j]!;
      const open = data.open[j]!;
      const high = data.high[j]!;
      const low = data.low[j]!;
      const n = (v: number) => formatNumber(v, language, decimals);
      return {
        id: candles.id,
        name: candles.name,
        color: resolve(close >= open ? candles.upColor : candles.downColor),
        unit,
        decimals,
        time: time[j]!,
        value: close,
        x: (centre - view.start) * pxPerMs,
        y: y(close),
        candle: { open, high, low, close },
        text: `${labels.open} ${n(open)} ${labels.high} ${n(high)} ${labels.low} ${n(low)} ${labels.close} ${formatValue(close, language, decimals, unit, '')}`,
      };
    },
    summarize(view) {
      return {
        name: candles.name,
        unit,
        decimals,
        stats: seriesStats(time, data.low, view, data.high, data.close),
      };
    },
    times() {
      if (!centres) {
        centres = new Float64Array(data.length);
        for (let i = 0; i < data.length; i++) centres[i] = time[i]! + half;
      }
      return centres;
    },
  };
}

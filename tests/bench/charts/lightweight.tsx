/**
 * TradingView lightweight-charts' bench page, the candlestick's peer, as a React app uses it: a small
 * component whose effect creates the chart, adds a candlestick series and three line series and sets their
 * data, rendered into a fresh React root. It gets what damtherm's Candlestick draws from the same readings —
 * the 30-minute candles and the moving averages over 2, 4 and 48 candles (damtherm/domain's `candles` and
 * `movingAverage`) — made before the timing starts, in its own data format (damtherm buckets the readings
 * inside its timed render). The whole year in view (fitContent, with a bar spacing small enough for it), the
 * same size, colours and title.
 */
import { candles, movingAverage } from 'damtherm/domain';
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  type LineData,
  LineSeries,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { type CaseName, makeCase } from './data';
import { caseParam, coldRun, HEIGHT, WIDTH } from './protocol';

/** Candlestick's colours (light theme): rising red and falling green as on site, the averages' palette. */
const UP = '#d32f2f';
const DOWN = '#15803d';
const AVERAGES = [
  { n: 2, color: '#c2410c' },
  { n: 4, color: '#7c3aed' },
  { n: 48, color: '#0f766e' },
];
const BUCKET_MS = 30 * 60_000;

const made = makeCase(caseParam() as CaseName);
const readings = made.lines![0]!;
const buckets = candles(readings.time, readings.value, BUCKET_MS);
/** The bucket's centre in UTC seconds, lightweight-charts' time. */
const at = (i: number) => Math.round((buckets.time[i]! + BUCKET_MS / 2) / 1000) as UTCTimestamp;
const candleData: CandlestickData[] = Array.from({ length: buckets.length }, (_, i) => ({
  time: at(i),
  open: buckets.open[i]!,
  high: buckets.high[i]!,
  low: buckets.low[i]!,
  close: buckets.close[i]!,
}));
const averageData: LineData[][] = AVERAGES.map(({ n }) => {
  const values = movingAverage(buckets.close.subarray(0, buckets.length), n);
  const out: LineData[] = [];
  for (let i = 0; i < buckets.length; i++)
    if (!Number.isNaN(values[i]!)) out.push({ time: at(i), value: values[i]! });
  return out;
});

/** The wrapper a React app writes around lightweight-charts: create in an effect, remove on unmount. */
function LightweightCandles({ title }: { title: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = createChart(host.current!, {
      width: WIDTH,
      height: HEIGHT,
      timeScale: { timeVisible: true, minBarSpacing: 0.01 },
    });
    chart
      .addSeries(CandlestickSeries, {
        upColor: UP,
        downColor: DOWN,
        borderUpColor: UP,
        borderDownColor: DOWN,
        wickUpColor: UP,
        wickDownColor: DOWN,
      })
      .setData(candleData);
    for (const [k, { color }] of AVERAGES.entries()) {
      chart
        .addSeries(LineSeries, { color, lineWidth: 1, priceLineVisible: false, lastValueVisible: false })
        .setData(averageData[k]!);
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, []);
  return (
    <div>
      <h3>{title}</h3>
      <div ref={host} />
    </div>
  );
}

const run = () => coldRun(() => <LightweightCandles title={made.title} />);

const none = () => Promise.reject(new Error('lightweight-charts runs the candlestick case only'));
window.bench = { run, mount: none, zoom: none, pan: none };

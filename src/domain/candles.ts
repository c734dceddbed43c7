import { CANDLE_BUCKET_MS } from './constants.ts';

/**
 * Candlestick buckets as typed columns: bucket i starts at `time[i]` (epoch ms) and holds `open[i]`,
 * `high[i]`, `low[i]`, `close[i]`. Only buckets with at least one value are present. The arrays may be views
 * on a larger buffer: read indices below `length` only (their `.length` equals `length`).
 */
export interface Candles {
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** Number of (non-empty) buckets. */
  length: number;
  /**
   * The data spans less than one bucket (30 minutes by default), or there is no data: the chart falls back
   * to a simple line (part 1 §9).
   */
  spanTooShort: boolean;
}

function isPoint(t: number, v: number): boolean {
  return Number.isFinite(t) && !Number.isNaN(v);
}

function empty(): Candles {
  const z = new Float64Array(0);
  return { time: z, open: z, high: z, low: z, close: z, length: 0, spanTooShort: true };
}

/**
 * 30-minute OHLC buckets of a time series (part 1 §9), aligned to the half hour.
 *
 * Buckets start at multiples of `bucketMs` since the epoch. Asia/Shanghai is UTC+8, a whole number of
 * hours, so an epoch-aligned half hour is also a local half hour (08:00, 08:30 …); so is it in every zone
 * whose offset is a multiple of 30 minutes. Points whose time or value is NaN are skipped, and so are empty
 * buckets (no gap candle). Open is the earliest value of a bucket and close the latest; points with equal
 * times keep their input order.
 *
 * Linear time and no object per point: sorted input (the usual case: series arrive in time order) is bucketed
 * in one pass into five Float64Array columns sized by its span. Unsorted input is bucketed in place when its
 * span has no more buckets than it has points (still linear); only sparse unsorted input is put in order
 * through a Uint32Array index (n log n, still no object per point).
 */
export function candles(
  timesMs: Float64Array,
  values: Float64Array,
  bucketMs: number = CANDLE_BUCKET_MS,
): Candles {
  if (!(bucketMs > 0) || !Number.isFinite(bucketMs))
    throw new RangeError(`bucketMs must be > 0: ${bucketMs}`);
  const n = Math.min(timesMs.length, values.length);
  return sortedCandles(timesMs, values, n, bucketMs) ?? unsortedCandles(timesMs, values, n, bucketMs);
}

/**
 * The buckets of time-ordered input in one pass, sized by the span between its first and last point; null
 * as soon as a time goes back (the caller then takes the unsorted way). One pass matters on a fresh page: a
 * loop runs interpreted until V8 has compiled it, and a year of readings is 55,000 points.
 */
function sortedCandles(
  timesMs: Float64Array,
  values: Float64Array,
  n: number,
  bucketMs: number,
): Candles | null {
  let a = 0;
  while (a < n && !isPoint(timesMs[a]!, values[a]!)) a++;
  let b = n - 1;
  while (b > a && !isPoint(timesMs[b]!, values[b]!)) b--;
  if (a >= n) return empty();
  const first = timesMs[a]!;
  const lastT = timesMs[b]!;
  if (lastT < first) return null;
  const range = Math.floor(lastT / bucketMs) - Math.floor(first / bucketMs) + 1;
  const { time, open, high, low, close } = columns(Math.min(range, b - a + 1));
  let length = 0;
  let current = Number.NaN;
  let previous = first;
  let j = -1;
  for (let i = a; i <= b; i++) {
    const t = timesMs[i]!;
    const v = values[i]!;
    // isPoint, written out: a call costs an interpreted loop more than the test.
    if (!Number.isFinite(t) || Number.isNaN(v)) continue;
    if (t < previous) return null;
    previous = t;
    const bucket = Math.floor(t / bucketMs);
    if (bucket !== current) {
      current = bucket;
      j = length++;
      time[j] = bucket * bucketMs;
      open[j] = v;
      high[j] = v;
      low[j] = v;
      close[j] = v;
    } else {
      if (v > high[j]!) high[j] = v;
      if (v < low[j]!) low[j] = v;
      close[j] = v;
    }
  }
  return trim({ time, open, high, low, close }, length, lastT - first < bucketMs);
}

/** The buckets of input whose times are not in order. */
function unsortedCandles(timesMs: Float64Array, values: Float64Array, n: number, bucketMs: number): Candles {
  let count = 0;
  let minT = Number.POSITIVE_INFINITY;
  let maxT = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const t = timesMs[i]!;
    if (!isPoint(t, values[i]!)) continue;
    count++;
    if (t < minT) minT = t;
    if (t > maxT) maxT = t;
  }
  const firstBucket = Math.floor(minT / bucketMs);
  const range = Math.floor(maxT / bucketMs) - firstBucket + 1;
  if (range <= count) {
    return denseCandles(timesMs, values, n, bucketMs, firstBucket, range, maxT - minT < bucketMs);
  }

  // Sparse: the points in time order (through an index: typed-array sort is stable, so equal times keep
  // their input order), then bucketed as sorted input.
  const order = new Uint32Array(count);
  let k = 0;
  for (let i = 0; i < n; i++) if (isPoint(timesMs[i]!, values[i]!)) order[k++] = i;
  order.sort((x, y) => timesMs[x]! - timesMs[y]!);
  const sortedTimes = Float64Array.from(order, (i) => timesMs[i]!);
  const sortedValues = Float64Array.from(order, (i) => values[i]!);
  return sortedCandles(sortedTimes, sortedValues, count, bucketMs)!;
}

type Columns = Pick<Candles, 'time' | 'open' | 'high' | 'low' | 'close'>;

/** Five columns of `capacity` values on one buffer. */
function columns(capacity: number): Columns {
  const buffer = new Float64Array(capacity * 5);
  return {
    time: buffer.subarray(0, capacity),
    open: buffer.subarray(capacity, capacity * 2),
    high: buffer.subarray(capacity * 2, capacity * 3),
    low: buffer.subarray(capacity * 3, capacity * 4),
    close: buffer.subarray(capacity * 4, capacity * 5),
  };
}

function trim(c: Columns, length: number, spanTooShort: boolean): Candles {
  return {
    time: c.time.subarray(0, length),
    open: c.open.subarray(0, length),
    high: c.high.subarray(0, length),
    low: c.low.subarray(0, length),
    close: c.close.subarray(0, length),
    length,
    spanTooShort,
  };
}

/**
 * Unsorted input whose buckets are no more than its points (the usual shape of a late or resent reading):
 * one slot per bucket of the span, filled in any order, then compacted. OHLC needs no sorting: open is the
 * value at the earliest time of its bucket (the first such point on a tie), close the value at the latest
 * (the last such point on a tie). Linear, with at most 7 doubles per point of scratch space.
 */
function denseCandles(
  timesMs: Float64Array,
  values: Float64Array,
  n: number,
  bucketMs: number,
  firstBucket: number,
  range: number,
  spanTooShort: boolean,
): Candles {
  const scratch = columns(range);
  const openT = new Float64Array(range * 2);
  const closeT = openT.subarray(range);
  scratch.high.fill(Number.NaN);
  for (let i = 0; i < n; i++) {
    const t = timesMs[i]!;
    const v = values[i]!;
    if (!isPoint(t, v)) continue;
    const k = Math.floor(t / bucketMs) - firstBucket;
    if (Number.isNaN(scratch.high[k]!)) {
      scratch.open[k] = v;
      scratch.high[k] = v;
      scratch.low[k] = v;
      scratch.close[k] = v;
      openT[k] = t;
      closeT[k] = t;
    } else {
      if (v > scratch.high[k]!) scratch.high[k] = v;
      if (v < scratch.low[k]!) scratch.low[k] = v;
      if (t < openT[k]!) {
        openT[k] = t;
        scratch.open[k] = v;
      }
      if (t >= closeT[k]!) {
        closeT[k] = t;
        scratch.close[k] = v;
      }
    }
  }
  // Compact in place: slot k moves to j <= k, so nothing unread is overwritten.
  let j = 0;
  for (let k = 0; k < range; k++) {
    if (Number.isNaN(scratch.high[k]!)) continue;
    scratch.time[j] = (firstBucket + k) * bucketMs;
    scratch.open[j] = scratch.open[k]!;
    scratch.high[j] = scratch.high[k]!;
    scratch.low[j] = scratch.low[k]!;
    scratch.close[j] = scratch.close[k]!;
    j++;
  }
  return trim(scratch, j, spanTooShort);
}

/**
 * Simple moving average over `n` values (the candlestick's 2, 4 and 48 buckets: 1 hour, 2 hours, 1 day,
 * part 1 §9): out[i] is the mean of closes[i-n+1..i]; NaN until n values are available, and NaN while a NaN
 * lies in the window. One pass with a running sum.
 */
export function movingAverage(closes: Float64Array, n: number): Float64Array {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`moving average length must be a positive integer: ${n}`);
  const len = closes.length;
  const out = new Float64Array(len);
  let sum = 0;
  let nans = 0;
  for (let i = 0; i < len; i++) {
    const v = closes[i]!;
    if (!Number.isNaN(v)) sum += v;
    else nans++;
    if (i >= n) {
      const old = closes[i - n]!;
      if (!Number.isNaN(old)) sum -= old;
      else nans--;
    }
    out[i] = i >= n - 1 && nans === 0 ? sum / n : Number.NaN;
  }
  return out;
}

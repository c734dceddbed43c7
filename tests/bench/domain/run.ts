/**
 * Domain benchmark (`npm run bench -- domain`): candle buckets and moving averages on 100k and 1M points.
 *
 * Shows that `candles` + `movingAverage(2, 4, 48)` run in linear time (the 1M/100k time ratio should be near
 * 10) and allocate nothing per point: the JS heap does not grow with the point count (typed columns are
 * sized by the bucket count), unlike a naive object-per-point bucketing measured beside it as the peer.
 * Medians of 15 runs after warm-ups. Runs in Node: the domain is plain TypeScript without DOM.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { candles, movingAverage } from '../../../src/domain/candles.ts';
import { CANDLE_BUCKET_MS, CANDLE_MOVING_AVERAGES } from '../../../src/domain/constants.ts';
import { median } from '../stats.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  // Re-run with an exposed collector and a young generation large enough that a run's garbage is still
  // counted when it ends (a scavenge in the middle would hide allocations).
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=128', self], {
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}
const collect = gc;

const RUNS = 15;
const WARMUPS = 3;
const MINUTE = 60_000;

/** n one-minute readings of a slowly cooling concrete temperature with noise (deterministic). */
function series(n: number): { times: Float64Array; values: Float64Array } {
  const times = new Float64Array(n);
  const values = new Float64Array(n);
  const start = Date.UTC(2024, 0, 1);
  let seed = 42;
  for (let i = 0; i < n; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    times[i] = start + i * MINUTE;
    values[i] = 32 - i / 20_000 + (seed / 2_147_483_648 - 0.5) * 0.4;
  }
  return { times, values };
}

function ours(times: Float64Array, values: Float64Array): number {
  const c = candles(times, values);
  let check = c.length;
  for (const n of CANDLE_MOVING_AVERAGES) check += movingAverage(c.close, n).length;
  return check;
}

/** The peer: what a straightforward implementation does — one object per point, then group and reduce. */
function naive(times: Float64Array, values: Float64Array): number {
  const points = Array.from(times, (t, i) => ({ t, v: values[i]! }));
  const buckets = new Map<number, { t: number; v: number }[]>();
  for (const p of points) {
    const key = Math.floor(p.t / CANDLE_BUCKET_MS) * CANDLE_BUCKET_MS;
    let list = buckets.get(key);
    if (!list) {
      list = [];
      buckets.set(key, list);
    }
    list.push(p);
  }
  const out = [...buckets].map(([time, list]) => ({
    time,
    open: list[0]!.v,
    high: Math.max(...list.map((p) => p.v)),
    low: Math.min(...list.map((p) => p.v)),
    close: list[list.length - 1]!.v,
  }));
  let check = out.length;
  for (const n of CANDLE_MOVING_AVERAGES) {
    const ma = out.map((_, i) =>
      i + 1 < n ? Number.NaN : out.slice(i + 1 - n, i + 1).reduce((s, c) => s + c.close, 0) / n,
    );
    check += ma.length;
  }
  return check;
}

let sink = 0;
function time(fn: () => number): number {
  for (let i = 0; i < WARMUPS; i++) sink += fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    collect();
    const t0 = performance.now();
    sink += fn();
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

/**
 * JS heap and ArrayBuffer growth across one call, with no collection in between: the median over 5 calls,
 * each after a full collection (a single reading can include unrelated background allocation).
 */
function growth(fn: () => number): { heap: number; buffers: number } {
  const heap: number[] = [];
  const buffers: number[] = [];
  for (let i = 0; i < 5; i++) {
    collect();
    collect();
    const before = process.memoryUsage();
    sink += fn();
    const after = process.memoryUsage();
    heap.push(after.heapUsed - before.heapUsed);
    buffers.push(after.arrayBuffers - before.arrayBuffers);
  }
  return { heap: median(heap), buffers: median(buffers) };
}

const fmt = (ms: number) => ms.toFixed(2);
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

const small = series(100_000);
const large = series(1_000_000);

/**
 * Warms every path, so that no measurement includes compilation: until V8's optimising tier takes over,
 * doubles are boxed and a run allocates short-lived garbage per point. Called again before each section,
 * because the full collections of a section can flush the code of functions it does not run.
 */
function warmAll(): void {
  for (let i = 0; i < 60; i++) {
    sink += ours(small.times, small.values) + candles(small.times, small.values).length;
  }
  for (let i = 0; i < 2; i++) {
    sink += ours(large.times, large.values) + candles(large.times, large.values).length;
  }
}
warmAll();

const c100k = time(() => candles(small.times, small.values).length);
const c1m = time(() => candles(large.times, large.values).length);
console.log(`candles 100k points: ${fmt(c100k)} ms`);
console.log(`candles 1M points: ${fmt(c1m)} ms (x${(c1m / c100k).toFixed(1)} vs 100k, linear = 10)`);

warmAll();
const all100k = time(() => ours(small.times, small.values));
const all1m = time(() => ours(large.times, large.values));
console.log(`candles + movingAverage(2,4,48) 100k points: ${fmt(all100k)} ms`);
console.log(
  `candles + movingAverage(2,4,48) 1M points: ${fmt(all1m)} ms (x${(all1m / all100k).toFixed(1)} vs 100k, linear = 10)`,
);

const shuffled = series(1_000_000);
// Swap neighbours in pairs (readings arriving out of order): bucketed in place, still linear.
for (let i = 0; i + 1 < shuffled.times.length; i += 2) {
  const t = shuffled.times[i]!;
  shuffled.times[i] = shuffled.times[i + 1]!;
  shuffled.times[i + 1] = t;
}
warmAll();
const unsorted1m = time(() => candles(shuffled.times, shuffled.values).length);
console.log(
  `candles 1M unsorted points: ${fmt(unsorted1m)} ms (x${(unsorted1m / c1m).toFixed(1)} vs sorted)`,
);

warmAll();
const naive1m = time(() => naive(large.times, large.values));
console.log(
  `candles + movingAverage 1M vs naive object-per-point: ratio ${(all1m / naive1m).toFixed(3)} (${fmt(all1m)} ms, ${fmt(naive1m)} ms)`,
);

warmAll();
const g100k = growth(() => ours(small.times, small.values));
const g1m = growth(() => ours(large.times, large.values));
const gNaive = growth(() => naive(large.times, large.values));
const buckets = candles(large.times, large.values).length;
console.log(
  `heap growth, candles + MA 100k points: JS heap ${kb(g100k.heap)}, typed arrays ${kb(g100k.buffers)}`,
);
console.log(
  `heap growth, candles + MA 1M points: JS heap ${kb(g1m.heap)} (${(g1m.heap / 1_000_000).toFixed(3)} B/point), ` +
    `typed arrays ${kb(g1m.buffers)} (${buckets} buckets x 8 columns x 8 B = ${kb(buckets * 64)})`,
);
console.log(
  `heap growth, naive object-per-point 1M points: JS heap ${kb(gNaive.heap)} (${(gNaive.heap / 1_000_000).toFixed(1)} B/point)`,
);
if (sink === 0) console.log('');

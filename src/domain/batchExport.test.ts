import { describe, expect, it } from 'vitest';
import {
  type BatchExportState,
  type BatchItem,
  batchProgress,
  beginBatchItem,
  cancelBatch,
  finishBatchItem,
  IDLE_BATCH,
  msUntilBatchItem,
  parseBlockNumber,
  retryBatchFailures,
  splitTimeLeft,
  startBatch,
} from './batchExport.ts';
import { EXPORT_INTERVAL_MS } from './constants.ts';

const bays: BatchItem[] = [
  { id: '16', label: '2#-001' },
  { id: '17', label: '2#-002' },
  { id: '18', label: '2#-003' },
];
const T0 = 1_752_000_000_000;

/** Runs the walk as the hook does: start each item when due, finish it `busy` ms later. */
function walk(state: BatchExportState, busy: number, fail: (item: BatchItem) => boolean = () => false) {
  let s = state;
  let now = s.startedAt ?? T0;
  const starts: number[] = [];
  while (s.phase === 'running') {
    const wait = msUntilBatchItem(s, now);
    if (wait === null) throw new Error('nothing due while running');
    now += wait;
    s = beginBatchItem(s, now);
    starts.push(now);
    const item = s.current as BatchItem;
    now += busy;
    s = finishBatchItem(s, fail(item) ? { ok: false, reason: 'network' } : { ok: true }, now);
  }
  return { state: s, starts, now };
}

describe('the batch export walk (part 2 §7, §9)', () => {
  it('starts the first bay at once and one bay every 5000 ms after that', () => {
    const s = startBatch(bays, T0);
    expect(s.intervalMs).toBe(EXPORT_INTERVAL_MS);
    expect(msUntilBatchItem(s, T0)).toBe(0);
    const { state, starts } = walk(s, 300);
    expect(starts).toEqual([T0, T0 + 5000, T0 + 10_000]);
    expect(state.phase).toBe('finished');
    expect(state.succeeded).toBe(3);
    expect(state.endedAt).toBe(T0 + 10_300);
  });

  it('goes one bay at a time: a download slower than the interval delays the next start', () => {
    const { starts } = walk(startBatch(bays, T0), 7000);
    expect(starts).toEqual([T0, T0 + 7000, T0 + 14_000]);
  });

  it('does not start an item before it is due, nor while one is in flight', () => {
    let s = beginBatchItem(startBatch(bays, T0), T0);
    expect(s.current?.id).toBe('16');
    expect(msUntilBatchItem(s, T0 + 9000)).toBeNull();
    expect(beginBatchItem(s, T0 + 9000)).toBe(s);
    s = finishBatchItem(s, { ok: true }, T0 + 200);
    expect(msUntilBatchItem(s, T0 + 1000)).toBe(4000);
    expect(beginBatchItem(s, T0 + 1000)).toBe(s);
  });

  it('counts failures with the bay and the reason, and finishes the run anyway', () => {
    const { state } = walk(startBatch(bays, T0), 100, (item) => item.id === '17');
    expect(state.phase).toBe('finished');
    expect(state.succeeded).toBe(2);
    expect(state.failures).toEqual([{ item: bays[1], reason: 'network', message: null }]);
    const p = batchProgress(state, T0 + 20_000);
    expect(p).toMatchObject({ total: 3, done: 3, succeeded: 2, failed: 1, fraction: 1, timeLeftMs: null });
  });

  it('keeps the server message of a refusal', () => {
    let s = beginBatchItem(startBatch(bays.slice(0, 1), T0), T0);
    s = finishBatchItem(s, { ok: false, reason: 'refused', message: 'no such bay' }, T0 + 10);
    expect(s.failures[0]).toEqual({ item: bays[0], reason: 'refused', message: 'no such bay' });
  });

  it('retries only the failed bays, at the same pace', () => {
    const { state, now } = walk(startBatch(bays, T0, 1000), 100, (item) => item.id !== '16');
    const retry = retryBatchFailures(state, now);
    expect(retry.phase).toBe('running');
    expect(retry.items.map((i) => i.id)).toEqual(['17', '18']);
    expect(retry.intervalMs).toBe(1000);
    expect(retry.failures).toEqual([]);
    // Nothing to retry, or still running: unchanged.
    const clean = walk(startBatch(bays, T0), 1).state;
    expect(retryBatchFailures(clean, now)).toBe(clean);
    expect(retryBatchFailures(retry, now)).toBe(retry);
  });

  it('cancel stops the walk: the bay in flight is dropped and nothing more starts', () => {
    let s = beginBatchItem(startBatch(bays, T0), T0);
    s = finishBatchItem(s, { ok: true }, T0 + 100);
    s = beginBatchItem(s, T0 + 5000);
    s = cancelBatch(s, T0 + 5200);
    expect(s.phase).toBe('cancelled');
    expect(s.current).toBeNull();
    expect(msUntilBatchItem(s, T0 + 60_000)).toBeNull();
    // The dropped download's late answer changes nothing.
    expect(finishBatchItem(s, { ok: true }, T0 + 5300)).toBe(s);
    expect(batchProgress(s, T0 + 5300)).toMatchObject({ done: 1, total: 3, notTried: 2, timeLeftMs: null });
    expect(cancelBatch(IDLE_BATCH, T0)).toBe(IDLE_BATCH);
  });

  it('an empty queue is finished at once', () => {
    const s = startBatch([], T0);
    expect(s.phase).toBe('finished');
    expect(msUntilBatchItem(s, T0)).toBeNull();
    expect(batchProgress(s, T0)).toMatchObject({ total: 0, done: 0, fraction: 1 });
  });

  it('refuses an interval that is not a finite number from 0', () => {
    expect(() => startBatch(bays, T0, -1)).toThrow(RangeError);
    expect(() => startBatch(bays, T0, Number.NaN)).toThrow(RangeError);
    expect(startBatch(bays, T0, 0).intervalMs).toBe(0);
  });
});

describe('progress and time left', () => {
  it('counts done over total and estimates the time left from the interval', () => {
    const items = Array.from({ length: 14 }, (_, i) => ({ id: String(i + 1), label: `2#-${i + 1}` }));
    let s = startBatch(items, T0);
    expect(batchProgress(s, T0)).toMatchObject({ done: 0, total: 14, fraction: 0, current: null });
    // Before the first start: 13 intervals then the (unknown, 0) download of the last bay.
    expect(batchProgress(s, T0).timeLeftMs).toBe(13 * 5000);
    s = beginBatchItem(s, T0);
    s = finishBatchItem(s, { ok: true }, T0 + 1000);
    // 4 s to the next start, 12 more intervals, and a 1 s download for the last one.
    const p = batchProgress(s, T0 + 1000);
    expect(p.done).toBe(1);
    expect(p.fraction).toBeCloseTo(1 / 14);
    expect(p.timeLeftMs).toBe(4000 + 12 * 5000 + 1000);
    // Between two bays: the next one and when it starts.
    expect(p.upcoming).toEqual({ item: items[1], inMs: 4000 });
    expect(batchProgress(beginBatchItem(s, T0 + 5000), T0 + 5000).upcoming).toBeNull();
  });

  it('while the last bay is in flight, only its expected download time is left', () => {
    let s = startBatch(bays.slice(0, 2), T0);
    s = finishBatchItem(beginBatchItem(s, T0), { ok: true }, T0 + 2000);
    s = beginBatchItem(s, T0 + 5000);
    expect(batchProgress(s, T0 + 5500)).toMatchObject({ current: bays[1], timeLeftMs: 1500 });
    expect(batchProgress(s, T0 + 9000).timeLeftMs).toBe(0);
  });

  it('splits a time left into hours, minutes and seconds, rounding up', () => {
    expect(splitTimeLeft(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitTimeLeft(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(splitTimeLeft(65_000)).toEqual({ hours: 0, minutes: 1, seconds: 5 });
    // 1000 bays at 5 s: 83 min 15 s.
    expect(splitTimeLeft(999 * 5000)).toEqual({ hours: 1, minutes: 23, seconds: 15 });
    expect(splitTimeLeft(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('parseBlockNumber (export screen)', () => {
  it('empty means every block', () => {
    expect(parseBlockNumber('')).toEqual({ ok: true, block: null });
    expect(parseBlockNumber('   ')).toEqual({ ok: true, block: null });
    expect(parseBlockNumber(undefined)).toEqual({ ok: true, block: null });
  });
  it('reads a whole number from 1, full-width digits too', () => {
    expect(parseBlockNumber(' 2 ')).toEqual({ ok: true, block: 2 });
    expect(parseBlockNumber('１２')).toEqual({ ok: true, block: 12 });
    expect(parseBlockNumber('007')).toEqual({ ok: true, block: 7 });
  });
  it('refuses anything else with the block message', () => {
    for (const text of ['0', '-1', '2.5', '2a', '1e3', '二', '99999999999999999999']) {
      expect(parseBlockNumber(text), text).toEqual({
        ok: false,
        issue: { field: 'block', key: 'export.form.blockInvalid' },
      });
    }
  });
});

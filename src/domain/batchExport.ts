/**
 * The batch export of part 2 §2.4, §7, §9: the bays of a block are listed once (area 1, the block, page 1,
 * 1000 a page) and then exported one after the other, one every 5 s, each as the file the user chose. This
 * module is the walk itself as pure state: what the queue holds, when the next bay may start, what is done,
 * what failed and why, and how long is left. Timers and downloads live in the caller (`useBatchExport`).
 */
import { EXPORT_INTERVAL_MS } from './constants.ts';
import type { ValidationIssue } from './validation/issue.ts';

/** The three files of the export screen (part 2 §2.4), by download link (part 1 §7). */
export const EXPORT_KINDS = ['averageTemperature', 'flow', 'bayInfo'] as const;
/** Average temperature (`/api/getAllTemperatureData`), flow data (`/api/getAllFlowData`), bay info (`/dn/outHiveInfo`). */
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** One thing the walk exports: a bay by id, with the label the user knows it by. */
export interface BatchItem {
  id: string;
  label: string;
}

/**
 * Why one export failed: no answer (`network`), no answer in time (`timeout`), the token was refused
 * (`unauthorized`), or the server answered with an error (`refused`, with its message).
 */
export type BatchFailureReason = 'network' | 'timeout' | 'unauthorized' | 'refused';

export interface BatchFailure {
  item: BatchItem;
  reason: BatchFailureReason;
  /** The server's words, when it gave some. */
  message: string | null;
}

/** `idle` before any run, `running`, `finished` (every item tried) or `cancelled` by the user. */
export type BatchPhase = 'idle' | 'running' | 'finished' | 'cancelled';

export interface BatchExportState {
  phase: BatchPhase;
  /** The queue of this run, in order. */
  items: readonly BatchItem[];
  /** Index in `items` of the next item to start. */
  next: number;
  /** The item being exported now; null between two. */
  current: BatchItem | null;
  /** When `current` started, epoch ms. */
  currentStartedAt: number | null;
  /** The earliest start of the next item, epoch ms: one interval after the start of the previous one. */
  nextAt: number;
  /** Milliseconds from the start of one item to the start of the next. */
  intervalMs: number;
  succeeded: number;
  failures: readonly BatchFailure[];
  /** Milliseconds spent in finished downloads (for the estimate of the last one). */
  busyMs: number;
  startedAt: number | null;
  endedAt: number | null;
}

/** Nothing started yet. */
export const IDLE_BATCH: BatchExportState = {
  phase: 'idle',
  items: [],
  next: 0,
  current: null,
  currentStartedAt: null,
  nextAt: 0,
  intervalMs: EXPORT_INTERVAL_MS,
  succeeded: 0,
  failures: [],
  busyMs: 0,
  startedAt: null,
  endedAt: null,
};

/**
 * A new run over `items`, the first due at once. `intervalMs` is the seed's 5000 ms; a test may pass a
 * shorter one. An empty queue is finished at once.
 */
export function startBatch(
  items: readonly BatchItem[],
  now: number,
  intervalMs: number = EXPORT_INTERVAL_MS,
): BatchExportState {
  if (!Number.isFinite(intervalMs) || intervalMs < 0) {
    throw new RangeError(`intervalMs must be a finite number >= 0, got ${intervalMs}`);
  }
  return {
    ...IDLE_BATCH,
    phase: items.length === 0 ? 'finished' : 'running',
    items: [...items],
    nextAt: now,
    intervalMs,
    startedAt: now,
    endedAt: items.length === 0 ? now : null,
  };
}

/**
 * Milliseconds until the next item may start (0: now), or null when none is waiting: the run is not
 * running, an item is still in flight (items go one at a time), or the queue is used up.
 */
export function msUntilBatchItem(state: BatchExportState, now: number): number | null {
  if (state.phase !== 'running' || state.current !== null || state.next >= state.items.length) return null;
  return Math.max(0, state.nextAt - now);
}

/** Starts the next item when it is due (else returns `state` as it is). */
export function beginBatchItem(state: BatchExportState, now: number): BatchExportState {
  if (msUntilBatchItem(state, now) !== 0) return state;
  return {
    ...state,
    current: state.items[state.next] ?? null,
    currentStartedAt: now,
    next: state.next + 1,
    nextAt: now + state.intervalMs,
  };
}

/** How an item's export ended. */
export type BatchOutcome = { ok: true } | { ok: false; reason: BatchFailureReason; message?: string | null };

/** Records the end of the current item; the run is finished when it was the last. */
export function finishBatchItem(
  state: BatchExportState,
  outcome: BatchOutcome,
  now: number,
): BatchExportState {
  if (state.phase !== 'running' || state.current === null) return state;
  const item = state.current;
  const last = state.next >= state.items.length;
  return {
    ...state,
    current: null,
    currentStartedAt: null,
    succeeded: state.succeeded + (outcome.ok ? 1 : 0),
    failures: outcome.ok
      ? state.failures
      : [...state.failures, { item, reason: outcome.reason, message: outcome.message ?? null }],
    busyMs: state.busyMs + Math.max(0, now - (state.currentStartedAt ?? now)),
    phase: last ? 'finished' : 'running',
    endedAt: last ? now : null,
  };
}

/** Stops a running walk: the item in flight is dropped (not counted), nothing else starts. */
export function cancelBatch(state: BatchExportState, now: number): BatchExportState {
  if (state.phase !== 'running') return state;
  return { ...state, phase: 'cancelled', current: null, currentStartedAt: null, endedAt: now };
}

/** A new run over the items that failed, at the same pace (after the run finished or was cancelled). */
export function retryBatchFailures(state: BatchExportState, now: number): BatchExportState {
  if (state.phase === 'running' || state.failures.length === 0) return state;
  return startBatch(
    state.failures.map((failure) => failure.item),
    now,
    state.intervalMs,
  );
}

/** What a progress panel shows about a run. */
export interface BatchProgress {
  phase: BatchPhase;
  /** Items in the run. */
  total: number;
  /** Items tried (succeeded + failed). */
  done: number;
  succeeded: number;
  failed: number;
  /** done / total, 0 to 1 (1 for an empty run). */
  fraction: number;
  /** The item being exported now. */
  current: BatchItem | null;
  /** Between two items: the next one and the milliseconds until it starts. */
  upcoming: { item: BatchItem; inMs: number } | null;
  /** Items never tried (a cancelled run). */
  notTried: number;
  /**
   * Estimated milliseconds until the last item is done, while running: the wait for the next start, one
   * interval per further item (or the mean download time when downloads are slower), and the mean download
   * time of the last one. Null when not running.
   */
  timeLeftMs: number | null;
  failures: readonly BatchFailure[];
}

/** The progress of a run at `now`. */
export function batchProgress(state: BatchExportState, now: number): BatchProgress {
  const total = state.items.length;
  const failed = state.failures.length;
  const done = state.succeeded + failed;
  const wait = msUntilBatchItem(state, now);
  const nextItem = state.items[state.next];
  return {
    phase: state.phase,
    total,
    done,
    succeeded: state.succeeded,
    failed,
    fraction: total === 0 ? 1 : done / total,
    current: state.current,
    upcoming: wait !== null && nextItem ? { item: nextItem, inMs: wait } : null,
    notTried: state.phase === 'cancelled' ? total - done : 0,
    timeLeftMs: state.phase === 'running' ? timeLeft(state, now, done) : null,
    failures: state.failures,
  };
}

function timeLeft(state: BatchExportState, now: number, done: number): number {
  const meanBusy = done > 0 ? state.busyMs / done : 0;
  const currentLeft =
    state.current !== null ? Math.max(0, meanBusy - (now - (state.currentStartedAt ?? now))) : 0;
  const notStarted = state.items.length - state.next;
  if (notStarted === 0) return currentLeft;
  // Items go one at a time: a download slower than the interval pushes the next start back.
  const firstStart = Math.max(state.nextAt, now + currentLeft);
  const step = Math.max(state.intervalMs, meanBusy);
  return Math.max(0, firstStart - now) + (notStarted - 1) * step + meanBusy;
}

/** A time left in whole hours, minutes and seconds (rounded up: "1 s" until it is done). */
export function splitTimeLeft(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** The message key of a block number that is not a whole number (area `export`). */
export const BLOCK_NUMBER_INVALID = 'export.form.blockInvalid';

/**
 * The optional block (dam section) number of the export screen: empty means every block; otherwise a whole
 * number from 1 (full-width digits, as a Chinese keyboard may type them, are read as digits).
 */
export function parseBlockNumber(
  text: string | null | undefined,
): { ok: true; block: number | null } | { ok: false; issue: ValidationIssue } {
  const trimmed = (text ?? '').replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10)).trim();
  if (trimmed === '') return { ok: true, block: null };
  const block = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(block) || block < 1) {
    return { ok: false, issue: { field: 'block', key: BLOCK_NUMBER_INVALID } };
  }
  return { ok: true, block };
}

/*
 * The batch export of part 2 §7, §9 as a hook: the walk of `damtherm/domain` (`startBatch` …) driven by a
 * timer, one item at a time, one start every 5 s. The walk lives as long as the component that holds the
 * hook: `cancel` stops it, and unmounting (leaving the page) stops it and aborts the download in flight.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DamClient } from '../client/createDamClient';
import { isDamError } from '../client/errors';
import {
  type BatchExportState,
  type BatchFailureReason,
  type BatchItem,
  type BatchOutcome,
  type BatchProgress,
  batchProgress,
  beginBatchItem,
  cancelBatch,
  type ExportKind,
  finishBatchItem,
  IDLE_BATCH,
  msUntilBatchItem,
  retryBatchFailures,
  startBatch,
} from '../domain/batchExport.ts';
import { EXPORT_INTERVAL_MS } from '../domain/constants.ts';

export interface BatchExportOptions {
  /**
   * Exports one item: resolve when it is saved, reject when it failed (a DamError tells why). The signal
   * aborts when the walk is cancelled or the component unmounts. The latest function given is used.
   */
  run: (item: BatchItem, signal: AbortSignal) => Promise<unknown>;
  /**
   * Milliseconds from the start of one item to the start of the next: the seed's 5000 (`EXPORT_INTERVAL_MS`)
   * by default. Meant for tests and stories that cannot wait 5 s per item; a site keeps the default.
   */
  intervalMs?: number;
  /**
   * Keeps a phone's screen on while the walk runs (a Screen Wake Lock where the browser has one), so a long
   * export is not paused by the screen locking. True by default.
   */
  keepScreenOn?: boolean;
}

export interface BatchExport {
  /** The walk as pure state (`damtherm/domain`). */
  state: BatchExportState;
  /** Done / total, the item in flight, the time left (ticking every second while running), the failures. */
  progress: BatchProgress;
  /** Starts a new walk over `items` (a running one is cancelled first). */
  start: (items: readonly BatchItem[]) => void;
  /** Stops the walk: the download in flight is aborted and not counted. */
  cancel: () => void;
  /** Walks again over the items that failed. */
  retryFailures: () => void;
  /** Back to idle (clears the summary). */
  reset: () => void;
}

/** Why a download failed, as the walk records it. */
export function batchFailureOf(error: unknown): Extract<BatchOutcome, { ok: false }> {
  if (isDamError(error)) {
    const reason: BatchFailureReason =
      error.kind === 'http' || error.kind === 'server' ? 'refused' : error.kind;
    return { ok: false, reason, message: reason === 'refused' ? error.message || null : null };
  }
  const message = error instanceof Error && error.message ? error.message : null;
  return { ok: false, reason: 'refused', message };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Drives a batch export: starts each item when it is due (one start per interval, one item in flight), counts
 * successes and failures, and keeps the progress current. The caller decides what one item's export is.
 */
export function useBatchExport({
  run,
  intervalMs = EXPORT_INTERVAL_MS,
  keepScreenOn = true,
}: BatchExportOptions): BatchExport {
  const [state, setState] = useState<BatchExportState>(IDLE_BATCH);
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  const runRef = useRef(run);
  runRef.current = run;
  // One controller per walk: aborting it drops the download in flight.
  const controller = useRef<AbortController | null>(null);

  const commit = useCallback((next: BatchExportState) => {
    stateRef.current = next;
    setState(next);
    setNow(Date.now());
  }, []);

  const launch = useCallback(
    (item: BatchItem, walk: AbortController) => {
      const settle = (outcome: BatchOutcome) => {
        // A late answer of a cancelled or replaced walk changes nothing.
        if (controller.current !== walk || walk.signal.aborted) return;
        commit(finishBatchItem(stateRef.current, outcome, Date.now()));
      };
      let pending: Promise<unknown>;
      try {
        pending = Promise.resolve(runRef.current(item, walk.signal));
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        () => settle({ ok: true }),
        (error: unknown) => {
          if (!isAbort(error)) settle(batchFailureOf(error));
        },
      );
    },
    [commit],
  );

  // The next item when it is due: a timer per wait, cleared when the state moves on.
  useEffect(() => {
    const wait = msUntilBatchItem(state, Date.now());
    const walk = controller.current;
    if (wait === null || walk === null) return;
    const timer = setTimeout(() => {
      if (controller.current !== walk) return;
      const next = beginBatchItem(stateRef.current, Date.now());
      if (next === stateRef.current || next.current === null) return;
      commit(next);
      launch(next.current, walk);
    }, wait);
    return () => clearTimeout(timer);
  }, [state, commit, launch]);

  // The time left counts down every second while the walk runs.
  useEffect(() => {
    if (state.phase !== 'running') return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [state.phase]);

  useScreenWakeLock(keepScreenOn && state.phase === 'running');

  // Leaving the page stops the walk.
  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  const begin = useCallback(
    (next: BatchExportState) => {
      controller.current?.abort();
      controller.current = next.phase === 'running' ? new AbortController() : null;
      commit(next);
    },
    [commit],
  );

  const start = useCallback(
    (items: readonly BatchItem[]) => begin(startBatch(items, Date.now(), intervalMs)),
    [begin, intervalMs],
  );
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    commit(cancelBatch(stateRef.current, Date.now()));
  }, [commit]);
  const retryFailures = useCallback(() => begin(retryBatchFailures(stateRef.current, Date.now())), [begin]);
  const reset = useCallback(() => begin(IDLE_BATCH), [begin]);

  return {
    state,
    progress: batchProgress(state, Math.max(now, state.currentStartedAt ?? 0)),
    start,
    cancel,
    retryFailures,
    reset,
  };
}

interface WakeLockSentinelLike {
  release: () => Promise<void>;
}
type WakeLockNavigator = Navigator & {
  wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> };
};

/** Holds a screen wake lock while `active` (taken again when the page becomes visible; the browser drops it). */
function useScreenWakeLock(active: boolean) {
  useEffect(() => {
    const wakeLock = (globalThis.navigator as WakeLockNavigator | undefined)?.wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (stopped) void lock.release().catch(() => {});
          else sentinel = lock;
        },
        // Refused (battery saver, no permission): the walk goes on without it.
        () => {},
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => {});
    };
  }, [active]);
}

/** The download link of each kind of export (part 1 §7). */
export const BAY_EXPORT_PATHS = {
  averageTemperature: '/api/getAllTemperatureData',
  flow: '/api/getAllFlowData',
  bayInfo: '/dn/outHiveInfo',
} as const satisfies Record<ExportKind, string>;

/** The file name of a `Content-Disposition` header (`filename*` first), or null. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** A downloaded export file. */
export interface ExportFile {
  blob: Blob;
  /** The server's file name, else `bay-{id}-{kind}.csv`. */
  fileName: string;
}

/**
 * Downloads the export of one bay through the client (its token and its DamError on failure): average
 * temperature over the whole history, flow data, or the bay's information, each a CSV.
 */
export async function fetchBayExport(
  client: DamClient,
  kind: ExportKind,
  bayId: number,
  signal?: AbortSignal,
): Promise<ExportFile> {
  const answer =
    kind === 'bayInfo'
      ? await client.GET(BAY_EXPORT_PATHS.bayInfo, {
          params: { query: { c_hive_id: bayId } },
          parseAs: 'blob',
          signal,
        })
      : await client.GET(BAY_EXPORT_PATHS[kind], {
          params: { query: { id: bayId } },
          parseAs: 'blob',
          signal,
        });
  const blob = answer.data as Blob | undefined;
  if (!blob) throw new Error(`No file in the answer of ${BAY_EXPORT_PATHS[kind]}`);
  const name = attachmentName(answer.response.headers.get('Content-Disposition'));
  return { blob, fileName: name ?? `bay-${bayId}-${kind}.csv` };
}

/** Offers a file to the browser as a download (a Blob URL on a temporary link). */
export function saveExportFile(file: ExportFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click is handled; keep it a little for slow download managers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

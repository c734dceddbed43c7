/*
 * The report analysis export (part 2 §7 'Exports by link'): each report type downloads from its own link
 * with the period and the token, through the provider's client (its DamError tells why a download failed).
 * The hook keeps the state a screen shows: in flight (and `slow` once it takes longer than a second),
 * downloaded with the file's name, or failed with the error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DamClient } from '../client/createDamClient';
import type { ReportType } from '../domain/adapters/reports.ts';
import { msToSeconds } from '../domain/time.ts';
import { useDamLanguage } from '../i18n/useDamLanguage';
import { useDamClient } from './api';
import { attachmentName, type ExportFile, saveExportFile } from './useBatchExport';

/** The download link of each report type (part 2 §7). */
export const REPORT_EXPORT_PATHS = {
  maxTemp: '/dxc/excel_max_temp_info',
  weekDrop: '/cytWebHive/weekTempDiffExport',
  outletEntryPouring: '/pqt/excel_chujikou_rucang_jiaozhu_data',
  cooling: '/dn/out20230508',
  damControl: '/dn/out20230513',
} as const satisfies Record<ReportType, string>;

/** How long a download may take before the screen says it is still running (ms). */
export const EXPORT_SLOW_AFTER_MS = 1000;

/**
 * Downloads the CSV of a report type over a period (epoch ms), its headers in `language`: the link with
 * startTime, endTime, lang and the token. Rejects with a DamError when the server refuses.
 */
export async function fetchReportExport(
  client: DamClient,
  type: ReportType,
  window: { start: number; end: number },
  language: 'zh' | 'en',
  signal?: AbortSignal,
): Promise<ExportFile> {
  const answer = await client.GET(REPORT_EXPORT_PATHS[type], {
    params: {
      query: { startTime: msToSeconds(window.start), endTime: msToSeconds(window.end), lang: language },
    },
    parseAs: 'blob',
    signal,
  });
  const blob = answer.data as Blob | undefined;
  if (!blob) throw new Error(`No file in the answer of ${REPORT_EXPORT_PATHS[type]}`);
  const name = attachmentName(answer.response.headers.get('Content-Disposition'));
  return { blob, fileName: name ?? `report-${type}.csv` };
}

/** Where a report export stands. */
export type ReportExportState =
  | { phase: 'idle' }
  | { phase: 'running'; type: ReportType /** True once it has run longer than a second. */; slow: boolean }
  | { phase: 'done'; type: ReportType; fileName: string }
  | { phase: 'failed'; type: ReportType; error: unknown };

export interface ReportExportOptions {
  /** Where the file goes: a browser download by default. */
  save?: (file: ExportFile) => void;
  /** When a running download counts as slow (default 1000 ms). */
  slowAfterMs?: number;
}

export interface ReportExport {
  state: ReportExportState;
  /** Downloads the report of `type` over `window` in the provider's language (a running one is cancelled). */
  start: (type: ReportType, window: { start: number; end: number }) => void;
  /** Stops the download in flight. */
  cancel: () => void;
  /** Back to idle. */
  reset: () => void;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Downloads report exports one at a time; leaving the page aborts the one in flight. */
export function useReportExport({
  save = saveExportFile,
  slowAfterMs = EXPORT_SLOW_AFTER_MS,
}: ReportExportOptions = {}): ReportExport {
  const client = useDamClient();
  const language = useDamLanguage();
  const [state, setState] = useState<ReportExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  const start = useCallback(
    (type: ReportType, window: { start: number; end: number }) => {
      controller.current?.abort();
      const walk = new AbortController();
      controller.current = walk;
      setState({ phase: 'running', type, slow: false });
      fetchReportExport(client, type, window, language, walk.signal).then(
        (file) => {
          if (controller.current !== walk) return;
          controller.current = null;
          saveRef.current(file);
          setState({ phase: 'done', type, fileName: file.fileName });
        },
        (error: unknown) => {
          if (controller.current !== walk || isAbort(error)) return;
          controller.current = null;
          setState({ phase: 'failed', type, error });
        },
      );
    },
    [client, language],
  );

  // A download that takes longer than `slowAfterMs` is shown as running.
  const running = state.phase === 'running' && !state.slow;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(
      () => setState((s) => (s.phase === 'running' ? { ...s, slow: true } : s)),
      slowAfterMs,
    );
    return () => clearTimeout(timer);
  }, [running, slowAfterMs]);

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, cancel, reset };
}

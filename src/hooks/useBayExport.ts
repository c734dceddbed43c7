/*
 * The batch export of bays (part 2 §7, §9) over the walk of `useBatchExport`: each bay's file is fetched in
 * its turn, and the walk ends with one zip of them all. Its own module so that fflate (the zip) reaches only
 * the screens that export bays, not those that import the single-file helpers of `useBatchExport`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BatchItem, ExportKind } from '../domain/batchExport.ts';
import { useDamClient } from './api';
import { zipExportFiles } from './exportArchive';
import {
  type BatchExport,
  type BatchExportOptions,
  type ExportFile,
  fetchBayExport,
  saveExportFile,
  useBatchExport,
} from './useBatchExport';

export interface BayExportOptions extends Pick<BatchExportOptions, 'intervalMs' | 'keepScreenOn'> {
  /** Where the archive of a walk goes: a browser download by default. */
  save?: (file: ExportFile) => void;
}

/** How the files of a walk are named: the archive, and each bay's file inside it. */
export interface BayExportNames {
  /** The archive's file name ('block-2-average-temperature-2026-11-29.zip'). */
  archive: string;
  /** A bay's file in the archive; the server's name by default. */
  file?: (bay: BatchItem, serverName: string) => string;
}

/** The archive a walk ended with: its name and how many bays' files it holds. */
export interface SavedArchive {
  fileName: string;
  files: number;
}

/** The batch export of bays: `start` takes the kind of file with the bays. */
export interface BayExport extends Omit<BatchExport, 'start'> {
  /**
   * Walks `bays` (`id` the bay id, `label` its number), downloading the file of `kind` for each; when the
   * walk ends (finished or cancelled) the files downloaded so far are saved as one zip named by `names`.
   */
  start: (bays: readonly BatchItem[], kind: ExportKind, names?: BayExportNames) => void;
  /** The kind of file of the current (or last) walk; null before any. */
  kind: ExportKind | null;
  /** The archive the last walk ended with; null while running, before any, or when no file came. */
  saved: SavedArchive | null;
}

/**
 * The batch export of bays (part 2 §7): `start(bays, kind, names)` walks them one every 5 s, downloading for
 * each the file of `kind` through the provider's client; failures are counted with their bay and why. When
 * the walk ends, the user gets ONE zip of every bay's file (a retry of the failures ends with the zip of
 * the whole export again, the retried bays added). The kind stays that of the walk (a retry too), whatever
 * the screen shows meanwhile.
 */
export function useBayExport({
  intervalMs,
  keepScreenOn,
  save = saveExportFile,
}: BayExportOptions = {}): BayExport {
  const client = useDamClient();
  const [kind, setKind] = useState<ExportKind | null>(null);
  const [saved, setSaved] = useState<SavedArchive | null>(null);
  const kindRef = useRef<ExportKind>('averageTemperature');
  const namesRef = useRef<BayExportNames>({ archive: 'bays.zip' });
  // The files of this export by bay id, and the bays in the order the user listed them.
  const files = useRef(new Map<string, ExportFile>());
  const order = useRef<readonly BatchItem[]>([]);
  // Files the current walk added: a walk that added none (a retry that failed again) saves nothing new.
  const added = useRef(0);
  const saveRef = useRef(save);
  saveRef.current = save;
  const batch = useBatchExport({
    intervalMs,
    keepScreenOn,
    async run(item, signal) {
      const file = await fetchBayExport(client, kindRef.current, Number(item.id), signal);
      if (signal.aborted) return;
      const name = namesRef.current.file?.(item, file.fileName) ?? file.fileName;
      files.current.set(item.id, { blob: file.blob, fileName: name });
      added.current += 1;
    },
  });
  const { start: startWalk, reset: resetWalk, state } = batch;

  // A walk that ended hands over one archive, once (a walk is known by its start time).
  const archivedWalk = useRef<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    const walk = state.startedAt;
    if (state.phase !== 'finished' && state.phase !== 'cancelled') return;
    if (walk === null || archivedWalk.current === walk) return;
    archivedWalk.current = walk;
    const bayFiles = order.current.flatMap((bay) => files.current.get(bay.id) ?? []);
    if (added.current === 0 || bayFiles.length === 0) return;
    void zipExportFiles(bayFiles, namesRef.current.archive).then((archive) => {
      // A new walk or leaving the page meanwhile: this archive is no longer wanted.
      if (archivedWalk.current !== walk || !mounted.current) return;
      saveRef.current(archive);
      setSaved({ fileName: archive.fileName, files: bayFiles.length });
    });
  }, [state.phase, state.startedAt]);

  const start = useCallback(
    (bays: readonly BatchItem[], next: ExportKind, names?: BayExportNames) => {
      kindRef.current = next;
      namesRef.current = names ?? { archive: `bays-${next}.zip` };
      files.current = new Map();
      order.current = [...bays];
      archivedWalk.current = null;
      added.current = 0;
      setKind(next);
      setSaved(null);
      startWalk(bays);
    },
    [startWalk],
  );
  const { retryFailures: retryWalk } = batch;
  const retryFailures = useCallback(() => {
    added.current = 0;
    setSaved(null);
    retryWalk();
  }, [retryWalk]);
  const reset = useCallback(() => {
    files.current = new Map();
    archivedWalk.current = null;
    setSaved(null);
    resetWalk();
  }, [resetWalk]);
  return { ...batch, start, retryFailures, reset, kind, saved };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { isDamError } from '../../../client/errors';
import type { FileUploadOutcome, UploadProgress } from '../../../domain';
import { useSendOnce } from '../../ui/useSendOnce';

/** What the table gives `onUpload` beside the file. */
export interface FileUploadTransfer {
  /** Call with the bytes of the file sent so far (XMLHttpRequest's upload progress). */
  onProgress: (progress: UploadProgress) => void;
  /** Aborted when the user cancels the upload. */
  signal: AbortSignal;
}

/** Sends a picked file and resolves with what became of it (a rejection counts as a failure). */
export type FileUploadHandler = (file: File, transfer: FileUploadTransfer) => Promise<FileUploadOutcome>;

/** The upload under way. */
export interface ActiveUpload {
  name: string;
  progress: UploadProgress;
}

interface Pick {
  file: File;
  /** Each pick is its own command: the same file picked again is sent again (the server says 'existed'). */
  serial: number;
}

/**
 * One upload at a time (`useSendOnce`: a pick while one is in flight is dropped), its progress, and a cancel
 * that aborts it. `onOutcome` hears every answer, a cancel and a rejection included.
 */
export function useFileUpload(
  onUpload: FileUploadHandler | undefined,
  onOutcome: (outcome: FileUploadOutcome, name: string) => void,
) {
  const [active, setActive] = useState<ActiveUpload | null>(null);
  const controller = useRef<AbortController | null>(null);
  const serial = useRef(0);
  const mounted = useRef(true);
  const latestOutcome = useRef(onOutcome);
  useEffect(() => {
    latestOutcome.current = onOutcome;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const once = useSendOnce<Pick, FileUploadOutcome>({
    keyOf: (pick) => String(pick.serial),
    isSuccess: (outcome) => outcome.status === 'uploaded',
    send: async ({ file }) => {
      if (!onUpload) return { status: 'cancelled' };
      const abort = new AbortController();
      controller.current = abort;
      setActive({ name: file.name, progress: { loaded: 0, total: file.size } });
      const onProgress = (progress: UploadProgress) => {
        if (!abort.signal.aborted && mounted.current)
          setActive((current) => (current ? { ...current, progress } : current));
      };
      try {
        const outcome = await onUpload(file, { onProgress, signal: abort.signal });
        return abort.signal.aborted && outcome.status === 'failed' ? { status: 'cancelled' } : outcome;
      } catch (error) {
        if (abort.signal.aborted) return { status: 'cancelled' };
        const message = error instanceof Error ? error.message : '';
        return isDamError(error) ? { status: 'failed', message, error } : { status: 'failed', message };
      } finally {
        controller.current = null;
        if (mounted.current) setActive(null);
      }
    },
  });

  const start = useCallback(
    (file: File) => {
      serial.current += 1;
      void once.send({ file, serial: serial.current }).then((sent) => {
        if (!mounted.current || sent.status === 'skipped') return;
        if (sent.status === 'failed') latestOutcome.current({ status: 'failed', message: '' }, file.name);
        else latestOutcome.current(sent.result, file.name);
      });
    },
    [once.send],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { active, start, cancel, status: once.status };
}

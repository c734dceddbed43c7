import { forwardRef, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { type DamError, isDamError } from '../../../client/errors';
import {
  type BayFile,
  checkFileName,
  DEFAULT_UPLOAD_LIMIT,
  type FileDeleteOutcome,
  type FileUploadOutcome,
  formatFileSize,
  formatSiteDateTime,
  type WriteRefusal,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Alert, type AlertTone } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice';
import { StatusMessage } from '../../ui/StatusMessage';
import { useFailureText } from '../../ui/useFailureText';
import { DeleteFileDialog } from './DeleteFileDialog';
import { DownloadLink } from './DownloadLink';
import * as styles from './FileTable.css';
import { fileTableTexts } from './texts';
import { UploadProgressPanel } from './UploadProgressPanel';
import { type FileUploadHandler, useFileUpload } from './useFileUpload';

export type { FileUploadHandler, FileUploadTransfer } from './useFileUpload';
export type { BayFile, FileDeleteOutcome, FileUploadOutcome };

export interface FileTableProps extends StyleProps, LoadStateProps {
  /**
   * The bay's files in the order to show them (the backend lists the newest first); undefined while loading.
   * The root tells what it shows and whether an upload runs.
   * @selector [data-state="loading" | "error" | "empty" | "ready"] [data-uploading]
   */
  files: readonly BayFile[] | undefined;
  /**
   * The address a file downloads from, e.g. the client's `url('/cytFile/downloadFile', { fileName, path })`
   * (the access token included): a link the browser follows itself.
   */
  downloadHref: (file: BayFile) => string;
  /**
   * Opens a file's download itself when given (for example through the client's `downloadLink`, a signed
   * link good for a minute, so no session token goes into the page); the link's `href` is then only shown.
   */
  onDownload?: (file: BayFile) => void;
  /**
   * Sends a picked file: report progress through `transfer.onProgress`, stop when `transfer.signal` aborts,
   * and resolve with what became of it — `uploaded` (a success notice), `existed` (an already-exists
   * warning; reload the list), `failed` with the reason (a danger notice), `cancelled`. A rejection counts
   * as a failure. Leave it out and the table has no upload button.
   */
  onUpload?: FileUploadHandler | undefined;
  /**
   * Deletes a file once the user confirmed 'this will permanently delete the file, continue?'; resolve with
   * `deleted` or `failed` and its reason. Leave it out and the table has no delete buttons.
   */
  onDelete?: (file: BayFile) => Promise<FileDeleteOutcome>;
  /**
   * Why the user may not upload or delete (the visitor): the reason up front, and with `onUpload` and
   * `onDelete` ignored, no upload or delete button.
   * @selector [data-read-only]
   */
  refusal?: WriteRefusal | null | undefined;
  /** What the file picker offers (MIME types or extensions, e.g. `['.pdf', 'image/*']`); anything by default. */
  acceptedFileTypes?: readonly string[] | undefined;
  /**
   * Largest file the backend takes, in bytes (the reference backend's default, 10 MiB, unless given): a larger
   * one, or a name the backend would refuse, is refused before it is sent, with the backend's reason.
   */
  maxFileBytes?: number | undefined;
}

interface Notice {
  tone: AlertTone;
  text: string;
}

/**
 * The files of a bay (part 2 §2.11): name, size and upload time, a download link and a delete (after a
 * confirmation) for each, and an upload button with the upload's progress, its cancel and its outcome (part
 * 2 §8). It takes domain values and callbacks and never fetches. On a narrow table size and time go under
 * the name.
 */
export const FileTable = /* @__PURE__ */ forwardRef<HTMLDivElement, FileTableProps>(function FileTable(
  {
    files,
    downloadHref,
    onDownload,
    onUpload: uploadHandler,
    onDelete: deleteHandler,
    refusal = null,
    acceptedFileTypes,
    maxFileBytes = DEFAULT_UPLOAD_LIMIT,
    loading = false,
    error,
    onRetry,
    className,
    style,
  },
  ref,
) {
  const { t, language, timeZone } = useDamText(fileTableTexts);
  // A user who may not write gets no write button, whatever handlers the page passed.
  const onUpload = refusal ? undefined : uploadHandler;
  const onDelete = refusal ? undefined : deleteHandler;
  const captionId = useId();
  const scrollerRef = useRef<HTMLElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<BayFile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deletingRef = useRef(false);

  const failureText = useFailureText(fileTableTexts);
  // The failed call's reason in the reader's language, else the words the page gave.
  const reason = useCallback(
    (failed: { message: string; error?: DamError }) =>
      (failed.error && failureText(failed.error)) || failed.message || t('file.unknownFailure'),
    [t, failureText],
  );

  const onUploadOutcome = useCallback(
    (outcome: FileUploadOutcome) => {
      if (outcome.status === 'uploaded') setNotice({ tone: 'success', text: t('file.upload.success') });
      else if (outcome.status === 'existed') setNotice({ tone: 'warning', text: t('file.upload.existed') });
      else if (outcome.status === 'cancelled') setNotice({ tone: 'info', text: t('file.upload.cancelled') });
      else
        setNotice({
          tone: 'danger',
          text: t('file.upload.failed', { reason: reason(outcome) }),
        });
    },
    [t, reason],
  );
  const upload = useFileUpload(onUpload, onUploadOutcome);
  const refuse = (why: string) =>
    setNotice({ tone: 'danger', text: t('file.upload.failed', { reason: why }) });

  const confirmDelete = async () => {
    const file = toDelete;
    if (!file || !onDelete || deletingRef.current) return;
    deletingRef.current = true;
    setDeleting(true);
    let outcome: FileDeleteOutcome;
    try {
      outcome = await onDelete(file);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      outcome = isDamError(failure)
        ? { status: 'failed', message, error: failure }
        : { status: 'failed', message };
    }
    deletingRef.current = false;
    setDeleting(false);
    setToDelete(null);
    setNotice(
      outcome.status === 'deleted'
        ? { tone: 'success', text: t('file.deleted', { name: file.name }) }
        : { tone: 'danger', text: t('file.deleteFailed', { reason: reason(outcome) }) },
    );
    // The row (and its delete button, where focus would return) is gone: keep focus in the table.
    if (outcome.status === 'deleted') scrollerRef.current?.focus();
  };

  const isLoading = loading || files === undefined;
  const state = error ? 'error' : files === undefined ? 'loading' : files.length === 0 ? 'empty' : 'ready';

  const when = (at: number | null) => (at === null ? '' : formatSiteDateTime(at, timeZone, { language }));
  const size = (bytes: number | null) => (bytes === null ? '' : formatFileSize(bytes, language));

  let body: ReactNode;
  if (error) {
    body = (
      <StatusMessage tone="error" onRetry={onRetry}>
        {typeof error === 'boolean' ? t('file.loadError') : error}
      </StatusMessage>
    );
  } else if (files === undefined) {
    body = <StatusMessage tone="loading" />;
  } else if (files.length === 0) {
    body = <StatusMessage tone="empty">{t('file.empty')}</StatusMessage>;
  } else {
    body = (
      <section
        ref={scrollerRef}
        className={styles.scroller}
        aria-labelledby={captionId}
        aria-busy={isLoading || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {t('file.caption', { count: files.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {t('file.columns.name')}
              </th>
              <th scope="col" className={joinClassNames(styles.headerCell, styles.wideOnly)}>
                {t('file.columns.size')}
              </th>
              <th scope="col" className={joinClassNames(styles.headerCell, styles.wideOnly)}>
                {t('file.columns.uploadedAt')}
              </th>
              <th scope="col" className={styles.headerCell}>
                {t('file.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => {
              const meta = [size(file.size), when(file.uploadedAt)].filter(Boolean).join(' · ');
              return (
                <tr key={file.id}>
                  <th scope="row" className={styles.nameCell}>
                    <span className={styles.name}>{file.name}</span>
                    {meta ? (
                      <span className={styles.meta} aria-hidden="true">
                        {meta}
                      </span>
                    ) : null}
                  </th>
                  <td className={joinClassNames(styles.cell, styles.wideOnly)}>{size(file.size)}</td>
                  <td className={joinClassNames(styles.cell, styles.wideOnly)}>
                    {file.uploadedAt === null ? null : (
                      <time dateTime={new Date(file.uploadedAt).toISOString()}>{when(file.uploadedAt)}</time>
                    )}
                  </td>
                  <td className={styles.actionsCell}>
                    <span className={styles.actions}>
                      <DownloadLink
                        href={downloadHref(file)}
                        fileName={file.name}
                        onDownload={onDownload ? () => onDownload(file) : undefined}
                        aria-label={t('file.downloadName', { name: file.name })}
                      >
                        {t('file.download')}
                      </DownloadLink>
                      {onDelete ? (
                        <Button
                          variant="danger"
                          size="sm"
                          aria-label={t('file.deleteName', { name: file.name })}
                          onPress={() => setToDelete(file)}
                        >
                          {t('file.delete')}
                        </Button>
                      ) : null}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    );
  }

  return (
    <div
      ref={ref}
      className={joinClassNames(styles.root, className)}
      style={style}
      data-state={state}
      data-uploading={upload.active ? '' : undefined}
      data-read-only={refusal ?? undefined}
      aria-busy={isLoading || undefined}
    >
      {refusal ? <ReadOnlyNotice refusal={refusal} /> : null}
      {onUpload ? (
        <div className={styles.toolbar}>
          <FileTrigger
            acceptedFileTypes={acceptedFileTypes}
            onSelect={(picked) => {
              const file = picked?.[0];
              if (!file) return;
              // The backend's own rules, told before a byte is sent; it checks them again.
              const name = checkFileName(file.name);
              if (!name.ok) refuse(t(`file.name.${name.problem}`));
              else if (file.size > maxFileBytes) refuse(t('file.tooLarge'));
              else {
                setNotice(null);
                upload.start(file);
              }
            }}
          >
            <Button variant="primary" isDisabled={upload.active !== null}>
              {t('file.upload.button')}
            </Button>
          </FileTrigger>
        </div>
      ) : null}
      {upload.active ? <UploadProgressPanel upload={upload.active} onCancel={upload.cancel} /> : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {body}
      {onDelete ? (
        <DeleteFileDialog
          file={toDelete}
          deleting={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </div>
  );
});

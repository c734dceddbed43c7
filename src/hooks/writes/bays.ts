/* A bay's files and handling records. */
import { fileUploadProgress, type UploadProgress } from '../../domain/files.ts';
import { defineMutation, matching } from '../defineMutation';
import { canReportUploadProgress, progressFetch } from '../progressFetch';
import { useBayDeal, useDetailRecords, useFiles } from '../reads/bays';
import { idempotencyKey, type WriteOnce } from './writeOnce';

/** An upload: the bay, the file, and optionally its progress and a way to cancel it. */
export interface UploadFileInput {
  bayId: number;
  file: Blob;
  /** The name to upload under; a File's own name by default. */
  fileName?: string;
  /**
   * Progress in bytes of the file as it goes out. With it the upload is sent through XMLHttpRequest (fetch
   * reports no upload progress) instead of the client's fetch, still with the client's URL, access token,
   * timeout and error rules; where there is no XMLHttpRequest it is sent as usual, without progress.
   */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload: `trigger` rejects with the signal's AbortError. */
  signal?: AbortSignal;
}

/** The files of the bay a file write names. */
const filesOfBay = matching(useFiles, (arg: { bayId: number }) => ({ hive_id: arg.bayId }));

/**
 * Upload a file to a bay (one request per call: nothing is retried). 'existed' (code 500) rejects with a
 * server DamError whose reason is `existed`; the list is reloaded whatever the answer, a cancel included, as
 * the seed reloads it after an 'existed'.
 */
export const useUploadFile = defineMutation('/cytFile/uploadFiles', {
  async request(client, arg: UploadFileInput, path) {
    const form = new FormData();
    form.append('hive_id', String(arg.bayId));
    const name = arg.fileName ?? (arg.file instanceof File ? arg.file.name : 'file');
    form.append('file', arg.file, name);
    const { onProgress, signal } = arg;
    const size = arg.file.size;
    const transport =
      onProgress && canReportUploadProgress()
        ? progressFetch((sent, total) => onProgress(fileUploadProgress(sent, total, size)))
        : undefined;
    const { data } = await client.POST(path, {
      body: { hive_id: arg.bayId, file: name },
      bodySerializer: () => form,
      ...(signal ? { signal } : {}),
      ...(transport ? { fetch: transport } : {}),
    });
    return data?.data ?? null;
  },
  affects: [filesOfBay],
  revalidateOnError: true,
});

/**
 * Delete a file of a bay (its id and fileUrl, as listed) and reload the list, after a refusal too (a file
 * someone else deleted answers 404: the reloaded list shows it gone).
 */
export const useDeleteFile = defineMutation('/cytFile/deleteFile', {
  async request(client, arg: { bayId: number; fileId: number | string; fileUrl: string }, path) {
    await client.POST(path, { body: { file_id: Number(arg.fileId), fileUrl: arg.fileUrl } });
  },
  affects: [filesOfBay],
  revalidateOnError: true,
});

/** A handling record as a bay's screen sends it. */
type DetailRecordInput = WriteOnce & { bayId: number; text: string; userId: string };

/** Add a handling record to a bay (`requestId` as Idempotency-Key); reloads its records and the list. */
export const useAddDetailRecord = defineMutation('/myapi.php/add_detail_record', {
  async request(client, arg: DetailRecordInput, path) {
    await client.POST(path, {
      body: { c_hive_id: arg.bayId, c_what: arg.text, c_who: arg.userId },
      params: idempotencyKey(arg.requestId),
    });
  },
  affects: [matching(useDetailRecords, (arg: DetailRecordInput) => ({ c_hive_id: arg.bayId })), useBayDeal],
});

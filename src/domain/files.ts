/**
 * Files of a bay (part 2 §2.11, §3 File, §8): how far an upload has got, what became of it, and a file size
 * in words. The file itself (`BayFile`) is declared with its adapter.
 */

import type { DamError } from '../client/errors';
import { utf8Bytes } from './utf8.ts';

/** How far an upload has got, in bytes of the file. */
export interface UploadProgress {
  /** Bytes of the file sent so far. */
  loaded: number;
  /** Bytes of the file in all; 0 when not known. */
  total: number;
}

/**
 * An upload's progress in bytes of the file, from the bytes of the request sent: the multipart envelope
 * around the file adds a few hundred bytes that the user never chose, so they are shared out in proportion.
 */
export function fileUploadProgress(sent: number, requestTotal: number, fileSize: number): UploadProgress {
  if (!(requestTotal > 0) || !(fileSize >= 0)) return { loaded: 0, total: Math.max(0, fileSize || 0) };
  const share = Math.min(1, Math.max(0, sent / requestTotal));
  return { loaded: Math.round(share * fileSize), total: fileSize };
}

/**
 * The share of an upload done, as the nearest whole percent 0..100 (never 100 before every byte is sent); null
 * when the size is not known.
 */
export function uploadPercent({ loaded, total }: UploadProgress): number | null {
  if (!(total > 0)) return null;
  if (loaded >= total) return 100;
  return Math.min(99, Math.max(0, Math.round((loaded / total) * 100)));
}

/**
 * What became of an upload, as a screen tells the file table (part 2 §8): `uploaded` (code 200, data 'ok');
 * `existed` (code 500, msg 'existed': a file of that name is already there, the list is reloaded); `failed`
 * with the reason in the reader's language (or the failed call's `DamError`, which the table words); `cancelled`
 * by the user.
 */
export type FileUploadOutcome =
  | { status: 'uploaded' }
  | { status: 'existed' }
  | { status: 'failed'; message: string; error?: DamError }
  | { status: 'cancelled' };

/** What became of a confirmed delete: `deleted`, or `failed` with the reason in the reader's language. */
export type FileDeleteOutcome =
  | { status: 'deleted' }
  | { status: 'failed'; message: string; error?: DamError };

/** Largest upload the reference backend accepts by default, in bytes (a site may set its own). */
export const DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024;

/** Longest file name kept, in UTF-8 bytes (file systems stop at 255; room is left for a download's suffix). */
export const MAX_FILE_NAME_BYTES = 200;

/** Why a file name cannot be kept: its message key `file.name.<problem>` tells the user in their language. */
export type FileNameProblem = 'invalid' | 'reserved' | 'tooLong';

/**
 * Characters a name may not hold: controls (C0, DEL, C1), invisible format characters such as the bidi
 * overrides that make `invoice‮fdp.exe` read as `invoiceexe.pdf` (the joiners U+200C/U+200D stay: scripts
 * and emoji need them), line and paragraph separators, lone surrogates, U+FFFD (a name that was not UTF-8),
 * noncharacters, and what Windows refuses in a name.
 */
const FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\uFFFD\uFFFE\uFFFF<>:"|?*]|(?![\u200C\u200D])\p{Cf}/u;

/** Device names Windows reserves whatever the extension (`CON`, `con.txt`, `COM¹.log`, `CONIN$`). */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$|clock\$)$/iu;

/**
 * The name a file is listed and downloaded under, or why it cannot be kept — checked by the file table before
 * it sends and by the backend before it stores. A browser sends only the file's own name, but an old one
 * sends the whole client path (`C:\Users\…\a.pdf`): only the last segment is kept. The name is put in
 * Unicode NFC (so `é` typed two ways is one name), trimmed, and loses trailing dots and spaces (Windows drops
 * them too, so `a.pdf.` and `a.pdf` are one file).
 */
export function checkFileName(
  name: string,
): { ok: true; name: string } | { ok: false; problem: FileNameProblem } {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last
    .normalize('NFC')
    .trim()
    .replace(/[. ]+$/u, '');
  if (!clean || FORBIDDEN.test(clean)) return { ok: false, problem: 'invalid' };
  const stem = (clean.split('.')[0] ?? '').trimEnd();
  if (RESERVED.test(stem)) return { ok: false, problem: 'reserved' };
  if (utf8Bytes(clean).byteLength > MAX_FILE_NAME_BYTES) return { ok: false, problem: 'tooLong' };
  return { ok: true, name: clean };
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes as people read it: `532 B`, `12.4 KB`, `3.1 MB`, `128 MB` (units of 1024; one decimal below
 * 100 of a unit, none above; the language's digits and decimal sign).
 */
export function formatFileSize(bytes: number, language = 'zh'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB would round to "1024 KB": show it as the next unit.
  if (unit > 0 && unit < UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const text = new Intl.NumberFormat(language === 'en' ? 'en' : 'zh-CN', {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
    useGrouping: false,
  }).format(value);
  return `${text} ${UNITS[unit]}`;
}

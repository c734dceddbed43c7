/**
 * Bay files on disk, under the data folder: `<dataDir>/files/<hive id>/<stored>`. The name a user gave is
 * kept only in the database (after `safeFileName`); on disk every file has a random name the server chose,
 * so no upload name — separators, `..`, reserved device names, look-alike or decomposed Unicode — ever
 * reaches the file system, and a download or a delete finds its file through its database row.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Largest upload accepted, in bytes (DAM_UPLOAD_LIMIT overrides it). */
export const DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024;

/** Longest file name kept, in UTF-8 bytes (file systems stop at 255; room is left for a download's suffix). */
export const MAX_FILE_NAME_BYTES = 200;

/** Why a file name cannot be kept: its message key in the `file` area tells the user in their language. */
export type FileNameProblem = 'invalid' | 'reserved' | 'tooLong';

export class FileNameError extends Error {
  readonly problem: FileNameProblem;
  constructor(problem: FileNameProblem) {
    super(
      problem === 'tooLong'
        ? `file name too long (at most ${MAX_FILE_NAME_BYTES} bytes)`
        : problem === 'reserved'
          ? 'file name reserved by the system'
          : 'invalid file name',
    );
    this.problem = problem;
  }
}

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
 * The name a file is listed and downloaded under, or a FileNameError. A browser sends only the file's own
 * name, but an old one sends the whole client path (`C:\Users\…\a.pdf`): only the last segment is kept.
 * The name is put in Unicode NFC (so `é` typed two ways is one name), trimmed, and loses trailing dots and
 * spaces (Windows drops them too, so `a.pdf.` and `a.pdf` are one file).
 */
export function safeFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last
    .normalize('NFC')
    .trim()
    .replace(/[. ]+$/u, '');
  if (!clean || FORBIDDEN.test(clean)) throw new FileNameError('invalid');
  const stem = (clean.split('.')[0] ?? '').trimEnd();
  if (RESERVED.test(stem)) throw new FileNameError('reserved');
  if (Buffer.byteLength(clean, 'utf8') > MAX_FILE_NAME_BYTES) throw new FileNameError('tooLong');
  return clean;
}

/** The shape of the names the store gives files on disk: 32 lowercase hex digits. */
export const STORED_NAME = /^[0-9a-f]{32}$/;

/**
 * A `Content-Disposition` that saves the file under `name` whatever it holds: an ASCII fallback with every
 * other character (and `"`, `\`, `%`, `;`) as `_`, and the real name in RFC 5987 `filename*` with every
 * character outside its attr-char set percent-encoded (`'`, `(`, `)`, `*` too, which encodeURIComponent keeps).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export interface FileStore {
  root: string;
  /** Absolute path of a stored file; throws unless the bay id and the stored name are the store's own. */
  resolve(hiveId: number, stored: string): string;
  exists(hiveId: number, stored: string): boolean;
  /** Writes a new file of a bay under a fresh random name, and returns that name. */
  save(hiveId: number, data: Uint8Array): string;
  read(hiveId: number, stored: string): Buffer;
  remove(hiveId: number, stored: string): void;
}

export function createFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const resolve = (hiveId: number, stored: string) => {
    if (!Number.isSafeInteger(hiveId) || hiveId < 1) throw new FileNameError('invalid');
    if (!STORED_NAME.test(stored)) throw new FileNameError('invalid');
    const full = path.join(base, String(hiveId), stored);
    // Cannot fail with the two checks above; kept so a later change to them cannot open the folder.
    if (!full.startsWith(base + path.sep)) throw new FileNameError('invalid');
    return full;
  };
  return {
    root: base,
    resolve,
    exists: (hiveId, stored) => existsSync(resolve(hiveId, stored)),
    save: (hiveId, data) => {
      const stored = randomBytes(16).toString('hex');
      const full = resolve(hiveId, stored);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, data, { flag: 'wx' });
      return stored;
    },
    read: (hiveId, stored) => readFileSync(resolve(hiveId, stored)),
    remove: (hiveId, stored) => rmSync(resolve(hiveId, stored), { force: true }),
  };
}

/**
 * Bay files on disk, in a folder that belongs to one database and is named after it:
 * `<db>.files/<hive id>/<stored>` beside `<db>.sqlite` (`filesDirOf`). The name a user gave is
 * kept only in the database (after `safeFileName`); on disk every file has a random name the server chose,
 * so no upload name — separators, `..`, reserved device names, look-alike or decomposed Unicode — ever
 * reaches the file system, and a download or a delete finds its file through its database row.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { checkFileName, type FileNameProblem, MAX_FILE_NAME_BYTES } from '../../src/domain/files.ts';

export { DEFAULT_UPLOAD_LIMIT, type FileNameProblem, MAX_FILE_NAME_BYTES } from '../../src/domain/files.ts';

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

/** The name a file is listed and downloaded under (the domain's `checkFileName`), or a FileNameError. */
export function safeFileName(name: string): string {
  const checked = checkFileName(name);
  if (!checked.ok) throw new FileNameError(checked.problem);
  return checked.name;
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
      // Written whole under a temporary name, flushed, then renamed: a crash mid-write leaves only a `.part`
      // no row points at, never a half file under a name in use.
      const part = `${full}.part`;
      const fd = openSync(part, 'wx');
      try {
        let offset = 0;
        while (offset < data.byteLength) offset += writeSync(fd, data, offset);
        fsyncSync(fd);
      } catch (error) {
        closeSync(fd);
        rmSync(part, { force: true });
        throw error;
      }
      closeSync(fd);
      renameSync(part, full);
      return stored;
    },
    read: (hiveId, stored) => readFileSync(resolve(hiveId, stored)),
    remove: (hiveId, stored) => rmSync(resolve(hiveId, stored), { force: true }),
  };
}

/**
 * The files folder of a database: beside it, named after it (`.data/damtherm.sqlite` →
 * `.data/damtherm.files`), so two databases in one folder never share, nor delete, each other's uploads.
 */
export function filesDirOf(dbPath: string): string {
  const full = path.resolve(dbPath);
  const name = path.basename(full).replace(/\.(sqlite3?|db)$/i, '');
  return path.join(path.dirname(full), `${name}.files`);
}

/**
 * The folder every database of a folder used before files belonged to their database: `files/` beside it.
 * Only what a database's own rows point to is ever taken from there.
 */
export function legacyFilesDirOf(dbPath: string): string {
  return path.join(path.dirname(path.resolve(dbPath)), 'files');
}

/**
 * Moves the files `rows` point to from the shared legacy folder into the store, when the store lacks them:
 * a database started from an older layout keeps serving its uploads, and leaves every other file (another
 * database's) where it is. Returns how many moved.
 */
export function adoptLegacyFiles(
  store: FileStore,
  legacyRoot: string,
  rows: Iterable<{ hive_id: number; stored: string }>,
): number {
  const legacy = createFileStore(legacyRoot);
  if (legacy.root === store.root || !existsSync(legacy.root) || !statSync(legacy.root).isDirectory())
    return 0;
  let moved = 0;
  for (const { hive_id, stored } of rows) {
    if (!STORED_NAME.test(stored) || !legacy.exists(hive_id, stored) || store.exists(hive_id, stored))
      continue;
    const target = store.resolve(hive_id, stored);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(legacy.resolve(hive_id, stored), target);
    moved++;
  }
  return moved;
}

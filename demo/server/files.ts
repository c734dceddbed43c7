/**
 * Bay files kept on disk under the data folder: `<dataDir>/files/<hive id>/<name>`. A name can never leave
 * that folder: only its last path segment is kept, control characters and separators are refused, and the
 * resolved path is checked to stay under the root.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Largest upload accepted, in bytes (DAM_UPLOAD_LIMIT overrides it). */
export const DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024;

export class FileNameError extends Error {}

/** The name a file is stored and listed under, or an error when it cannot be made safe. */
export function safeFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const trimmed = last.normalize('NFC').trim();
  if (!trimmed || trimmed === '.' || trimmed === '..') throw new FileNameError('invalid file name');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f:*?"<>|]/.test(trimmed)) throw new FileNameError('invalid file name');
  if (Buffer.byteLength(trimmed) > 200) throw new FileNameError('file name too long');
  return trimmed;
}

export interface FileStore {
  root: string;
  /** Absolute path of a stored file, checked to stay under the root. */
  resolve(hiveId: number, stored: string): string;
  exists(hiveId: number, stored: string): boolean;
  write(hiveId: number, stored: string, data: Uint8Array): void;
  read(hiveId: number, stored: string): Buffer;
  remove(hiveId: number, stored: string): void;
}

export function createFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const resolve = (hiveId: number, stored: string) => {
    if (!Number.isInteger(hiveId) || hiveId < 0) throw new FileNameError('invalid bay');
    const full = path.resolve(base, String(hiveId), safeFileName(stored));
    if (!full.startsWith(base + path.sep)) throw new FileNameError('invalid file name');
    return full;
  };
  return {
    root: base,
    resolve,
    exists: (hiveId, stored) => existsSync(resolve(hiveId, stored)),
    write: (hiveId, stored, data) => {
      const full = resolve(hiveId, stored);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, data, { flag: 'wx' });
    },
    read: (hiveId, stored) => readFileSync(resolve(hiveId, stored)),
    remove: (hiveId, stored) => rmSync(resolve(hiveId, stored), { force: true }),
  };
}

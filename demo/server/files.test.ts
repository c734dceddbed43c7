import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStore, safeFileName } from './files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('file store', () => {
  it('keeps only the last segment of a name and refuses names that cannot be made safe', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\temp\\报告.pdf')).toBe('报告.pdf');
    for (const bad of ['..', '.', '', 'a\u0000b', 'x:y', 'a'.repeat(300)])
      expect(() => safeFileName(bad)).toThrow();
  });
  it('writes, reads and deletes under its root only', () => {
    const store = createFileStore(dir);
    store.write(7, 'a.txt', new TextEncoder().encode('hi'));
    expect(store.read(7, 'a.txt').toString()).toBe('hi');
    expect(store.resolve(7, '../../x').startsWith(path.resolve(dir))).toBe(true);
    expect(() => store.write(7, 'a.txt', new Uint8Array(1))).toThrow();
    store.remove(7, 'a.txt');
    expect(store.exists(7, 'a.txt')).toBe(false);
    expect(() => store.resolve(-1, 'a.txt')).toThrow();
  });
});

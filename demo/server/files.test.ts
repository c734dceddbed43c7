import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  createFileStore,
  FileNameError,
  type FileNameProblem,
  MAX_FILE_NAME_BYTES,
  STORED_NAME,
  safeFileName,
} from './files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function problemOf(name: string): FileNameProblem | 'ok' {
  try {
    safeFileName(name);
    return 'ok';
  } catch (error) {
    if (error instanceof FileNameError) return error.problem;
    throw error;
  }
}

describe('safeFileName', () => {
  it('keeps ordinary names as they are, Chinese and spaces included', () => {
    for (const name of [
      '浇筑记录.csv',
      '3-014 仓 温控报告（终版）.pdf',
      '.htaccess',
      'a b.tar.gz',
      '👨‍👩‍👧.png',
    ])
      expect(safeFileName(name)).toBe(name);
  });

  it('keeps only the last segment of a path, absolute or relative, either slash', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('/etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\张三\\桌面\\报告.pdf')).toBe('报告.pdf');
    expect(safeFileName('\\\\server\\share\\a.txt')).toBe('a.txt');
    expect(safeFileName('..\\..\\x.txt')).toBe('x.txt');
    for (const name of ['..', '.', '', '   ', 'a/..', 'a\\.', 'dir/', '...', '. .'])
      expect(problemOf(name), JSON.stringify(name)).toBe('invalid');
  });

  it('refuses control and invisible format characters, U+FFFD and what Windows refuses', () => {
    for (const name of [
      'a\u0000b.txt',
      'a\nb.txt',
      'a\rb.txt',
      'a\tb.txt',
      'a\u007fb.txt',
      'a\u0085b.txt',
      'invoice\u202Efdp.exe',
      'a\u200Bb.txt',
      'a\uFEFFb.txt',
      'a\u2028b.txt',
      'a\uFFFDb.txt',
      'a\uD800b.txt',
      'x:y',
      'C:',
      'a*.txt',
      'a?.txt',
      'a"b.txt',
      'a<b>.txt',
      'a|b.txt',
    ])
      expect(problemOf(name), JSON.stringify(name)).toBe('invalid');
  });

  it('refuses the device names Windows reserves, with any extension or case', () => {
    for (const name of ['CON', 'con.txt', 'Nul.tar.gz', 'AUX .log', 'com1.pdf', 'LPT9', 'COM¹.txt', 'CONIN$'])
      expect(problemOf(name), name).toBe('reserved');
    for (const name of ['CONSOLE.txt', 'com10.txt', 'nul-report.pdf', 'my con.txt'])
      expect(problemOf(name), name).toBe('ok');
  });

  it('refuses names longer than the limit in UTF-8 bytes', () => {
    expect(problemOf('a'.repeat(MAX_FILE_NAME_BYTES))).toBe('ok');
    expect(problemOf('a'.repeat(MAX_FILE_NAME_BYTES + 1))).toBe('tooLong');
    // 67 Chinese characters are 201 bytes.
    expect(problemOf('温'.repeat(66))).toBe('ok');
    expect(problemOf('温'.repeat(67))).toBe('tooLong');
  });

  it('puts names in NFC and drops what Windows drops, so one file has one name', () => {
    const decomposed = 'Cafe\u0301.txt';
    expect(safeFileName(decomposed)).toBe('Caf\u00e9.txt');
    expect(safeFileName(decomposed)).toBe(safeFileName('Caf\u00e9.txt'));
    expect(safeFileName('  报告.pdf  ')).toBe('报告.pdf');
    expect(safeFileName('\uFEFF报告.pdf')).toBe('报告.pdf');
    expect(safeFileName('报告.pdf. . ')).toBe('报告.pdf');
  });
});

describe('attachmentDisposition', () => {
  it('saves under the real name in filename* and a plain ASCII fallback', () => {
    expect(attachmentDisposition('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(attachmentDisposition('浇筑记录.csv')).toBe(
      `attachment; filename="____.csv"; filename*=UTF-8''%E6%B5%87%E7%AD%91%E8%AE%B0%E5%BD%95.csv`,
    );
  });

  it('cannot be broken out of by any character of a name', () => {
    const header = attachmentDisposition(`a"; filename=evil.exe; x='(1)*%\\.txt`);
    expect(header).toBe(
      `attachment; filename="a__ filename=evil.exe_ x='(1)*__.txt"; filename*=UTF-8''a%22%3B%20filename%3Devil.exe%3B%20x%3D%27%281%29%2A%25%5C.txt`,
    );
    // One quoted string, then one extended value made only of RFC 5987 attr-chars and escapes.
    const [, quoted, extended] =
      /^attachment; filename="([^"]*)"; filename\*=UTF-8''(.*)$/.exec(header) ?? [];
    expect(quoted).toBeDefined();
    expect(extended).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/);
    expect(decodeURIComponent(extended as string)).toBe(`a"; filename=evil.exe; x='(1)*%\\.txt`);
    // Header values may hold no line breaks at all.
    expect(attachmentDisposition('a\r\nSet-Cookie: x')).not.toMatch(/[\r\n]/);
  });
});

describe('file store', () => {
  it('saves each file under a fresh random name in its bay folder, never overwriting', () => {
    const store = createFileStore(dir);
    const first = store.save(7, new TextEncoder().encode('hi'));
    const second = store.save(7, new TextEncoder().encode('hi'));
    expect(first).toMatch(STORED_NAME);
    expect(second).not.toBe(first);
    expect(store.read(7, first).toString()).toBe('hi');
    expect(readdirSync(path.join(dir, '7')).sort()).toEqual([first, second].sort());
    store.remove(7, first);
    expect(store.exists(7, first)).toBe(false);
    expect(store.exists(7, second)).toBe(true);
  });

  it('resolves nothing but its own names inside a bay folder under its root', () => {
    const store = createFileStore(dir);
    const stored = store.save(8, new Uint8Array([1]));
    expect(store.resolve(8, stored)).toBe(path.join(path.resolve(dir), '8', stored));
    for (const bad of ['../../x', '..', 'a.txt', `${stored}/..`, `../8/${stored}`, stored.toUpperCase(), ''])
      expect(() => store.resolve(8, bad), bad).toThrow(FileNameError);
    for (const hive of [-1, 0, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])
      expect(() => store.resolve(hive, stored), String(hive)).toThrow(FileNameError);
    // Another bay's folder does not hold this bay's file.
    expect(store.exists(9, stored)).toBe(false);
  });
});

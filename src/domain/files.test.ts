import { describe, expect, it } from 'vitest';
import {
  checkFileName,
  fileUploadProgress,
  formatFileSize,
  MAX_FILE_NAME_BYTES,
  uploadPercent,
} from './files.ts';

describe('checkFileName', () => {
  it('keeps the last segment of a path, in NFC, without trailing dots and spaces', () => {
    expect(checkFileName('C:\\Users\\wang\\日报.pdf')).toEqual({ ok: true, name: '日报.pdf' });
    expect(checkFileName('../../etc/passwd')).toEqual({ ok: true, name: 'passwd' });
    expect(checkFileName('cafe\u0301.txt. ')).toEqual({ ok: true, name: 'caf\u00e9.txt' });
  });

  it('says why a name cannot be kept', () => {
    expect(checkFileName('..')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkFileName('a\u202Efdp.exe')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkFileName('a?.txt')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkFileName('con.txt')).toEqual({ ok: false, problem: 'reserved' });
    expect(checkFileName('温'.repeat(67))).toEqual({ ok: false, problem: 'tooLong' });
    expect(checkFileName('a'.repeat(MAX_FILE_NAME_BYTES))).toMatchObject({ ok: true });
  });
});

describe('formatFileSize', () => {
  it('reads bytes in units of 1024 with one decimal below 100', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(12_698)).toBe('12.4 KB');
    expect(formatFileSize(3_250_586)).toBe('3.1 MB');
    expect(formatFileSize(134_217_728)).toBe('128 MB');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5 TB');
  });
  it('never shows 1024 of a unit', () => {
    expect(formatFileSize(1024 * 1024 - 10)).toBe('1 MB');
  });
  it('gives nothing for a size that is not one', () => {
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });
  it('uses the language for the decimal sign', () => {
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(1536, 'zh')).toBe('1.5 KB');
  });
});

describe('upload progress', () => {
  it('counts bytes of the file, not of the multipart request', () => {
    expect(fileUploadProgress(0, 1200, 1000)).toEqual({ loaded: 0, total: 1000 });
    expect(fileUploadProgress(600, 1200, 1000)).toEqual({ loaded: 500, total: 1000 });
    expect(fileUploadProgress(1200, 1200, 1000)).toEqual({ loaded: 1000, total: 1000 });
    expect(fileUploadProgress(1500, 1200, 1000)).toEqual({ loaded: 1000, total: 1000 });
  });
  it('knows nothing when the request size is unknown', () => {
    expect(fileUploadProgress(100, 0, 1000)).toEqual({ loaded: 0, total: 1000 });
  });
  it('gives whole percents and 100 only at the end', () => {
    expect(uploadPercent({ loaded: 0, total: 1000 })).toBe(0);
    expect(uploadPercent({ loaded: 400, total: 1000 })).toBe(40);
    expect(uploadPercent({ loaded: 1_258_291, total: 3_145_728 })).toBe(40);
    expect(uploadPercent({ loaded: 999, total: 1000 })).toBe(99);
    expect(uploadPercent({ loaded: 1000, total: 1000 })).toBe(100);
    expect(uploadPercent({ loaded: 0, total: 0 })).toBeNull();
  });
});

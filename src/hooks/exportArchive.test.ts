import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { safeFileName, uniqueFileNames, zipExportFiles } from './exportArchive';

const csv = (text: string) => new Blob([text], { type: 'text/csv' });

describe('the archive of a batch export', () => {
  it('keeps bay names a file system accepts', () => {
    expect(safeFileName('4#-014-平均温度.csv')).toBe('4#-014-平均温度.csv');
    expect(safeFileName('2/3:a?.csv')).toBe('2_3_a_.csv');
    expect(safeFileName('  ')).toBe('_');
  });

  it('numbers repeated names so no file hides another', () => {
    expect(uniqueFileNames(['a.csv', 'b.csv', 'a.csv', 'a.csv', 'x'])).toEqual([
      'a.csv',
      'b.csv',
      'a (2).csv',
      'a (3).csv',
      'x',
    ]);
  });

  it('zips every file, in order, with its bytes and UTF-8 name', async () => {
    const archive = await zipExportFiles(
      [
        { blob: csv('\uFEFF时间,温度\r\n1,2\r\n'), fileName: '4#-014-平均温度.csv' },
        { blob: csv('t,v\r\n'), fileName: '4#-015-平均温度.csv' },
      ],
      '4号坝段-平均温度-2026-11-29.zip',
    );
    expect(archive.fileName).toBe('4号坝段-平均温度-2026-11-29.zip');
    expect(archive.blob.type).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await archive.blob.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['4#-014-平均温度.csv', '4#-015-平均温度.csv']);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(entries['4#-014-平均温度.csv'])).toBe(
      '\uFEFF时间,温度\r\n1,2\r\n',
    );
  });
});

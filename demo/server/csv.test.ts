import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const cell of ['=SUM(A1)', '+1+1', '-cmd', '@import', '\tx', '\rx'])
      expect(csvCell(cell).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
  it('keeps numbers, negative ones too, and quotes separators', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('-1.5')).toBe('-1.5');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
  });
  it('writes a BOM and CRLF lines', () => {
    expect(toCsv(['时间', '温度'], [['2025-01-01', 18.5]])).toBe('\uFEFF时间,温度\r\n2025-01-01,18.5\r\n');
  });
});

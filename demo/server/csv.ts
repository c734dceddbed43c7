/**
 * CSV files for the export links. Cells that a spreadsheet would run as a formula (leading =, +, -, @, tab
 * or carriage return) are neutralised with a leading apostrophe, except plain numbers, which stay numbers.
 * A UTF-8 byte-order mark makes Excel read Chinese headers correctly.
 */

export type CsvCell = string | number | null | undefined;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell, neutralised and quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** A whole CSV document (CRLF line ends, BOM first). */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name safe for a Content-Disposition header, with the UTF-8 form for Chinese names. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

import type { FlowReading, LoopRecord, TempReading, ThermometerRecord, ValveOpening } from 'damtherm/domain';
import { formatSiteDateTime, unitValueText } from 'damtherm/domain';

/**
 * CSV of a loop's or a thermometer's records, as the detail screen exports them: times in the site zone,
 * values in the units the screen shows (°C, L/min, opening %) and rounded by the same rule per unit
 * (`unitValueText`), so a flow the table shows as 0.67 is 0.67 in the file too; oldest first, a UTF-8 byte-order mark so a
 * spreadsheet reads Chinese headers, CRLF line ends. Values that are not numbers are written as the words the
 * screen shows ('未采集', '停水', …), so nothing looks like a reading that is not one.
 */
export interface CsvLabels {
  header: readonly string[];
  notCollected: string;
  unknown: string;
  stopped: string;
}

function cell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function document(header: readonly string[], rows: (string | number)[][]): string {
  const lines = [header.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const temp = (reading: TempReading, labels: CsvLabels) =>
  reading.kind === 'value'
    ? unitValueText(reading.celsius, '°C')
    : reading.kind === 'unknown'
      ? labels.unknown
      : labels.notCollected;

const flow = (reading: FlowReading, labels: CsvLabels) =>
  reading.kind === 'value'
    ? unitValueText(reading.lpm, 'L/min')
    : reading.kind === 'stopped'
      ? labels.stopped
      : labels.unknown;

const opening = (value: ValveOpening | null, labels: CsvLabels) => value ?? labels.notCollected;

export function loopRecordsCsv(records: readonly LoopRecord[], labels: CsvLabels, timeZone: string): string {
  const rows = [...records]
    .sort((a, b) => a.at - b.at)
    .map((r) => [
      formatSiteDateTime(r.at, timeZone, { seconds: true }),
      flow(r.flow, labels),
      temp(r.inTemp, labels),
      temp(r.outTemp, labels),
      opening(r.opening, labels),
    ]);
  return document(labels.header, rows);
}

export function thermometerRecordsCsv(
  records: readonly ThermometerRecord[],
  labels: CsvLabels,
  timeZone: string,
): string {
  const rows = [...records]
    .sort((a, b) => a.at - b.at)
    .map((r) => [formatSiteDateTime(r.at, timeZone, { seconds: true }), temp(r.temp, labels)]);
  return document(labels.header, rows);
}

/** Offers text as a file download (a Blob URL on a temporary link). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

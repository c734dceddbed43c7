/*
 * The report analysis (part 2 §2.7, §3, §5): which columns each report type has, how a cell reads, the
 * series a type draws, and the rules of its date range. The screen's table and the server's CSV export both
 * read the columns and cell texts from here, so a downloaded file says exactly what the screen shows.
 */

import type { EntryKind, EntryReportReading } from './adapters/entries.ts';
import type {
  CoolingReportRow,
  DamControlReportRow,
  MaxTempReportRow,
  Report,
  ReportType,
  WeeklyReportRow,
} from './adapters/reports.ts';
import { type Series, seriesFrom } from './adapters/series.ts';
import { roundTo } from './number.ts';
import { type DateBounds, reportBounds } from './ranges.ts';
import type { ConcreteStage } from './stages.ts';
import { DAY_MS, formatSiteDate, formatSiteDateTime, SITE_TIME_ZONE } from './time.ts';
import { type DateInput, dateInputMs, validateDateRange } from './validation/dateRange.ts';
import type { ValidationIssue } from './validation/issue.ts';

/** Units a report column can carry in its header. */
export type ReportUnit = '°C' | 'L/min' | 'm³';

/**
 * How a cell reads: text as is, a number with fixed decimals, a site-zone date and time (`YYYY-MM-DD HH:mm`)
 * or day (`YYYY-MM-DD`), a concrete stage or an entry kind by name.
 */
export type ReportCellKind = 'text' | 'number' | 'dateTime' | 'date' | 'stage' | 'entryKind';

/** One column of a report type. */
export interface ReportColumn<Row = unknown> {
  /** Stable id; its header is the message `report.column.{type}.{id}`. */
  id: string;
  kind: ReportCellKind;
  unit?: ReportUnit;
  /** Decimals of a number column. */
  decimals?: number;
  /** The row's value: text, a number, epoch ms (time kinds), a stage 1..7, an entry kind; null when none. */
  value: (row: Row) => string | number | null;
}

const text = <Row>(id: string, value: (row: Row) => string | null): ReportColumn<Row> => ({
  id,
  kind: 'text',
  value,
});
const celsius = <Row>(id: string, value: (row: Row) => number | null, decimals = 1): ReportColumn<Row> => ({
  id,
  kind: 'number',
  unit: '°C',
  decimals,
  value,
});
const lpm = <Row>(id: string, value: (row: Row) => number | null): ReportColumn<Row> => ({
  id,
  kind: 'number',
  unit: 'L/min',
  decimals: 2,
  value,
});
const dateTime = <Row>(id: string, value: (row: Row) => number | null): ReportColumn<Row> => ({
  id,
  kind: 'dateTime',
  value,
});
const day = <Row>(id: string, value: (row: Row) => number | null): ReportColumn<Row> => ({
  id,
  kind: 'date',
  value,
});
const stage = <Row>(id: string, value: (row: Row) => ConcreteStage | null): ReportColumn<Row> => ({
  id,
  kind: 'stage',
  value,
});

// The figures a reader looks for come first (a phone shows the first columns); the pour times close the row.
const MAX_TEMP_COLUMNS: readonly ReportColumn<MaxTempReportRow>[] = [
  text('bay', (r) => r.bay),
  celsius('maxTemp', (r) => r.maxTempC),
  dateTime('maxAt', (r) => r.maxAt),
  celsius('nowTemp', (r) => r.nowTempC),
  dateTime('nowAt', (r) => r.nowAt),
  celsius('minInlet', (r) => r.minInletC),
  celsius('maxInlet', (r) => r.maxInletC),
  lpm('minFlow', (r) => r.minFlowLpm),
  lpm('maxFlow', (r) => r.maxFlowLpm),
  dateTime('pourStart', (r) => r.pourStartAt),
  dateTime('pourEnd', (r) => r.pourEndAt),
];

const WEEK_DROP_COLUMNS: readonly ReportColumn<WeeklyReportRow>[] = [
  text('bay', (r) => r.bay),
  day('date', (r) => r.date),
  stage('stage', (r) => r.stage),
  celsius('drop', (r) => r.dropC),
  lpm('flow', (r) => r.flowLpm),
];

const ENTRY_COLUMNS: readonly ReportColumn<EntryReportReading>[] = [
  dateTime('time', (r) => r.at),
  { id: 'kind', kind: 'entryKind', value: (r) => r.kind },
  text('point', (r) => r.name),
  text('bin', (r) => r.bin),
  celsius('temp', (r) => r.tempC),
];

const COOLING_COLUMNS: readonly ReportColumn<CoolingReportRow>[] = [
  text('bay', (r) => r.bay),
  { id: 'age', kind: 'number', decimals: 0, value: (r) => r.ageDays },
  stage('stage', (r) => r.stage),
  celsius('nowTemp', (r) => r.nowTempC),
  celsius('maxTemp', (r) => r.maxTempC),
  celsius('minInlet', (r) => r.minInletC),
  celsius('maxInlet', (r) => r.maxInletC),
  lpm('minFlow', (r) => r.minFlowLpm),
  lpm('maxFlow', (r) => r.maxFlowLpm),
  { id: 'totalFlow', kind: 'number', unit: 'm³', decimals: 1, value: (r) => r.totalFlowM3 },
];

const DAM_CONTROL_COLUMNS: readonly ReportColumn<DamControlReportRow>[] = [
  text('bay', (r) => r.bay),
  day('date', (r) => r.date),
  celsius('average', (r) => r.averageC),
  celsius('max', (r) => r.maxC),
  celsius('min', (r) => r.minC),
  celsius('target', (r) => r.targetC),
  celsius('inlet', (r) => r.inletC),
  lpm('flow', (r) => r.flowLpm),
];

/** The columns of each report type, in the order the table and the CSV show them. */
export const REPORT_COLUMNS = {
  maxTemp: MAX_TEMP_COLUMNS,
  weekDrop: WEEK_DROP_COLUMNS,
  outletEntryPouring: ENTRY_COLUMNS,
  cooling: COOLING_COLUMNS,
  damControl: DAM_CONTROL_COLUMNS,
} as const satisfies { [T in ReportType]: readonly ReportColumn<never>[] };

/** The columns of a report type, with rows of any type (for code that walks every type alike). */
export function reportColumns(type: ReportType): readonly ReportColumn[] {
  return REPORT_COLUMNS[type] as readonly ReportColumn[];
}

/** The message key of a column's header. */
export function reportColumnKey(type: ReportType, column: Pick<ReportColumn, 'id'>): string {
  return `report.column.${type}.${column.id}`;
}

/** A header as a spreadsheet shows it: the label, then the unit in brackets. */
export function reportHeaderText(label: string, unit?: ReportUnit): string {
  return unit ? `${label} (${unit})` : label;
}

/** The message key of an entry kind's name (1 outlet, 2 bin entry, 4 pouring). */
export const ENTRY_KIND_KEYS: Record<EntryKind, string> = {
  1: 'report.entryKind.outlet',
  2: 'report.entryKind.entry',
  4: 'report.entryKind.pouring',
};

/** Fixed decimals without a '-0.0' for a value that rounds to zero. */
function fixed(value: number, decimals: number): string {
  return roundTo(value, decimals).toFixed(decimals);
}

/**
 * The text of one cell, the same on the screen and in the CSV: '' for no value; numbers with the column's
 * decimals and no grouping (a spreadsheet reads them as numbers); times in the site zone; stages and entry
 * kinds by name through `translate`.
 */
export function reportCellText(
  column: ReportColumn,
  row: unknown,
  translate: (key: string) => string,
  timeZone = SITE_TIME_ZONE,
): string {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'text':
      return String(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? fixed(value, column.decimals ?? 1) : '';
    case 'dateTime':
      return typeof value === 'number' ? formatSiteDateTime(value, timeZone) : '';
    case 'date':
      return typeof value === 'number' ? formatSiteDate(value, timeZone) : '';
    case 'stage':
      return translate(`stage.s${value}`);
    case 'entryKind': {
      const key = ENTRY_KIND_KEYS[value as EntryKind];
      return key ? translate(key) : '';
    }
  }
}

/** A report as a grid of cell texts: its headers (label and unit) and one text per column and row. */
export interface ReportGrid {
  columns: readonly { id: string; label: string; unit?: ReportUnit; kind: ReportCellKind }[];
  rows: readonly (readonly string[])[];
}

/** Every cell of a report as text (the CSV writes this grid; the table shows it a page at a time). */
export function reportGrid(
  report: Report,
  translate: (key: string) => string,
  timeZone = SITE_TIME_ZONE,
): ReportGrid {
  const columns = reportColumns(report.type);
  const rows = report.rows as readonly unknown[];
  return {
    columns: columns.map((c) => ({
      id: c.id,
      label: translate(reportColumnKey(report.type, c)),
      kind: c.kind,
      ...(c.unit ? { unit: c.unit } : {}),
    })),
    rows: rows.map((row) => columns.map((c) => reportCellText(c, row, translate, timeZone))),
  };
}

/** One line of a report's chart: its series (the id names it: `report.series.{id}`), unit and axis. */
export interface ReportLine {
  series: Series;
  unit: ReportUnit;
  axis: 'left' | 'right';
}

/** The report types whose data is a series in time (charted); the others list bays. */
export const REPORT_SERIES_TYPES: readonly ReportType[] = ['weekDrop', 'outletEntryPouring', 'damControl'];

/** Whether a report type draws a chart. */
export function reportIsSeries(type: ReportType): boolean {
  return REPORT_SERIES_TYPES.includes(type);
}

/** Per time (a day, a reading time), the mean of the values that exist (null for none), times ascending. */
function dailyMeans<Row>(
  rows: readonly Row[],
  day: (row: Row) => number | null,
  value: (row: Row) => number | null,
): { time: number; mean: number | null }[] {
  const sums = new Map<number, { sum: number; n: number }>();
  for (const row of rows) {
    const d = day(row);
    if (d === null) continue;
    const entry = sums.get(d) ?? { sum: 0, n: 0 };
    const v = value(row);
    if (v !== null && Number.isFinite(v)) {
      entry.sum += v;
      entry.n += 1;
    }
    sums.set(d, entry);
  }
  return [...sums.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([time, { sum, n }]) => ({ time, mean: n > 0 ? roundTo(sum / n, 2) : null }));
}

function meanSeries<Row>(
  id: string,
  name: string,
  rows: readonly Row[],
  dayOf: (row: Row) => number | null,
  value: (row: Row) => number | null,
): Series {
  return seriesFrom(
    id,
    name,
    dailyMeans(rows, dayOf, value),
    (p) => p.time,
    (p) => p.mean,
    'ms',
  );
}

/**
 * The lines of a report's chart, or null when the type is not a series (max temperature and cooling list
 * bays, not times): the weekly drop and the dam control data as daily means over the bays, the outlet,
 * bin-entry and pouring readings as three curves (the mean of the points read at the same time). `name` gives each line's name from its id.
 */
export function reportLines(report: Report, name: (id: string) => string = (id) => id): ReportLine[] | null {
  switch (report.type) {
    case 'weekDrop': {
      const day = (r: WeeklyReportRow) => r.date;
      return [
        {
          series: meanSeries('drop', name('drop'), report.rows, day, (r) => r.dropC),
          unit: '°C',
          axis: 'left',
        },
        {
          series: meanSeries('flow', name('flow'), report.rows, day, (r) => r.flowLpm),
          unit: 'L/min',
          axis: 'right',
        },
      ];
    }
    case 'damControl': {
      const day = (r: DamControlReportRow) => r.date;
      return (
        [
          ['average', (r: DamControlReportRow) => r.averageC],
          ['target', (r: DamControlReportRow) => r.targetC],
          ['inlet', (r: DamControlReportRow) => r.inletC],
        ] as const
      ).map(([id, value]) => ({
        series: meanSeries(id, name(id), report.rows, day, value),
        unit: '°C' as const,
        axis: 'left' as const,
      }));
    }
    case 'outletEntryPouring':
      return (
        [
          [1, 'outlet'],
          [2, 'entry'],
          [4, 'pouring'],
        ] as const
      ).map(([kind, id]) => ({
        // Several points read at the same time (the mixing plants' outlets): one value, their mean.
        series: meanSeries(
          id,
          name(id),
          report.rows.filter((r) => r.kind === kind),
          (r) => r.at,
          (r) => r.tempC,
        ),
        unit: '°C' as const,
        axis: 'left' as const,
      }));
    default:
      return null;
  }
}

/** The longest period (days) of the report types that list every bay for every day (the server's limit). */
export const REPORT_MAX_DAYS: Partial<Record<ReportType, number>> = { weekDrop: 62, damControl: 62 };

/** The message key of a period longer than the type allows (`{{days}}` is its `REPORT_MAX_DAYS`). */
export const REPORT_TOO_LONG_KEY = 'report.range.tooLong';

/**
 * The report range rules (part 2 §5): both ends, each within three years back to the end of next year
 * (`reportBounds`), the start not after the end ('start date must not be greater than end date'), and for
 * the weekly drop and the dam control data at most `REPORT_MAX_DAYS`.
 */
export function validateReportRange(
  type: ReportType,
  range: { start: DateInput; end: DateInput },
  nowMs: number,
  timeZone = SITE_TIME_ZONE,
  bounds: DateBounds = reportBounds(nowMs, timeZone),
): ValidationIssue[] {
  const issues = validateDateRange(range, { bounds, timeZone });
  if (issues.length > 0) return issues;
  const maxDays = REPORT_MAX_DAYS[type];
  const start = dateInputMs(range.start, timeZone) as number;
  const end = dateInputMs(range.end, timeZone) as number;
  if (maxDays !== undefined && end - start > maxDays * DAY_MS) {
    return [{ field: 'end', key: REPORT_TOO_LONG_KEY }];
  }
  return [];
}

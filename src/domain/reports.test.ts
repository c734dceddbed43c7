import { describe, expect, it } from 'vitest';
import { adaptReport, isReportType, REPORT_TYPES } from './adapters/reports.ts';
import { reportBounds, reportDefaultRange } from './ranges.ts';
import {
  type REPORT_COLUMNS,
  reportCellText,
  reportColumns,
  reportGrid,
  reportHeaderText,
  reportIsSeries,
  reportLines,
  validateReportRange,
} from './reports.ts';
import { DAY_MS, siteDateToEpochMs } from './time.ts';

const NOW = siteDateToEpochMs(2025, 7, 15, 12);
const key = (k: string) => `<${k}>`;

describe('report types and rows', () => {
  it('knows the five types of the seed, in its order', () => {
    expect(REPORT_TYPES).toEqual(['maxTemp', 'weekDrop', 'outletEntryPouring', 'cooling', 'damControl']);
    expect(isReportType('cooling')).toBe(true);
    expect(isReportType('nope')).toBe(false);
    expect(isReportType(null)).toBe(false);
  });

  it('adapts cooling rows: °C, L/min, litres to m³, the stage 1..7', () => {
    const report = adaptReport('cooling', [
      {
        c_hive_id: 8,
        hiveName: '1#-008',
        c_age: 164,
        c_stage: 7,
        nowTemp: 103,
        nowTime: 1_752_551_594,
        c_data: 278,
        minLoopTemp: 64,
        maxLoopTemp: 106,
        minLoopValue: 130,
        maxLoopValue: 136,
        totalFlow: 2_142_300,
      },
    ]);
    expect(report).toEqual({
      type: 'cooling',
      rows: [
        {
          bayId: '8',
          bay: '1#-008',
          ageDays: 164,
          stage: 7,
          nowTempC: 10.3,
          nowAt: 1_752_551_594_000,
          maxTempC: 27.8,
          minInletC: 6.4,
          maxInletC: 10.6,
          minFlowLpm: 1.3,
          maxFlowLpm: 1.36,
          totalFlowM3: 2142.3,
        },
      ],
    });
  });

  it('adapts dam control rows with gaps as null', () => {
    const report = adaptReport('damControl', [
      {
        hiveName: '1#-007',
        date: 1_752_508_800,
        avgTemp: 105,
        maxTemp: 115,
        minTemp: 98,
        targetTemp: 100,
        inTemp: null,
        flow: null,
      },
    ]);
    expect(report.rows[0]).toEqual({
      bay: '1#-007',
      date: 1_752_508_800_000,
      averageC: 10.5,
      maxC: 11.5,
      minC: 9.8,
      targetC: 10,
      inletC: null,
      flowLpm: null,
    });
    expect(adaptReport('weekDrop', null)).toEqual({ type: 'weekDrop', rows: [] });
  });
});

describe('report cells', () => {
  const cell = (type: keyof typeof REPORT_COLUMNS, id: string, row: unknown) => {
    const column = reportColumns(type).find((c) => c.id === id)!;
    return reportCellText(column, row, key);
  };

  it('writes numbers with the column decimals, never -0.0, empty for no value', () => {
    expect(cell('damControl', 'average', { averageC: 10 })).toBe('10.0');
    expect(cell('damControl', 'flow', { flowLpm: 1.3 })).toBe('1.30');
    expect(cell('weekDrop', 'drop', { dropC: -0.04 })).toBe('0.0');
    expect(cell('weekDrop', 'drop', { dropC: -3.26 })).toBe('-3.3');
    expect(cell('cooling', 'age', { ageDays: 164 })).toBe('164');
    expect(cell('cooling', 'totalFlow', { totalFlowM3: 1234.56 })).toBe('1234.6');
    expect(cell('damControl', 'inlet', { inletC: null })).toBe('');
  });

  it('writes times and days in the site zone, stages and entry kinds by name', () => {
    // 2025-07-14 16:05 UTC is 2025-07-15 00:05 in Shanghai.
    const at = Date.UTC(2025, 6, 14, 16, 5, 42);
    expect(cell('maxTemp', 'maxAt', { maxAt: at })).toBe('2025-07-15 00:05');
    expect(cell('damControl', 'date', { date: at })).toBe('2025-07-15');
    expect(cell('weekDrop', 'stage', { stage: 3 })).toBe('<stage.s3>');
    expect(cell('weekDrop', 'stage', { stage: null })).toBe('');
    expect(cell('outletEntryPouring', 'kind', { kind: 2 })).toBe('<report.entryKind.entry>');
    expect(cell('outletEntryPouring', 'kind', { kind: null })).toBe('');
  });

  it('makes a grid of headers with units and rows of texts', () => {
    const grid = reportGrid(
      { type: 'weekDrop', rows: [{ bay: '1#-007', stage: 7, date: NOW, dropC: 0.2, flowLpm: null }] },
      key,
    );
    expect(grid.columns.map((c) => reportHeaderText(c.label, c.unit))).toEqual([
      '<report.column.weekDrop.bay>',
      '<report.column.weekDrop.date>',
      '<report.column.weekDrop.stage>',
      '<report.column.weekDrop.drop> (°C)',
      '<report.column.weekDrop.flow> (L/min)',
    ]);
    expect(grid.rows).toEqual([['1#-007', '2025-07-15', '<stage.s7>', '0.2', '']]);
  });
});

describe('report lines', () => {
  it('draws only the types whose data is a series in time', () => {
    expect(REPORT_TYPES.filter(reportIsSeries)).toEqual(['weekDrop', 'outletEntryPouring', 'damControl']);
    expect(reportLines({ type: 'maxTemp', rows: [] })).toBeNull();
    expect(reportLines({ type: 'cooling', rows: [] })).toBeNull();
  });

  it('averages the bays of each day, skipping missing values', () => {
    const day1 = NOW - DAY_MS;
    const lines = reportLines({
      type: 'weekDrop',
      rows: [
        { bay: 'a', stage: 1, date: NOW, dropC: 0.4, flowLpm: 30 },
        { bay: 'b', stage: 1, date: NOW, dropC: null, flowLpm: 10 },
        { bay: 'a', stage: 1, date: day1, dropC: -0.2, flowLpm: null },
        { bay: 'b', stage: 1, date: day1, dropC: 0.6, flowLpm: null },
      ],
    })!;
    expect(lines.map((l) => [l.series.id, l.unit, l.axis])).toEqual([
      ['drop', '°C', 'left'],
      ['flow', 'L/min', 'right'],
    ]);
    expect([...lines[0]!.series.time]).toEqual([day1, NOW]);
    expect([...lines[0]!.series.value]).toEqual([0.2, 0.4]);
    expect(Number.isNaN(lines[1]!.series.value[0])).toBe(true);
    expect(lines[1]!.series.value[1]).toBe(20);
  });

  it('splits the entry readings into outlet, bin entry and pouring', () => {
    const lines = reportLines({
      type: 'outletEntryPouring',
      rows: [
        { kind: 4, name: 'p', bin: '2-007', tempC: 16, at: NOW },
        { kind: 1, name: 'o', bin: null, tempC: 10.5, at: NOW - 1000 },
        { kind: 1, name: 'o', bin: null, tempC: 11, at: NOW },
        { kind: 1, name: 'o2', bin: null, tempC: 12, at: NOW },
      ],
    })!;
    expect(lines.map((l) => [l.series.id, l.series.value.length])).toEqual([
      ['outlet', 2],
      ['entry', 0],
      ['pouring', 1],
    ]);
    // Two outlets read at the same time: one point, their mean.
    expect([...lines[0]!.series.value]).toEqual([10.5, 11.5]);
  });
});

describe('validateReportRange', () => {
  const range = reportDefaultRange(NOW);

  it('takes the default last 7 days for every type', () => {
    for (const type of REPORT_TYPES) {
      expect(validateReportRange(type, { start: range.startMs, end: range.endMs }, NOW)).toEqual([]);
    }
  });

  it("refuses a start after the end with the seed's message", () => {
    expect(validateReportRange('maxTemp', { start: range.endMs, end: range.startMs }, NOW)).toEqual([
      { field: 'start', key: 'validation.tempDetail.checkDate2' },
    ]);
  });

  it('keeps the pickers from three years back to the end of next year', () => {
    const bounds = reportBounds(NOW);
    expect(validateReportRange('maxTemp', { start: bounds.minMs, end: bounds.maxMs }, NOW)).toEqual([]);
    expect(validateReportRange('maxTemp', { start: bounds.minMs - 1, end: NOW }, NOW)).toEqual([
      { field: 'start', key: 'validation.date.outOfRange' },
    ]);
    expect(validateReportRange('cooling', { start: NOW, end: bounds.maxMs + 1 }, NOW)).toEqual([
      { field: 'end', key: 'validation.date.outOfRange' },
    ]);
    expect(validateReportRange('maxTemp', { start: null, end: NOW }, NOW)[0]?.key).toBe(
      'validation.tempDetail.checkDate',
    );
  });

  it('holds the daily reports to 62 days', () => {
    const long = { start: NOW - 63 * DAY_MS, end: NOW };
    expect(validateReportRange('weekDrop', long, NOW)).toEqual([
      { field: 'end', key: 'report.range.tooLong' },
    ]);
    expect(validateReportRange('damControl', long, NOW)).toHaveLength(1);
    expect(validateReportRange('maxTemp', long, NOW)).toEqual([]);
    expect(validateReportRange('weekDrop', { start: NOW - 62 * DAY_MS, end: NOW }, NOW)).toEqual([]);
  });
});

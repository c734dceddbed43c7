import { type RawNumber, toNumber } from '../number.ts';
import { type ConcreteStage, concreteStage } from '../stages.ts';
import { secondsToMs } from '../time.ts';
import { flowLpm, tempC, tenthsToC } from '../units.ts';
import { adaptEntryReportRow, type EntryReportReading } from './entries.ts';
import { idOf, textOf } from './series.ts';

/** A row of the max-temperature report (part 2 §3 Reports), °C, L/min, epoch ms. */
export interface MaxTempReportRow {
  bayId: string | null;
  bay: string;
  pourStartAt: number | null;
  pourEndAt: number | null;
  maxTempC: number | null;
  maxAt: number | null;
  nowTempC: number | null;
  nowAt: number | null;
  minInletC: number | null;
  maxInletC: number | null;
  minFlowLpm: number | null;
  maxFlowLpm: number | null;
}

/** Raw report row → MaxTempReportRow. */
export function adaptMaxTempReportRow(raw: {
  c_hive_id?: RawNumber;
  hiveName?: string | null;
  c_hive_start?: RawNumber;
  c_hive_end?: RawNumber;
  c_data?: RawNumber;
  c_when?: RawNumber;
  nowTemp?: RawNumber;
  nowTime?: RawNumber;
  minLoopTemp?: RawNumber;
  maxLoopTemp?: RawNumber;
  minLoopValue?: RawNumber;
  maxLoopValue?: RawNumber;
}): MaxTempReportRow {
  return {
    bayId: textOf(raw.c_hive_id),
    bay: textOf(raw.hiveName) ?? '',
    pourStartAt: secondsToMs(raw.c_hive_start),
    pourEndAt: secondsToMs(raw.c_hive_end),
    maxTempC: tempC(raw.c_data),
    maxAt: secondsToMs(raw.c_when),
    nowTempC: tempC(raw.nowTemp),
    nowAt: secondsToMs(raw.nowTime),
    minInletC: tempC(raw.minLoopTemp),
    maxInletC: tempC(raw.maxLoopTemp),
    minFlowLpm: flowLpm(raw.minLoopValue),
    maxFlowLpm: flowLpm(raw.maxLoopValue),
  };
}

/** A row of the weekly temperature-drop report. */
export interface WeeklyReportRow {
  bay: string;
  stage: ConcreteStage | null;
  /** The day, epoch ms. */
  date: number | null;
  /** Drop over the day, °C. */
  dropC: number | null;
  /** Average flow, L/min. */
  flowLpm: number | null;
}

/** Raw weekly row → WeeklyReportRow. */
export function adaptWeeklyReportRow(raw: {
  hiveName?: string | null;
  stage?: RawNumber;
  date?: RawNumber;
  diff?: RawNumber;
  flow?: RawNumber;
}): WeeklyReportRow {
  return {
    bay: textOf(raw.hiveName) ?? '',
    stage: concreteStage(raw.stage),
    date: secondsToMs(raw.date),
    dropC: tenthsToC(raw.diff),
    flowLpm: flowLpm(raw.flow),
  };
}

/** Count, max, min, average, allowance (°C) and coincidence rate (%) of one entry kind. */
export interface EntryStats {
  count: number;
  maxC: number | null;
  minC: number | null;
  averageC: number | null;
  allowanceC: number | null;
  coincidenceRate: number | null;
}

/** The outlet / bin-entry / pouring summary (part 2 §3 'summary'). */
export interface EntrySummary {
  outlet: EntryStats;
  entry: EntryStats;
  pouring: EntryStats;
}

/** Raw summary (cjk_/rc_/jz_ fields) → EntrySummary. */
export function adaptEntrySummary(raw: Readonly<Record<string, RawNumber>> | null | undefined): EntrySummary {
  const stats = (prefix: string): EntryStats => ({
    count: Math.max(0, Math.trunc(toNumber(raw?.[`${prefix}_num`]) ?? 0)),
    maxC: tenthsToC(raw?.[`${prefix}_max`]),
    minC: tenthsToC(raw?.[`${prefix}_min`]),
    averageC: tenthsToC(raw?.[`${prefix}_avg`]),
    allowanceC: tenthsToC(raw?.[`${prefix}_allowance`]),
    coincidenceRate: toNumber(raw?.[`${prefix}_coincidence_rate`]),
  });
  return { outlet: stats('cjk'), entry: stats('rc'), pouring: stats('jz') };
}

/** A latest-temperature item (c_id bay, c_data tenths, c_when seconds) → bay id, °C and epoch ms. */
export function adaptLatestTemperature(raw: { c_id: RawNumber; c_data?: RawNumber; c_when?: RawNumber }): {
  bayId: string;
  tempC: number | null;
  at: number | null;
} {
  return { bayId: idOf(raw.c_id), tempC: tempC(raw.c_data), at: secondsToMs(raw.c_when) };
}

/** A bay's cooling situation over a period (report type cooling): °C, L/min, m³, epoch ms. */
export interface CoolingReportRow {
  bayId: string | null;
  bay: string;
  /** Concrete age, days. */
  ageDays: number | null;
  stage: ConcreteStage | null;
  nowTempC: number | null;
  nowAt: number | null;
  maxTempC: number | null;
  minInletC: number | null;
  maxInletC: number | null;
  minFlowLpm: number | null;
  maxFlowLpm: number | null;
  /** Water passed since the pour, m³ (the wire sends litres). */
  totalFlowM3: number | null;
}

/** Raw cooling row → CoolingReportRow. */
export function adaptCoolingReportRow(raw: {
  c_hive_id?: RawNumber;
  hiveName?: string | null;
  c_age?: RawNumber;
  c_stage?: RawNumber;
  nowTemp?: RawNumber;
  nowTime?: RawNumber;
  c_data?: RawNumber;
  minLoopTemp?: RawNumber;
  maxLoopTemp?: RawNumber;
  minLoopValue?: RawNumber;
  maxLoopValue?: RawNumber;
  totalFlow?: RawNumber;
}): CoolingReportRow {
  const litres = toNumber(raw.totalFlow);
  return {
    bayId: textOf(raw.c_hive_id),
    bay: textOf(raw.hiveName) ?? '',
    ageDays: toNumber(raw.c_age),
    stage: concreteStage(raw.c_stage),
    nowTempC: tempC(raw.nowTemp),
    nowAt: secondsToMs(raw.nowTime),
    maxTempC: tempC(raw.c_data),
    minInletC: tempC(raw.minLoopTemp),
    maxInletC: tempC(raw.maxLoopTemp),
    minFlowLpm: flowLpm(raw.minLoopValue),
    maxFlowLpm: flowLpm(raw.maxLoopValue),
    totalFlowM3: litres === null || litres < 0 ? null : litres / 1000,
  };
}

/** One bay on one site day (report type damControl): °C, L/min, the day as epoch ms. */
export interface DamControlReportRow {
  bay: string;
  /** Midnight of the day in the site zone, epoch ms. */
  date: number | null;
  averageC: number | null;
  maxC: number | null;
  minC: number | null;
  targetC: number | null;
  inletC: number | null;
  flowLpm: number | null;
}

/** Raw dam-control row → DamControlReportRow. */
export function adaptDamControlReportRow(raw: {
  hiveName?: string | null;
  date?: RawNumber;
  avgTemp?: RawNumber;
  maxTemp?: RawNumber;
  minTemp?: RawNumber;
  targetTemp?: RawNumber;
  inTemp?: RawNumber;
  flow?: RawNumber;
}): DamControlReportRow {
  return {
    bay: textOf(raw.hiveName) ?? '',
    date: secondsToMs(raw.date),
    averageC: tenthsToC(raw.avgTemp),
    maxC: tenthsToC(raw.maxTemp),
    minC: tenthsToC(raw.minTemp),
    targetC: tenthsToC(raw.targetTemp),
    inletC: tempC(raw.inTemp),
    flowLpm: flowLpm(raw.flow),
  };
}

/** The report types of the report analysis (part 2 §2.7), in the seed's order. */
export const REPORT_TYPES = ['maxTemp', 'weekDrop', 'outletEntryPouring', 'cooling', 'damControl'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Whether a text names a report type (an address parameter, a query). */
export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}

/** One report: its type and its rows, in the server's order. */
export type Report =
  | { type: 'maxTemp'; rows: readonly MaxTempReportRow[] }
  | { type: 'weekDrop'; rows: readonly WeeklyReportRow[] }
  | { type: 'outletEntryPouring'; rows: readonly EntryReportReading[] }
  | { type: 'cooling'; rows: readonly CoolingReportRow[] }
  | { type: 'damControl'; rows: readonly DamControlReportRow[] };

/** The rows of `/dxc/api_get_report?type=…` → the Report of that type. */
export function adaptReport(type: ReportType, raw: readonly object[] | null | undefined): Report {
  // The wire rows of each type are those of the type's own schema (see getReport in the contract).
  const rows = (raw ?? []) as readonly never[];
  switch (type) {
    case 'maxTemp':
      return { type, rows: rows.map(adaptMaxTempReportRow) };
    case 'weekDrop':
      return { type, rows: rows.map(adaptWeeklyReportRow) };
    case 'outletEntryPouring':
      return { type, rows: rows.map(adaptEntryReportRow) };
    case 'cooling':
      return { type, rows: rows.map(adaptCoolingReportRow) };
    case 'damControl':
      return { type, rows: rows.map(adaptDamControlReportRow) };
  }
}

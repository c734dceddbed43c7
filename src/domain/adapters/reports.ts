import { type RawNumber, toNumber } from '../number.ts';
import { type ConcreteStage, concreteStage } from '../stages.ts';
import { secondsToMs } from '../time.ts';
import { flowLpm, tempC, tenthsToC } from '../units.ts';
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

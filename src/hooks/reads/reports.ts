import {
  adaptBay,
  adaptEntryReportRow,
  adaptEntrySummary,
  adaptLatestTemperature,
  adaptMaxTempReportRow,
  adaptReport,
  adaptWeeklyReportRow,
  blockCurveSeries,
  type Report,
  type ReportType,
  type TimeWindow,
  toSecondsQuery,
} from '../../domain/adapters/index.ts';
import { defineRead } from '../defineRead';
import { type Id, PERIOD } from './args';

export type { Report, ReportType };

/** The report calls' period (startTime and endTime, epoch seconds); the server's default without one. */
const periodQuery = (window?: TimeWindow) => toSecondsQuery(window, PERIOD);

/** A period every end of which is required; null skips the call. */
const requiredPeriodQuery = (window: { start: number; end: number } | null) =>
  window ? toSecondsQuery(window, PERIOD) : null;

/** The max-temperature report. */
export const useMaxTempReport = defineRead('/dxc/api_get_hives_max_temp_info', {
  query: periodQuery,
  adapt: (answer) => answer.data.map(adaptMaxTempReportRow),
});

/** The weekly temperature-drop report. */
export const useWeeklyReport = defineRead('/cytWebHive/exportWeekStatement', {
  query: requiredPeriodQuery,
  adapt: (answer) => answer.data.map(adaptWeeklyReportRow),
});

/**
 * A report of the report analysis over a period (epoch ms): its type and its rows, the rows the type's
 * export link writes. A null type or window skips the call (a refused range fetches nothing).
 */
export const useReport = defineRead('/dxc/api_get_report', {
  query: (type: ReportType | null, window: { start: number; end: number } | null) =>
    type && window ? { type, ...toSecondsQuery(window, PERIOD) } : null,
  adapt: (answer, type): Report => adaptReport(type ?? 'maxTemp', answer.data),
});

/** Outlet, bin-entry and pouring readings of a period (°C, epoch ms). */
export const useEntryReport = defineRead('/pqt/chujikou_rucang_jiaozhu_data', {
  query: periodQuery,
  adapt: (answer) => answer.data.map(adaptEntryReportRow),
});

/** Summary of outlet, bin-entry and pouring temperatures. */
export const useEntrySummary = defineRead('/pqt/chujikou_rucang_jiaozhu_summary', {
  query: periodQuery,
  adapt: (answer) => adaptEntrySummary(answer.data),
});

/** Bays of dam blocks (block age comparison picker); every bay without blocks. */
export const useBayList = defineRead('/cytWebHive/hiveList', {
  query: (blocks?: readonly number[]) => (blocks?.length ? { blocks: blocks.join(',') } : {}),
  adapt: (answer) => answer.data.map(adaptBay),
});

/** Daily average concrete temperature per block (°C), one series per block. */
export const useBlockCurves = defineRead('/cytWebHive/blockTempCurve', {
  query: (blocks: readonly number[] | null) => (blocks?.length ? { blocks: blocks.join(',') } : null),
  adapt: (answer) => blockCurveSeries(answer.data),
});

/** The latest concrete temperature of bays (°C, epoch ms); every bay without ids. */
export const useLatestTemperatures = defineRead('/cytWebHive/latestTemperature', {
  query: (bayIds?: readonly Id[]) => (bayIds?.length ? { hive_ids: bayIds.join(',') } : {}),
  adapt: (answer) => answer.data.map(adaptLatestTemperature),
});

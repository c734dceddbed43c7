/*
 * Sample arguments of every declared read, as a screen would pass them. The ids exist in the reference
 * backend's seed ('damtherm'), so the same samples both captured the contract's examples
 * (`openapi/capture-examples.ts`) and drive the unit test of each read against them.
 */

/** The contract harness's site clock (tests/contract/harness.ts `T0`): a summer morning. */
export const SAMPLE_NOW = Date.UTC(2025, 6, 15, 4, 0, 0);
const DAY = 86_400_000;

/** The last two days (bay chart, records, pressure, gradient, radiation). */
export const SAMPLE_DAYS = { start: SAMPLE_NOW - 2 * DAY, end: SAMPLE_NOW };
/** The last week (reports). */
export const SAMPLE_WEEK = { start: SAMPLE_NOW - 7 * DAY, end: SAMPLE_NOW };

/** The signed-in user of the samples (an administrator with the main-power right). */
export const SAMPLE_USER = 'admin';

const RACK = 1;
const LOOP = 1;
const HIVE = 57;
const BLOCK = 1;
const AREA = 1;

export interface ReadSample {
  /** The hook's arguments. */
  args: readonly unknown[];
  /** The contract example its answer is (named after the operation unless two reads share one). */
  example?: string;
  /** Its series' `time` is elapsed ms (concrete age), not an epoch time. */
  elapsedTime?: boolean;
}

export const READ_SAMPLES: Readonly<Record<string, ReadSample>> = {
  // Account.
  useUserInfoAnswer: { args: [true] },
  useUserPhoto: { args: ['engineer'] },
  useDepartments: { args: [] },
  usePendingUsers: { args: [true] },
  useAuditLog: { args: [] },
  'MAIN_POWER_READS.dn': { args: [SAMPLE_USER] },
  'MAIN_POWER_READS.myapi': { args: [SAMPLE_USER] },
  useStaticConfig: { args: [] },

  // Cabinets, loops, thermometers, weather.
  useCabinets: { args: [SAMPLE_USER] },
  useCabinet: { args: [RACK] },
  useCabinetWithLoops: { args: [RACK] },
  useCabinetLoops: { args: [RACK] },
  useCabinetThermometers: { args: [RACK], example: 'getRackThermometers' },
  useLoopControl: { args: [RACK, LOOP] },
  useAutoLoops: { args: [RACK] },
  useLoopRecords: { args: [RACK, LOOP, { mode: { which: 'define', inputHour: 2, whichMode: 'real' } }] },
  useThermometerRecords: { args: [RACK, LOOP, { window: SAMPLE_DAYS }] },
  useWeatherStations: { args: [] },
  useRadiationMeters: { args: [] },
  useSolarRadiation: { args: [SAMPLE_DAYS] },
  useSolarRadiationDays: { args: [SAMPLE_NOW] },

  // Areas and bays.
  'AREA_READS.myapi': { args: [SAMPLE_USER] },
  'AREA_READS.pqt_php': { args: [SAMPLE_USER, '坝段'] },
  'HIVE_READS.myapi': { args: [HIVE] },
  'HIVE_READS.pqt_php': { args: [HIVE] },
  useBayInfo: { args: [HIVE] },
  useBaySensors: { args: [HIVE] },
  useBayPage: { args: [{ area: AREA }, 1], example: 'getHivesPage' },
  useBlocks: { args: [AREA] },
  useBlock: { args: [BLOCK] },
  useBayDeal: { args: [SAMPLE_USER] },
  useDetailRecords: { args: [HIVE] },
  useFiles: { args: [HIVE] },

  // The bay chart.
  useBayTemperature: { args: [HIVE, SAMPLE_DAYS] },
  useBayAverageTemperature: { args: [HIVE, SAMPLE_DAYS], example: 'getHiveTempDataAverage' },
  useBayTarget: { args: [HIVE, SAMPLE_DAYS] },
  useBayInOut: { args: [HIVE, SAMPLE_DAYS] },
  useBayFlow: { args: [HIVE, SAMPLE_DAYS] },
  // A bay whose loops had manual flow commands that week.
  useBaySetFlow: { args: [96, SAMPLE_WEEK] },
  useBayAir: { args: [HIVE, SAMPLE_DAYS] },
  useBayTempDiff: { args: [HIVE, SAMPLE_DAYS] },
  useBayInFaceDiff: { args: [HIVE, SAMPLE_DAYS] },
  useBayTrend: { args: [HIVE] },

  // Hand entries.
  useIdamIds: { args: [undefined, AREA] },
  useLastOutletRecord: { args: [1, 1] },
  useOutletPointCount: { args: [1] },

  // Reversal and pressure.
  useReversalSettings: { args: [RACK] },
  useReversalSetting: { args: [RACK, LOOP] },
  useReversalLogCount: { args: [RACK] },
  usePressures: { args: [] },
  usePressure: { args: [1, SAMPLE_DAYS] },
  usePressureTexts: { args: [1] },

  // Warnings.
  useWarningCounts: { args: [SAMPLE_USER] },
  'WARNING_LISTS.gkj': { args: [SAMPLE_USER] },
  'WARNING_LISTS.temp': { args: [SAMPLE_USER] },
  'WARNING_LISTS.loop': { args: [SAMPLE_USER] },
  'WARNING_LISTS.stageTemp': { args: [SAMPLE_USER] },
  'WARNING_LISTS.dailyDecline': { args: [SAMPLE_USER] },
  'WARNING_LISTS.tempUnknown': { args: [SAMPLE_USER] },
  'WARNING_LISTS.tempControlChangeRange': { args: [SAMPLE_USER] },
  'WARNING_LISTS.tempTimeout': { args: [SAMPLE_USER] },
  'ENTRY_WARNING_LISTS.cjk': { args: [1, 10, SAMPLE_USER] },
  'ENTRY_WARNING_LISTS.rc': { args: [1, 10, SAMPLE_USER] },
  'ENTRY_WARNING_LISTS.jz': { args: [1, 10, SAMPLE_USER] },
  'WARNING_TABLES.sifa': { args: [1, 10] },
  'WARNING_TABLES.cjk': { args: [1, 10] },
  'WARNING_TABLES.cjkHistory': { args: [1, 10] },
  'WARNING_TABLES.rc': { args: [1, 10] },
  'WARNING_TABLES.rcHistory': { args: [1, 10] },
  'WARNING_TABLES.jz': { args: [1, 10] },
  'WARNING_TABLES.jzHistory': { args: [1, 10] },
  'WARNING_TABLES.intempHive': { args: [1, 10] },
  'WARNING_TABLES.tempRange': { args: [1, 10] },

  // The map.
  useMapBays: { args: [AREA] },
  useMapHoles: { args: [] },
  useMapBlocks: { args: [] },
  useMapBlockLines: { args: [0] },
  'MAP_OVERLAYS.currentTemperature': { args: [{ areaId: AREA }] },
  'MAP_OVERLAYS.latestMaxTemperature': { args: [{ areaId: AREA }] },
  'MAP_OVERLAYS.foundationDiff': { args: [{ areaId: AREA }] },
  'MAP_OVERLAYS.dropRate': { args: [{ areaId: AREA }] },
  'MAP_OVERLAYS.temperatureGap': { args: [{ areaId: AREA }] },
  'MAP_OVERLAYS.controlMode': { args: [{ areaId: AREA }] },
  'MAP_OVERLAYS.currentFlow': { args: [{ areaId: AREA }] },
  'MAP_OVERLAYS.totalFlow': { args: [{ areaId: AREA }] },
  useMapWarnCounts: { args: [true] },

  // Aggregates and gradient.
  'AGGREGATE_READS.all': { args: [] },
  'AGGREGATE_READS.search': { args: ['料仓'] },
  'AGGREGATE_RECORD_READS.recent': { args: [1] },
  'AGGREGATE_RECORD_READS.all': { args: [1] },
  useAggregateTypes: { args: [] },
  useGradientMeters: { args: [] },
  useGradientCurves: { args: [1, SAMPLE_DAYS] },

  // Reports.
  useMaxTempReport: { args: [SAMPLE_WEEK] },
  useWeeklyReport: { args: [SAMPLE_WEEK] },
  useReport: { args: ['maxTemp', SAMPLE_WEEK] },
  useEntryReport: { args: [SAMPLE_WEEK] },
  useEntrySummary: { args: [SAMPLE_WEEK] },
  useBayList: { args: [[BLOCK]] },
  useBlockCurves: { args: [[BLOCK, 2]], elapsedTime: true },
  useLatestTemperatures: { args: [[HIVE, 49]] },

  // Paged lists (first page).
  useBayPages: { args: [{ area: AREA }] },
  useOutletPointPages: { args: [1] },
  useOutletPointPage: { args: [1] },
  useReadingPages: { args: [1] },
  'REVERSAL_LOG_PAGES.cabinet': { args: [RACK] },
  'REVERSAL_LOG_PAGES.loop': { args: [RACK, LOOP] },
  'WARNING_TABLE_PAGES.sifa': { args: [] },
  'WARNING_TABLE_PAGES.cjk': { args: [] },
  'WARNING_TABLE_PAGES.cjkHistory': { args: [] },
  'WARNING_TABLE_PAGES.rc': { args: [] },
  'WARNING_TABLE_PAGES.rcHistory': { args: [] },
  'WARNING_TABLE_PAGES.jz': { args: [] },
  'WARNING_TABLE_PAGES.jzHistory': { args: [] },
  'WARNING_TABLE_PAGES.intempHive': { args: [] },
  'WARNING_TABLE_PAGES.tempRange': { args: [] },
  'ENTRY_WARNING_PAGES.cjk': { args: [SAMPLE_USER] },
  'ENTRY_WARNING_PAGES.rc': { args: [SAMPLE_USER] },
  'ENTRY_WARNING_PAGES.jz': { args: [SAMPLE_USER] },
};

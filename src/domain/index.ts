/**
 * damtherm/domain: the pure rules of the specification (units, valve opening, colour bands, stages,
 * staleness, candle buckets, validation, time). No React, no fetch, no DOM; the server imports it too.
 */

export * from './adapters/index.ts';
export { aggregateStageSeries, aggregateStageSeriesId } from './aggregateCurves.ts';
export {
  badgeText,
  homeWarningBadge,
  messageFlowBadge,
  messageOtherBadge,
  messageTemperatureBadge,
  WARNING_COUNT_KEYS,
  type WarningCountKey,
  type WarningCounts,
} from './badges.ts';
export {
  AGE_LEGEND_DAYS,
  type AgeBand,
  ageBand,
  ageColor,
  bandColor,
  contrastRatio,
  controlModeColor,
  type GapDirection,
  gapDirection,
  hasWarnings,
  readableTextColor,
  relativeLuminance,
  TEMPERATURE_BANDS,
  type TemperatureBand,
  temperatureBand,
  warningColor,
  type ZoneKind,
  zoneColor,
  zoneKind,
} from './bands.ts';
export {
  type BatchExportState,
  type BatchFailure,
  type BatchFailureReason,
  type BatchItem,
  type BatchOutcome,
  type BatchPhase,
  type BatchProgress,
  BLOCK_NUMBER_INVALID,
  batchProgress,
  beginBatchItem,
  cancelBatch,
  EXPORT_KINDS,
  type ExportKind,
  finishBatchItem,
  IDLE_BATCH,
  msUntilBatchItem,
  parseBlockNumber,
  retryBatchFailures,
  splitTimeLeft,
  startBatch,
} from './batchExport.ts';
export { BAY_CURVE_KEYS, type BayCurveData, type BayCurveKey, type BayExtremes } from './bayCurves.ts';
export { type BayWater, bayWater, sensorShortName } from './bayWater.ts';
export { type Cabinet, type CabinetState, cabinetState } from './cabinet.ts';
export { type Candles, candles, movingAverage } from './candles.ts';
export type { CommandOutcome, EntryOutcome } from './command.ts';
export {
  type BlockCurve,
  blockCurveHasData,
  blockCurves,
  defaultComparisonBlocks,
  seriesDifference,
} from './comparison.ts';
export * from './constants.ts';
export {
  COOLING_FORECAST_DEFAULTS,
  type CoolingForecastOptions,
  type CoolingForecastResult,
  type CoolingForecastStatus,
  coolingForecast,
  type ForecastMethod,
  type ForecastMiss,
  type ForecastSamples,
  type ForecastShortfall,
  stageTarget,
  type TargetKind,
} from './coolingForecast.ts';
export { coolingRateOfChange, coolingRateText, RATE_DECIMALS } from './coolingRate.ts';
export { HIVE_LABELS_MAX_HIDDEN_ZOOM } from './deprecated.ts';
export { distinguishingDecimals, WARNING_DECIMALS } from './distinguishingDecimals.ts';
export {
  checkFileName,
  DEFAULT_UPLOAD_LIMIT,
  type FileDeleteOutcome,
  type FileNameProblem,
  type FileUploadOutcome,
  fileUploadProgress,
  formatFileSize,
  MAX_FILE_NAME_BYTES,
  type UploadProgress,
  uploadPercent,
} from './files.ts';
export { HANDLING_RECORD_KEYS, HANDLING_RECORD_MAX_LENGTH, validateHandlingRecord } from './handling.ts';
export { loopDataAbnormal, type SensorHealth, sensorHealth } from './health.ts';
export {
  joinSeries,
  lastReading,
  recentWindow,
  solarDayWindow,
} from './instruments.ts';
export {
  autoLoopNumbers,
  commandMode,
  commandPending,
  commandValueKind,
  LOOP_CMD,
  LOOP_CMD_VALUE,
  type LoopCmd,
  type LoopCmdValue,
  type LoopCommand,
  type LoopMode,
  type LoopValueKind,
  loopMode,
} from './loop.ts';
export {
  BAY_LABELS_MAX_HIDDEN_ZOOM,
  clampZoom,
  GROUT_LABELS_MAX_HIDDEN_ZOOM,
  holeIsHigh,
  MAP_BLOCK_WIDTH,
  MAP_GROUT_SPACING,
  MAP_TOGGLES,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  type MapCrossLine,
  type MapOverlay,
  type MapOverlayValues,
  type MapTab,
  type MapToggle,
  mapLabelVisibility,
  mapToggleOf,
  mapTogglePlace,
} from './map.ts';
export { formatNumber, isBlank, type RawNumber, roundTo, toNumber } from './number.ts';
export {
  type AggregateEntryWrite,
  type EntryRefusal,
  type EntryWrite,
  entriesToSend,
  type ManualEntryWrite,
  type PendingEntry,
  parsePendingEntries,
} from './pendingEntries.ts';

export {
  candlestickBounds,
  type DateBounds,
  entryBounds,
  firstDataDayMs,
  pickerBounds,
  reportBounds,
  reportDefaultRange,
  solarBounds,
  withinBounds,
} from './ranges.ts';
export {
  ENTRY_KIND_KEYS,
  REPORT_COLUMNS,
  REPORT_MAX_DAYS,
  REPORT_SERIES_TYPES,
  REPORT_TOO_LONG_KEY,
  type ReportCellKind,
  type ReportColumn,
  type ReportGrid,
  type ReportLine,
  type ReportUnit,
  reportCellText,
  reportColumnKey,
  reportColumns,
  reportGrid,
  reportHeaderText,
  reportIsSeries,
  reportLines,
  validateReportRange,
} from './reports.ts';
export {
  type ReversalDirection,
  type ReversalResult,
  reversalDirection,
  reversalDirectionCode,
  reversalMode,
  reversalResult,
  reversalSetSucceeded,
  splitMinutes,
} from './reversal.ts';
export { type UserRights, userRights, type WriteRefusal, type WriteRight, writeRefusal } from './rights.ts';
export {
  AGGREGATE_STAGES,
  type AggregateStage,
  type AggregateStageKey,
  aggregateStage,
  aggregateStageName,
  CONCRETE_STAGES,
  type ConcreteStage,
  concreteStage,
  type StageKey,
  stageColor,
  stageName,
  UNKNOWN_STAGE_COLOUR,
} from './stages.ts';
export {
  addSiteDays,
  DAY_MS,
  dateFieldLiteral,
  dateFieldLocale,
  endOfSiteDay,
  formatSiteDate,
  formatSiteDateTime,
  formatSiteMonthDayTime,
  HOUR_MS,
  msToSeconds,
  parseSiteDateTime,
  SITE_TIME_ZONE,
  type SiteDateParts,
  secondsToMs,
  siteDateParts,
  siteDateToEpochMs,
  type TimeRange,
  timeZoneOffsetMs,
  WEEK_MS,
} from './time.ts';
export { minAxisSpan, UNIT_RULES, type UnitRule, unitRule, unitValueText } from './unitRules.ts';
export {
  currentTempC,
  declineC,
  exportFlow,
  FLOW_STOPPED_RAW,
  type FlowReading,
  flowLpm,
  flowReading,
  foundationDiff,
  mapCoordinate,
  NOT_COLLECTED_RAW,
  pressureMPa,
  RECORD_SCALE,
  type RecordScale,
  type TempReading,
  targetTempC,
  tempC,
  tempReading,
  tenthsToC,
  UNKNOWN_TEMP_C,
} from './units.ts';
export * from './validation/index.ts';
export { type ValveOpening, valveIndicator, valveOpening } from './valve.ts';
export {
  CRITICAL_EXCESS_C,
  CRITICAL_FACTOR,
  isUnread,
  splitDuration,
  WARNING_CATEGORIES,
  WARNING_CATEGORY,
  WARNING_KINDS,
  WARNING_SEVERITIES,
  WARNING_VARIANTS,
  type WarningCategory,
  type WarningCondition,
  type WarningFact,
  type WarningFactKey,
  type WarningFactValue,
  type WarningKind,
  type WarningSeverity,
  type WarningVariant,
  warningCategory,
  warningCondition,
  warningFacts,
  warningFlow,
  warningSeverity,
  warningSubject,
  warningVariant,
} from './warnings.ts';

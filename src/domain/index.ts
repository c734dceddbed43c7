/**
 * damtherm/domain: the pure rules of the specification (units, valve opening, colour bands, stages,
 * staleness, candle buckets, validation, time). No React, no fetch, no DOM; the server imports it too.
 */

export * from './adapters/index.ts';
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
export { BAY_CURVE_KEYS, type BayCurveData, type BayCurveKey, type BayExtremes } from './bayCurves.ts';
export { type Cabinet, type CabinetState, cabinetState } from './cabinet.ts';
export { type Candles, candles, movingAverage } from './candles.ts';
export type { CommandOutcome } from './command.ts';
export * from './constants.ts';
export { loopDataAbnormal, type SensorHealth, sensorErrorCount, sensorHealth } from './health.ts';
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
  clampZoom,
  GROUT_LABELS_MAX_HIDDEN_ZOOM,
  HIVE_LABELS_MAX_HIDDEN_ZOOM,
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
export { isBlank, type RawNumber, roundTo, toNumber } from './number.ts';

export {
  candlestickBounds,
  clampToBounds,
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
  type ReversalDirection,
  type ReversalResult,
  reversalDirection,
  reversalDirectionCode,
  reversalMode,
  reversalResult,
  reversalSetSucceeded,
  splitMinutes,
} from './reversal.ts';
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
  DEFAULT_RANGE,
  endOfSiteDay,
  formatSiteDate,
  formatSiteDateTime,
  formatSiteMonthDay,
  formatSiteMonthDayTime,
  formatSiteTime,
  HOUR_MS,
  MINUTE_MS,
  msToSeconds,
  parseSiteDateTime,
  type RangeKind,
  SITE_TIME_ZONE,
  type SiteDateParts,
  secondsToMs,
  siteDateParts,
  siteDateToEpochMs,
  startOfSiteDay,
  type TimeRange,
  timeRange,
  timeZoneOffsetMs,
  WEEK_MS,
} from './time.ts';
export {
  chartValue,
  currentTempC,
  declineC,
  exportFlow,
  exportLoopTempC,
  FLOW_STOPPED_RAW,
  FLOW_UNKNOWN_RAW,
  type FlowReading,
  flowLpm,
  flowReading,
  foundationDiff,
  isUnknownTemp,
  isUnknownTempRaw,
  loopRecordTempC,
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

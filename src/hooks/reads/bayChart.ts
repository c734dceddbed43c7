/*
 * The series of the bay chart (part 1 §2, §7): one read per curve, each taking the bay and an optional
 * window (the calls' min and max, epoch seconds). Pass a null bay while a curve is hidden.
 */
import {
  adaptChartData,
  airSeries,
  diffSeries,
  flowSeries,
  inOutSeries,
  type TimeWindow,
  targetSeries,
  toSecondsQuery,
  trendSeries,
} from '../../domain/adapters/index.ts';
import { defineRead } from '../defineRead';
import { idNumber, isKnown, type MaybeId } from './args';

/** The query every bay chart call takes. */
function chartQuery(bayId: MaybeId, window?: TimeWindow) {
  return isKnown(bayId)
    ? { id: idNumber(bayId), ...toSecondsQuery(window, { start: 'min', end: 'max' }) }
    : null;
}

/** The bay's average concrete temperature and thermometer lines (°C), with max, min and their times. */
export const useBayTemperature = defineRead('/api/getHiveTempData', {
  query: chartQuery,
  adapt: (answer) => adaptChartData(answer.data),
});

/**
 * The bay's average concrete temperature alone (`lines=average`), with max, min and their times: what the bay
 * chart and the cooling forecast draw. The thermometer lines would be most of the answer (three quarters
 * with three thermometers: megabytes for a year of readings) and nobody draws them; a backend that sends
 * them anyway costs a larger answer, not a different result.
 */
export const useBayAverageTemperature = defineRead('/api/getHiveTempData', {
  query: (bayId: MaybeId, window?: TimeWindow) => {
    const query = chartQuery(bayId, window);
    return query && { ...query, lines: 'average' as const };
  },
  adapt: (answer) => adaptChartData(answer.data, 1),
});

/** Target temperature curve (°C). */
export const useBayTarget = defineRead('/api/getHiveTarget', {
  query: chartQuery,
  adapt: (answer) => targetSeries(answer.data),
});

/** Inlet and outlet water temperature (°C). */
export const useBayInOut = defineRead('/api/getHiveInOutTemp', {
  query: chartQuery,
  adapt: (answer) => inOutSeries(answer.data),
});

/** Cooling-water flow (L/min). */
export const useBayFlow = defineRead('/api/getHiveFlowData', {
  query: chartQuery,
  adapt: (answer) => flowSeries(answer.data),
});

/** Set (commanded) flow (L/min). */
export const useBaySetFlow = defineRead('/api/getHiveSettingFlowChartData', {
  query: chartQuery,
  adapt: (answer) => flowSeries(answer.data, 'setFlow'),
});

/** Air temperature at the bay (°C). */
export const useBayAir = defineRead('/api/getHiveAirChartData', {
  query: chartQuery,
  adapt: (answer) => airSeries(answer.data),
});

/** Temperature difference inside the bay (°C). */
export const useBayTempDiff = defineRead('/api/getTempDiff', {
  query: chartQuery,
  adapt: (answer) => diffSeries(answer.data),
});

/** Internal-to-surface temperature difference (inFaceDiff, °C). */
export const useBayInFaceDiff = defineRead('/myapi.php/api_get_piece_temp_diff', {
  query: chartQuery,
  adapt: (answer) => diffSeries(answer.data, 'inFaceDiff'),
});

/** The cooling trend (°C). */
export const useBayTrend = defineRead('/api/getHiveTempDowntrend', {
  query: chartQuery,
  adapt: (answer) => trendSeries(answer.data),
});

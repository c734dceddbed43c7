import { LOOP_DATA_ABNORMAL_AFTER_MS, SENSOR_STALE_AFTER_MS } from './constants.ts';

/** Health of a loop or thermometer (part 1 §4). */
export type SensorHealth = 'ok' | 'error';

function missing(ms: number | null | undefined): ms is null | undefined {
  return ms === null || ms === undefined || !Number.isFinite(ms);
}

/**
 * A loop or thermometer is in error when its last report time is missing or older than 1 hour
 * (3600000 ms, part 1 §4, §9); exactly one hour old is still ok.
 */
export function sensorHealth(lastReportMs: number | null | undefined, nowMs: number): SensorHealth {
  if (missing(lastReportMs)) return 'error';
  return nowMs - lastReportMs > SENSOR_STALE_AFTER_MS ? 'error' : 'ok';
}

/**
 * Loop data is abnormal — 'no data report for more than half an hour' — when the last record is older than
 * 1800000 ms (part 1 §4, §8), or when there is none at all.
 */
export function loopDataAbnormal(lastMs: number | null | undefined, nowMs: number): boolean {
  if (missing(lastMs)) return true;
  return nowMs - lastMs > LOOP_DATA_ABNORMAL_AFTER_MS;
}

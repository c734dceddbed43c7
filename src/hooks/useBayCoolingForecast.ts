import { useMemo, useState } from 'react';
import type { DamError } from '../client/errors';
import {
  COOLING_FORECAST_DEFAULTS,
  type CoolingForecastOptions,
  type CoolingForecastResult,
  coolingForecast,
  stageTarget,
} from '../domain/coolingForecast.ts';
import { DAY_MS, WEEK_MS } from '../domain/time.ts';
import { useBayAverageTemperature, useBayTarget } from './reads';

type Id = string | number;

export interface BayCoolingForecastOptions extends Omit<CoolingForecastOptions, 'targetKind'> {
  /** Now, epoch ms (stories, tests); by default the clock, read when the readings arrive. */
  nowMs?: number;
}

/** A bay's cooling forecast: what the `CoolingForecast` component takes as `forecast`, `loading` and `error`. */
export interface BayCoolingForecast {
  /** The forecast; null until the readings and the target curve have both loaded. */
  forecast: CoolingForecastResult | null;
  /** The readings or the target curve are loading. */
  loading: boolean;
  /** Why the readings or the target curve failed to load. */
  error: DamError | undefined;
  /** Reloads both. */
  mutate: () => Promise<unknown>;
}

/** How far ahead the target curve is read: past a cooling ramp of a few weeks and the plateau after it. */
const PLAN_AHEAD_MS = 45 * DAY_MS;

/**
 * The cooling forecast of a bay: reads its average temperature of the last week (the bay chart's call with
 * a `min`, not the bay's whole history) and its target curve from then to 45 days ahead (a backend that
 * sends the plan ahead lets the forecast aim at where the current stage leads; one that stops at now, at the
 * current target), and extrapolates the cooling trend to that target (`coolingForecast` and `stageTarget`
 * in damtherm/domain). Pass a null bay to skip the calls.
 */
export function useBayCoolingForecast(
  bayId: Id | null | undefined,
  options: BayCoolingForecastOptions = {},
): BayCoolingForecast {
  const { nowMs, ...fit } = options;
  const windowDays = fit.windowDays ?? COOLING_FORECAST_DEFAULTS.windowDays;
  // The windows are fixed when the hook mounts, so the calls keep one cache key while the screen is open.
  const [mountedAt] = useState(() => nowMs ?? Date.now());
  const readings = useMemo(
    () => ({ start: mountedAt - Math.max(WEEK_MS, (windowDays + 1) * DAY_MS) }),
    [mountedAt, windowDays],
  );
  const plan = useMemo(() => ({ ...readings, end: mountedAt + PLAN_AHEAD_MS }), [readings, mountedAt]);
  const temperature = useBayAverageTemperature(bayId, readings);
  const target = useBayTarget(bayId, plan);

  const average = temperature.data?.lines[0];
  const targetCurve = target.data;
  const { minDays, flatRateCPerDay, toleranceC, horizonDays, staleAfterMs } = fit;
  const forecast = useMemo(() => {
    if (!temperature.data || !targetCurve) return null;
    const now = nowMs ?? Date.now();
    const samples = average ?? { time: [], value: [] };
    const aim = stageTarget(targetCurve, now);
    return coolingForecast(samples, aim?.celsius ?? null, now, {
      windowDays,
      minDays,
      flatRateCPerDay,
      toleranceC,
      horizonDays,
      staleAfterMs,
      targetKind: aim?.kind,
    });
  }, [
    temperature.data,
    average,
    targetCurve,
    nowMs,
    windowDays,
    minDays,
    flatRateCPerDay,
    toleranceC,
    horizonDays,
    staleAfterMs,
  ]);

  return {
    forecast,
    loading: temperature.isLoading || target.isLoading,
    error: temperature.error ?? target.error,
    mutate: () => Promise.all([temperature.mutate(), target.mutate()]),
  };
}

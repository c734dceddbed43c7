import { useMemo } from 'react';
import type { DamClient } from '../client/createDamClient';
import type { DamError } from '../client/errors';
import type { TimeWindow } from '../domain/adapters/index.ts';
import type { BayCurveData, BayCurveKey, BayExtremes } from '../domain/bayCurves.ts';
import { preloadRead } from './preloadRead';
import {
  useBayAir,
  useBayAverageTemperature,
  useBayFlow,
  useBayInFaceDiff,
  useBayInOut,
  useBayTarget,
  useBayTempDiff,
  useBayTrend,
} from './reads';

type Id = string | number;

/** A bay chart in domain values: what `BayCurve` takes as `data`, `extremes` and `location`. */
export interface BayChart {
  /** The series loaded so far; null before the average temperature has come. */
  data: BayCurveData | null;
  /** Max and min average temperature (°C) with their times (epoch ms), as the server computed them. */
  extremes: BayExtremes | null;
  /** Location of the bay (c_where), null until known. */
  location: string | null;
  /** A load of the average or of a shown curve is in flight. */
  loading: boolean;
  /** Why the average temperature failed to load (the chart cannot show without it). */
  error: DamError | undefined;
  /** Reloads every shown series. */
  mutate: () => Promise<unknown>;
}

/**
 * Everything the bay chart page shows (part 1 §2, §7): the average temperature always, each other curve
 * only while it is in `visibleCurves` — a hidden curve costs no call. Pass `window` to ask for a time range (the
 * calls' min and max); by default the server's whole range.
 */
export function useBayChart(
  bayId: Id | null | undefined,
  visibleCurves: readonly BayCurveKey[],
  window?: TimeWindow,
): BayChart {
  const shown = (key: BayCurveKey) => (visibleCurves.includes(key) ? bayId : null);
  const main = useBayAverageTemperature(bayId, window);
  const target = useBayTarget(shown('target'), window);
  const inOut = useBayInOut(shown('inOutTemp'), window);
  const flow = useBayFlow(shown('flow'), window);
  const air = useBayAir(shown('air'), window);
  const tempDiff = useBayTempDiff(shown('tempDiff'), window);
  const inFaceDiff = useBayInFaceDiff(shown('inFaceDiff'), window);
  const trend = useBayTrend(shown('coolingTrend'), window);
  const queries = [main, target, inOut, flow, air, tempDiff, inFaceDiff, trend];

  const average = main.data?.lines[0];
  const data = useMemo<BayChart['data']>(
    () =>
      average
        ? {
            average,
            target: target.data,
            inlet: inOut.data?.inTemp,
            outlet: inOut.data?.outTemp,
            flow: flow.data,
            air: air.data,
            tempDiff: tempDiff.data,
            inFaceDiff: inFaceDiff.data,
            coolingTrend: trend.data,
          }
        : null,
    [average, target.data, inOut.data, flow.data, air.data, tempDiff.data, inFaceDiff.data, trend.data],
  );
  const m = main.data;
  const extremes =
    m && m.max !== null && m.min !== null && m.maxAt !== null && m.minAt !== null
      ? { max: m.max, maxAt: m.maxAt, min: m.min, minAt: m.minAt }
      : null;

  return {
    data,
    extremes,
    location: m?.location ?? null,
    loading: queries.some((q) => q.isLoading),
    error: main.error,
    mutate: () => Promise.all(queries.map((q) => q.mutate())),
  };
}

/**
 * Starts what the bay chart shows first, the bay's average temperature over the server's whole range (what
 * `useBayChart(bayId, curves)` reads without a window), ahead of the page: a router calls it when the
 * navigation starts, and the hook takes that request instead of making its own.
 */
export function preloadBayChart(client: DamClient, bayId: Id | null | undefined): void {
  preloadRead(client, useBayAverageTemperature.read, bayId);
}

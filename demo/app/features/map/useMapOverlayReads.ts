import { type MapOverlay, type MapOverlayValues, useMapOverlay, useMapWarnCounts } from 'damtherm';
import { MAP_TOGGLES, type MapSeriesOverlay } from 'damtherm/domain';
import { useMemo } from 'react';

type ByOverlay<T> = Partial<Record<MapOverlay, T>>;

/** Every overlay of every tab, in a fixed order. */
const ALL_OVERLAYS = (Object.values(MAP_TOGGLES) as Record<string, number>[]).flatMap((toggles) =>
  Object.keys(toggles).filter((name): name is MapOverlay => name !== 'reload'),
);

export interface MapOverlayReads {
  /** Values of the overlay that is on (none for an overlay that is off). */
  data: ByOverlay<MapOverlayValues>;
  loading: ByOverlay<boolean>;
  error: ByOverlay<boolean>;
  /** Asks again for one overlay's values. */
  retry: (overlay: MapOverlay) => void;
  /** Reloads the overlay that is on. */
  reloadAll: () => Promise<unknown>;
}

/**
 * The values of the map's overlay that is on (part 2 §2.3): an overlay is fetched when it turns on and
 * dropped when it turns off — an overlay that is off makes no call. The series overlays come from their own
 * calls (`/dxc/…`, `useMapOverlay`), both warning overlays from `get2DWarnCount` (reloaded every 30 s while
 * one of them is on); the basic ones (age, stage, zones) need no call, the bays carry them.
 */
export function useMapOverlayReads(overlay: MapOverlay | null, areaId: number): MapOverlayReads {
  const active: readonly MapOverlay[] = overlay ? [overlay] : [];
  const on = (name: MapSeriesOverlay) => (overlay === name ? name : null);
  const where = { areaId };
  // One read per series overlay, always in this order (a read that is off is idle).
  const series: Record<MapSeriesOverlay, ReturnType<typeof useMapOverlay>> = {
    currentTemperature: useMapOverlay(on('currentTemperature'), where),
    latestMaxTemperature: useMapOverlay(on('latestMaxTemperature'), where),
    foundationDiff: useMapOverlay(on('foundationDiff'), where),
    dropRate: useMapOverlay(on('dropRate'), where),
    temperatureGap: useMapOverlay(on('temperatureGap'), where),
    controlMode: useMapOverlay(on('controlMode'), where),
    currentFlow: useMapOverlay(on('currentFlow'), where),
    totalFlow: useMapOverlay(on('totalFlow'), where),
  };
  const warningsOn = active.includes('warningCount') || active.includes('liveWarnings');
  const warnings = useMapWarnCounts(warningsOn);

  const readOf = (overlay: MapOverlay) =>
    overlay === 'warningCount' || overlay === 'liveWarnings'
      ? warnings
      : (series as Partial<Record<MapOverlay, typeof warnings>>)[overlay];

  const data: ByOverlay<MapOverlayValues> = {};
  const loading: ByOverlay<boolean> = {};
  const error: ByOverlay<boolean> = {};
  for (const overlay of active) {
    const read = readOf(overlay);
    if (!read) continue;
    if (read.data) data[overlay] = read.data;
    if (read.isLoading) loading[overlay] = true;
    // A failed reload keeps the last values on the map; only an overlay without values says it failed.
    if (read.error && !read.data) error[overlay] = true;
  }

  // Stable objects while nothing changed: the map restyles its bays only when values come or go.
  const dataKey = ALL_OVERLAYS.map((overlay) => data[overlay]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values themselves are the key
  const stableData = useMemo(() => data, dataKey);
  const loadingKey = JSON.stringify(loading);
  const errorKey = JSON.stringify(error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content
  const stableLoading = useMemo(() => loading, [loadingKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content
  const stableError = useMemo(() => error, [errorKey]);

  const retry = (overlay: MapOverlay) => void readOf(overlay)?.mutate();
  const reloadAll = () => Promise.all(active.map((overlay) => readOf(overlay)?.mutate()));
  return { data: stableData, loading: stableLoading, error: stableError, retry, reloadAll };
}

import type { MapBay, MapOverlayValues } from 'damtherm';

/** What the ranking sorts by: the current temperature, the latest max temperature or the drop rate. */
export type RankingKey = 'current' | 'max' | 'dropRate';

export const RANKING_KEYS: readonly RankingKey[] = ['current', 'max', 'dropRate'];

/** One bay of the ranking with the three values it can be sorted by (null: no reading). */
export interface RankedBay {
  bay: MapBay;
  current: number | null;
  /** The latest max temperature and when it was reached (epoch ms). */
  max: number | null;
  maxAt: number | null;
  dropRate: number | null;
}

/** The sort key of a `?by=` query; anything else is the current temperature. */
export function rankingKey(param: string | null): RankingKey {
  return RANKING_KEYS.includes(param as RankingKey) ? (param as RankingKey) : 'current';
}

/**
 * Every bay of the dam with its values, highest first by `by` (warmest, or fastest cooling); bays without a
 * reading for `by` come last, in the map's order (block, then elevation), so nothing is left out of the count.
 */
export function rankBays(
  bays: readonly MapBay[],
  values: { current?: MapOverlayValues; max?: MapOverlayValues; dropRate?: MapOverlayValues },
  by: RankingKey,
): RankedBay[] {
  const reading = (map: MapOverlayValues | undefined, id: string) => map?.get(id)?.value ?? null;
  const rows = bays.map((bay) => ({
    bay,
    current: reading(values.current, bay.id),
    max: reading(values.max, bay.id),
    maxAt: values.max?.get(bay.id)?.at ?? null,
    dropRate: reading(values.dropRate, bay.id),
  }));
  // A stable sort keeps the map's order among equal values and among bays without a reading.
  return rows.sort((a, b) => {
    const x = a[by];
    const y = b[by];
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return y - x;
  });
}

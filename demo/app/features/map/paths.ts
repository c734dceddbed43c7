/**
 * The links of the map screens (part 2 §2.1, §2.3, §2.11), in one place so that the screens and the e2e
 * agree on them.
 */

/** The area the 2D map shows when none is given (part 2 §9). */
export const DEFAULT_MAP_AREA = 3;

/** The area whose map has the real-time warning tab (the seed's area-3 variant). */
export const WARNING_TAB_AREA = 3;

/** The 3D page's mark in the bay detail's `from` (part 2 §2.3: `&from=5`). */
export const FROM_3D_MAP = 5;

/** The 3D map page served beside the demo (demo/map3d). */
export const MAP3D_SRC = '/map3d/index.html';

export const tabMapPath = () => '/tab/map';
export const otherMapPath = (areaId: number | string) => `/tab/otherMap/${areaId}`;
export const map3dPath = () => '/map';
/** The dam-wide bay ranking (a project-defined screen), sorted by `by` (current temperature by default). */
export const bayRankingPath = (by?: string) => (by ? `/areas/ranking?by=${by}` : '/areas/ranking');

/** The bay detail opened from the 2D map of an area: `/areas/hives?id={id}&other={areaid}`. */
export const bayFromMapPath = (bayId: string, areaId: number) =>
  `/areas/hives?${new URLSearchParams({ id: bayId, other: String(areaId) })}`;

/** The bay detail opened from the 3D map: `/areas/hives?id={id}&from=5`. */
export const bayFrom3DPath = (bayId: string) =>
  `/areas/hives?${new URLSearchParams({ id: bayId, from: String(FROM_3D_MAP) })}`;

/** The area of a map route: `/tab/map` has none (area 3); `/tab/otherMap/{areaid}` a whole number ≥ 0. */
export function mapArea(param: string | undefined): number | null {
  if (param === undefined) return DEFAULT_MAP_AREA;
  return /^\d{1,9}$/.test(param) ? Number(param) : null;
}

/**
 * The links between the area and bay screens (part 1 §2, part 2 §2.1, §2.3, §2.11), in one place so that
 * every screen and the e2e agree on them.
 */
import { DEFAULT_AREA_ID } from 'damtherm/domain';

/** `from` of a bay detail opened from the 3D map (part 2 §2.3). */
export const FROM_3D_MAP = '5';

export const areasPath = () => '/areas/main';
/** The bay list of an area; `0` is every area. */
export const pierPath = (areaId: string | number, query = '') => `/areas/pier/${areaId}${query}`;
export const bayFilesPath = (bayId: string | number) => `/areas/info_list?id=${encodeURIComponent(bayId)}`;
export const bayChartPath = (bayId: string | number) => `/hives/temp_chart/${bayId}`;

/** Where a bay detail was opened from: `from` (an area's list, or 5 for the 3D map) or `other` (a 2D map). */
export interface BayOrigin {
  from?: string | null;
  other?: string | null;
}

/** The bay detail, `/areas/hives?id={id}&from={area}` or `…&other={areaid}` (part 1 §2). */
export function bayPath(bayId: string | number, origin: BayOrigin = {}): string {
  const query = new URLSearchParams({ id: String(bayId) });
  if (origin.from) query.set('from', origin.from);
  if (origin.other) query.set('other', origin.other);
  return `/areas/hives?${query.toString()}`;
}

/** The temperature loop details page with the hive's JSON (part 2 §2.11). */
export function loopDetailsPath(bayId: string | number, serverData?: string): string {
  const query = new URLSearchParams({ id: String(bayId) });
  if (serverData !== undefined) query.set('serverData', serverData);
  return `/areas/temploopDetails?${query.toString()}`;
}

/**
 * Where the bay detail's back goes when it cannot return to the page that opened it: `other={areaid}` → the
 * 2D map of that area (`/tab/map` for the default area 3, the tab's root), `from=5` → the 3D map,
 * `from={area}` → that area's bay list; null (history back) otherwise (part 1 §2, part 2 §2.3).
 */
export function bayBackTarget(search: URLSearchParams): string | null {
  const other = search.get('other')?.trim();
  if (other)
    return other === String(DEFAULT_AREA_ID) ? '/tab/map' : `/tab/otherMap/${encodeURIComponent(other)}`;
  const from = search.get('from')?.trim();
  if (from === FROM_3D_MAP) return '/map';
  if (from && /^\d+$/.test(from)) return pierPath(from);
  return null;
}

/**
 * The query of a cabinet detail opened from a bay (part 1 §2): `from` is the bay, `from2` and `other` the
 * bay detail's own `from` and `other`, so the cabinet detail's back returns to this bay as it was opened;
 * `name` is the sensor's name, its title there.
 */
export function sensorFromBayQuery(bayId: string, origin: BayOrigin, name: string): string {
  const query = new URLSearchParams({ from: bayId });
  if (origin.from) query.set('from2', origin.from);
  if (origin.other) query.set('other', origin.other);
  if (name) query.set('name', name);
  return `?${query.toString()}`;
}

import type { MapView } from 'damtherm';
import { clampZoom, MAP_TOGGLES, type MapOverlay, type MapTab } from 'damtherm/domain';

/**
 * What the user made of an area's map: the open tab, the overlay that is on and the view. Kept per area for the browser tab's session, so that coming back from a bay (browser
 * back, the bay detail's back) or from another tab of the bottom bar shows the map as it was left.
 */
export interface MapViewState {
  tab: MapTab;
  overlay: MapOverlay | null;
  /** Unknown until the map has been placed once. */
  view: MapView | null;
  /** The bay last opened from this map, marked when the user comes back. */
  bay: string | null;
}

const KEY_PREFIX = 'damtherm.map.';
const storageKey = (areaId: number) => `${KEY_PREFIX}${areaId}`;

const TABS = new Set(Object.keys(MAP_TOGGLES) as MapTab[]);
const OVERLAYS = new Set(
  (Object.values(MAP_TOGGLES) as Record<string, number>[]).flatMap((toggles) =>
    Object.keys(toggles).filter((name): name is MapOverlay => name !== 'reload'),
  ),
);

/** The map as a new visitor sees it. */
export const FIRST_MAP_STATE: MapViewState = { tab: 'basic', overlay: null, view: null, bay: null };

/** A bay id as the map's links carry it. */
const BAY_ID = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * Reads a stored state, keeping only what is valid: a stored value from an older demo or typed by hand never
 * breaks the map, it falls back to the first state piece by piece.
 */
export function parseMapViewState(text: string | null): MapViewState {
  if (!text) return FIRST_MAP_STATE;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return FIRST_MAP_STATE;
  }
  if (raw === null || typeof raw !== 'object') return FIRST_MAP_STATE;
  const { tab, overlay, overlays, view, bay } = raw as Record<string, unknown>;
  // An older demo stored a list of overlays: its last valid one is the one whose colours were drawn.
  const stored = Array.isArray(overlays) ? overlays.findLast((o) => OVERLAYS.has(o as MapOverlay)) : overlay;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  const v = view as Partial<Record<keyof MapView, unknown>> | null | undefined;
  return {
    tab: typeof tab === 'string' && TABS.has(tab as MapTab) ? (tab as MapTab) : 'basic',
    overlay: OVERLAYS.has(stored as MapOverlay) ? (stored as MapOverlay) : null,
    view:
      v && typeof v === 'object' && finite(v.zoom) && finite(v.block) && finite(v.elevation)
        ? { zoom: clampZoom(v.zoom), block: v.block, elevation: v.elevation }
        : null,
    bay: typeof bay === 'string' && BAY_ID.test(bay) ? bay : null,
  };
}

/** The stored state of an area's map (the first state when none, or when storage is unavailable). */
export function readMapViewState(areaId: number, storage: Storage | null = sessionStorageOrNull()) {
  try {
    return parseMapViewState(storage?.getItem(storageKey(areaId)) ?? null);
  } catch {
    return FIRST_MAP_STATE;
  }
}

/** Stores the state of an area's map; a full or blocked storage only loses the memory, never the map. */
export function writeMapViewState(
  areaId: number,
  state: MapViewState,
  storage: Storage | null = sessionStorageOrNull(),
) {
  try {
    storage?.setItem(storageKey(areaId), JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the map works, it just starts afresh next time.
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

import type { MapOverlay, MapTab, MapView } from 'damtherm';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type MapViewState, readMapViewState, writeMapViewState } from './viewState';

/** A pinch moves the view on every frame: the view is stored once it has been still this long. */
const VIEW_SAVE_DELAY_MS = 250;

export interface MapViewMemory {
  /** The state the map started with (its first view included). */
  initial: MapViewState;
  tab: MapTab;
  overlay: MapOverlay | null;
  setTab: (tab: MapTab) => void;
  setOverlay: (overlay: MapOverlay | null) => void;
  /** DamMap's `onViewChange`. */
  setView: (view: MapView) => void;
  /** Remembers the bay being opened and stores everything at once (the screen is about to leave). */
  leaveFor: (bayId: string) => void;
}

/**
 * The tab, overlay and view of an area's map, restored from the session when the screen mounts and stored
 * as they change (the view when it comes to rest, and whenever the screen goes away or the page is hidden).
 * `allowed` drops what this area's map does not offer (the warning tab outside area 3).
 */
export function useMapViewState(
  areaId: number,
  allowed: (state: MapViewState) => MapViewState,
): MapViewMemory {
  const [initial] = useState(() => allowed(readMapViewState(areaId)));
  const [tab, setTabState] = useState(initial.tab);
  const [overlay, setOverlayState] = useState<MapOverlay | null>(initial.overlay);
  const current = useRef<MapViewState>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    writeMapViewState(areaId, current.current);
  }, [areaId]);

  const update = useCallback(
    (change: Partial<MapViewState>) => {
      current.current = { ...current.current, ...change };
      save();
    },
    [save],
  );

  const setView = useCallback(
    (view: MapView) => {
      current.current = { ...current.current, view };
      clearTimeout(timer.current);
      timer.current = setTimeout(save, VIEW_SAVE_DELAY_MS);
    },
    [save],
  );

  // Whatever is still waiting is stored when the screen goes away or the page is hidden.
  useEffect(() => {
    const onHide = () => {
      if (timer.current !== undefined) save();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      onHide();
    };
  }, [save]);

  return {
    initial,
    tab,
    overlay,
    setTab: (next) => {
      setTabState(next);
      update({ tab: next });
    },
    setOverlay: (next) => {
      setOverlayState(next);
      update({ overlay: next });
    },
    setView,
    leaveFor: (bayId) => update({ bay: bayId }),
  };
}

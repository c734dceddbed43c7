import { DamMap, useAreas, useDamTranslation, useMapBays, useMapBlockLines, useMapHoles } from 'damtherm';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { useRouteTitle } from '../../shell/useRouteMeta';
import { AreaSwitch } from './AreaSwitch';
import { areaFeatures, elevationCrossLines } from './crossLines';
import { bayFromMapPath, DEFAULT_MAP_AREA, mapArea, WARNING_TAB_AREA } from './paths';
import * as styles from './screens.css';
import { useMapOverlayReads } from './useMapOverlayReads';
import { useMapViewState } from './useMapViewState';
import type { MapViewState } from './viewState';

/** /tab/map: the 2D tab's root, the map of area 3 (part 1 §2, part 2 §2.3). */
export function TabMapScreen() {
  return <AreaMapScreen key={DEFAULT_MAP_AREA} areaId={DEFAULT_MAP_AREA} tabRoot />;
}

/** /tab/otherMap/{areaid}: the map of one area (0: every area); an area that is not a number is no page. */
export function OtherMapScreen() {
  const areaId = mapArea(useParams().areaid);
  if (areaId === null) return <Navigate to="/404" replace />;
  return <AreaMapScreen key={areaId} areaId={areaId} />;
}

/** The header's title: the route's name, and the area under it once its name is known. */
function MapTitle({ areaId }: { areaId: number }) {
  const { t } = useDamTranslation();
  const routeTitle = useRouteTitle();
  const session = useSession();
  const areas = useAreas(session?.loginId);
  const name =
    areaId === 0
      ? t('map.area.wholeDam')
      : (areas.data?.find((area) => area.id === String(areaId))?.name ??
        (areas.data ? t('map.area.numbered', { id: areaId }) : null));
  return (
    <span className={styles.title}>
      <span className={styles.titleLine}>{routeTitle}</span>
      {name ? <span className={styles.areaLine}>{name}</span> : null}
    </span>
  );
}

/**
 * The temperature-control map of an area (part 2 §2.3): the bays with holes, block lines and elevation
 * lines, the tabs of toggles (the real-time warning tab on area 3's map), the overlay fetched while it is on.
 * A bay opens its detail with `other={areaid}`; the tab, overlay, zoom and centre are kept for the session,
 * so coming back shows the map as it was left.
 */
function AreaMapScreen({ areaId, tabRoot = false }: { areaId: number; tabRoot?: boolean }) {
  const { t } = useDamTranslation();
  const navigate = useNavigate();
  const warningTab = areaId === WARNING_TAB_AREA;
  const allowed = useCallback(
    (state: MapViewState): MapViewState =>
      warningTab
        ? state
        : {
            ...state,
            tab: state.tab === 'warning' ? 'basic' : state.tab,
            overlay: state.overlay === 'liveWarnings' ? null : state.overlay,
          },
    [warningTab],
  );
  const memory = useMapViewState(areaId, allowed);

  const bays = useMapBays(areaId);
  const holes = useMapHoles();
  const blockLines = useMapBlockLines();
  const overlays = useMapOverlayReads(memory.overlay, areaId);

  const features = useMemo(
    () => areaFeatures(bays.data ?? [], holes.data, blockLines.data),
    [bays.data, holes.data, blockLines.data],
  );
  const crossLines = useMemo(
    () => elevationCrossLines(bays.data ?? [], (value) => t('map.crossLine', { value })),
    [bays.data, t],
  );

  const openBay = (bayId: string) => {
    memory.leaveFor(bayId);
    void navigate(bayFromMapPath(bayId, areaId));
  };

  const reload = () => {
    void bays.mutate();
    void holes.mutate();
    void blockLines.mutate();
    void overlays.reloadAll();
  };

  // A failed reload keeps the bays on the map; only a map without bays says it failed.
  let error: ReactNode;
  if (bays.error && !bays.data) error = errorMessage(bays.error, t);

  return (
    <Page
      title={<MapTitle areaId={areaId} />}
      back={tabRoot ? false : 'history'}
      backFallback="/main_new"
      width="full"
    >
      <div className={styles.screen}>
        <AreaSwitch areaId={areaId} tabRoot={tabRoot} />
        <DamMap
          bays={bays.data}
          headingLevel={2}
          holes={features.holes}
          blockLines={features.blockLines}
          crossLines={crossLines}
          error={error}
          onRetry={() => void bays.mutate()}
          warningTab={warningTab}
          tab={memory.tab}
          onTabChange={memory.setTab}
          overlay={memory.overlay}
          onOverlayChange={memory.setOverlay}
          overlayData={overlays.data}
          overlayLoading={overlays.loading}
          overlayError={overlays.error}
          onOverlayRetry={overlays.retry}
          onReload={reload}
          defaultView={memory.initial.view ?? undefined}
          onViewChange={memory.setView}
          selectedBayId={memory.initial.bay}
          onBaySelect={openBay}
          height="fill"
        />
      </div>
    </Page>
  );
}

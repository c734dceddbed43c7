import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, ToggleButton } from 'react-aria-components';
import { formatSiteMonthDayTime } from '../../domain';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import * as styles from './DamMap.css';
import type { DrawStats, MapColours } from './draw';
import { createMapEngine, type MapEngine } from './engine';
import { blockX, elevationY } from './geometry';
import { HiveList } from './HiveList';
import { MapLegend, type OverlayState } from './MapLegend';
import {
  describeHive,
  type HiveStyles,
  type MapLegend as Legend,
  type OverlayFormat,
  styleHives,
} from './overlay';
import { buildScene, hiveAt, neighbour } from './scene';
import { DAM_MAP_TABS, defaultToggleIds, findToggle, overlayKey, toggleOfKey } from './toggles';
import type {
  DamMapTab,
  MapBlockLine,
  MapCrossLine,
  MapHive,
  MapHole,
  MapOverlayStatus,
  MapOverlayValues,
  MapView,
  OverlayKey,
} from './types';
import { ZoomControls } from './ZoomControls';

/** Imperative control of a DamMap (the demo restores views with it; benchmarks drive it). */
export interface DamMapHandle {
  getView(): MapView;
  setView(view: Partial<MapView>): void;
  /** Zoom by levels about the centre (1 = twice the scale). */
  zoomBy(delta: number): void;
  /** Pan by screen pixels. */
  panBy(dx: number, dy: number): void;
  /** Show the whole dam. */
  showWholeDam(): void;
  /** Draw a pending frame now instead of at the next animation frame. */
  flush(): void;
  /** What the last frame drew. */
  stats(): DrawStats;
}

export interface DamMapProps {
  /** The hives of the area, as domain values; undefined while loading. */
  hives: readonly MapHive[] | undefined;
  /** Openings through blocks (`/dn/gethole`). */
  holes?: readonly MapHole[];
  /** Block lines (`/dn/getbline`). */
  blockLines?: readonly MapBlockLine[];
  /** Horizontal reference lines across the dam, shown above zoom 5. */
  crossLines?: readonly MapCrossLine[];
  /** Loading state of the hives; 'error' shows the error with a retry button. */
  status?: 'ready' | 'loading' | 'error';
  /** Retry after an error. */
  onRetry?: () => void;
  /** Values of the overlays that are on, by `${tab}.${toggleId}` (the screen fetches them). */
  overlays?: Partial<Record<OverlayKey, MapOverlayValues>>;
  /** Overlays the screen is still fetching or failed to fetch. */
  overlayStatus?: Partial<Record<OverlayKey, MapOverlayStatus>>;
  /** A toggle turned on (fetch its data) or off (drop it). Also called again to retry a failed overlay. */
  onOverlayChange?: (tab: DamMapTab, toggleId: number, on: boolean) => void;
  /** A hive (or its label, or its row in the list) was tapped: the demo opens `/areas/hives?id=…&other=…`. */
  onHiveSelect?: (id: string) => void;
  /** Basic toggle 1, 'reload page': reload the map's data. Without it the page reloads, as in the legacy app. */
  onReload?: () => void;
  /** Show the real-time warning tab (the area-3 variant). */
  warningTab?: boolean;
  /** Toggle ids per tab (default: the seed's lists). An id the map does not know says 'under development'. */
  toggles?: Partial<Record<DamMapTab, readonly number[]>>;
  /** Also show toggles the legacy app hides (temperature 5, max minus 17). */
  showHiddenToggles?: boolean;
  /** The tab open at first. */
  defaultTab?: DamMapTab;
  /** Overlays on at first, in order (the screen passes their values). */
  defaultOverlays?: readonly OverlayKey[];
  /** The first view (default: the whole dam). */
  initialView?: Partial<MapView>;
  /** A hive to mark as selected. */
  selectedHiveId?: string | null;
  /** Height of the drawing area (CSS length); default 60vh, at least 280 px. */
  height?: number | string;
  /** Called when the view changes (zoom or pan). */
  onViewChange?: (view: MapView) => void;
  /** Replace the legend: receives what the colours mean and which overlays are pending. */
  renderLegend?: (legend: Legend | null, pending: readonly OverlayState[]) => ReactNode;
  /** Imperative handle. */
  ref?: Ref<DamMapHandle>;
}

function readColours(el: Element): MapColours {
  const cs = getComputedStyle(el);
  const v = (name: string, fallback: string) => cs.getPropertyValue(name).trim() || fallback;
  const text = v('--dam-color-text', '#17202a');
  return {
    background: v('--dam-color-background', '#f3f5f7'),
    hive: v('--dam-color-surface', '#ffffff'),
    hiveInk: text,
    outline: v('--dam-color-border', '#d5dbe1'),
    text,
    muted: v('--dam-color-text-muted', '#55606c'),
    accent: v('--dam-color-accent', '#0b63c5'),
    focus: v('--dam-color-focus', '#0b63c5'),
    surface: v('--dam-color-surface', '#ffffff'),
    fontFamily: v('--dam-font-family', 'sans-serif'),
  };
}

const EMPTY_HIVES: readonly MapHive[] = [];

/** Intl number formats are costly to create: one per language and number of decimals, for the page's life. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, decimals: number): Intl.NumberFormat {
  const key = `${language}|${decimals}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, f);
  }
  return f;
}
const NO_OVERLAYS: Partial<Record<OverlayKey, MapOverlayValues>> = {};

/**
 * The temperature-control map (part 2 §2.3): the dam's elevation view, each hive a rectangle in its block's
 * column, with tabs of toggles that colour and label the hives. Canvas for the marks (batched by colour,
 * culled to the view, labels only for hives in view above zoom 5), d3-zoom for wheel, pinch, drag and double
 * tap, a spatial index for taps, keyboard navigation between hives and a list of hives as text alternative.
 */
export function DamMap({
  hives,
  holes,
  blockLines,
  crossLines,
  status,
  onRetry,
  overlays = NO_OVERLAYS,
  overlayStatus,
  onOverlayChange,
  onHiveSelect,
  onReload,
  warningTab = false,
  toggles,
  showHiddenToggles = false,
  defaultTab = 'basic',
  defaultOverlays,
  initialView,
  selectedHiveId,
  height = '60vh',
  onViewChange,
  renderLegend,
  ref,
}: DamMapProps) {
  const { t, language, timeZone } = useDamTranslation();
  const [tab, setTab] = useState<DamMapTab>(defaultTab);
  const [active, setActive] = useState<readonly OverlayKey[]>(() => defaultOverlays ?? []);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusRef = useRef(-1);
  const helpId = useId();

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const viewListeners = useRef(new Set<(view: MapView) => void>());
  const latest = useRef({ onHiveSelect, onViewChange, hives: hives ?? EMPTY_HIVES });
  latest.current = { onHiveSelect, onViewChange, hives: hives ?? EMPTY_HIVES };

  const scene = useMemo(
    () => buildScene({ hives: hives ?? EMPTY_HIVES, holes, blockLines, crossLines }),
    [hives, holes, blockLines, crossLines],
  );

  const format = useMemo<OverlayFormat>(
    () => ({
      number: (value, decimals) => numberFormat(language, decimals).format(value),
      shortTime: (ms) => formatSiteMonthDayTime(ms, timeZone),
      t: (key, options) => t(key, options) as string,
    }),
    [t, language, timeZone],
  );

  const hiveStyles: HiveStyles = useMemo(
    () => styleHives(scene, active, overlays, format),
    [scene, active, overlays, format],
  );

  // The engine: created once, outside React's render; frames and gestures never re-render the tree.
  useLayoutEffect(() => {
    const canvas = canvasRef.current!;
    const stage = stageRef.current!;
    const engine = createMapEngine(canvas, {
      onHiveTap: (index) => {
        const hive = latest.current.hives[index];
        if (!hive) return;
        focusRef.current = index;
        engine.setFocus(index, false);
        latest.current.onHiveSelect?.(hive.id);
      },
      onView: (view) => {
        for (const listener of viewListeners.current) listener(view);
        latest.current.onViewChange?.(view);
      },
    });
    engineRef.current = engine;
    engine.setColours(readColours(canvas));
    // Sized by the ResizeObserver, whose first call comes in the first frame after layout and before paint:
    // no forced layout while mounting, and the first paint already shows the map.
    const resizeObserver = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]!.contentRect;
      engine.resize(box.width, box.height, Math.min(3, window.devicePixelRatio || 1));
    });
    resizeObserver.observe(stage);
    // Theme switches change the --dam-* properties on an ancestor: read them again.
    const themeRoot = canvas.closest('[data-dam-root]');
    const themeObserver = new MutationObserver(() => engine.setColours(readColours(canvas)));
    if (themeRoot)
      themeObserver.observe(themeRoot, { attributes: true, attributeFilter: ['class', 'style'] });
    return () => {
      resizeObserver.disconnect();
      themeObserver.disconnect();
      engine.destroy();
      engineRef.current = null;
    };
  }, []);

  const placedInitial = useRef(false);
  useLayoutEffect(() => {
    const engine = engineRef.current!;
    engine.setScene(scene);
    if (!placedInitial.current && scene.bounds && initialView) {
      placedInitial.current = true;
      engine.setView(initialView);
    }
    if (focusRef.current >= scene.hives.length) focusRef.current = -1;
  }, [scene, initialView]);

  useLayoutEffect(() => {
    engineRef.current!.setStyles(hiveStyles);
  }, [hiveStyles]);

  useLayoutEffect(() => {
    const index = selectedHiveId ? (scene.indexById.get(selectedHiveId) ?? -1) : -1;
    engineRef.current!.setSelected(index);
  }, [selectedHiveId, scene]);

  // Whatever changed above is drawn in this commit, so the first paint already shows the map.
  useLayoutEffect(() => {
    engineRef.current?.flush();
  });

  useImperativeHandle(
    ref,
    () => ({
      getView: () => engineRef.current!.getView(),
      setView: (view) => engineRef.current!.setView(view),
      zoomBy: (delta) => engineRef.current!.zoomBy(delta),
      panBy: (dx, dy) => engineRef.current!.panBy(dx, dy),
      showWholeDam: () => engineRef.current!.showWholeDam(),
      flush: () => engineRef.current!.flush(),
      stats: () => engineRef.current!.stats(),
    }),
    [],
  );

  const subscribeView = useCallback((listener: (view: MapView) => void) => {
    viewListeners.current.add(listener);
    return () => {
      viewListeners.current.delete(listener);
    };
  }, []);

  const getView = useCallback(() => (engineRef.current?.isPlaced() ? engineRef.current.getView() : null), []);
  const zoomBy = useCallback((delta: number) => engineRef.current?.zoomBy(delta), []);
  const showWholeDam = useCallback(() => engineRef.current?.showWholeDam(), []);

  const summaryOf = useCallback(
    (index: number) => describeHive(scene.hives[index]!, hiveStyles.linesOf(index), format),
    [scene, hiveStyles, format],
  );

  const toggleName = (tabName: DamMapTab, id: number) =>
    findToggle(tabName, id) ? t(`map.toggle.${tabName}.${id}`) : t('map.toggle.other', { id });

  const setOverlay = (tabName: DamMapTab, id: number, on: boolean) => {
    const key = overlayKey(tabName, id);
    setNotice(null);
    setActive((list) => (on ? [...list.filter((k) => k !== key), key] : list.filter((k) => k !== key)));
    onOverlayChange?.(tabName, id, on);
  };

  const reload = () => {
    setNotice(null);
    if (onReload) onReload();
    else window.location.reload();
  };

  const pending: OverlayState[] = [];
  for (const key of active) {
    const s = overlayStatus?.[key];
    if (s) pending.push({ key, status: s, name: t(`map.toggle.${key}`) });
  }

  const retryOverlay = (key: OverlayKey) => {
    const toggle = toggleOfKey(key);
    if (toggle) onOverlayChange?.(toggle.tab, toggle.id, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const engine = engineRef.current;
    if (!engine || scene.hives.length === 0) return;
    const moves: Record<string, 'up' | 'down' | 'left' | 'right'> = {
      ArrowUp: 'up',
      ArrowDown: 'down',
      ArrowLeft: 'left',
      ArrowRight: 'right',
    };
    const direction = moves[event.key];
    if (direction) {
      event.preventDefault();
      let index = focusRef.current;
      if (index < 0) {
        // Start from the hive nearest the centre of the view.
        const { block, elevation } = engine.getView();
        index = hiveAt(scene, blockX(block), elevationY(elevation), Number.POSITIVE_INFINITY);
      } else index = neighbour(scene, index, direction);
      if (index < 0) return;
      focusRef.current = index;
      engine.reveal(index);
      engine.setFocus(index, true);
      setAnnouncement(summaryOf(index));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const hive = scene.hives[focusRef.current];
      if (hive) onHiveSelect?.(hive.id);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      engine.zoomBy(1);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      engine.zoomBy(-1);
    } else if (event.key === '0') {
      event.preventDefault();
      engine.showWholeDam();
    }
  };

  const tabs = DAM_MAP_TABS.filter((x) => x !== 'warning' || warningTab);
  const loading = status === 'loading' || (hives === undefined && status !== 'error');
  const blocks = useMemo(() => scene.columns.map((c) => c.block), [scene]);

  return (
    <section className={styles.root} aria-label={t('map.title')} data-tab={tab}>
      <Tabs className={styles.tabs} selectedKey={tab} onSelectionChange={(key) => setTab(key as DamMapTab)}>
        <TabList className={styles.tabList} aria-label={t('map.tabsLabel')}>
          {tabs.map((name) => (
            <Tab key={name} id={name} className={styles.tab}>
              {t(`map.tab.${name}`)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((name) => (
          <TabPanel key={name} id={name}>
            {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
            <div
              className={styles.toggles}
              role="group"
              aria-label={t('map.togglesLabel', { tab: t(`map.tab.${name}`) })}
            >
              {(toggles?.[name] ?? defaultToggleIds(name, showHiddenToggles)).map((id) => {
                const spec = findToggle(name, id);
                const label = toggleName(name, id);
                if (!spec) {
                  return (
                    <Button
                      key={id}
                      className={styles.toggle}
                      data-toggle={overlayKey(name, id)}
                      onPress={() => setNotice(label)}
                    >
                      {label}
                    </Button>
                  );
                }
                if (spec.action === 'reload') {
                  return (
                    <Button
                      key={id}
                      className={styles.toggle}
                      data-toggle={overlayKey(name, id)}
                      onPress={reload}
                    >
                      {label}
                    </Button>
                  );
                }
                const key = overlayKey(name, id);
                return (
                  <ToggleButton
                    key={id}
                    className={styles.toggle}
                    data-toggle={key}
                    data-pending={overlayStatus?.[key] === 'loading' || undefined}
                    isSelected={active.includes(key)}
                    onChange={(on) => setOverlay(name, id, on)}
                  >
                    {label}
                  </ToggleButton>
                );
              })}
            </div>
          </TabPanel>
        ))}
      </Tabs>
      {notice && (
        <div className={styles.notice} role="alert">
          <span>{t('map.underDevelopment', { name: notice })}</span>
          <Button className={styles.smallButton} onPress={() => setNotice(null)}>
            {t('common.close')}
          </Button>
        </div>
      )}
      <div
        ref={stageRef}
        className={styles.stage}
        style={{ height: typeof height === 'number' ? `${height}px` : height }}
      >
        <div
          className={styles.canvasFocus}
          role="application"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: "application" is a focusable widget role; arrow keys move between hives
          tabIndex={0}
          aria-label={t('map.canvasLabel')}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onFocus={(e) => {
            if (e.target !== e.currentTarget) return;
            const visible = e.currentTarget.matches(':focus-visible');
            engineRef.current?.setFocus(focusRef.current, visible);
          }}
          onBlur={() => engineRef.current?.setFocus(focusRef.current, false)}
        >
          <canvas ref={canvasRef} className={styles.canvas} />
        </div>
        <ZoomControls subscribe={subscribeView} getView={getView} onZoom={zoomBy} onShowAll={showWholeDam} />
        {loading && (
          <div className={styles.status} data-kind="loading" role="status">
            {t('map.loading')}
          </div>
        )}
        {status === 'error' && (
          <div className={styles.status} data-kind="error" role="alert">
            <span>{t('map.error')}</span>
            {onRetry && (
              <Button className={styles.retry} onPress={onRetry}>
                {t('map.retry')}
              </Button>
            )}
          </div>
        )}
        {!loading && status !== 'error' && scene.hives.length === 0 && (
          <div className={styles.status} data-kind="empty" role="status">
            {t('map.empty')}
          </div>
        )}
      </div>
      <p id={helpId} className={styles.visuallyHidden}>
        {t('map.canvasHelp')}
      </p>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {renderLegend ? (
        renderLegend(hiveStyles.legend, pending)
      ) : (
        <MapLegend legend={hiveStyles.legend} pending={pending} onRetry={retryOverlay} />
      )}
      {scene.hives.length > 0 && (
        <HiveList hives={scene.hives} blocks={blocks} summaryOf={summaryOf} onHiveSelect={onHiveSelect} />
      )}
    </section>
  );
}

import {
  forwardRef,
  type KeyboardEvent,
  type ReactElement,
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
import { flushSync } from 'react-dom';
import { formatSiteMonthDayTime, mapTogglePlace } from '../../../domain';
import { decimalText } from '../../../domain/decimalText';
import { useDamText } from '../../../i18n/useDamText';
import { PlainButton } from '../../ui/Button/PlainButton';
import { joinClassNames, type LoadError, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { statusCover } from '../../ui/StatusMessage/StatusMessage.css';
import { watchSize } from '../../ui/watchSize';
import { watchTheme } from '../../ui/watchTheme';
import { BayList } from './BayList';
import type { CustomMapOverlay } from './customOverlay';
import * as styles from './DamMap.css';
import type { DrawStats, MapColors } from './draw';
import { createMapEngine, type MapEngine } from './engine';
import { blockX, elevationY } from './geometry';
import type { MapLayer } from './layer';
import { MapLegend, type MapLegendRenderProps, type MapOverlayState } from './MapLegend';
import { MapTabs } from './MapTabs';
import { MapTooltip } from './MapTooltip';
import { type BayStyles, describeBay, type OverlayFormat, styleBays, styleCustomBays } from './overlay';
import { bayAt, buildScene, neighbour } from './scene';
import { damMapTexts } from './texts';
import { DAM_MAP_TABS, defaultToggles, type MapToggleEntry, resolveToggle } from './toggles';
import type {
  MapBay,
  MapBlockLine,
  MapCrossLine,
  MapHole,
  MapOverlay,
  MapOverlayValue,
  MapOverlayValues,
  MapTab,
  MapView,
} from './types';
import { ValueHint } from './ValueHint';
import { ZoomControls } from './ZoomControls';

/**
 * What a DamMap's `ref` receives: its root element (a `<section>`), which also carries the map's handle (the
 * methods of DamMapHandle), so a ref typed either way works.
 */
export type DamMapElement = HTMLElement & DamMapHandle;

/** What a screen's tooltip is told about the bay under the mouse or the keyboard's focus. */
export interface MapTooltipContext<Id extends string = never> {
  /** The overlay that is on (a built-in one or a custom overlay's id), null for none. */
  overlay: MapOverlay | Id | null;
  /** The overlay's value on the bay: a built-in overlay's value, a custom overlay's number; undefined for none. */
  value: MapOverlayValue | number | undefined;
  /** What the overlay writes on the bay (empty when it writes nothing). */
  lines: readonly string[];
  /** The colour drawn on the bay ('' = the plain bay colour). */
  color: string;
  /** The bay and its values in one line, as the bay list and screen readers say it. */
  summary: string;
  /** The mouse is over the bay, or the keyboard moved to it. */
  source: 'pointer' | 'focus';
}

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

/** `Id`: the ids of the screen's custom overlays (inferred from `customOverlays`). */
export interface DamMapProps<Id extends string = never> extends StyleProps, LoadStateProps {
  /** The bays of the area, as domain values; undefined while loading. */
  bays: readonly MapBay[] | undefined;
  /** Openings through blocks (`/dn/gethole`). */
  holes?: readonly MapHole[] | undefined;
  /** Block lines (`/dn/getbline`). */
  blockLines?: readonly MapBlockLine[] | undefined;
  /** Horizontal reference lines across the dam, shown above zoom 5. */
  crossLines?: readonly MapCrossLine[] | undefined;
  /**
   * The bays are loading (also implied while `bays` is undefined and there is no error).
   * @selector [aria-busy="true"]
   */
  loading?: boolean | undefined;
  /**
   * Loading the bays failed: true for the map's own text, or the text to show; with a Retry button when
   * `onRetry` is given.
   * @selector [data-error]
   */
  error?: LoadError | undefined;
  /**
   * The overlay that colors and labels the bays (one at a time: its toggle is the selected one, the legend is
   * its legend and the colors drawn are its colors); null for none. Controlled; without it the map keeps its own.
   * @selector [data-toggle="currentTemperature" …][data-selected] (the toggle button that is on)
   */
  overlay?: MapOverlay | Id | null | undefined;
  /** The overlay on at first (uncontrolled). */
  defaultOverlay?: MapOverlay | Id | null | undefined;
  /** The user chose an overlay (or turned it off: null): fetch its values. */
  onOverlayChange?: (overlay: MapOverlay | Id | null) => void;
  /**
   * The screen's own overlays: each a toggle on its tab, turned on and off as the built-in ones (through
   * `overlay`, by its id), coloured by its d3 scale, with its legend derived from that scale and its labels on
   * the bays and in the bay list. Keep the array and its overlays the same between renders (a constant or
   * useMemo): a new overlay restyles every bay.
   */
  customOverlays?: readonly CustomMapOverlay<Id>[] | undefined;
  /**
   * Values of the overlay that is on, by overlay (the screen fetches them). Basic overlays (`age`, `stage`,
   * `groutZone`, `constraintZone`) fall back to the hives' own fields.
   */
  overlayData?: Partial<Record<MapOverlay, MapOverlayValues>> | undefined;
  /**
   * Overlays whose values are still loading; the legend says so.
   * @selector [data-toggle][data-pending] (the overlay's toggle button)
   */
  overlayLoading?: Partial<Record<MapOverlay | Id, boolean>> | undefined;
  /** Overlays whose values failed to load; the legend says so and offers to retry. */
  overlayError?: Partial<Record<MapOverlay | Id, boolean>> | undefined;
  /** Retry loading an overlay's values. */
  onOverlayRetry?: (overlay: MapOverlay | Id) => void;
  /**
   * The open tab (controlled).
   * @selector [data-tab="basic" | "temperature" | "flow" | "warning"]
   */
  tab?: MapTab | undefined;
  /** The tab open at first (uncontrolled); default 'basic'. */
  defaultTab?: MapTab | undefined;
  /** The user opened a tab. */
  onTabChange?: (tab: MapTab) => void;
  /** Show the real-time warning tab (the area-3 variant). */
  warningTab?: boolean | undefined;
  /**
   * The toggles of each tab (default: the seed's lists), by name or by the seed's numeric id on that tab;
   * an id the legacy app does not have answers 'under development'.
   */
  toggles?: Partial<Record<MapTab, readonly MapToggleEntry[]>> | undefined;
  /** Also show the toggle the legacy app hides (`foundationDiff`, max temperature minus 17). */
  showHiddenToggles?: boolean | undefined;
  /** A bay (or its label, or its row in the list) was tapped: the demo opens `/areas/hives?id=…&other=…`. */
  onBaySelect?: (id: string) => void;
  /** The 'reload page' toggle: reload the map's data. Without it the page reloads, as in the legacy app. */
  onReload?: () => void;
  /**
   * The first view (default: the whole dam), when the map keeps its own view: it then draws every frame of a
   * pinch without React; read the view with `onViewChange`, move it with the handle.
   */
  defaultView?: Partial<MapView> | undefined;
  /**
   * The view, controlled: the map shows it, and a gesture, a zoom button or a key reports the view it asks for
   * through `onViewChange` (rendered at once, one React render per gesture step); unless the screen passes
   * that view back, the map returns to `view`.
   */
  view?: MapView | undefined;
  /** Called when the view changes (zoom or pan). */
  onViewChange?: (view: MapView) => void;
  /**
   * The screen's own drawing, over the bays and under the focus ring and the axes: called with the canvas
   * context and the map's transform on every frame, also during a zoom or a pan, without a React render.
   * A new array draws a frame; the layers read their data when they are called, so a ref or a closure over
   * the latest data keeps them current.
   */
  layers?: readonly MapLayer[] | undefined;
  /** A tooltip for the bay under the mouse, or the bay the arrow keys moved to. */
  renderTooltip?: (bay: MapBay, context: MapTooltipContext<Id>) => ReactNode;
  /** A bay to mark as selected. */
  selectedBayId?: string | null | undefined;
  /**
   * Height of the drawing area (CSS length); default 60vh, at least 280 px. `'fill'`: the map grows to the
   * room its flex-column container leaves (a screen that gives the map the rest of the viewport).
   * @selector [data-fill] (on the map's root)
   */
  height?: number | string | 'fill' | undefined;
  /** Replaces the legend (see MapLegend): receives what the colors mean and which overlays are pending. */
  renderLegend?: (props: MapLegendRenderProps<Id>) => ReactNode;
  /** Level of the legend's and the bay list's headings in the page outline (default 3; 2 right under an h1). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** The root element, carrying the map's handle too (see DamMapElement): a ref typed either way works. */
  ref?: Ref<HTMLElement> | Ref<DamMapHandle> | undefined;
  /** The map's handle alone. */
  apiRef?: Ref<DamMapHandle> | undefined;
}

function readColors(el: Element): MapColors {
  const cs = getComputedStyle(el);
  const v = (name: string, fallback: string) => cs.getPropertyValue(name).trim() || fallback;
  const text = v('--dam-color-text', '#17202a');
  return {
    background: v('--dam-color-background', '#f3f5f7'),
    bay: v('--dam-color-surface', '#ffffff'),
    bayInk: text,
    outline: v('--dam-color-border', '#d5dbe1'),
    text,
    muted: v('--dam-color-text-muted', '#55606c'),
    accent: v('--dam-color-accent', '#0b63c5'),
    focus: v('--dam-color-focus', '#0b63c5'),
    surface: v('--dam-color-surface', '#ffffff'),
    fontFamily: v('--dam-font-family', 'sans-serif'),
  };
}

const EMPTY_BAYS: readonly MapBay[] = [];

const NO_DATA: Partial<Record<MapOverlay, MapOverlayValues>> = {};

/** Views further apart than this are different (float noise from the transform is not a move). */
const VIEW_EPSILON = 1e-6;

const sameView = (a: MapView, b: MapView) =>
  Math.abs(a.zoom - b.zoom) < VIEW_EPSILON &&
  Math.abs(a.block - b.block) < VIEW_EPSILON &&
  Math.abs(a.elevation - b.elevation) < VIEW_EPSILON;

/** Moves the map to the `view` prop; `applying` is set meanwhile, so the move is not reported back. */
function moveQuietly(engine: MapEngine, view: MapView, applying: { current: boolean }) {
  applying.current = true;
  try {
    engine.setView(view);
  } finally {
    applying.current = false;
  }
}

const NO_CUSTOM: readonly CustomMapOverlay[] = [];
const NO_LAYERS: readonly MapLayer[] = [];

/**
 * The temperature-control map (part 2 §2.3): the dam's elevation view, each bay a rectangle in its block's
 * column, with tabs of toggles that color and label the bays. Canvas for the marks (batched by color,
 * culled to the view, labels only for bays in view above zoom 5), its own gestures for wheel, pinch, drag and
 * double tap, a spatial index for taps, keyboard navigation between bays and a list of bays as text alternative.
 * The canvas reports what it drew as `data-zoom`, `data-view-block`, `data-view-elevation` (the centre),
 * `data-visible-bays`, `data-labels-drawn`, `data-bay-labels`, `data-cross-lines` and `data-grout-labels`
 * (tests and benchmarks read them; `data-visible-hives` and `data-hive-labels`, their names before 0.2, are
 * deprecated and removed in 0.3).
 *
 * A screen extends it with its own overlays (`customOverlays`), drawing layers (`layers`) and tooltip
 * (`renderTooltip`), and may control its view (`view`).
 */
export const DamMap = /* @__PURE__ */ forwardRef<DamMapElement, DamMapProps<string>>(
  function DamMap(props, ref) {
    return <DamMapView {...props} rootRef={ref} />;
  },
) as unknown as (<Id extends string = never>(props: DamMapProps<Id>) => ReactElement | null) & {
  displayName?: string;
};

/** The map; `rootRef` is the ref DamMap was given (React 18 gives a function component no `ref` prop). */
function DamMapView({
  bays,
  holes,
  blockLines,
  crossLines,
  loading: loadingProp = false,
  error,
  onRetry,
  overlay: overlayProp,
  defaultOverlay = null,
  onOverlayChange,
  customOverlays = NO_CUSTOM,
  overlayData = NO_DATA,
  overlayLoading,
  overlayError,
  onOverlayRetry,
  tab: tabProp,
  defaultTab = 'basic',
  onTabChange,
  warningTab = false,
  toggles,
  showHiddenToggles = false,
  onBaySelect,
  onReload,
  defaultView,
  view: viewProp,
  onViewChange,
  layers = NO_LAYERS,
  renderTooltip,
  selectedBayId,
  height = '60vh',
  renderLegend,
  headingLevel = 3,
  className,
  style,
  rootRef,
  apiRef,
}: Omit<DamMapProps<string>, 'ref'> & { rootRef: Ref<DamMapElement> }) {
  const { t, timeZone } = useDamText(damMapTexts);
  // Controlled or not, as react-aria's components are: the prop wins, else the map's own state.
  const [ownTab, setOwnTab] = useState<MapTab>(defaultTab);
  const tab = tabProp ?? ownTab;
  const [ownOverlay, setOwnOverlay] = useState<string | null>(defaultOverlay);
  // The one source of what the map shows: the toggle, the legend and the fills all read `active`.
  const active = overlayProp === undefined ? ownOverlay : overlayProp;
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusRef = useRef(-1);
  const helpId = useId();

  const rootElement = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const viewListeners = useRef(new Set<(view: MapView) => void>());
  const latest = useRef({
    onBaySelect,
    onViewChange,
    bays: bays ?? EMPTY_BAYS,
    view: viewProp,
    renderTooltip,
  });
  latest.current = { onBaySelect, onViewChange, bays: bays ?? EMPTY_BAYS, view: viewProp, renderTooltip };
  /** The map is being moved to the `view` prop: not a change to report. */
  const applyingView = useRef(false);
  /** A button or a key of the map is moving the view (a React event, where the screen may answer at once). */
  const acting = useRef(false);
  const [tip, setTip] = useState<{ index: number; source: 'pointer' | 'focus' } | null>(null);

  const scene = useMemo(
    () => buildScene({ bays: bays ?? EMPTY_BAYS, holes, blockLines, crossLines }),
    [bays, holes, blockLines, crossLines],
  );

  const format = useMemo<OverlayFormat>(
    () => ({
      number: (value, decimals, minDecimals = decimals) => decimalText(value, minDecimals, decimals, true),
      shortTime: (ms) => formatSiteMonthDayTime(ms, timeZone),
      t: (key, options) => t(key, options) as string,
    }),
    [t, timeZone],
  );

  const custom = active === null ? undefined : customOverlays.find((c) => c.id === active);
  const hiveStyles: BayStyles = useMemo(
    () =>
      custom
        ? styleCustomBays(scene, custom, format)
        : styleBays(scene, active as MapOverlay | null, overlayData, format),
    [scene, active, custom, overlayData, format],
  );

  // The engine: created once, outside React's render; frames and gestures never re-render the tree.
  useLayoutEffect(() => {
    const canvas = canvasRef.current!;
    const stage = stageRef.current!;
    const engine = createMapEngine(canvas, {
      onBayTap: (index) => {
        const bay = latest.current.bays[index];
        if (!bay) return;
        focusRef.current = index;
        engine.setFocus(index, false);
        latest.current.onBaySelect?.(bay.id);
      },
      onView: (view, byGesture) => {
        for (const listener of viewListeners.current) listener(view);
        if (applyingView.current) return;
        const report = latest.current.onViewChange;
        if (latest.current.view === undefined || !(byGesture || acting.current)) {
          report?.(view);
          return;
        }
        // Controlled: the screen's answer is rendered now; the map keeps the new view only if it came back.
        flushSync(() => report?.(view));
        const wanted = latest.current.view;
        if (wanted && !sameView(engine.getView(), wanted)) moveQuietly(engine, wanted, applyingView);
      },
      onHover: (index) => {
        if (!latest.current.renderTooltip) return;
        setTip((current) =>
          index >= 0 ? { index, source: 'pointer' } : current?.source === 'pointer' ? null : current,
        );
      },
    });
    engineRef.current = engine;
    engine.setColors(readColors(canvas));
    // Sized as the stage's box changes, first in the frame after layout and before paint (see watchSize).
    const stopSizing = watchSize(stage, (width, height) =>
      engine.resize(width, height, Math.min(3, window.devicePixelRatio || 1)),
    );
    // Theme switches change the --dam-* properties on an ancestor: read them again.
    const stopTheming = watchTheme(canvas, () => engine.setColors(readColors(canvas)));
    return () => {
      stopSizing();
      stopTheming();
      engine.destroy();
      engineRef.current = null;
    };
  }, []);

  // The controlled view: whenever the screen passes a new one (before the scene places the first view).
  const { zoom: viewZoom, block: viewBlock, elevation: viewElevation } = viewProp ?? {};
  useLayoutEffect(() => {
    if (viewZoom === undefined || viewBlock === undefined || viewElevation === undefined) return;
    moveQuietly(
      engineRef.current!,
      { zoom: viewZoom, block: viewBlock, elevation: viewElevation },
      applyingView,
    );
  }, [viewZoom, viewBlock, viewElevation]);

  const placedInitial = useRef(false);
  useLayoutEffect(() => {
    const engine = engineRef.current!;
    engine.setScene(scene);
    if (!placedInitial.current && scene.bounds && defaultView && !latest.current.view) {
      placedInitial.current = true;
      engine.setView(defaultView);
    }
    if (focusRef.current >= scene.bays.length) focusRef.current = -1;
    setTip((current) => (current && current.index >= scene.bays.length ? null : current));
  }, [scene, defaultView]);

  useLayoutEffect(() => {
    engineRef.current!.setLayers(layers);
  }, [layers]);

  useLayoutEffect(() => {
    engineRef.current!.setStyles(hiveStyles);
  }, [hiveStyles]);

  useLayoutEffect(() => {
    const index = selectedBayId ? (scene.indexById.get(selectedBayId) ?? -1) : -1;
    engineRef.current!.setSelected(index);
  }, [selectedBayId, scene]);

  // Whatever changed above is drawn in this commit, so the first paint already shows the map.
  useLayoutEffect(() => {
    engineRef.current?.flush();
  });

  const handle = useMemo<DamMapHandle>(
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
  useImperativeHandle(rootRef, () => Object.assign(rootElement.current!, handle), [handle]);
  useImperativeHandle(apiRef, () => handle, [handle]);

  const subscribeView = useCallback((listener: (view: MapView) => void) => {
    viewListeners.current.add(listener);
    return () => {
      viewListeners.current.delete(listener);
    };
  }, []);

  /** A button or a key of the map moves the view (see `acting`). */
  const act = useCallback((move: (engine: MapEngine) => void) => {
    const engine = engineRef.current;
    if (!engine) return;
    acting.current = true;
    try {
      move(engine);
    } finally {
      acting.current = false;
    }
  }, []);
  const getView = useCallback(() => (engineRef.current?.isPlaced() ? engineRef.current.getView() : null), []);
  const zoomBy = useCallback((delta: number) => act((engine) => engine.zoomBy(delta)), [act]);
  const showWholeDam = useCallback(() => act((engine) => engine.showWholeDam()), [act]);
  const bayBox = useCallback((index: number) => engineRef.current?.bayBox(index) ?? null, []);

  const summaryOf = useCallback(
    (index: number) => describeBay(scene.bays[index]!, hiveStyles.linesOf(index), format),
    [scene, hiveStyles, format],
  );

  const changeTab = (next: MapTab) => {
    if (tabProp === undefined) setOwnTab(next);
    onTabChange?.(next);
  };

  const chooseOverlay = (next: string | null) => {
    setNotice(null);
    if (overlayProp === undefined) setOwnOverlay(next);
    onOverlayChange?.(next);
  };

  const reload = () => {
    setNotice(null);
    if (onReload) onReload();
    else window.location.reload();
  };

  const pending: MapOverlayState<string>[] = [];
  if (active) {
    const overlayFailed = overlayError?.[active] === true;
    if (overlayFailed || overlayLoading?.[active])
      pending.push({
        overlay: active,
        name: custom?.title ?? t(`map.toggle.${active}`),
        error: overlayFailed,
      });
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const engine = engineRef.current;
    if (!engine || scene.bays.length === 0) return;
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
        // Start from the bay nearest the centre of the view.
        const { block, elevation } = engine.getView();
        index = bayAt(scene, blockX(block), elevationY(elevation), Number.POSITIVE_INFINITY);
      } else index = neighbour(scene, index, direction);
      if (index < 0) return;
      focusRef.current = index;
      act(() => engine.reveal(index));
      engine.setFocus(index, true);
      setAnnouncement(summaryOf(index));
      if (renderTooltip) setTip({ index, source: 'focus' });
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const hive = scene.bays[focusRef.current];
      if (hive) onBaySelect?.(hive.id);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomBy(1);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomBy(-1);
    } else if (event.key === '0') {
      event.preventDefault();
      showWholeDam();
    }
  };

  /** The toggle of an overlay, built in or the screen's own: pressed while it is the one on. */
  const overlayToggle = (overlay: string, name: string) => {
    const on = active === overlay;
    return (
      <PlainButton
        key={overlay}
        className={styles.toggle}
        data-toggle={overlay}
        data-pending={overlayLoading?.[overlay] || undefined}
        data-selected={on || undefined}
        aria-pressed={on}
        onClick={() => chooseOverlay(on ? null : overlay)}
      >
        {name}
      </PlainButton>
    );
  };

  const tabs = DAM_MAP_TABS.filter((x) => x !== 'warning' || warningTab);
  const failed = Boolean(error);
  const loading = loadingProp || (bays === undefined && !failed);
  const empty = !loading && !failed && scene.bays.length === 0;
  const covered = loading || failed || empty;
  const blocks = useMemo(() => scene.columns.map((c) => c.block), [scene]);
  const legendProps: MapLegendRenderProps<string> = {
    legend: hiveStyles.legend,
    pending,
    retry: onOverlayRetry,
  };
  const tipBay = tip ? scene.bays[tip.index] : undefined;
  const tooltip =
    tip && tipBay && renderTooltip
      ? renderTooltip(tipBay, {
          overlay: active,
          value: hiveStyles.valueOf(tip.index),
          lines: hiveStyles.linesOf(tip.index),
          color: hiveStyles.fillOf(tip.index),
          summary: summaryOf(tip.index),
          source: tip.source,
        })
      : null;
  const fill = height === 'fill';
  const stageHeight = fill ? undefined : typeof height === 'number' ? `${height}px` : height;

  return (
    <section
      ref={rootElement}
      className={joinClassNames(styles.root, className)}
      style={style}
      aria-label={t('map.title')}
      aria-busy={loading || undefined}
      data-tab={tab}
      data-error={failed || undefined}
      data-fill={fill || undefined}
    >
      <MapTabs
        className={styles.tabs}
        tabs={tabs}
        selected={tab}
        onSelect={changeTab}
        label={t('map.tabsLabel')}
        title={(name) => t(`map.tab.${name}`)}
        marked={active ? (custom ? (custom.tab ?? 'basic') : mapTogglePlace(active as MapOverlay).tab) : null}
      >
        {(name) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
          <div
            className={styles.toggles}
            role="group"
            aria-label={t('map.togglesLabel', { tab: t(`map.tab.${name}`) })}
          >
            {(toggles?.[name] ?? defaultToggles(name, showHiddenToggles)).map((entry) => {
              const resolved = resolveToggle(name, entry);
              if ('unknownId' in resolved) {
                const label = t('map.toggle.other', { id: resolved.unknownId });
                return (
                  <PlainButton key={entry} className={styles.toggle} onClick={() => setNotice(label)}>
                    {label}
                  </PlainButton>
                );
              }
              const { toggle } = resolved;
              if (toggle === 'reload') {
                return (
                  <PlainButton key={toggle} className={styles.toggle} data-toggle={toggle} onClick={reload}>
                    {t('map.toggle.reload')}
                  </PlainButton>
                );
              }
              return overlayToggle(toggle, t(`map.toggle.${toggle}`));
            })}
            {customOverlays
              .filter((c) => (c.tab ?? 'basic') === name)
              .map((c) => overlayToggle(c.id, c.title))}
          </div>
        )}
      </MapTabs>
      {notice && (
        <div className={styles.notice} role="alert">
          <span>{t('map.underDevelopment', { name: notice })}</span>
          <PlainButton variant="quiet" size="sm" onClick={() => setNotice(null)}>
            {t('ui.close')}
          </PlainButton>
        </div>
      )}
      <div
        ref={stageRef}
        className={styles.stage}
        style={stageHeight === undefined ? undefined : { height: stageHeight }}
      >
        <div
          className={styles.canvasFocus}
          role="application"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: "application" is a focusable widget role; arrow keys move between bays
          tabIndex={0}
          aria-label={t('map.canvasLabel')}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onFocus={(e) => {
            if (e.target !== e.currentTarget) return;
            const visible = e.currentTarget.matches(':focus-visible');
            engineRef.current?.setFocus(focusRef.current, visible);
          }}
          onBlur={() => {
            engineRef.current?.setFocus(focusRef.current, false);
            setTip((current) => (current?.source === 'focus' ? null : current));
          }}
        >
          <canvas ref={canvasRef} className={styles.canvas} />
        </div>
        {covered ? (
          // A loading, error or empty cover has nothing to zoom: no zoom controls over its message.
          <div className={statusCover}>
            {failed ? (
              <StatusMessage tone="error" framed onRetry={onRetry}>
                {error === true ? t('map.error') : error}
              </StatusMessage>
            ) : (
              <StatusMessage tone={loading ? 'loading' : 'empty'} framed>
                {t(loading ? 'map.loading' : 'map.empty')}
              </StatusMessage>
            )}
          </div>
        ) : (
          <>
            <ZoomControls
              subscribe={subscribeView}
              getView={getView}
              onZoom={zoomBy}
              onShowAll={showWholeDam}
            />
            <ValueHint overlaysOn={active !== null} subscribe={subscribeView} getView={getView} />
            {tip && tooltip !== null && tooltip !== undefined && (
              <MapTooltip index={tip.index} source={tip.source} bayBox={bayBox} subscribe={subscribeView}>
                {tooltip}
              </MapTooltip>
            )}
          </>
        )}
      </div>
      <p id={helpId} className={styles.visuallyHidden}>
        {t('map.canvasHelp')}
      </p>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {renderLegend ? renderLegend(legendProps) : <MapLegend {...legendProps} headingLevel={headingLevel} />}
      {scene.bays.length > 0 && (
        <BayList
          bays={scene.bays}
          blocks={blocks}
          summaryOf={summaryOf}
          fillOf={hiveStyles.fillOf}
          onBaySelect={onBaySelect}
          headingLevel={headingLevel}
        />
      )}
    </section>
  );
}

import { context2d } from '../../ui/context2d';
import { AXIS_INSETS, type DrawStats, drawMap, type MapColors, type ViewTransform } from './draw';
import {
  BLOCK_WIDTH,
  bayLabelsShown,
  blockX,
  clampZoom,
  crossLinesShown,
  elevationY,
  groutLabelsShown,
  MAX_ZOOM,
  MIN_ZOOM,
  scaleToZoom,
  xBlock,
  yElevation,
  zoomToScale,
} from './geometry';
import { attachGestures, worldAt, zoomedAbout } from './gestures';
import { layerTransform, type MapLayer } from './layer';
import type { BayStyles } from './overlay';
import { bayAt, type Scene } from './scene';
import type { MapView } from './types';

export interface MapEngineCallbacks {
  /** A bay was tapped or clicked (index into the scene's bays). */
  onBayTap?: (index: number) => void;
  /**
   * The view changed (after a gesture step, a button or a programmatic change); `byGesture`: a pointer gesture
   * on the canvas (wheel, drag, pinch, double tap) moved it.
   */
  onView?: (view: MapView, byGesture: boolean) => void;
  /** The mouse came over another bay (index into the scene's bays), or off every bay (-1). */
  onHover?: (index: number) => void;
}

/** Imperative control of the map: the component's ref handle builds on it; benchmarks drive it too. */
export interface MapEngine {
  setScene(scene: Scene): void;
  setStyles(styles: BayStyles): void;
  setColors(colors: MapColors): void;
  setFocus(index: number, visible: boolean): void;
  setSelected(index: number): void;
  /** A screen's own drawing layers, drawn on every frame in order. */
  setLayers(layers: readonly MapLayer[]): void;
  /** A bay's rectangle on the canvas now, [left, top, width, height] in CSS px; null when there is none. */
  bayBox(index: number): [number, number, number, number] | null;
  /** The canvas box changed (CSS px); redraws at once so the cleared canvas is never shown. */
  resize(width: number, height: number, dpr: number): void;
  getView(): MapView;
  /** Whether the first view has been set (the canvas has a size and the scene has bays). */
  isPlaced(): boolean;
  setView(view: Partial<MapView>): void;
  /** Zoom by `delta` levels about a canvas point (default: the centre). */
  zoomBy(delta: number, point?: [number, number]): void;
  /** Pan by screen pixels. */
  panBy(dx: number, dy: number): void;
  /** Fit the whole dam in view. */
  showWholeDam(): void;
  /** Centre a bay when it is out of view. */
  reveal(index: number): void;
  /** Draw now if a frame is pending (otherwise the next animation frame draws). */
  flush(): void;
  /** Draw now, whatever is pending. */
  draw(): void;
  /** What the last frame drew. */
  stats(): DrawStats;
  destroy(): void;
}

/** Finger-sized tolerance around bays, CSS px. */
const TAP_TOLERANCE_PX = 14;
const PAD_PX = 12;

/** World rectangle the view may not leave entirely: [x0, y0, x1, y1]. */
type Limits = readonly [number, number, number, number];

const SCALE_EXTENT = [zoomToScale(MIN_ZOOM), zoomToScale(MAX_ZOOM)] as const;

/**
 * The map's drawing and gesture core, outside React: a canvas sized for the device pixel ratio, the map's
 * gestures (wheel, pinch, drag, double tap; scale 2^zoom, zoom -3..8), frames coalesced to one per
 * animation frame, hit testing through the scene's columns.
 *
 * Without a 2D context (jsdom, a browser with canvas disabled) the engine keeps the view and answers the
 * handle but draws nothing: the rest of the map — tabs, legend, bay list — still works.
 */
export function createMapEngine(canvas: HTMLCanvasElement, callbacks: MapEngineCallbacks = {}): MapEngine {
  // Opaque: the compositor takes the canvas as it is, without blending it over the page.
  const ctx = context2d(canvas, { alpha: false });
  let scene: Scene | null = null;
  let styles: BayStyles | null = null;
  let colors: MapColors | null = null;
  let transform: ViewTransform = { k: 1, x: 0, y: 0 };
  let width = 0;
  let height = 0;
  let dpr = 1;
  let focusIndex = -1;
  let focusVisible = false;
  let selectedIndex = -1;
  let layers: readonly MapLayer[] = [];
  let buffer = new Int32Array(0);
  let frame = 0;
  let lastStats: DrawStats = { zoom: 0, visible: 0, labels: 0, groutLabels: 0, crossLines: 0 };
  /** Whether the view has been set for the real canvas size; until then `pending` holds the wanted view. */
  let placed = false;
  let pending: Partial<MapView> | null = null;
  /**
   * The view shows the whole dam and nobody has moved it since: when the canvas changes size (the legend or
   * the bay list comes and goes beside a map that fills its column) it fits the dam again instead of keeping
   * a zoom chosen for another size.
   */
  let fitted = false;

  /** Part of the dam always stays in view: panning stops when its edge reaches the far side. */
  let limits: Limits | null = null;

  function updateLimits() {
    if (!scene?.bounds) return;
    const { minBlock, maxBlock, bottom, top } = scene.bounds;
    const x0 = blockX(minBlock);
    const x1 = blockX(maxBlock + 1);
    const y0 = elevationY(top);
    const y1 = elevationY(bottom);
    const mx = Math.max(x1 - x0, BLOCK_WIDTH * 2);
    const my = Math.max(y1 - y0, 4);
    limits = [x0 - mx, y0 - my, x1 + mx, y1 + my];
  }

  /**
   * Keeps the view inside the limits: on each axis, a view larger than the limits is centred on them, else
   * it is shifted back until it no longer crosses them.
   */
  function constrain(t: ViewTransform): ViewTransform {
    if (!limits) return t;
    const [w0, h0] = worldAt(t, [0, 0]);
    const [w1, h1] = worldAt(t, [Math.max(1, width), Math.max(1, height)]);
    const shift = (v0: number, v1: number, e0: number, e1: number) =>
      v1 - v0 > e1 - e0 ? (e0 + e1 - v0 - v1) / 2 : v0 < e0 ? e0 - v0 : v1 > e1 ? e1 - v1 : 0;
    const dx = shift(w0, w1, limits[0], limits[2]);
    const dy = shift(h0, h1, limits[1], limits[3]);
    return { k: t.k, x: t.x - dx * t.k, y: t.y - dy * t.k };
  }

  /** Sets the view; `byUser`: a gesture or a button moved it, so it no longer simply shows the whole dam. */
  function setTransform(next: ViewTransform, byUser: boolean, byGesture = false) {
    transform = next;
    if (byUser) fitted = false;
    schedule();
    callbacks.onView?.(view(), byGesture);
  }

  const detachGestures = attachGestures(canvas, {
    transform: () => transform,
    scaleExtent: () => SCALE_EXTENT,
    move: (next) => setTransform(constrain(next), true, true),
  });

  function view(): MapView {
    const cx = (width / 2 - transform.x) / transform.k;
    const cy = (height / 2 - transform.y) / transform.k;
    return { zoom: scaleToZoom(transform.k), block: xBlock(cx), elevation: yElevation(cy) };
  }

  function apply(k: number, x: number, y: number) {
    setTransform({ k, x, y }, false);
  }

  function setView(v: Partial<MapView>) {
    const current = view();
    const k = zoomToScale(clampZoom(v.zoom ?? current.zoom));
    const wx = blockX(v.block ?? current.block);
    const wy = elevationY(v.elevation ?? current.elevation);
    apply(k, width / 2 - k * wx, height / 2 - k * wy);
    fitted = false;
  }

  /** Sets the first view once the canvas has a size and the scene has bays: the wanted view, else the dam. */
  function place() {
    if (placed || width === 0 || !scene?.bounds) return;
    placed = true;
    if (pending) setView(pending);
    else fitDam();
    pending = null;
  }

  function fitDam() {
    if (!scene?.bounds || width === 0) return;
    const { minBlock, maxBlock, bottom, top } = scene.bounds;
    const x0 = blockX(minBlock);
    const x1 = blockX(maxBlock + 1);
    const y0 = elevationY(top);
    const y1 = elevationY(bottom);
    const availW = Math.max(1, width - AXIS_INSETS.left - 2 * PAD_PX);
    const availH = Math.max(1, height - AXIS_INSETS.bottom - 2 * PAD_PX);
    const zoomLevel = clampZoom(scaleToZoom(Math.min(availW / (x1 - x0), availH / (y1 - y0))));
    const k = zoomToScale(zoomLevel);
    const cx = AXIS_INSETS.left + PAD_PX + availW / 2;
    const cy = PAD_PX + availH / 2;
    apply(k, cx - (k * (x0 + x1)) / 2, cy - (k * (y0 + y1)) / 2);
    fitted = true;
  }

  function draw() {
    if (frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
    if (!ctx || !scene || !styles || !colors || width === 0 || height === 0) return;
    if (buffer.length < scene.bays.length) buffer = new Int32Array(scene.bays.length);
    lastStats = drawMap(ctx, {
      scene,
      styles,
      transform,
      width,
      height,
      dpr,
      colors,
      focusIndex,
      focusVisible,
      selectedIndex,
      buffer,
      layers: layers.length === 0 ? undefined : drawLayers,
    });
    publish(lastStats, view());
  }

  function drawLayers(c: CanvasRenderingContext2D) {
    const t = layerTransform(transform.k, transform.x, transform.y, width, height);
    for (const layer of layers) {
      c.save();
      layer(c, t);
      c.restore();
    }
  }

  const shown: Record<string, string> = {};
  function mark(name: string, value: string) {
    if (shown[name] === value) return;
    shown[name] = value;
    canvas.setAttribute(name, value);
  }
  function publish(s: DrawStats, centre: MapView) {
    mark('data-zoom', s.zoom.toFixed(2));
    mark('data-view-block', centre.block.toFixed(2));
    mark('data-view-elevation', centre.elevation.toFixed(1));
    const bayLabels = bayLabelsShown(s.zoom) ? 'shown' : 'hidden';
    mark('data-bay-labels', bayLabels);
    mark('data-grout-labels', groutLabelsShown(s.zoom) ? 'shown' : 'hidden');
    mark('data-cross-lines', crossLinesShown(s.zoom) ? 'shown' : 'hidden');
    mark('data-labels-drawn', String(s.labels));
    mark('data-visible-bays', String(s.visible));
    // The names before 0.2, kept one release for portals' tests that read them.
    mark('data-hive-labels', bayLabels);
    mark('data-visible-hives', String(s.visible));
  }

  function schedule() {
    if (frame || !ctx) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      draw();
    });
  }

  function clientToWorld(clientX: number, clientY: number): [number, number] {
    const rect = canvas.getBoundingClientRect();
    return [
      (clientX - rect.left - transform.x) / transform.k,
      (clientY - rect.top - transform.y) / transform.k,
    ];
  }

  function hitIndex(clientX: number, clientY: number): number {
    if (!scene) return -1;
    const [wx, wy] = clientToWorld(clientX, clientY);
    return bayAt(scene, wx, wy, TAP_TOLERANCE_PX / transform.k);
  }

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const index = hitIndex(event.clientX, event.clientY);
    if (index >= 0) callbacks.onBayTap?.(index);
  };
  let hoverFrame = 0;
  let hovered = -1;
  const hover = (index: number) => {
    if (index === hovered) return;
    hovered = index;
    callbacks.onHover?.(index);
  };
  const onPointerLeave = () => hover(-1);
  let lastPointer: [number, number] = [0, 0];
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    lastPointer = [event.clientX, event.clientY];
    if (hoverFrame) return;
    hoverFrame = requestAnimationFrame(() => {
      hoverFrame = 0;
      if (!scene) return;
      const [wx, wy] = clientToWorld(lastPointer[0], lastPointer[1]);
      const index = bayAt(scene, wx, wy, 0);
      canvas.style.cursor = index >= 0 ? 'pointer' : 'grab';
      hover(index);
    });
  };
  canvas.addEventListener('click', onClick);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerleave', onPointerLeave);

  return {
    setScene(next) {
      scene = next;
      updateLimits();
      place();
      schedule();
    },
    setStyles(next) {
      styles = next;
      schedule();
    },
    setColors(next) {
      colors = next;
      schedule();
    },
    setFocus(index, visible) {
      if (index === focusIndex && visible === focusVisible) return;
      focusIndex = index;
      focusVisible = visible;
      schedule();
    },
    setSelected(index) {
      if (index === selectedIndex) return;
      selectedIndex = index;
      schedule();
    },
    setLayers(next) {
      if (next.length === 0 && layers.length === 0) return;
      layers = next;
      schedule();
    },
    bayBox(index) {
      const bay = scene?.bays[index];
      if (!bay || width === 0) return null;
      return layerTransform(transform.k, transform.x, transform.y, width, height).bayBox(bay);
    },
    resize(w, h, ratio) {
      if (w === width && h === height && ratio === dpr) return;
      const before = width > 0 ? view() : null;
      width = w;
      height = h;
      dpr = ratio;
      canvas.width = Math.max(1, Math.round(w * ratio));
      canvas.height = Math.max(1, Math.round(h * ratio));
      if (before && placed) {
        if (fitted) fitDam();
        else setView(before);
      } else place();
      draw();
    },
    getView: view,
    isPlaced: () => placed,
    setView(v) {
      if (placed) setView(v);
      else pending = { ...pending, ...v };
    },
    zoomBy(delta, point) {
      const target = zoomToScale(clampZoom(scaleToZoom(transform.k) + delta));
      const about = point ?? [width / 2, height / 2];
      setTransform(constrain(zoomedAbout(transform, target, about, SCALE_EXTENT)), true);
    },
    panBy(dx, dy) {
      setTransform(constrain({ k: transform.k, x: transform.x + dx, y: transform.y + dy }), true);
    },
    showWholeDam() {
      if (placed) fitDam();
      else pending = null;
    },
    reveal(index) {
      const h = scene?.bays[index];
      if (!h) return;
      const x0 = transform.x + transform.k * blockX(h.block);
      const x1 = x0 + transform.k * BLOCK_WIDTH;
      const y0 = transform.y + transform.k * elevationY(h.top);
      const y1 = transform.y + transform.k * elevationY(h.bottom);
      const inView = x0 >= AXIS_INSETS.left && x1 <= width && y0 >= 0 && y1 <= height - AXIS_INSETS.bottom;
      if (!inView) setView({ block: h.block + 0.5, elevation: (h.top + h.bottom) / 2 });
    },
    flush() {
      if (frame) draw();
    },
    draw,
    stats: () => lastStats,
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      if (hoverFrame) cancelAnimationFrame(hoverFrame);
      canvas.removeEventListener('click', onClick);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerleave', onPointerLeave);
      detachGestures();
    },
  };
}

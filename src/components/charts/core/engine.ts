import { minAxisSpan } from '../../../domain/unitRules';
import { context2d } from '../../ui/context2d';
import {
  createLineBuffer,
  decimate,
  type LineBuffer,
  lowerBound,
  nearestIndex,
  upperBound,
} from './decimate';
import { drawLine, mapToPixels } from './draw';
import { alignedExtent, niceExtent, tickDecimals, valueTicks } from './linear';
import { timeTicks } from './timeTicks';
import type {
  AxisSide,
  AxisTick,
  ChartFrame,
  ContinuousScale,
  HoverRow,
  HoverState,
  PlotLayer,
  PlotLine,
  PlotRect,
  ValueAxisFrame,
  ValueScale,
  View,
  XAxis,
} from './types';
import { panView, type ViewStore } from './view';

/**
 * The chart engine: one per plot. It owns the canvas and turns (lines, candles, size, view) into a drawn frame
 * and a `ChartFrame` for the DOM layers (axes, grid), and a hover position into tooltip rows. No React here:
 * the React layer configures it from props and subscribes to its frames. View changes (zoom, pan, range
 * buttons, navigator) are coalesced into one frame per microtask, so a burst of events draws once.
 */

/** Everything a frame depends on besides the view. */
export interface PlotConfig {
  /** Lines to draw, in legend order; the first one is the main line the crosshair snaps to. */
  lines: readonly PlotLine[];
  /**
   * Layers drawn with the lines: candles and areas under them, thresholds and annotations over them. The
   * crosshair snaps to the first layer that answers a hover (candles), else to the main line.
   */
  layers: readonly PlotLayer[];
  /** Size of the chart box, CSS pixels, and the device pixel ratio. */
  width: number;
  height: number;
  dpr: number;
  /** IANA zone of the site for the time axis. */
  timeZone: string;
  /** An x axis other than calendar time in `timeZone` (elapsed days; none at all for the overview strip). */
  xAxis?: XAxis;
  /** Units written at the top of the value axes. */
  units: { left: string; right: string };
  /** Fixed value ranges per axis (otherwise fitted to the visible data). */
  yDomains?: Partial<Record<AxisSide, readonly [number, number]>>;
  /** Axes whose fitted range always includes 0 (flow). */
  includeZero?: Partial<Record<AxisSide, boolean>>;
  /**
   * A d3 continuous scale per axis (log, sqrt, symlog, pow…): its kind is kept, its domain fitted to the data
   * (or to `yDomains`) and rounded with `nice`, its ticks and their labels its own (`ticks`, `tickFormat`).
   * Default: linear, with d3-array's round ticks, labelled with as many decimals as the tick step needs.
   */
  yScales?: Partial<Record<AxisSide, ContinuousScale>>;
  /** Formats the tick labels of an axis (default: as above). */
  tickFormats?: Partial<Record<AxisSide, (value: number) => string>>;
  /** Draws this window instead of the store's (the overview strip draws the whole extent). */
  view?: View;
  /** No margins for axes: the plot fills the box (the overview strip). */
  frameless?: boolean;
}

export interface PlotEngine {
  /** Gives the engine its canvas and a hidden element used to resolve CSS colors. */
  attach(canvas: HTMLCanvasElement, probe: HTMLElement): void;
  detach(): void;
  /** New configuration: draws at once (colors are resolved again, so a theme change shows). */
  configure(config: PlotConfig): void;
  /** Draws again with the same configuration, resolving the colors again (the theme changed). */
  refresh(): void;
  /** Follows a view store: every change of its window draws a frame (in a microtask). */
  setStore(store: ViewStore): void;
  store(): ViewStore | null;
  /** Puts the crosshair at plot x (CSS px) or removes it. */
  hoverAt(x: number | null, source?: HoverState['source']): void;
  /** Moves the crosshair to the previous or next point of the main series, panning when it leaves the view. */
  hoverStep(direction: -1 | 1): void;
  /** The colour the canvas is given for a CSS colour (also `var(…)`), as lines are stroked with it. */
  resolveColor(color: string): string;
  /** The last drawn frame. */
  frame(): ChartFrame | null;
  hover(): HoverState | null;
  /** Frame listeners get `sync = true` when called from `configure` (inside React's commit). */
  onFrame(listener: (sync: boolean) => void): () => void;
  onHover(listener: (sync: boolean) => void): () => void;
}

export const MARGIN = { top: 26, bottom: 30, left: 50, right: 16, rightAxis: 58 } as const;
/** Canvas pixels beyond the plot area on each side, so markers on the edges are not cut. */
const BLEED = 4;

interface AxisState {
  min: number;
  max: number;
  used: boolean;
}

function plotRect(width: number, height: number, hasRight: boolean): PlotRect {
  const right = hasRight ? MARGIN.rightAxis : MARGIN.right;
  return {
    left: MARGIN.left,
    top: MARGIN.top,
    width: Math.max(1, width - MARGIN.left - right),
    height: Math.max(1, height - MARGIN.top - MARGIN.bottom),
  };
}

interface AxisOptions {
  fixed: readonly [number, number] | undefined;
  plotHeight: number;
  unit: string;
  /** The left axis, when this (right) axis puts its ticks on the left axis' grid lines. */
  alignTo?: ValueAxisFrame | null;
  scale?: ContinuousScale;
  tickFormat?: (value: number) => string;
}

/** A value axis fitted to what is drawn on it: its frame (domain, ticks, unit) and its scale onto pixel rows. */
function valueAxis(state: AxisState, o: AxisOptions): { frame: ValueAxisFrame; scale: ValueScale } | null {
  if (!state.used) return null;
  const count = Math.max(2, Math.floor(o.plotHeight / 50));
  const custom = o.scale?.copy().range([o.plotHeight, 0]);
  const intervals = o.alignTo && !custom ? o.alignTo.ticks.length - 1 : 0;
  // A unit's minimum span is a linear idea (a log axis of flow must not be widened below zero).
  if (!custom) widenToMinSpan(state, minAxisSpan(o.unit));
  let domain: [number, number];
  // A fixed range still holds every value drawn on it.
  if (o.fixed) domain = [Math.min(o.fixed[0], state.min), Math.max(o.fixed[1], state.max)];
  else if (intervals >= 1) domain = alignedExtent(state.min, state.max, intervals);
  else if (custom) {
    const [lo, hi] = state.min <= state.max ? [state.min, state.max] : [1, 10];
    domain = custom.domain([lo, hi]).nice(count).domain() as [number, number];
  } else domain = niceExtent(state.min, state.max, count);
  let values: number[];
  let scale: ValueScale;
  if (custom) {
    custom.domain(domain);
    values = custom.ticks(count);
    scale = custom;
  } else {
    values =
      intervals >= 1 && !o.fixed
        ? Array.from(
            { length: intervals + 1 },
            (_, i) => domain[0] + ((domain[1] - domain[0]) * i) / intervals,
          )
        : valueTicks(domain[0], domain[1], count);
    // The plot's rows, top 0: one multiply-add per value.
    const k = domain[1] === domain[0] ? 0 : -o.plotHeight / (domain[1] - domain[0]);
    const offset = o.plotHeight - domain[0] * k;
    scale = (v) => offset + v * k;
  }
  let format = o.tickFormat;
  if (!format) {
    const decimals = tickDecimals(values);
    format = custom ? custom.tickFormat(count) : (v) => v.toFixed(decimals);
  }
  const ticks: AxisTick[] = values.map((v) => ({ pos: scale(v), label: format(v) }));
  return { frame: { domain, ticks, unit: o.unit }, scale };
}

/**
 * Widens a value extent narrower than its unit's minimum span (unitRules) about its middle, so that sensor
 * noise does not fill the plot; an extent on one side of zero stays on it (a flow axis does not go negative).
 */
function widenToMinSpan(state: AxisState, minSpan: number): void {
  const { min, max } = state;
  if (!(min <= max) || !(max - min < minSpan)) return;
  let lo = (min + max) / 2 - minSpan / 2;
  let hi = lo + minSpan;
  if (min >= 0 && lo < 0) {
    lo = 0;
    hi = minSpan;
  } else if (max <= 0 && hi > 0) {
    lo = -minSpan;
    hi = 0;
  }
  state.min = lo;
  state.max = hi;
}

export function createPlotEngine(): PlotEngine {
  let canvas: HTMLCanvasElement | null = null;
  let ctx: CanvasRenderingContext2D | null = null;
  let probe: HTMLElement | null = null;
  let cfg: PlotConfig | null = null;
  let viewStore: ViewStore | null = null;
  let unsubscribeStore: (() => void) | null = null;
  let current: ChartFrame | null = null;
  let hoverState: HoverState | null = null;
  let hoverX: number | null = null;
  let hoverSource: HoverState['source'] = 'mouse';
  let scheduled = false;
  const buffers = new Map<string, LineBuffer>();
  const colors = new Map<string, string>();
  const maps: Record<AxisSide, ValueScale | null> = { left: null, right: null };
  const frameListeners = new Set<(sync: boolean) => void>();
  const hoverListeners = new Set<(sync: boolean) => void>();

  const resolve = (color: string): string => {
    let c = colors.get(color);
    if (c !== undefined) return c;
    c = color;
    if (probe && (color.includes('var(') || color === 'currentColor')) {
      probe.style.color = color;
      c = getComputedStyle(probe).color || color;
    }
    colors.set(color, c);
    return c;
  };

  const bufferFor = (id: string): LineBuffer => {
    let b = buffers.get(id);
    if (!b) {
      b = createLineBuffer();
      buffers.set(id, b);
    }
    return b;
  };

  const currentView = (): View => viewStore?.get() ?? { start: 0, end: 1 };

  /** Draws one frame; returns false when there is nothing to draw on. */
  const draw = (): boolean => {
    if (!canvas || !ctx || !cfg || cfg.width <= 0 || cfg.height <= 0) return false;
    const { lines, layers, width, height, dpr } = cfg;
    const view = cfg.view ?? currentView();
    const hasRight = lines.some((l) => l.axis === 'right');
    const plot = cfg.frameless ? { left: 0, top: 0, width, height } : plotRect(width, height, hasRight);
    // The canvas covers the plot area and a small bleed for markers on its edges, not the axes' margins.
    const cssLeft = plot.left - BLEED;
    const cssTop = plot.top - BLEED;
    const cssWidth = plot.width + 2 * BLEED;
    const cssHeight = plot.height + 2 * BLEED;
    const pw = Math.round(cssWidth * dpr);
    const ph = Math.round(cssHeight * dpr);
    if (canvas.width !== pw || canvas.height !== ph) {
      canvas.width = pw;
      canvas.height = ph;
      const st = canvas.style;
      st.left = `${cssLeft}px`;
      st.top = `${cssTop}px`;
      st.width = `${cssWidth}px`;
      st.height = `${cssHeight}px`;
    } else {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, pw, ph);
    }

    const columns = Math.max(1, Math.round(plot.width * dpr));
    const axes: Record<AxisSide, AxisState> = {
      left: { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, used: false },
      right: { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, used: false },
    };
    for (const l of lines) {
      const b = decimate(
        l.series.time,
        l.series.value,
        view.start,
        view.end,
        columns,
        plot.width,
        bufferFor(l.series.id),
      );
      const a = axes[l.axis ?? 'left'];
      a.used = true;
      if (b.min < a.min) a.min = b.min;
      if (b.max > a.max) a.max = b.max;
    }
    for (const layer of layers) {
      const e = layer.layout(view, plot.width, plot.height);
      const a = axes[layer.axis ?? 'left'];
      a.used = true;
      if (e.min < a.min) a.min = e.min;
      if (e.max > a.max) a.max = e.max;
    }
    if (!axes.left.used && !axes.right.used) axes.left.used = true;
    for (const side of ['left', 'right'] as const) {
      const a = axes[side];
      if (cfg.includeZero?.[side] && a.min <= a.max) {
        a.min = Math.min(a.min, 0);
        a.max = Math.max(a.max, 0);
      }
    }

    const axisOptions = (side: AxisSide, alignTo?: ValueAxisFrame | null): AxisOptions => ({
      fixed: cfg?.yDomains?.[side],
      plotHeight: plot.height,
      unit: cfg?.units[side] ?? '',
      alignTo,
      scale: cfg?.yScales?.[side],
      tickFormat: cfg?.tickFormats?.[side],
    });
    const left = valueAxis(axes.left, axisOptions('left'));
    // The right axis shares the left axis' grid when the left ticks span the whole plot.
    const leftTicks = left?.frame.ticks;
    const spans =
      leftTicks !== undefined &&
      leftTicks.length >= 3 &&
      Math.abs(leftTicks[0]!.pos - plot.height) < 0.5 &&
      Math.abs(leftTicks[leftTicks.length - 1]!.pos) < 0.5;
    const aligned = spans && left ? left.frame : null;
    const right = valueAxis(axes.right, axisOptions('right', aligned));
    maps.left = left?.scale ?? null;
    maps.right = right?.scale ?? null;

    ctx.setTransform(dpr, 0, 0, dpr, BLEED * dpr, BLEED * dpr);
    ctx.save();
    // Layers that write (a threshold's label) write in the chart's font.
    if (layers.length > 0 && probe) ctx.font = `12px ${getComputedStyle(probe).fontFamily || 'sans-serif'}`;
    const drawLayers = (above: boolean) => {
      for (const layer of layers) {
        const map = maps[layer.axis ?? 'left'];
        if (!!layer.above !== above || !map) continue;
        ctx?.save();
        layer.draw(ctx as CanvasRenderingContext2D, map, resolve);
        ctx?.restore();
      }
    };
    drawLayers(false);
    // Drawn last to first, so the main line lies on top.
    for (let i = lines.length - 1; i >= 0; i--) {
      const l = lines[i]!;
      const map = maps[l.axis ?? 'left'];
      const b = buffers.get(l.series.id);
      if (!map || !b) continue;
      mapToPixels(b, map);
      const markers =
        l.markers === 'always' ||
        ((l.markers ?? 'auto') === 'auto' && b.visible > 0 && b.visible <= plot.width / 5);
      drawLine(ctx, b, {
        color: resolve(l.color),
        width: l.width ?? 1.5,
        dash: l.dash,
        markers,
        dpr,
        curve: l.curve,
      });
    }
    drawLayers(true);
    ctx.restore();

    const xTicks = cfg.xAxis
      ? cfg.xAxis.ticks(view.start, view.end, plot.width)
      : timeTicks(view.start, view.end, plot.width, cfg.timeZone, plot.width > 700 ? 110 : 70);
    current = {
      width,
      height,
      plot,
      view,
      xTicks,
      left: left?.frame ?? null,
      right: right?.frame ?? null,
    };
    return true;
  };

  const computeHover = (): HoverState | null => {
    if (hoverX === null || !cfg || !current) return null;
    const { plot, view } = current;
    const span = view.end - view.start;
    const k = plot.width / span;
    const t = view.start + Math.min(Math.max(hoverX, 0), plot.width) / k;
    const reach = 48 / k;
    const rows: HoverRow[] = [];
    let snap = t;
    let layerRow: HoverRow | null = null;
    for (const layer of cfg.layers) {
      const map = maps[layer.axis ?? 'left'];
      if (!layer.hover || !map) continue;
      layerRow = layer.hover(t, reach, view, k, map, resolve);
      if (layerRow) break;
    }
    if (layerRow) {
      snap = layerRow.x / k + view.start;
      rows.push(layerRow);
    } else if (cfg.lines.length > 0) {
      const main = cfg.lines[0]!.series;
      let j = nearestIndex(main.time, main.value, t, reach);
      if (j < 0) j = nearestIndex(main.time, main.value, t, reach, true);
      if (j >= 0) snap = main.time[j]!;
    }
    for (const l of cfg.lines) {
      const s = l.series;
      // The reading nearest to the crosshair, even when it is a gap: then the tooltip says "not collected".
      const j = nearestIndex(s.time, s.value, snap, reach, true);
      if (j < 0) continue;
      const v = s.value[j]!;
      const map = maps[l.axis ?? 'left'];
      rows.push({
        id: s.id,
        name: s.name,
        color: resolve(l.color),
        unit: l.unit ?? '',
        decimals: l.decimals ?? 2,
        time: s.time[j]!,
        value: v,
        x: (s.time[j]! - view.start) * k,
        y: !Number.isNaN(v) && map ? map(v) : null,
      });
    }
    if (rows.length === 0) return null;
    return { x: (snap - view.start) * k, time: snap, rows, source: hoverSource };
  };

  const emitFrame = (sync: boolean) => {
    for (const l of frameListeners) l(sync);
  };
  const emitHover = (sync: boolean) => {
    for (const l of hoverListeners) l(sync);
  };

  const run = () => {
    scheduled = false;
    if (!draw()) return;
    emitFrame(false);
    if (hoverX !== null) {
      hoverState = computeHover();
      emitHover(false);
    }
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(run);
  };

  const hoverAt = (x: number | null, source: HoverState['source'] = 'mouse') => {
    hoverX = x;
    hoverSource = source;
    const next = x === null ? null : computeHover();
    if (next === null && hoverState === null) return;
    hoverState = next;
    emitHover(false);
  };

  const configure = (next: PlotConfig) => {
    cfg = next;
    colors.clear();
    for (const id of buffers.keys()) {
      if (!next.lines.some((l) => l.series.id === id)) buffers.delete(id);
    }
    if (!draw()) return;
    emitFrame(true);
    if (hoverX !== null) {
      hoverState = computeHover();
      emitHover(true);
    }
  };

  return {
    attach(c, p) {
      canvas = c;
      probe = p;
      ctx = context2d(c);
    },
    detach() {
      canvas = null;
      ctx = null;
      probe = null;
    },
    configure,
    refresh() {
      if (cfg) configure(cfg);
    },
    setStore(store) {
      if (store === viewStore) return;
      unsubscribeStore?.();
      viewStore = store;
      unsubscribeStore = store.subscribe(schedule);
    },
    store: () => viewStore,
    hoverAt,
    hoverStep(direction) {
      if (!cfg || !current || !viewStore) return;
      const { plot, view } = current;
      const span = view.end - view.start;
      let times: Float64Array | null = null;
      const stepped = cfg.layers.find((layer) => layer.times);
      if (stepped?.times) times = stepped.times();
      else if (cfg.lines.length > 0) times = cfg.lines[0]!.series.time;
      if (!times || times.length === 0) return;
      const from = hoverState ? hoverState.time : view.start + span / 2;
      let j = lowerBound(times, from);
      if (hoverState) j = direction > 0 ? upperBound(times, from) : j - 1;
      j = Math.min(Math.max(j, 0), times.length - 1);
      const t = times[j]!;
      if (t < view.start || t > view.end) {
        const dt = t < view.start ? t - view.start - span * 0.1 : t - view.end + span * 0.1;
        viewStore.set(panView(view, viewStore.bounds(), dt, viewStore.minSpan));
        const v = viewStore.get();
        hoverX = ((t - v.start) / (v.end - v.start)) * plot.width;
        hoverSource = 'keyboard';
        return;
      }
      hoverAt(((t - view.start) / span) * plot.width, 'keyboard');
    },
    resolveColor: resolve,
    frame: () => current,
    hover: () => hoverState,
    onFrame(listener) {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },
    onHover(listener) {
      hoverListeners.add(listener);
      return () => hoverListeners.delete(listener);
    },
  };
}

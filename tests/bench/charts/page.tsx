/**
 * The bench page. Each library runs in its own page (`?lib=damtherm|uplot|echarts`, opened by run.ts in its
 * own browser context, so no library shares a heap or a main thread with another), renders the same
 * generated typed columns, and measures in the page the time until the pixels are drawn.
 *
 * Protocol, the same for every library:
 *   t0 → create/mount (or the zoom/pan event) → let queued microtasks run (uPlot commits in a microtask;
 *   React's flushSync and ECharts' setOption are synchronous) → force style and layout (the DOM labels are
 *   laid out) → read one pixel of every canvas of the chart, which makes Chromium rasterise the recorded
 *   canvas commands now → t1 = "drawn" → wait for the next animation frame → t2 = "drawn + rAF".
 * For the cold render also t3 = "interactive": damtherm mounts its react-aria legend toggles after the first
 * paint, so it waits task by task until they are in the page; uPlot builds its legend with the chart, and the
 * ECharts set-up here has none, so for them t3 = t1.
 * No task boundary lies between t0 and t1, so no frame of the browser's own runs in between. Data is made
 * before the timings, in each library's documented input format: damtherm and uPlot read the same
 * Float64Arrays, ECharts gets [time, value] pairs.
 */
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { createElement, type ReactElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PlotEngine } from '../../../src/components/chart/engine';
import type { Series } from '../../../src/components/chart/types';
import { TimeSeriesChart, type TimeSeriesLine } from '../../../src/components/TimeSeriesChart';
import { DamProvider } from '../../../src/hooks/DamProvider';

echarts.use([LineChart, GridComponent, DataZoomComponent, CanvasRenderer]);

export type Lib = 'damtherm' | 'uplot' | 'echarts';
const LIB = (new URLSearchParams(location.search).get('lib') ?? 'damtherm') as Lib;

const WIDTH = 1600;
const HEIGHT = 600;
const COLORS = ['#0b63c5', '#b45309', '#0f766e'];
const STEP = 60_000;
const END = Date.UTC(2026, 10, 20, 2);
/** One wheel notch of damtherm (deltaY 100) and one 40 px drag move; the peers get the same windows. */
const ZOOM_FACTOR = Math.exp(-100 * 0.0015);
const PAN_PX = 40;

/** A temperature-like series: drift, a daily swing and noise, one point a minute. */
function makeSeries(id: string, n: number, seed: number): Series {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const time = new Float64Array(n);
  const value = new Float64Array(n);
  let drift = 0;
  for (let i = 0; i < n; i++) {
    time[i] = END - (n - 1 - i) * STEP;
    drift = drift * 0.999 + (random() - 0.5) * 0.08;
    value[i] =
      18 +
      seed * 2 +
      drift * 4 +
      3 * Math.sin((time[i]! / 86_400_000) * 2 * Math.PI) +
      (random() - 0.5) * 0.6;
  }
  return { id, name: `S${seed}`, time, value };
}

interface Dataset {
  series: Series[];
  uplot: uPlot.AlignedData | null;
  echarts: number[][][] | null;
}

function dataset(count: number, n: number): Dataset {
  const series = Array.from({ length: count }, (_, i) => makeSeries(`s${i + 1}`, n, i + 1));
  return {
    series,
    // The same arrays; `ms: 1` below tells uPlot that times are epoch ms.
    uplot:
      LIB === 'uplot'
        ? ([series[0]!.time, ...series.map((s) => s.value)] as unknown as uPlot.AlignedData)
        : null,
    echarts: LIB === 'echarts' ? series.map((s) => Array.from(s.time, (t, i) => [t, s.value[i]!])) : null,
  };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const nextTask = () =>
  new Promise<void>((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(0);
  });

/** Lets queued microtasks run (uPlot commits in one and may queue hooks in another). */
async function drainMicrotasks() {
  for (let i = 0; i < 4; i++) await Promise.resolve();
}

export interface Timing {
  /** Until drawn: script, layout and canvas rasterisation. */
  drawn: number;
  /** Until drawn plus the next animation frame. */
  frame: number;
  /** Until the legend toggles can be used (cold render only; `drawn` for the peers). */
  interactive: number;
  /** The split of `drawn`. */
  script: number;
  layout: number;
  raster: number;
}

/**
 * Times `action`. User-timing marks `dt-b-<tag>` (start), `dt-e-<tag>` (drawn) and `dt-f-<tag>` (next frame)
 * let run.ts read the main thread's CPU time between them from a Chromium trace.
 */
async function measure(
  target: HTMLElement | (() => HTMLElement),
  action: () => void,
  tag: string,
  interactive?: () => boolean,
): Promise<Timing> {
  performance.mark(`dt-b-${tag}`);
  const t0 = performance.now();
  action();
  await drainMicrotasks();
  const el = typeof target === 'function' ? target() : target;
  const ta = performance.now();
  void el.getBoundingClientRect().width;
  const tb = performance.now();
  for (const c of el.querySelectorAll('canvas')) {
    if (c.width > 0 && c.height > 0) c.getContext('2d')?.getImageData(0, 0, 1, 1);
  }
  const t1 = performance.now();
  performance.mark(`dt-e-${tag}`);
  await nextFrame();
  const t2 = performance.now();
  performance.mark(`dt-f-${tag}`);
  let t3 = t1;
  if (interactive) {
    while (!interactive()) await nextTask();
    t3 = performance.now();
  }
  return {
    drawn: t1 - t0,
    frame: t2 - t0,
    interactive: t3 - t0,
    script: ta - t0,
    layout: tb - ta,
    raster: t1 - tb,
  };
}

/** Non-transparent pixels over all canvases under `el` (to check that a library really drew). */
function inkOf(el: HTMLElement): number {
  let ink = 0;
  for (const c of el.querySelectorAll('canvas')) {
    if (c.width === 0 || c.height === 0) continue;
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) ink++;
  }
  return ink;
}

function box(): HTMLDivElement {
  const el = document.createElement('div');
  el.style.width = `${WIDTH}px`;
  el.style.height = `${HEIGHT}px`;
  document.body.append(el);
  return el;
}

// damtherm: one app root with its provider; a chart is mounted into it, as on a portal page.
let setChart: ((c: ReactElement | null) => void) | null = null;
function App() {
  const [chart, set] = useState<ReactElement | null>(null);
  setChart = set;
  return (
    <DamProvider language="zh" theme="light">
      {chart}
    </DamProvider>
  );
}
const appEl = document.createElement('div');
appEl.style.width = `${WIDTH}px`;
document.body.append(appEl);
if (LIB === 'damtherm') createRoot(appEl).render(createElement(App));

let engine: PlotEngine | null = null;
function damthermChart(data: Dataset) {
  const lines: TimeSeriesLine[] = data.series.map((s, i) => ({
    series: s,
    color: COLORS[i],
    width: 1,
    unit: '°C',
  }));
  return createElement(TimeSeriesChart, {
    title: 'bench',
    lines,
    height: HEIGHT,
    // The same size the peers are given: no measuring of the container.
    width: WIDTH,
    onEngine: (e: PlotEngine) => {
      engine = e;
    },
  });
}

function uplotOpts(data: Dataset): uPlot.Options {
  return {
    width: WIDTH,
    height: HEIGHT,
    ms: 1,
    series: [{}, ...data.series.map((s, i) => ({ label: s.name, stroke: COLORS[i], width: 1 }))],
  };
}

function echartsOption(data: Dataset) {
  return {
    animation: false,
    grid: { left: 50, right: 16, top: 26, bottom: 30 },
    xAxis: { type: 'time' as const },
    yAxis: { type: 'value' as const, scale: true },
    dataZoom: [{ type: 'inside' as const }],
    series: data.echarts!.map((d, i) => ({
      type: 'line' as const,
      data: d,
      showSymbol: false,
      sampling: 'lttb' as const,
      lineStyle: { width: 1, color: COLORS[i] },
    })),
  };
}

/** A mounted chart: how to draw it, set its window, take one zoom step and one pan step, remove it. */
interface Chart {
  el: HTMLElement;
  setWindow: (start: number, end: number) => void;
  zoom: (view: { start: number; end: number }) => void;
  /** Prepares a pan (a pressed mouse button) outside of the timing. */
  beforePan: () => void;
  pan: (view: { start: number; end: number }) => void;
  afterPan: () => void;
  destroy: () => void;
}

function mount(data: Dataset): Chart {
  if (LIB === 'damtherm') {
    flushSync(() => setChart!(damthermChart(data)));
    const plot = appEl.querySelector<HTMLElement>('[role="application"]')!;
    const centre = () => {
      const r = plot.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    return {
      el: appEl,
      setWindow: (start, end) => engine!.store()!.set({ start, end }),
      zoom: () => {
        const { x, y } = centre();
        plot.dispatchEvent(
          new WheelEvent('wheel', { deltaY: -100, clientX: x, clientY: y, bubbles: true, cancelable: true }),
        );
      },
      beforePan: () => {
        const { x, y } = centre();
        const init = {
          pointerId: 1,
          pointerType: 'mouse',
          button: 0,
          buttons: 1,
          clientX: x,
          clientY: y,
          bubbles: true,
        };
        plot.dispatchEvent(new PointerEvent('pointerdown', init));
        // Past the 3 px that tell a drag from a click, so the timed move is a pure pan step.
        plot.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x - 4 }));
      },
      pan: () => {
        const { x, y } = centre();
        plot.dispatchEvent(
          new PointerEvent('pointermove', {
            pointerId: 1,
            pointerType: 'mouse',
            buttons: 1,
            clientX: x - 4 - PAN_PX,
            clientY: y,
            bubbles: true,
          }),
        );
      },
      afterPan: () =>
        plot.dispatchEvent(
          new PointerEvent('pointerup', { pointerId: 1, pointerType: 'mouse', bubbles: true }),
        ),
      destroy: () => flushSync(() => setChart!(null)),
    };
  }
  if (LIB === 'uplot') {
    const el = box();
    const u = new uPlot(uplotOpts(data), data.uplot!, el);
    return {
      el,
      setWindow: (start, end) => u.setScale('x', { min: start, max: end }),
      zoom: (v) => u.setScale('x', { min: v.start, max: v.end }),
      beforePan: () => {},
      pan: (v) => u.setScale('x', { min: v.start, max: v.end }),
      afterPan: () => {},
      destroy: () => {
        u.destroy();
        el.remove();
      },
    };
  }
  const el = box();
  const chart = echarts.init(el, undefined, { renderer: 'canvas', width: WIDTH, height: HEIGHT });
  chart.setOption(echartsOption(data));
  const zoomTo = (v: { start: number; end: number }) =>
    chart.dispatchAction({ type: 'dataZoom', startValue: v.start, endValue: v.end });
  return {
    el,
    setWindow: (start, end) => zoomTo({ start, end }),
    zoom: zoomTo,
    beforePan: () => {},
    pan: zoomTo,
    afterPan: () => {},
    destroy: () => {
      chart.dispose();
      el.remove();
    },
  };
}

const cold = dataset(3, 55_550);
const big = dataset(1, 500_000);
let live: Chart | null = null;

declare global {
  interface Window {
    gc?: () => void;
    bench: typeof bench;
  }
}

const bench = {
  lib: LIB,
  /** Cold render: a new chart of 3 × 55,550 points into 1600 × 600. */
  async cold(tag: string): Promise<Timing & { ink: number }> {
    window.gc?.();
    await nextFrame();
    let chart: Chart | null = null;
    const timing = await measure(
      () => chart!.el,
      () => {
        chart = mount(cold);
      },
      tag,
      LIB === 'damtherm'
        ? () =>
            appEl.querySelectorAll('[data-chart-legend] input[type="checkbox"]').length === cold.series.length
        : undefined,
    );
    const c = chart as unknown as Chart;
    const ink = inkOf(c.el);
    c.destroy();
    await nextTask();
    return { ...timing, ink };
  },
  /** Mounts the 500,000-point chart for the zoom and pan steps. */
  async mountBig(): Promise<number> {
    live?.destroy();
    live = mount(big);
    await nextTask();
    await nextFrame();
    return inkOf(live.el);
  },
  /** One zoom step (a wheel notch; setScale / dataZoom with the same window) from the full view. */
  async zoom(tag: string): Promise<Timing> {
    const l = live!;
    const t = big.series[0]!.time;
    const full = { start: t[0]!, end: t[t.length - 1]! };
    l.setWindow(full.start, full.end);
    await nextTask();
    await nextFrame();
    const mid = (full.start + full.end) / 2;
    const span = (full.end - full.start) * ZOOM_FACTOR;
    window.gc?.();
    await nextFrame();
    return measure(l.el, () => l.zoom({ start: mid - span / 2, end: mid + span / 2 }), tag);
  },
  /** One pan step of 40 px (a drag move; setScale / dataZoom with the same window) at half zoom. */
  async pan(tag: string): Promise<Timing> {
    const l = live!;
    const t = big.series[0]!.time;
    const a = t[0]!;
    const b = t[t.length - 1]!;
    const start = a + (b - a) * 0.25;
    const end = a + (b - a) * 0.75;
    l.setWindow(start, end);
    await nextTask();
    l.beforePan();
    await nextTask();
    await nextFrame();
    // The window after the 4 px that start the drag, then 40 px more: what damtherm's drag does.
    const plotWidth = engine?.frame()?.plot.width ?? WIDTH - 66;
    const begin = LIB === 'damtherm' ? engine!.store()!.get() : { start, end };
    const dt = ((end - start) * PAN_PX) / plotWidth;
    window.gc?.();
    await nextFrame();
    const timing = await measure(l.el, () => l.pan({ start: begin.start + dt, end: begin.end + dt }), tag);
    l.afterPan();
    return timing;
  },
  /** damtherm's window (to check that the steps moved it). */
  view(): string {
    return LIB === 'damtherm' ? JSON.stringify(engine?.store()?.get()) : '';
  },
};

window.bench = bench;

/**
 * The timing protocol of the chart benchmark, the same in every library's page:
 *   t0 → the library's own set-up and render (damtherm: createRoot, DamProvider and the component, rendered
 *   with flushSync; uPlot and ECharts: their constructors) → let queued microtasks run (uPlot commits in one)
 *   → force style and layout → read one pixel of every canvas under the element, which makes Chromium
 *   rasterise the recorded canvas commands now → t1 = "rasterised" → wait for the next animation frame → read
 *   one pixel of every canvas again → t2 = "frame".
 * No task boundary lies between t0 and t1, so no frame of the browser's own runs in between. A library that
 * draws in an animation frame (lightweight-charts: its effect only schedules the drawing) has drawn nothing
 * at t1; its drawing runs in the next frame's callbacks before ours, and the second pixel read rasterises it,
 * so "frame" counts it in full (for the others that read finds the canvases rasterised already).
 */

import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export interface Timing {
  /** Until every canvas is rasterised (script, layout and raster). */
  drawn: number;
  /** Until drawn plus the next animation frame. */
  frame: number;
  /** The split of `drawn`. */
  script: number;
  layout: number;
  raster: number;
  /** Non-transparent canvas pixels after the run (to check that the library really drew). */
  ink: number;
}

declare global {
  interface Window {
    /** Set by run.ts's `--profile`: measure() records a CPU profile of its window. */
    benchProfile?: boolean;
  }
}

export const WIDTH = 1600;
export const HEIGHT = 600;
/** BayCurve's colours of average, inlet, outlet and air (light theme) and its line widths, for the peers. */
export const COLORS = ['#0b63c5', '#0f766e', '#7c3aed', '#b45309'];
export const WIDTHS = [2, 1.5, 1.5, 1.5];

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(0);
  });

/** Reads one pixel of every canvas under `el`: Chromium rasterises the commands recorded on it first. */
function rasterise(el: HTMLElement) {
  for (const c of el.querySelectorAll('canvas')) {
    if (c.width > 0 && c.height > 0) c.getContext('2d')?.getImageData(0, 0, 1, 1);
  }
}

async function drainMicrotasks() {
  for (let i = 0; i < 4; i++) await Promise.resolve();
}

/** Non-transparent pixels over all canvases under `el`. */
export function inkOf(el: HTMLElement): number {
  let ink = 0;
  for (const c of el.querySelectorAll('canvas')) {
    if (c.width === 0 || c.height === 0) continue;
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) ink++;
  }
  return ink;
}

/** Times `action` (which renders into `el`) until rasterised and until the next frame. */
export async function measure(el: HTMLElement, action: () => void): Promise<Timing> {
  // `--profile` samples this window alone (run.ts sets the flag, under a profile of its own that takes the start-up).
  const profiling = window.benchProfile === true;
  if (profiling) console.profile('measure');
  const t0 = performance.now();
  action();
  await drainMicrotasks();
  const ta = performance.now();
  void el.getBoundingClientRect().width;
  const tb = performance.now();
  rasterise(el);
  const t1 = performance.now();
  if (profiling) console.profileEnd('measure');
  await nextFrame();
  rasterise(el);
  const t2 = performance.now();
  return { drawn: t1 - t0, frame: t2 - t0, script: ta - t0, layout: tb - ta, raster: t1 - tb, ink: 0 };
}

/** A box of the benchmark's size in the page. */
export function box(height?: number): HTMLDivElement {
  const el = document.createElement('div');
  el.style.width = `${WIDTH}px`;
  el.dataset.bench = '';
  if (height) el.style.height = `${height}px`;
  document.body.append(el);
  return el;
}

/** The case a page runs: `?case=<name>`. */
export const caseParam = () => new URLSearchParams(location.search).get('case') ?? '';

/** Renders `element` into a new React root on `el`, synchronously (its effects included), as every page does. */
export function renderRoot(el: HTMLElement, element: ReactElement): void {
  const root = createRoot(el);
  flushSync(() => root.render(element));
}

/** A cold run of a page: a fresh box, the page's element (made inside the timing) rendered into it, timed. */
export async function coldRun(element: () => ReactElement): Promise<Timing> {
  await nextFrame();
  const el = box();
  const timing = await measure(el, () => renderRoot(el, element()));
  return { ...timing, ink: inkOf(el) };
}

import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MARGIN } from './engine';

/** Browser-test helpers for the charts: their plot, a pointer moved over it, and their (or the map's) first frame. */

/** The plot: the one element that takes pointer and keyboard input (`role="application"`). */
export function plot(): HTMLElement {
  return document.querySelector<HTMLElement>('[role="application"]')!;
}

/** Moves a pointer over the plot at a fraction of its drawing width, half-way down (synthetic: exact). */
export function pointAt(fraction: number, pointerType: 'mouse' | 'touch' = 'mouse', type = 'pointermove') {
  const el = plot();
  const r = el.getBoundingClientRect();
  el.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      clientX: r.left + MARGIN.left + (r.width - MARGIN.left - MARGIN.right) * fraction,
      clientY: r.top + r.height / 2,
      pointerType,
      pointerId: 7,
    }),
  );
}

/**
 * Renders `ui` synchronously into a host `width` px wide, as a portal's first render does, so a test can read
 * the first frame before anything scheduled after the paint (the candlestick's date picker, the overview
 * strip) has mounted.
 */
export function renderFirstFrame(ui: ReactElement, width: number) {
  const host = document.createElement('div');
  host.style.width = `${width}px`;
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(ui));
  return {
    host,
    /** Text and box of each element matching `selector`, in document order. */
    boxes: (selector: string) =>
      [...host.querySelectorAll<HTMLElement>(selector)].map((el) => {
        const r = el.getBoundingClientRect();
        return { text: el.textContent, x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}

/** What a plot says it drew: its window, the range of each value axis and the colour of each line. */
export interface PlotTruth {
  view: { start: number; end: number };
  left: [number, number] | null;
  right: [number, number] | null;
  strokes: Record<string, string>;
  series: string[];
}

const range = (text: string | undefined): [number, number] | null => {
  if (!text) return null;
  const [lo, hi] = text.split(' ').map(Number);
  return [lo!, hi!];
};

/** Reads the window, axis ranges and stroke colours a plot exposes on its `data-*` attributes. */
export function plotTruth(el: HTMLElement): PlotTruth {
  const d = el.dataset;
  return {
    view: { start: Number(d.viewStart), end: Number(d.viewEnd) },
    left: range(d.yLeft),
    right: range(d.yRight),
    strokes: JSON.parse(d.strokes ?? '{}'),
    series: d.series ? d.series.split(',') : [],
  };
}

/** Lowest and highest value of a series with a time in [start, end] (NaN gaps skipped); null when none. */
export function extentInView(
  time: ArrayLike<number>,
  value: ArrayLike<number>,
  view: { start: number; end: number },
): [number, number] | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < time.length; i++) {
    const t = time[i]!;
    const v = value[i]!;
    // The plot marks its window rounded to the millisecond.
    if (t < view.start - 1 || t > view.end + 1 || Number.isNaN(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return lo <= hi ? [lo, hi] : null;
}

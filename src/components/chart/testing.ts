import { MARGIN } from './engine';

/** Browser-test helpers for the charts: their plot, and a pointer moved over it. */

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

import * as styles from './chart.css';
import { EDGE } from './timeTicks';
import type { AxisTick, ChartFrame } from './types';

/**
 * Axes and grid of a frame as SVG under the canvas: horizontal grid lines at the value ticks, tick labels of
 * the time axis and of one or two value axes, and the unit of each value axis at its top. Written straight
 * into the SVG element after each frame (like d3-axis), reusing the text nodes it made before, so zoom and pan
 * update a few attributes and no component re-renders. The SVG is hidden from assistive technology: the
 * chart's text summary says what the axes show.
 */

const NS = 'http://www.w3.org/2000/svg';

interface Pool {
  group: SVGGElement;
  nodes: SVGTextElement[];
}

function element<K extends keyof SVGElementTagNameMap>(name: K, className: string): SVGElementTagNameMap[K] {
  const el = document.createElementNS(NS, name);
  el.setAttribute('class', className);
  return el;
}

function set(el: Element, name: string, value: string) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

function setText(el: SVGTextElement, text: string) {
  if (el.textContent !== text) el.textContent = text;
}

/** Writes `ticks` into the pool's text nodes: position from `place`, extra nodes hidden. */
function fill(pool: Pool, ticks: readonly AxisTick[], place: (t: AxisTick, node: SVGTextElement) => void) {
  while (pool.nodes.length < ticks.length) {
    const node = element('text', styles.tickText);
    pool.group.append(node);
    pool.nodes.push(node);
  }
  for (let i = 0; i < pool.nodes.length; i++) {
    const node = pool.nodes[i]!;
    const t = ticks[i];
    if (!t) {
      set(node, 'display', 'none');
      continue;
    }
    node.removeAttribute('display');
    place(t, node);
    setText(node, t.label);
  }
}

export interface AxesRenderer {
  /** Draws the axes of a frame. */
  update(frame: ChartFrame): void;
}

/** An axes renderer writing into `svg` (which it empties first). */
export function createAxesRenderer(svg: SVGSVGElement): AxesRenderer {
  svg.replaceChildren();
  const grid = element('path', styles.gridLine);
  const marks = element('path', styles.axisLine);
  const pool = (): Pool => ({ group: element('g', ''), nodes: [] });
  const left = pool();
  const right = pool();
  const bottom = pool();
  const leftUnit = element('text', styles.unitText);
  const rightUnit = element('text', styles.unitText);
  set(leftUnit, 'text-anchor', 'end');
  svg.append(grid, marks, left.group, right.group, bottom.group, leftUnit, rightUnit);

  return {
    update(frame) {
      const { plot, width, height, xTicks } = frame;
      set(svg, 'width', String(width));
      set(svg, 'height', String(height));
      const base = plot.top + plot.height;
      const gridTicks = frame.left?.ticks ?? frame.right?.ticks ?? [];
      let d = '';
      for (const t of gridTicks) d += `M${plot.left} ${Math.round(plot.top + t.pos) + 0.5}h${plot.width}`;
      set(grid, 'd', d);
      let m = `M${plot.left} ${base + 0.5}h${plot.width}`;
      for (const t of xTicks) m += `M${Math.round(plot.left + t.pos) + 0.5} ${base}v5`;
      set(marks, 'd', m);

      fill(left, frame.left?.ticks ?? [], (t, node) => {
        set(node, 'x', String(plot.left - 6));
        set(node, 'y', String(plot.top + t.pos));
        set(node, 'dy', '0.32em');
        set(node, 'text-anchor', 'end');
      });
      fill(right, frame.right?.ticks ?? [], (t, node) => {
        set(node, 'x', String(plot.left + plot.width + 6));
        set(node, 'y', String(plot.top + t.pos));
        set(node, 'dy', '0.32em');
        set(node, 'text-anchor', 'start');
      });
      fill(bottom, xTicks, (t, node) => {
        set(node, 'x', String(plot.left + t.pos));
        set(node, 'y', String(base + 8));
        set(node, 'dy', '0.9em');
        set(node, 'text-anchor', t.pos < EDGE ? 'start' : t.pos > plot.width - EDGE ? 'end' : 'middle');
        if (t.major) set(node, 'data-major', 'true');
        else node.removeAttribute('data-major');
      });

      set(leftUnit, 'x', String(plot.left - 6));
      set(leftUnit, 'y', String(plot.top - 10));
      setText(leftUnit, frame.left?.unit ?? '');
      set(rightUnit, 'x', String(plot.left + plot.width + 6));
      set(rightUnit, 'y', String(plot.top - 10));
      setText(rightUnit, frame.right?.unit ?? '');
    },
  };
}

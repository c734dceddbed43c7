import type { CurveFactory } from 'd3-shape';
import type { LineBuffer } from './decimate';
import type { ValueScale } from './types';

/**
 * Canvas drawing of the decimated marks. The buffers are mapped to pixels in place first; a line is then a
 * path of moveTo/lineTo, broken where a value is NaN, and a band per dense column. (d3-shape's line generator did this job at first; its
 * ESM build is a single module that bundlers cannot tree-shake, and it cost 3.8 KB min+gzip of the 30 KB budget
 * of `import { BayCurve }` for a dozen lines of code, so the path is written here.)
 */

/** How a line looks on the canvas (colors already resolved to concrete CSS colors). */
export interface LineLook {
  color: string;
  width: number;
  dash: readonly number[] | undefined;
  markers: boolean;
  /** Device pixels per CSS pixel (the context is scaled by it). */
  dpr: number;
  /** A d3-shape curve (`curveStepAfter` for setpoints): the decimated points are drawn through it. */
  curve?: CurveFactory;
}

/** Maps the values of `buf` to pixel rows of the plot area, in place. */
export function mapToPixels(buf: LineBuffer, y: ValueScale): void {
  const ys = buf.y;
  for (let i = 0; i < buf.length; i++) ys[i] = y(ys[i]!);
}

/**
 * Draws the (pixel-mapped) buffer, with markers when asked. Decimate puts the points of one device-pixel
 * column on the same x; the stroke enters a column from the previous one and leaves it at its last point.
 * - A column whose points lie along that one segment (within half a line width) is passed by it alone.
 * - A taller column, or one whose points reach further out, is filled as a band from its lowest to its
 *   highest point, the pixels a stroke of it would cover; neighbouring bands reach halfway to each other's
 *   ends, where the segment between them would pass, instead of a stroked segment.
 * So Chromium rasterises few segments, all of them long, and rectangles. Stroked point by point, a series
 * that swings across the plot within every column (a year of air temperature) meant thousands of overlapping
 * plot-high segments and their round joins (250 ms for one series); the short segments and joins within and
 * between the columns of a smooth, slightly noisy line cost as much again as the rest of it (the bay chart's
 * average: 11 → 3 ms). The bands' edges lie on whole device pixels: Chromium fills an aligned rectangle much
 * faster than one with partly covered pixels along its edges.
 */
export function drawLine(ctx: CanvasRenderingContext2D, buf: LineBuffer, look: LineLook): void {
  const xs = buf.x;
  const ys = buf.y;
  const n = buf.length;
  if (n === 0) return;
  if (look.curve || look.width <= 0) {
    drawCurve(ctx, buf, look, look.curve);
    return;
  }
  const { width, dpr } = look;
  const snap = (v: number) => Math.round(v * dpr) / dpr;
  const band = (x: number, lo: number, hi: number) => {
    // x is a device pixel's centre (decimate's column), so a band is at least one device pixel wide.
    const left = snap(x - width / 2);
    const top = snap(lo - width / 2);
    ctx.fillRect(left, top, snap(x + width / 2) - left, snap(hi + width / 2) - top);
  };
  // Decimate's columns are one device pixel apart; a lone point between them may be nearer.
  const neighbour = 1.5 / dpr;
  applyLook(ctx, look);
  ctx.beginPath();
  // Runs of defined points become sub-paths; a run of one column that is no band (a lone reading between
  // gaps, or a few within one pixel) gets a dot.
  let run = 0;
  const lone: number[] = [];
  // The previous column of the run: its band is filled once it is known how far it reaches to this one.
  let px = 0;
  let pLo = 0;
  let pHi = 0;
  let pLast = 0;
  let pBand = false;
  // A run ends (at a gap or the buffer's end, `lastIndex` its last point): its last band is filled.
  const endRun = (lastIndex: number) => {
    if (run > 0 && pBand) band(px, pLo, pHi);
    if (run === 1 && !pBand) lone.push(lastIndex);
  };
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (Number.isNaN(y)) {
      endRun(i - 1);
      run = 0;
      continue;
    }
    let lo = y;
    let hi = y;
    let j = i;
    while (j + 1 < n && xs[j + 1] === x && !Number.isNaN(ys[j + 1]!)) {
      lo = Math.min(lo, ys[++j]!);
      hi = Math.max(hi, ys[j]!);
    }
    // Band or one segment (above); the stroke enters from the previous column's last point, or starts here.
    const last = ys[j]!;
    const entry = run === 0 ? y : pLast;
    const isBand =
      hi - lo > 2 * width || Math.max(Math.min(entry, last) - lo, hi - Math.max(entry, last)) > width / 2;
    const joined = run > 0 && pBand && isBand && x - px <= neighbour;
    if (joined) {
      const mid = (pLast + y) / 2;
      pLo = Math.min(pLo, mid);
      pHi = Math.max(pHi, mid);
      lo = Math.min(lo, mid);
      hi = Math.max(hi, mid);
    }
    if (run > 0 && pBand) band(px, pLo, pHi);
    if (!joined) {
      if (run > 0 && pBand) ctx.moveTo(px, pLast);
      if (run === 0) ctx.moveTo(x, y);
      else if (isBand) ctx.lineTo(x, y);
      if (!isBand && (run > 0 || last !== y)) ctx.lineTo(x, last);
    }
    run++;
    px = x;
    pLo = lo;
    pHi = hi;
    pLast = last;
    pBand = isBand;
    i = j;
  }
  endRun(n - 1);
  ctx.stroke();
  if (look.markers) drawDots(ctx, buf, look.width);
  else if (lone.length > 0) drawDots(ctx, buf, look.width, lone);
}

/** The line's colour (for strokes, bands and dots), width, joins and dashes. */
function applyLook(ctx: CanvasRenderingContext2D, look: Omit<LineLook, 'curve'>): void {
  ctx.strokeStyle = ctx.fillStyle = look.color;
  ctx.lineWidth = look.width;
  ctx.lineJoin = 'round';
  ctx.setLineDash(look.dash ? [...look.dash] : []);
}

/** Filled dots at the (pixel-mapped) points of `buf`, or at `only` those indices; none at a gap. */
function drawDots(
  ctx: CanvasRenderingContext2D,
  buf: LineBuffer,
  width: number,
  only?: readonly number[],
): void {
  const r = Math.max(2.5, width + 1);
  ctx.beginPath();
  const dot = (i: number) => {
    const y = buf.y[i]!;
    if (Number.isNaN(y)) return;
    ctx.moveTo(buf.x[i]! + r, y);
    ctx.arc(buf.x[i]!, y, r, 0, Math.PI * 2);
  };
  if (only) for (const i of only) dot(i);
  else for (let i = 0; i < buf.length; i++) dot(i);
  ctx.fill();
}

/**
 * Draws the (pixel-mapped) buffer through a d3-shape curve, as d3's line generator does with a canvas context:
 * each run of defined points is one `lineStart … point … lineEnd` of the curve. Decimation keeps the first,
 * lowest, highest and last point of every pixel column, so a step curve steps through every extreme. Without
 * a curve (a width of 0), only the markers.
 */
function drawCurve(
  ctx: CanvasRenderingContext2D,
  buf: LineBuffer,
  look: Omit<LineLook, 'curve'>,
  curve: CurveFactory | undefined,
): void {
  applyLook(ctx, look);
  if (curve && look.width > 0) strokeCurve(ctx, buf, curve);
  if (look.markers) drawDots(ctx, buf, look.width);
}

function strokeCurve(ctx: CanvasRenderingContext2D, buf: LineBuffer, curve: CurveFactory): void {
  const xs = buf.x;
  const ys = buf.y;
  ctx.beginPath();
  const path = curve(ctx);
  let open = false;
  for (let i = 0; i < buf.length; i++) {
    const y = ys[i]!;
    if (Number.isNaN(y)) {
      if (open) path.lineEnd();
      open = false;
      continue;
    }
    if (!open) path.lineStart();
    open = true;
    path.point(xs[i]!, y);
  }
  if (open) path.lineEnd();
  ctx.stroke();
}

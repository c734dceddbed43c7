import type { LineBuffer } from './decimate';
import type { Affine } from './types';

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
}

/** Maps the values of `buf` to pixel rows of the plot area, in place. */
export function mapToPixels(buf: LineBuffer, y: Affine): void {
  const ys = buf.y;
  const { k, offset } = y;
  for (let i = 0; i < buf.length; i++) ys[i] = offset + ys[i]! * k;
}

/**
 * Draws the (pixel-mapped) buffer, with markers when asked. The points of one device-pixel column (decimate
 * puts them on the same x) that span more than two line widths are filled as one band from their lowest to
 * their highest, the pixels a stroke of it would cover; only the segments between columns are stroked.
 * Stroked as one zig-zag, a series that swings across the plot within every column (a year of air
 * temperature) made Chromium rasterise thousands of overlapping plot-high segments and their round joins,
 * many times the work of the same pixels as rectangles. The bands' edges lie on whole device pixels: Chromium
 * fills an aligned rectangle much faster than one with partly covered pixels along its edges (a year of air
 * temperature on the bay chart: 55 → 33 ms to rasterise).
 */
export function drawLine(ctx: CanvasRenderingContext2D, buf: LineBuffer, look: LineLook): void {
  const xs = buf.x;
  const ys = buf.y;
  const n = buf.length;
  if (n === 0) return;
  const { width, dpr } = look;
  const snap = (v: number) => Math.round(v * dpr) / dpr;
  ctx.strokeStyle = ctx.fillStyle = look.color;
  ctx.lineWidth = width;
  ctx.lineJoin = 'round';
  ctx.setLineDash(look.dash ? [...look.dash] : []);
  ctx.beginPath();
  // Runs of defined points become sub-paths; a run of one point (a lone reading between gaps) gets a dot.
  let run = 0;
  const lone: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (Number.isNaN(y)) {
      if (run === 1) lone.push(i - 1);
      run = 0;
      continue;
    }
    if (run++ === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
    let lo = y;
    let hi = y;
    let j = i;
    while (j + 1 < n && xs[j + 1] === x && !Number.isNaN(ys[j + 1]!)) {
      lo = Math.min(lo, ys[++j]!);
      hi = Math.max(hi, ys[j]!);
    }
    // A tall column becomes a band (fillRect leaves the path alone; the path goes on from the column's last
    // point); a short one stays in the stroke, so a smooth line keeps its joins.
    if (hi - lo > 2 * width) {
      // x is a device pixel's centre (decimate's column), so a band is at least one device pixel wide.
      const left = snap(x - width / 2);
      const top = snap(lo - width / 2);
      ctx.fillRect(left, top, snap(x + width / 2) - left, snap(hi + width / 2) - top);
      ctx.moveTo(x, ys[j]!);
      run += j - i;
      i = j;
    }
  }
  if (run === 1) lone.push(n - 1);
  ctx.stroke();
  if (!look.markers && lone.length === 0) return;
  const r = Math.max(2.5, look.width + 1);
  ctx.beginPath();
  const dot = (i: number) => {
    const y = ys[i]!;
    if (Number.isNaN(y)) return;
    ctx.moveTo(xs[i]! + r, y);
    ctx.arc(xs[i]!, y, r, 0, Math.PI * 2);
  };
  if (look.markers) for (let i = 0; i < n; i++) dot(i);
  else for (const i of lone) dot(i);
  ctx.fill();
}

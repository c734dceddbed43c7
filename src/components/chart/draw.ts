import type { LineBuffer } from './decimate';
import type { Affine } from './types';

/**
 * Canvas drawing of the decimated marks. The buffers are mapped to pixels in place first; a line is then one
 * path of moveTo/lineTo, broken where a value is NaN. (d3-shape's line generator did this job at first; its
 * ESM build is a single module that bundlers cannot tree-shake, and it cost 3.8 KB min+gzip of the 30 KB budget
 * of `import { BayCurve }` for a dozen lines of code, so the path is written here.)
 */

/** How a line looks on the canvas (colors already resolved to concrete CSS colors). */
export interface LineLook {
  color: string;
  width: number;
  dash: readonly number[] | undefined;
  markers: boolean;
}

/** Maps the values of `buf` to pixel rows of the plot area, in place. */
export function mapToPixels(buf: LineBuffer, y: Affine): void {
  const ys = buf.y;
  const { k, offset } = y;
  for (let i = 0; i < buf.length; i++) ys[i] = offset + ys[i]! * k;
}

/** Strokes the (pixel-mapped) buffer as one path, with markers when asked. */
export function drawLine(ctx: CanvasRenderingContext2D, buf: LineBuffer, look: LineLook): void {
  const xs = buf.x;
  const ys = buf.y;
  const n = buf.length;
  if (n === 0) return;
  ctx.beginPath();
  // Runs of defined points become sub-paths; a run of one point (a lone reading between gaps) gets a dot.
  let run = 0;
  const lone: number[] = [];
  for (let i = 0; i < n; i++) {
    const y = ys[i]!;
    if (Number.isNaN(y)) {
      if (run === 1) lone.push(i - 1);
      run = 0;
      continue;
    }
    if (run === 0) ctx.moveTo(xs[i]!, y);
    else ctx.lineTo(xs[i]!, y);
    run++;
  }
  if (run === 1) lone.push(n - 1);
  ctx.strokeStyle = look.color;
  ctx.lineWidth = look.width;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'butt';
  ctx.setLineDash(look.dash ? [...look.dash] : []);
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
  ctx.fillStyle = look.color;
  ctx.fill();
}

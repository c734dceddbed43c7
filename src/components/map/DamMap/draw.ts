import { holeIsHigh } from '../../../domain';
import {
  BLOCK_WIDTH,
  bayLabelsShown,
  blockX,
  crossLinesShown,
  elevationY,
  groutLabelsShown,
  liftUnits,
  scaleToZoom,
  yElevation,
} from './geometry';
import { groutLabelMode, lineCrossesText, tickHiddenByName } from './labelPlacement';
import { niceTicks } from './niceTicks';
import type { BayStyles } from './overlay';
import { forEachVisible, type Scene } from './scene';

/** Theme colors the canvas uses, read from the `--dam-*` custom properties. */
export interface MapColors {
  background: string;
  bay: string;
  bayInk: string;
  outline: string;
  text: string;
  muted: string;
  accent: string;
  focus: string;
  surface: string;
  fontFamily: string;
}

/** The view's transform: screen = (x, y) + k · world. */
export interface ViewTransform {
  k: number;
  x: number;
  y: number;
}

export interface DrawInput {
  scene: Scene;
  styles: BayStyles;
  transform: ViewTransform;
  /** CSS pixels. */
  width: number;
  height: number;
  dpr: number;
  colors: MapColors;
  /** Bay under keyboard focus (-1 none) and whether the canvas shows its focus ring. */
  focusIndex: number;
  focusVisible: boolean;
  /** Bay the screen marks as selected (-1 none). */
  selectedIndex: number;
  /** Reusable buffer for the visible bay indices (length ≥ bay count). */
  buffer: Int32Array;
  /** A screen's own drawing, between the labels and the focus ring (CSS-pixel context, saved and restored). */
  layers?: (ctx: CanvasRenderingContext2D) => void;
}

/** What the last frame drew, exposed on the canvas as data attributes (tests, the text alternative). */
export interface DrawStats {
  zoom: number;
  visible: number;
  labels: number;
  groutLabels: number;
  crossLines: number;
}

/** Reused between frames: screen rectangles of the visible bays. */
let rects = new Float64Array(0);
/** Widths of the zone and cross-line names, by font and text: measured once, not on every frame of a gesture. */
const textWidths = new Map<string, number>();

/** The width of `text` in `font`, which must be the context's font now. */
function widthOf(ctx: CanvasRenderingContext2D, font: string, text: string): number {
  const key = `${font}|${text}`;
  let width = textWidths.get(key);
  if (width === undefined) {
    width = ctx.measureText(text).width;
    if (textWidths.size > 2000) textWidths.clear();
    textWidths.set(key, width);
  }
  return width;
}

/** A hive's label as drawn: its lines for the room it has. */
interface Label {
  fits: number;
  lines: readonly string[];
}
/** Labels by bay, kept as long as the overlay styles are the same object (new styles, new labels). */
const labelCache = new WeakMap<BayStyles, Map<number, Label>>();

/** The label cache of these overlay styles (looked up once a frame, not once a label). */
function labelsOf(styles: BayStyles): Map<number, Label> {
  let byHive = labelCache.get(styles);
  if (!byHive) {
    byHive = new Map();
    labelCache.set(styles, byHive);
  }
  return byHive;
}

function labelOf(
  styles: BayStyles,
  byHive: Map<number, Label>,
  index: number,
  name: string,
  fits: number,
): readonly string[] {
  const known = byHive.get(index);
  if (known && known.fits === fits) return known.lines;
  const extra = styles.linesOf(index);
  const lines =
    extra.length === 0
      ? [name]
      : fits === 1
        ? [`${name} ${extra[0]}`]
        : [name, ...extra.slice(0, Math.min(fits, extra.length + 1) - 1)];
  byHive.set(index, { fits, lines });
  return lines;
}

const LABEL_FONT_PX = 12;
const LINE_PX = 14;
const GROUT_FONT_PX = 11;
const AXIS_FONT_PX = 11;
const AXIS_GUTTER = 40;
const AXIS_BAND = 18;
/** Cross lines: 6 px dashes, 4 px apart. */
const CROSS_DASH = [6, 4];
const DASH_PERIOD = CROSS_DASH[0]! + CROSS_DASH[1]!;

/**
 * Draws one frame: the bays in view as filled rectangles batched by color, grouting-zone boundaries, block
 * lines, holes, cross lines, labels (bays in view only, above zoom 5), grouting-zone labels (above zoom 3),
 * the focus ring and the elevation and block axes. Returns what it drew.
 */
export function drawMap(ctx: CanvasRenderingContext2D, input: DrawInput): DrawStats {
  const { scene, styles, transform, width, height, dpr, colors, buffer } = input;
  const { k, x: tx, y: ty } = transform;
  const zoom = scaleToZoom(k);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, width, height);
  const stats: DrawStats = { zoom, visible: 0, labels: 0, groutLabels: 0, crossLines: 0 };
  if (!scene.bounds) return stats;

  // Device-pixel snapping: neighbouring lifts share an edge, so no hairline gaps between them.
  const sx = (wx: number) => Math.round((tx + k * wx) * dpr) / dpr;
  const sy = (wy: number) => Math.round((ty + k * wy) * dpr) / dpr;
  const wx0 = -tx / k;
  const wx1 = (width - tx) / k;
  const wy0 = -ty / k;
  const wy1 = (height - ty) / k;

  let count = 0;
  forEachVisible(scene, wx0, wx1, wy0, wy1, (i) => {
    buffer[count++] = i;
  });
  stats.visible = count;
  const hives = scene.bays;
  const { fill, palette, ink } = styles;

  // Screen rectangles of the bays in view, snapped once: [left, top, right, bottom] per visible bay.
  if (rects.length < count * 4) rects = new Float64Array(Math.max(count * 4, rects.length * 2));
  for (let j = 0; j < count; j++) {
    const h = hives[buffer[j]!]!;
    const x = blockX(h.block);
    rects[j * 4] = sx(x);
    rects[j * 4 + 1] = sy(elevationY(h.top));
    rects[j * 4 + 2] = sx(x + BLOCK_WIDTH);
    rects[j * 4 + 3] = sy(elevationY(h.bottom));
  }

  // Fills as axis-aligned rectangles (no path, no antialiasing work). The visible bays come column by
  // column, bottom to top, so runs of touching lifts are easy to find.
  const liftPx = k * liftUnits(3);
  const outlined = liftPx >= 6;
  const line = 1 / dpr;
  const touches = (j: number, left: number, top: number) =>
    j > 0 &&
    rects[(j - 1) * 4] === left &&
    Math.abs(rects[(j - 1) * 4 + 1]! - rects[j * 4 + 3]!) < 0.01 &&
    top < rects[(j - 1) * 4 + 1]!;
  let current = '';
  const paint = (color: string, x: number, y: number, w: number, h: number) => {
    if (color !== current) {
      ctx.fillStyle = color;
      current = color;
    }
    ctx.fillRect(x, y, w, h);
  };
  if (outlined) {
    // Once lifts are tall enough on screen to tell apart, each run of touching lifts is first filled with
    // the outline color and every lift then painted inset by a device pixel: the outlines cost no extra
    // drawing call per lift.
    let runStart = 0;
    for (let j = 1; j <= count; j++) {
      if (j < count && touches(j, rects[j * 4]!, rects[j * 4 + 1]!)) continue;
      const first = runStart * 4;
      const last = (j - 1) * 4;
      paint(
        colors.outline,
        rects[first]!,
        rects[last + 1]!,
        rects[first + 2]! - rects[first]!,
        rects[first + 3]! - rects[last + 1]!,
      );
      runStart = j;
    }
    for (let j = 0; j < count; j++) {
      const left = rects[j * 4]!;
      const top = rects[j * 4 + 1]!;
      paint(
        palette[fill[buffer[j]!]!] || colors.bay,
        left + line,
        top + line,
        rects[j * 4 + 2]! - left - 2 * line,
        rects[j * 4 + 3]! - top - line,
      );
    }
  } else {
    // Zoomed out: neighbouring lifts of one color in a column become one rectangle.
    let runLeft = 0;
    let runRight = 0;
    let runTop = 0;
    let runBottom = 0;
    let runColor = '';
    for (let j = 0; j <= count; j++) {
      const color = j < count ? palette[fill[buffer[j]!]!] || colors.bay : '';
      const left = rects[j * 4] ?? 0;
      const top = rects[j * 4 + 1] ?? 0;
      const bottom = rects[j * 4 + 3] ?? 0;
      if (j < count && color === runColor && left === runLeft && Math.abs(bottom - runTop) < 0.01) {
        runTop = top;
        continue;
      }
      if (runColor) paint(runColor, runLeft, runTop, runRight - runLeft, runBottom - runTop);
      runColor = color;
      runLeft = left;
      runRight = rects[j * 4 + 2] ?? 0;
      runTop = top;
      runBottom = bottom;
    }
  }

  // Grouting-zone boundaries inside the columns.
  const zb = scene.zoneBoundaries;
  if (zb.length > 0 && k >= 2) {
    ctx.beginPath();
    for (let b = 0; b < zb.length; b += 3) {
      const y = elevationY(zb[b + 2]!);
      if (y < wy0 || y > wy1 || zb[b + 1]! < wx0 || zb[b]! > wx1) continue;
      ctx.moveTo(sx(zb[b]!), sy(y));
      ctx.lineTo(sx(zb[b + 1]!), sy(y));
    }
    ctx.lineWidth = Math.min(3, Math.max(1, k / 16));
    ctx.strokeStyle = colors.muted;
    ctx.stroke();
  }

  // Block lines (joints between blocks).
  if (scene.blockLines.length > 0) {
    ctx.beginPath();
    for (const line of scene.blockLines) {
      const x = blockX(line.block);
      if (x < wx0 || x > wx1) continue;
      ctx.moveTo(sx(x), sy(elevationY(line.top)));
      ctx.lineTo(sx(x), sy(elevationY(line.bottom)));
    }
    ctx.lineWidth = Math.min(3, Math.max(1.5, k / 12));
    ctx.strokeStyle = colors.text;
    ctx.stroke();
  }

  drawHoles(ctx, input, sx, sy);

  // Cross lines, above zoom 5; their names are written in the elevation gutter (drawAxes), not over the bays.
  const crossLabels: { text: string; y: number }[] = [];
  const crossYs: number[] = [];
  if (crossLinesShown(zoom) && scene.crossLines.length > 0) {
    ctx.save();
    ctx.setLineDash(CROSS_DASH);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = colors.accent;
    const { minBlock, maxBlock } = scene.bounds;
    for (const line of scene.crossLines) {
      const y = elevationY(line.elevation);
      if (y < wy0 || y > wy1) continue;
      const xa = blockX(line.fromBlock ?? minBlock);
      const xb = blockX((line.toBlock ?? maxBlock) + 1);
      if (xb < wx0 || xa > wx1) continue;
      // Only the part in view is stroked (a line across the dam is thousands of pixels long at high zoom,
      // and the dashes are made along all of it); the dash offset keeps the pattern where it was.
      const from = sx(xa);
      const start = Math.max(from, -DASH_PERIOD);
      ctx.lineDashOffset = (start - from) % DASH_PERIOD;
      ctx.beginPath();
      ctx.moveTo(start, sy(y));
      ctx.lineTo(Math.min(sx(xb), width + DASH_PERIOD), sy(y));
      ctx.stroke();
      crossYs.push(sy(y));
      if (line.label) crossLabels.push({ text: line.label, y: sy(y) });
      stats.crossLines++;
    }
    ctx.restore();
  }

  // Bay labels, above zoom 5, for the bays in view only. Drawn as text every frame: copying them from an
  // atlas canvas cost more than fillText (a pan step at CPU 4× about 2 ms more, 30 ms more at a phone's pixel
  // ratio of 3).
  if (bayLabelsShown(zoom)) {
    ctx.font = `${LABEL_FONT_PX}px ${colors.fontFamily}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const byHive = labelsOf(styles);
    let inkNow = '';
    for (let j = 0; j < count; j++) {
      const i = buffer[j]!;
      const top = rects[j * 4 + 1]!;
      const bottom = rects[j * 4 + 3]!;
      const hPx = bottom - top;
      if (hPx < LABEL_FONT_PX) continue;
      const fits = Math.max(1, Math.floor((hPx - 2) / LINE_PX));
      const lines = labelOf(styles, byHive, i, hives[i]!.label, fits);
      const color = ink[fill[i]!] || colors.bayInk;
      if (color !== inkNow) {
        ctx.fillStyle = color;
        inkNow = color;
      }
      const left = rects[j * 4]!;
      const right = rects[j * 4 + 2]!;
      const cx = (left + right) / 2;
      let y = (top + bottom) / 2 - ((lines.length - 1) * LINE_PX) / 2;
      const textTop = y - LINE_PX / 2;
      const textBottom = textTop + lines.length * LINE_PX;
      if (crossYs.length > 0 && lineCrossesText(crossYs, textTop, textBottom)) {
        // The dashes stop at the value: its box is painted again in the bay's own colour.
        ctx.fillStyle = palette[fill[i]!] || colors.bay;
        ctx.fillRect(
          left + 1,
          Math.max(top + 1, textTop),
          right - left - 2,
          Math.min(bottom - 1, textBottom) - Math.max(top + 1, textTop),
        );
        ctx.fillStyle = color;
      }
      for (const line of lines) {
        ctx.fillText(line, cx, y);
        y += LINE_PX;
      }
      stats.labels++;
    }
  }

  // Grouting-zone labels, above zoom 3: centred in the zone, or in its top-left corner once bay labels show;
  // each on a small plate of the surface color so it reads on any fill.
  const plates: number[] = []; // x, y, width, height of each
  const groutMode = groutLabelMode(styles.coloredBy);
  if (groutMode !== 'hidden' && groutLabelsShown(zoom) && scene.zones.length > 0) {
    const corner = bayLabelsShown(zoom);
    // The font string is kept: reading ctx.font back serialises it, once per zone.
    const groutFont = `600 ${GROUT_FONT_PX}px ${colors.fontFamily}`;
    ctx.font = groutFont;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    const low = yElevation(wy1);
    const high = yElevation(wy0);
    const names: string[] = [];
    for (const zone of scene.zones) {
      if (zone.top < low || zone.bottom > high) continue;
      const x = blockX(zone.block);
      if (x + BLOCK_WIDTH < wx0 || x > wx1) continue;
      const top = sy(elevationY(zone.top));
      const bottom = sy(elevationY(zone.bottom));
      if (bottom - top < GROUT_FONT_PX + 2) continue;
      const w = widthOf(ctx, groutFont, zone.name) + 4;
      const h = GROUT_FONT_PX + 3;
      const left = corner ? Math.max(sx(x), AXIS_GUTTER) + 2 : tx + k * (x + BLOCK_WIDTH / 2) - w / 2;
      // A corner label held at the axis only while it fits in what shows of its zone: the zones of a block
      // leaving on the left would otherwise pile onto the next block's.
      if (corner && left + w > sx(x + BLOCK_WIDTH)) continue;
      const mid = corner ? top + 2 + h / 2 : (top + bottom) / 2;
      plates.push(left, mid - h / 2, w, h);
      names.push(zone.name);
    }
    if (names.length > 0) {
      if (groutMode === 'plate') {
        ctx.globalAlpha = 0.9;
        ctx.fillStyle = colors.surface;
        ctx.beginPath();
        for (let p = 0; p < plates.length; p += 4)
          ctx.rect(plates[p]!, plates[p + 1]!, plates[p + 2]!, plates[p + 3]!);
        ctx.fill();
        ctx.globalAlpha = 1;
      }
      // Over the zone tints the names are dark text on light pastels (the palette is chosen for it).
      ctx.fillStyle = groutMode === 'plate' ? colors.text : '#17202a';
      for (let n = 0; n < names.length; n++) {
        ctx.fillText(names[n]!, plates[n * 4]! + 2, plates[n * 4 + 1]! + plates[n * 4 + 3]! / 2 + 0.5);
      }
      stats.groutLabels = names.length;
    }
  }

  if (input.layers) {
    ctx.save();
    input.layers(ctx);
    ctx.restore();
  }

  // Selected and focused bays.
  const ring = (index: number, color: string, widthPx: number) => {
    const h = hives[index];
    if (!h) return;
    const left = sx(blockX(h.block));
    const top = sy(elevationY(h.top));
    const w = sx(blockX(h.block) + BLOCK_WIDTH) - left;
    const hh = sy(elevationY(h.bottom)) - top;
    const pad = widthPx / 2 + 1;
    ctx.lineWidth = widthPx;
    ctx.strokeStyle = color;
    ctx.setLineDash([]);
    ctx.strokeRect(left - pad, top - pad, Math.max(w, 4) + 2 * pad, Math.max(hh, 4) + 2 * pad);
  };
  if (input.selectedIndex >= 0) ring(input.selectedIndex, colors.accent, 2);
  if (input.focusVisible && input.focusIndex >= 0) ring(input.focusIndex, colors.focus, 3);

  drawAxes(ctx, input, sx, crossLabels);
  return stats;
}

function drawHoles(
  ctx: CanvasRenderingContext2D,
  input: DrawInput,
  sx: (x: number) => number,
  sy: (y: number) => number,
): void {
  const { scene, colors } = input;
  if (scene.holes.length === 0) return;
  ctx.save();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = colors.text;
  for (const hole of scene.holes) {
    const col = scene.columnByBlock.get(hole.block);
    const x0 = sx(blockX(hole.block) + BLOCK_WIDTH * 0.2);
    const x1 = sx(blockX(hole.block) + BLOCK_WIDTH * 0.8);
    const yBottom = sy(elevationY(hole.lower));
    if (holeIsHigh(hole.up)) {
      // Above 800 (part 2 §4): an open-topped notch from the hole's bottom up through the block's top.
      const topElevation = Math.max(col?.top ?? hole.up, hole.lower);
      const yTop = sy(elevationY(topElevation)) - 2;
      ctx.fillStyle = colors.background;
      ctx.fillRect(x0, yTop, x1 - x0, yBottom - yTop);
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      ctx.moveTo(x0, yTop);
      ctx.lineTo(x0, yBottom);
      ctx.lineTo(x1, yBottom);
      ctx.lineTo(x1, yTop);
      ctx.stroke();
    } else {
      // A closed opening: a box with a cross.
      const yTop = sy(elevationY(hole.up));
      ctx.fillStyle = colors.background;
      ctx.fillRect(x0, yTop, x1 - x0, yBottom - yTop);
      ctx.setLineDash([]);
      ctx.strokeRect(x0, yTop, x1 - x0, yBottom - yTop);
      ctx.beginPath();
      ctx.moveTo(x0, yTop);
      ctx.lineTo(x1, yBottom);
      ctx.moveTo(x1, yTop);
      ctx.lineTo(x0, yBottom);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/**
 * Elevation ticks on the left edge and block numbers along the bottom, on opaque bands: what lies under them is
 * hidden, not faded (a bay label half under a translucent band read as a broken one).
 */
function drawAxes(
  ctx: CanvasRenderingContext2D,
  input: DrawInput,
  sx: (x: number) => number,
  crossLabels: readonly { text: string; y: number }[],
): void {
  const { scene, transform, width, height, colors } = input;
  const { k, y: ty } = transform;
  if (!scene.bounds) return;
  ctx.save();
  ctx.setLineDash([]);
  ctx.fillStyle = colors.surface;
  ctx.fillRect(0, 0, AXIS_GUTTER, height);
  ctx.fillRect(AXIS_GUTTER, height - AXIS_BAND, width - AXIS_GUTTER, AXIS_BAND);
  ctx.font = `${AXIS_FONT_PX}px ${colors.fontFamily}`;
  ctx.fillStyle = colors.text;
  ctx.strokeStyle = colors.muted;
  ctx.lineWidth = 1;

  // Elevation: round values between the top and the bottom of the plot, at screen y.
  const topElevation = yElevation((0 - ty) / k);
  const bottomElevation = yElevation((height - AXIS_BAND - ty) / k);
  const plotHeight = height - AXIS_BAND;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const nameYs: number[] = [];
  for (const label of crossLabels) if (label.y >= 6 && label.y <= plotHeight - 6) nameYs.push(label.y);
  ctx.beginPath();
  for (const tick of niceTicks(topElevation, bottomElevation, Math.max(2, Math.floor(height / 70)))) {
    const y = Math.round(((tick - topElevation) / (bottomElevation - topElevation)) * plotHeight) + 0.5;
    if (y < 6 || y > height - AXIS_BAND - 6) continue;
    if (tickHiddenByName(y, nameYs, AXIS_FONT_PX + 2)) continue;
    ctx.moveTo(AXIS_GUTTER - 4, y);
    ctx.lineTo(AXIS_GUTTER, y);
    ctx.fillText(String(tick), AXIS_GUTTER - 6, y);
  }
  ctx.stroke();

  // The elevation lines' names, in the gutter level with their lines, in the lines' colour.
  if (nameYs.length > 0) {
    ctx.fillStyle = colors.accent;
    for (const label of crossLabels) {
      if (label.y < 6 || label.y > plotHeight - 6) continue;
      ctx.fillText(label.text, AXIS_GUTTER - 3, label.y);
    }
    ctx.fillStyle = colors.text;
  }

  // Block numbers under their columns; thinned when columns are narrow.
  const columnPx = k * BLOCK_WIDTH;
  const every = Math.max(1, Math.ceil(24 / columnPx));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const col of scene.columns) {
    if (col.block % every !== 0) continue;
    const cx = (sx(col.x) + sx(col.x + BLOCK_WIDTH)) / 2;
    if (cx < AXIS_GUTTER + 8 || cx > width - 8) continue;
    ctx.fillText(`${col.block}#`, cx, height - AXIS_BAND / 2);
  }
  ctx.restore();
}

/** Canvas-space gutters the axes take, so a fitted view leaves room for them. */
export const AXIS_INSETS = { left: AXIS_GUTTER, bottom: AXIS_BAND } as const;

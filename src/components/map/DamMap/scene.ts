import { BLOCK_WIDTH, blockX, elevationY, groutZoneOf, yElevation } from './geometry';
import type { MapBay, MapBlockLine, MapCrossLine, MapHole } from './types';

/** One block's column: its bays sorted by bottom elevation, for culling and hit testing. */
export interface Column {
  block: number;
  /** World x of the column's left edge. */
  x: number;
  /** Bay indices sorted by bottom elevation, ascending. */
  order: Int32Array;
  /** Bottom elevations of `order`, ascending. */
  bottoms: Float64Array;
  /** The tallest lift of the column, metres (bounds the backward search). */
  maxHeight: number;
  /** Elevation extent of the column's bays. */
  bottom: number;
  top: number;
}

/** A grouting zone within one block: the lifts of that block carrying the same zone number. */
export interface GroutZone {
  block: number;
  zone: number;
  name: string;
  bottom: number;
  top: number;
}

/** Everything the map draws, indexed once per data change. */
export interface Scene {
  bays: readonly MapBay[];
  columns: readonly Column[];
  columnByBlock: ReadonlyMap<number, Column>;
  indexById: ReadonlyMap<string, number>;
  /** Grouting zones, by block then elevation. */
  zones: readonly GroutZone[];
  /** Boundaries between zones inside a column: [x0, x1, elevation] triples. */
  zoneBoundaries: Float64Array;
  holes: readonly MapHole[];
  blockLines: readonly MapBlockLine[];
  crossLines: readonly MapCrossLine[];
  /** Extent of the dam: blocks [minBlock, maxBlock] (columns), elevations in metres. */
  bounds: { minBlock: number; maxBlock: number; bottom: number; top: number } | null;
}

export interface SceneInput {
  bays: readonly MapBay[];
  holes?: readonly MapHole[];
  blockLines?: readonly MapBlockLine[];
  crossLines?: readonly MapCrossLine[];
}

const EMPTY: readonly never[] = [];

/** Indexes the bays (columns sorted by elevation) and derives the grouting zones. */
export function buildScene({
  bays,
  holes = EMPTY,
  blockLines = EMPTY,
  crossLines = EMPTY,
}: SceneInput): Scene {
  const n = bays.length;
  const indexById = new Map<string, number>();
  const perBlock = new Map<number, number[]>();
  let bottom = Number.POSITIVE_INFINITY;
  let top = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const h = bays[i]!;
    if (!Number.isFinite(h.top) || !Number.isFinite(h.bottom) || !Number.isFinite(h.block)) continue;
    indexById.set(h.id, i);
    let list = perBlock.get(h.block);
    if (!list) {
      list = [];
      perBlock.set(h.block, list);
    }
    list.push(i);
    if (h.bottom < bottom) bottom = h.bottom;
    if (h.top > top) top = h.top;
  }

  const columns: Column[] = [];
  for (const [block, list] of perBlock) {
    list.sort((a, b) => bays[a]!.bottom - bays[b]!.bottom);
    const order = Int32Array.from(list);
    const bottoms = new Float64Array(order.length);
    let maxHeight = 0;
    let colTop = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < order.length; j++) {
      const h = bays[order[j]!]!;
      bottoms[j] = h.bottom;
      maxHeight = Math.max(maxHeight, h.top - h.bottom);
      colTop = Math.max(colTop, h.top);
    }
    columns.push({ block, x: blockX(block), order, bottoms, maxHeight, bottom: bottoms[0]!, top: colTop });
  }
  columns.sort((a, b) => a.block - b.block);
  const columnByBlock = new Map(columns.map((c) => [c.block, c]));

  // Grouting zones: consecutive lifts of a column with the same zone number.
  const zones: GroutZone[] = [];
  const boundaries: number[] = [];
  for (const col of columns) {
    let current: GroutZone | null = null;
    for (let j = 0; j < col.order.length; j++) {
      const h = bays[col.order[j]!]!;
      const zone = groutZoneOf(h.grout, h.bottom, bottom);
      if (current && current.zone === zone) {
        current.top = Math.max(current.top, h.top);
        continue;
      }
      if (current) boundaries.push(col.x, col.x + BLOCK_WIDTH, h.bottom);
      current = { block: col.block, zone, name: h.groutName || String(zone), bottom: h.bottom, top: h.top };
      zones.push(current);
    }
  }

  return {
    bays,
    columns,
    columnByBlock,
    indexById,
    zones,
    zoneBoundaries: Float64Array.from(boundaries),
    holes,
    blockLines,
    crossLines,
    bounds:
      columns.length === 0
        ? null
        : { minBlock: columns[0]!.block, maxBlock: columns[columns.length - 1]!.block, bottom, top },
  };
}

/** Index of the first element of a sorted array that is ≥ value. */
function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Calls `visit(i)` for every bay whose rectangle meets the world rectangle [x0, x1] × [y0, y1]
 * (y0 < y1, world y grows downward). Cost: the columns in range plus the bays in view.
 */
export function forEachVisible(
  scene: Scene,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  visit: (index: number) => void,
): void {
  const low = yElevation(y1);
  const high = yElevation(y0);
  const hives = scene.bays;
  for (const col of scene.columns) {
    if (col.x + BLOCK_WIDTH < x0 || col.x > x1) continue;
    if (col.top < low || col.bottom > high) continue;
    let j = lowerBound(col.bottoms, low - col.maxHeight);
    const { order, bottoms } = col;
    for (; j < order.length && bottoms[j]! <= high; j++) {
      const i = order[j]!;
      if (hives[i]!.top >= low) visit(i);
    }
  }
}

/** The bay whose rectangle contains the world point, or -1. */
export function bayContaining(scene: Scene, x: number, y: number): number {
  const col = scene.columnByBlock.get(Math.floor(x / BLOCK_WIDTH));
  if (!col) return -1;
  const e = yElevation(y);
  // The last lift whose bottom is ≤ e, then a few below it in case lifts overlap.
  let j = lowerBound(col.bottoms, e + 1e-9) - 1;
  for (; j >= 0 && col.bottoms[j]! >= e - col.maxHeight; j--) {
    const h = scene.bays[col.order[j]!]!;
    if (h.top >= e) return col.order[j]!;
  }
  return -1;
}

/**
 * The bay under a tap: the one containing the point, else the nearest one whose rectangle lies within
 * `tolerance` world units (a finger is wider than a lift at low zoom). -1 when none is that close. The
 * search reads the columns within reach and, in each, the lifts within reach by their sorted bottoms.
 */
export function bayAt(scene: Scene, x: number, y: number, tolerance: number): number {
  const inside = bayContaining(scene, x, y);
  if (inside >= 0 || tolerance <= 0) return inside;
  let best = -1;
  let bestDistance = tolerance;
  const bays = scene.bays;
  const low = yElevation(y + tolerance);
  const high = yElevation(y - tolerance);
  for (const col of scene.columns) {
    const dx = x < col.x ? col.x - x : x > col.x + BLOCK_WIDTH ? x - col.x - BLOCK_WIDTH : 0;
    if (dx > bestDistance || col.top < low || col.bottom > high) continue;
    const { order, bottoms } = col;
    for (let j = lowerBound(bottoms, low - col.maxHeight); j < order.length && bottoms[j]! <= high; j++) {
      const h = bays[order[j]!]!;
      const ry0 = elevationY(h.top);
      const ry1 = elevationY(h.bottom);
      const dy = y < ry0 ? ry0 - y : y > ry1 ? y - ry1 : 0;
      const d = Math.hypot(dx, dy);
      if (d <= bestDistance) {
        bestDistance = d;
        best = order[j]!;
      }
    }
  }
  return best;
}

/** The neighbour of a bay for keyboard moves: up/down in its column, left/right at the nearest elevation. */
export function neighbour(scene: Scene, index: number, direction: 'up' | 'down' | 'left' | 'right'): number {
  const h = scene.bays[index];
  if (!h) return -1;
  const col = scene.columnByBlock.get(h.block);
  if (!col) return -1;
  if (direction === 'up' || direction === 'down') {
    const j = col.order.indexOf(index);
    const k = direction === 'up' ? j + 1 : j - 1;
    return k >= 0 && k < col.order.length ? col.order[k]! : index;
  }
  const at = scene.columns.indexOf(col);
  const next = scene.columns[direction === 'left' ? at - 1 : at + 1];
  if (!next) return index;
  const mid = (h.top + h.bottom) / 2;
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let j = 0; j < next.order.length; j++) {
    const o = scene.bays[next.order[j]!]!;
    const d = Math.abs((o.top + o.bottom) / 2 - mid);
    if (d < bestDistance) {
      bestDistance = d;
      best = next.order[j]!;
    }
  }
  return best >= 0 ? best : index;
}

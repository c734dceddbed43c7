/**
 * A small 3D view of the dam's hives on a 2D canvas, projection by hand: each hive is a box (block × 3
 * across, elevation / 5 up, as on the 2D map) whose thickness upstream–downstream follows a gravity-dam
 * profile (thick at the foundation, thin at the crest, so the downstream face is stepped). Faces turned away
 * are culled, hidden faces between hives are never made, the rest are painted far to near (painter's
 * algorithm) and shaded by the way they face. One finger or the mouse turns the dam, two fingers or the wheel
 * zoom; a tap returns the hive under the finger (tested on the painted faces, nearest first).
 */
import { interpolateRgb } from 'd3-interpolate';
import { scaleLinear } from 'd3-scale';
import type { MapBay } from 'damtherm/domain';
import { bandColor, stageColor, temperatureBand } from 'damtherm/domain';

export interface View3D {
  setHives(hives: readonly MapBay[]): void;
  resize(): void;
  reset(): void;
  destroy(): void;
}

export interface View3DOptions {
  onTap(hive: MapBay): void;
  onHover?(hive: MapBay | null, x: number, y: number): void;
}

/** A face ready to paint: its screen polygon (4 points), depth and colour. */
interface Face {
  points: Float64Array;
  depth: number;
  fill: string;
  hive: number;
}

const UNITS_PER_METRE = 1 / 5;
const BLOCK = 3;
/** Gravity-dam profile: thickness = crest width + slope × depth below the crest. */
const CREST_WIDTH_M = 12;
const SLOPE = 0.72;
const DEFAULT = { yaw: -0.62, pitch: -0.42, zoom: 0.78 };

type Normal = 0 | 1 | 2 | 3 | 4;
// Face normals: upstream (−Z), downstream (+Z), top (+Y), left (−X), right (+X).
const NORMALS: readonly (readonly [number, number, number])[] = [
  [0, 0, -1],
  [0, 0, 1],
  [0, 1, 0],
  [-1, 0, 0],
  [1, 0, 0],
];
const SHADE = [0, 0.18, -0.22, 0.1, 0.1];

export function createView3D(canvas: HTMLCanvasElement, options: View3DOptions): View3D {
  const ctx = canvas.getContext('2d')!;
  let hives: readonly MapBay[] = [];
  /** Boxes in world units: x0, x1, y0, y1, zDown (upstream face at z = 0), and which faces exist. */
  let boxes: {
    x0: number;
    x1: number;
    y0: number;
    y1: number;
    z1: number;
    faces: Normal[];
    strip: number;
  }[] = [];
  let centre = { x: 0, y: 0, z: 0 };
  let size = 1;
  /** The dam's bounding box in world units (what the first view fits to the canvas). */
  let bounds = { x0: 0, x1: 1, y0: 0, y1: 1, z1: 1 };
  let yaw = DEFAULT.yaw;
  let pitch = DEFAULT.pitch;
  let zoom = DEFAULT.zoom;
  let width = 0;
  let height = 0;
  let dpr = 1;
  let frame = 0;
  let painted: Face[] = [];
  const shades = new Map<string, string[]>();

  const thickness = (elevation: number, crest: number) =>
    (CREST_WIDTH_M + SLOPE * Math.max(0, crest - elevation)) * UNITS_PER_METRE;

  function colourOf(h: MapBay): string {
    if (h.temperature !== undefined)
      return bandColor(temperatureBand(h.temperature ?? null, h.closed ?? true));
    return stageColor(h.stage);
  }

  function shaded(fill: string, normal: Normal): string {
    let list = shades.get(fill);
    if (!list) {
      list = SHADE.map((s) =>
        s === 0 ? fill : s > 0 ? interpolateRgb(fill, '#000')(s) : interpolateRgb(fill, '#fff')(-s),
      );
      shades.set(fill, list);
    }
    return list[normal]!;
  }

  function build() {
    const byBlock = new Map<number, number[]>();
    let crest = Number.NEGATIVE_INFINITY;
    let low = Number.POSITIVE_INFINITY;
    hives.forEach((h, i) => {
      const list = byBlock.get(h.block) ?? [];
      list.push(i);
      byBlock.set(h.block, list);
      crest = Math.max(crest, h.top);
      low = Math.min(low, h.bottom);
    });
    const columnTop = new Map<number, number>();
    for (const [block, list] of byBlock) {
      list.sort((a, b) => hives[a]!.bottom - hives[b]!.bottom);
      columnTop.set(block, hives[list[list.length - 1]!]!.top);
    }
    boxes = new Array(hives.length);
    for (const [block, list] of byBlock) {
      const leftTop = columnTop.get(block - 1) ?? Number.NEGATIVE_INFINITY;
      const rightTop = columnTop.get(block + 1) ?? Number.NEGATIVE_INFINITY;
      list.forEach((index, j) => {
        const h = hives[index]!;
        const above = list[j + 1] === undefined ? null : hives[list[j + 1]!]!;
        const z1 = thickness(h.bottom, crest);
        const faces: Normal[] = [0, 1];
        // The top shows where nothing stands on it: the whole top of the column, or the strip of the step.
        const strip = above ? thickness(above.bottom, crest) : 0;
        if (!above || strip < z1) faces.push(2);
        if (h.top > leftTop) faces.push(3);
        if (h.top > rightTop) faces.push(4);
        boxes[index] = {
          x0: block * BLOCK,
          x1: block * BLOCK + BLOCK,
          y0: h.bottom * UNITS_PER_METRE,
          y1: h.top * UNITS_PER_METRE,
          z1,
          faces,
          strip: above ? strip : 0,
        };
      });
    }
    const blocks = [...byBlock.keys()];
    const x0 = Math.min(...blocks) * BLOCK;
    const x1 = (Math.max(...blocks) + 1) * BLOCK;
    const zMax = thickness(low, crest);
    centre = { x: (x0 + x1) / 2, y: ((low + crest) / 2) * UNITS_PER_METRE, z: zMax / 2 };
    size = Math.max(x1 - x0, (crest - low) * UNITS_PER_METRE, zMax);
    bounds = { x0, x1, y0: low * UNITS_PER_METRE, y1: crest * UNITS_PER_METRE, z1: zMax };
  }

  /**
   * Pixels per world unit at zoom 1: the first view (the default angles at the default zoom) fills the
   * canvas with the dam's bounding box, whatever the canvas's shape (a tall phone or a wide desktop).
   */
  function fitScale(): number {
    const cy = Math.cos(DEFAULT.yaw);
    const sy = Math.sin(DEFAULT.yaw);
    const cp = Math.cos(DEFAULT.pitch);
    const sp = Math.sin(DEFAULT.pitch);
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const x of [bounds.x0, bounds.x1])
      for (const y of [bounds.y0, bounds.y1])
        for (const z of [0, bounds.z1]) {
          const X = x - centre.x;
          const Z = z - centre.z;
          const x1 = X * cy - Z * sy;
          const z1 = X * sy + Z * cy;
          const y2 = (y - centre.y) * cp - z1 * sp;
          minX = Math.min(minX, x1);
          maxX = Math.max(maxX, x1);
          minY = Math.min(minY, y2);
          maxY = Math.max(maxY, y2);
        }
    // Room for the perspective (near corners come out larger) and a margin.
    const fit = 0.8 * Math.min(width / Math.max(1e-6, maxX - minX), height / Math.max(1e-6, maxY - minY));
    return fit / DEFAULT.zoom;
  }

  function draw() {
    frame = 0;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    painted = [];
    if (hives.length === 0 || width === 0) return;
    const cy = Math.cos(yaw);
    const sy = Math.sin(yaw);
    const cp = Math.cos(pitch);
    const sp = Math.sin(pitch);
    const scale = fitScale() * zoom;
    const distance = size * 3;
    // Which faces look at the camera (camera-space z of the normal below 0).
    const facing = NORMALS.map(([nx, ny, nz]) => {
      const z1 = nx * sy + nz * cy;
      return ny * sp + z1 * cp < 0;
    });
    const project = (x: number, y: number, z: number, out: Float64Array, at: number): number => {
      const X = x - centre.x;
      const Y = y - centre.y;
      const Z = z - centre.z;
      const x1 = X * cy - Z * sy;
      const z1 = X * sy + Z * cy;
      const y2 = Y * cp - z1 * sp;
      const z2 = Y * sp + z1 * cp;
      const f = distance / (distance + z2);
      out[at] = width / 2 + x1 * scale * f;
      out[at + 1] = height / 2 - y2 * scale * f;
      return z2;
    };
    const faces: Face[] = [];
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i];
      if (!b) continue;
      const fill = colourOf(hives[i]!);
      for (const n of b.faces) {
        if (!facing[n]) continue;
        const p = new Float64Array(8);
        let depth = 0;
        if (n === 0) {
          depth += project(b.x0, b.y0, 0, p, 0);
          depth += project(b.x1, b.y0, 0, p, 2);
          depth += project(b.x1, b.y1, 0, p, 4);
          depth += project(b.x0, b.y1, 0, p, 6);
        } else if (n === 1) {
          depth += project(b.x0, b.y0, b.z1, p, 0);
          depth += project(b.x1, b.y0, b.z1, p, 2);
          depth += project(b.x1, b.y1, b.z1, p, 4);
          depth += project(b.x0, b.y1, b.z1, p, 6);
        } else if (n === 2) {
          depth += project(b.x0, b.y1, b.strip, p, 0);
          depth += project(b.x1, b.y1, b.strip, p, 2);
          depth += project(b.x1, b.y1, b.z1, p, 4);
          depth += project(b.x0, b.y1, b.z1, p, 6);
        } else {
          const x = n === 3 ? b.x0 : b.x1;
          depth += project(x, b.y0, 0, p, 0);
          depth += project(x, b.y0, b.z1, p, 2);
          depth += project(x, b.y1, b.z1, p, 4);
          depth += project(x, b.y1, 0, p, 6);
        }
        faces.push({ points: p, depth: depth / 4, fill: shaded(fill, n), hive: i });
      }
    }
    faces.sort((a, b) => b.depth - a.depth);
    const outline = scale * BLOCK > 14;
    ctx.lineWidth = 0.6;
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    for (const face of faces) {
      const p = face.points;
      ctx.beginPath();
      ctx.moveTo(p[0]!, p[1]!);
      ctx.lineTo(p[2]!, p[3]!);
      ctx.lineTo(p[4]!, p[5]!);
      ctx.lineTo(p[6]!, p[7]!);
      ctx.closePath();
      ctx.fillStyle = face.fill;
      ctx.fill();
      if (outline) ctx.stroke();
    }
    drawScale(scale);
    painted = faces;
  }

  /** A short scale bar: how many metres 50 px are at the dam's centre. */
  function drawScale(scale: number) {
    const metres = scaleLinear()
      .domain([0, 80 / scale / UNITS_PER_METRE])
      .nice()
      .ticks(2)
      .at(-1);
    if (!metres) return;
    const px = metres * UNITS_PER_METRE * scale;
    const style = getComputedStyle(canvas);
    ctx.strokeStyle = style.color;
    ctx.fillStyle = style.color;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(12, height - 12);
    ctx.lineTo(12 + px, height - 12);
    ctx.stroke();
    ctx.font = '12px system-ui, sans-serif';
    ctx.fillText(`${metres} m`, 12, height - 18);
  }

  function schedule() {
    if (!frame) frame = requestAnimationFrame(draw);
  }

  function inside(p: Float64Array, x: number, y: number): boolean {
    let sign = 0;
    for (let i = 0; i < 4; i++) {
      const ax = p[i * 2]!;
      const ay = p[i * 2 + 1]!;
      const bx = p[((i + 1) % 4) * 2]!;
      const by = p[((i + 1) % 4) * 2 + 1]!;
      const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
      if (cross !== 0) {
        if (sign === 0) sign = Math.sign(cross);
        else if (Math.sign(cross) !== sign) return false;
      }
    }
    return true;
  }

  function hiveAt(clientX: number, clientY: number): MapBay | null {
    const rect = canvas.getBoundingClientRect();
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    for (let i = painted.length - 1; i >= 0; i--) {
      if (inside(painted[i]!.points, x, y)) return hives[painted[i]!.hive] ?? null;
    }
    return null;
  }

  // Gestures: one pointer turns, two pointers pinch, the wheel zooms; a short still press is a tap.
  const pointers = new Map<number, { x: number; y: number }>();
  let press: { x: number; y: number; t: number; moved: boolean } | null = null;
  let pinch: { distance: number; zoom: number } | null = null;
  const clampZoom = (z: number) => Math.min(12, Math.max(0.3, z));

  const onDown = (e: PointerEvent) => {
    canvas.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 1) press = { x: e.clientX, y: e.clientY, t: performance.now(), moved: false };
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), zoom };
      press = null;
    }
  };
  const onMove = (e: PointerEvent) => {
    const last = pointers.get(e.pointerId);
    if (!last) {
      if (e.pointerType === 'mouse') {
        const hive = hiveAt(e.clientX, e.clientY);
        const rect = canvas.getBoundingClientRect();
        options.onHover?.(hive, e.clientX - rect.left, e.clientY - rect.top);
      }
      return;
    }
    const dx = e.clientX - last.x;
    const dy = e.clientY - last.y;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch && pointers.size >= 2) {
      const [a, b] = [...pointers.values()];
      zoom = clampZoom((pinch.zoom * Math.hypot(a!.x - b!.x, a!.y - b!.y)) / Math.max(1, pinch.distance));
      schedule();
      return;
    }
    if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 6) press.moved = true;
    if (!press || press.moved) {
      yaw += dx * 0.008;
      pitch = Math.min(0.25, Math.max(-1.45, pitch + dy * 0.006));
      schedule();
    }
  };
  const onUp = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (press && !press.moved && pointers.size === 0 && performance.now() - press.t < 600) {
      const hive = hiveAt(e.clientX, e.clientY);
      if (hive) options.onTap(hive);
    }
    if (pointers.size === 0) press = null;
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    zoom = clampZoom(zoom * 2 ** (-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.002)));
    schedule();
  };
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onUp);
  canvas.addEventListener('wheel', onWheel, { passive: false });

  function resize() {
    const rect = canvas.getBoundingClientRect();
    dpr = Math.min(3, window.devicePixelRatio || 1);
    width = rect.width;
    height = rect.height;
    canvas.width = Math.max(1, Math.round(width * dpr));
    canvas.height = Math.max(1, Math.round(height * dpr));
    draw();
  }

  return {
    setHives(next) {
      hives = next;
      build();
      schedule();
    },
    resize,
    reset() {
      yaw = DEFAULT.yaw;
      pitch = DEFAULT.pitch;
      zoom = DEFAULT.zoom;
      schedule();
    },
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onUp);
      canvas.removeEventListener('wheel', onWheel);
    },
  };
}

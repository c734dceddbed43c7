import type { ViewTransform } from './draw';

/**
 * The map's pointer gestures, as site users know them from the legacy Leaflet map: wheel zoom about the
 * cursor, drag to pan, double click (or double tap) to zoom in one level there (Shift: out), two-finger pinch
 * and pan. Mouse and pen input come as mouse events (a drag continues outside the canvas), fingers as pointer
 * events (the canvas has `touch-action: none`, so the page never scrolls under a finger on the map). No
 * inertia and no animation: every step moves the view at once and the engine draws it on the next frame.
 */

/** Where the view may go; the engine clamps the scale and keeps part of the dam in view. */
export interface GestureTarget {
  transform(): ViewTransform;
  /** The scale range, [min, max]. */
  scaleExtent(): readonly [number, number];
  /** A step of a user's gesture: the engine constrains it, draws it and reports the new view. */
  move(next: ViewTransform): void;
}

/** Wheel zoom, in zoom levels per pixel of wheel delta (a notch of about 100 px is a fifth of a level). */
const WHEEL_LEVELS_PER_PX = 0.002;
/** A touch that moves less than this (CSS px) is a tap. */
const TAP_SLOP_PX = 10;
/** Two taps within this time and distance are a double tap. */
const DOUBLE_TAP_MS = 500;

/** The transform at scale `k` that keeps the world point `world` under the screen point `screen`. */
export function anchored(k: number, screen: readonly [number, number], world: readonly [number, number]) {
  return { k, x: screen[0] - k * world[0], y: screen[1] - k * world[1] };
}

/** The world point under a screen point. */
export function worldAt(t: ViewTransform, screen: readonly [number, number]): [number, number] {
  return [(screen[0] - t.x) / t.k, (screen[1] - t.y) / t.k];
}

const clamp = (k: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, k));

/** Zoom to scale `k` (clamped) keeping the world point under `screen` where it is. */
export function zoomedAbout(
  t: ViewTransform,
  k: number,
  screen: readonly [number, number],
  extent: readonly [number, number],
): ViewTransform {
  return anchored(clamp(k, extent), screen, worldAt(t, screen));
}

/** Attaches the gestures to the canvas; returns the function that removes them. */
export function attachGestures(canvas: HTMLCanvasElement, target: GestureTarget): () => void {
  const local = (clientX: number, clientY: number): [number, number] => {
    const rect = canvas.getBoundingClientRect();
    return [clientX - rect.left, clientY - rect.top];
  };

  // A gesture that moved the view must not end in a click on a bay under the pointer.
  let swallowClick = false;
  const endGesture = (moved: boolean) => {
    if (!moved) return;
    swallowClick = true;
    setTimeout(() => {
      swallowClick = false;
    }, 0);
  };
  const onClickCapture = (event: MouseEvent) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  const onWheel = (event: WheelEvent) => {
    const t = target.transform();
    const perUnit = event.deltaMode === 1 ? 0.05 : event.deltaMode ? 1 : WHEEL_LEVELS_PER_PX;
    const levels = -event.deltaY * perUnit * (event.ctrlKey ? 10 : 1);
    const k = clamp(t.k * 2 ** levels, target.scaleExtent());
    // At a zoom limit the wheel scrolls the page, as it does everywhere else.
    if (k === t.k) return;
    event.preventDefault();
    target.move(zoomedAbout(t, k, local(event.clientX, event.clientY), target.scaleExtent()));
  };

  const zoomInAt = (point: [number, number], out: boolean) => {
    const t = target.transform();
    target.move(zoomedAbout(t, t.k * (out ? 0.5 : 2), point, target.scaleExtent()));
  };
  const onDoubleClick = (event: MouseEvent) => {
    if (event.ctrlKey || event.button || afterTouch()) return;
    event.preventDefault();
    zoomInAt(local(event.clientX, event.clientY), event.shiftKey);
  };

  // Mouse drag: the grabbed world point stays under the cursor, also outside the canvas.
  let grab: {
    view: Window;
    world: [number, number];
    x0: number;
    y0: number;
    moved: boolean;
  } | null = null;
  const onMouseDown = (event: MouseEvent) => {
    if (event.ctrlKey || event.button !== 0 || grab || afterTouch()) return;
    const view = event.view ?? window;
    grab = {
      view,
      world: worldAt(target.transform(), local(event.clientX, event.clientY)),
      x0: event.clientX,
      y0: event.clientY,
      moved: false,
    };
    view.addEventListener('mousemove', onMouseMove, true);
    view.addEventListener('mouseup', onMouseUp, true);
    // No text selection or native drag while panning.
    view.addEventListener('selectstart', prevent, true);
    view.addEventListener('dragstart', prevent, true);
    event.stopPropagation();
  };
  const onMouseMove = (event: MouseEvent) => {
    if (!grab) return;
    event.preventDefault();
    if (event.clientX !== grab.x0 || event.clientY !== grab.y0) grab.moved = true;
    target.move(anchored(target.transform().k, local(event.clientX, event.clientY), grab.world));
  };
  const onMouseUp = (event: MouseEvent) => {
    event.preventDefault();
    endGesture(grab?.moved ?? false);
    stopMouse();
  };
  const stopMouse = () => {
    if (!grab) return;
    const { view } = grab;
    grab = null;
    view.removeEventListener('mousemove', onMouseMove, true);
    view.removeEventListener('mouseup', onMouseUp, true);
    view.removeEventListener('selectstart', prevent, true);
    view.removeEventListener('dragstart', prevent, true);
  };

  // Touch: one finger pans, two pinch; each finger keeps the world point it went down on. A touch pointer is
  // captured by the canvas it went down on, so its moves come here even off the canvas.
  const fingers = new Map<number, { screen: [number, number]; world: [number, number] }>();
  let touchMoved = false;
  let tapStart: { x: number; y: number } | null = null;
  let lastTap: { x: number; y: number; time: number } | null = null;
  // After a tap the browser also sends mouse events (and a dblclick after two): the touch code handled it.
  let touchEndedAt = Number.NEGATIVE_INFINITY;
  function afterTouch() {
    return performance.now() - touchEndedAt < 1000;
  }
  const reanchor = () => {
    const t = target.transform();
    for (const finger of fingers.values()) finger.world = worldAt(t, finger.screen);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || fingers.size >= 2) return;
    const screen = local(event.clientX, event.clientY);
    fingers.set(event.pointerId, { screen, world: worldAt(target.transform(), screen) });
    if (fingers.size === 1) {
      touchMoved = false;
      tapStart = { x: event.clientX, y: event.clientY };
    } else {
      tapStart = null;
      reanchor();
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const finger = fingers.get(event.pointerId);
    if (!finger) return;
    finger.screen = local(event.clientX, event.clientY);
    if (tapStart && Math.hypot(event.clientX - tapStart.x, event.clientY - tapStart.y) > TAP_SLOP_PX) {
      tapStart = null;
    }
    if (tapStart) return;
    touchMoved = true;
    const [a, b] = [...fingers.values()];
    if (!b) {
      target.move(anchored(target.transform().k, a!.screen, a!.world));
      return;
    }
    // Pinch: the scale that keeps the fingers' world points under them, about their midpoint.
    const screenApart = Math.hypot(b.screen[0] - a!.screen[0], b.screen[1] - a!.screen[1]);
    const worldApart = Math.hypot(b.world[0] - a!.world[0], b.world[1] - a!.world[1]);
    if (worldApart === 0) return;
    const k = clamp(screenApart / worldApart, target.scaleExtent());
    const mid: [number, number] = [(a!.screen[0] + b.screen[0]) / 2, (a!.screen[1] + b.screen[1]) / 2];
    const worldMid: [number, number] = [(a!.world[0] + b.world[0]) / 2, (a!.world[1] + b.world[1]) / 2];
    target.move(anchored(k, mid, worldMid));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!fingers.delete(event.pointerId)) return;
    if (fingers.size > 0) {
      // The finger left on the glass pans from where it is now.
      reanchor();
      return;
    }
    touchEndedAt = performance.now();
    endGesture(touchMoved);
    if (!tapStart || event.type === 'pointercancel') {
      lastTap = null;
      return;
    }
    const now = event.timeStamp;
    const tap = { x: event.clientX, y: event.clientY, time: now };
    if (
      lastTap &&
      now - lastTap.time < DOUBLE_TAP_MS &&
      Math.hypot(tap.x - lastTap.x, tap.y - lastTap.y) < TAP_SLOP_PX
    ) {
      lastTap = null;
      zoomInAt(local(tap.x, tap.y), false);
    } else lastTap = tap;
    tapStart = null;
  };

  canvas.addEventListener('wheel', onWheel, { passive: false });
  canvas.addEventListener('dblclick', onDoubleClick);
  canvas.addEventListener('mousedown', onMouseDown);
  canvas.addEventListener('click', onClickCapture, true);
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerUp);
  return () => {
    stopMouse();
    canvas.removeEventListener('wheel', onWheel);
    canvas.removeEventListener('dblclick', onDoubleClick);
    canvas.removeEventListener('mousedown', onMouseDown);
    canvas.removeEventListener('click', onClickCapture, true);
    canvas.removeEventListener('pointerdown', onPointerDown);
    canvas.removeEventListener('pointermove', onPointerMove);
    canvas.removeEventListener('pointerup', onPointerUp);
    canvas.removeEventListener('pointercancel', onPointerUp);
  };
}

function prevent(event: Event) {
  event.preventDefault();
}

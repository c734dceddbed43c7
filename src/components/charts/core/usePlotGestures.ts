import { type KeyboardEvent, type PointerEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import type { PlotEngine } from './engine';
import { panView, zoomView } from './view';

/**
 * Zoom and pan of a plot by every means a site user has:
 * - mouse: hover shows the crosshair, drag pans, the wheel zooms about the pointer (horizontal wheel pans);
 * - finger: one finger puts the crosshair under it and it follows the finger (the tooltip stays after
 *   lifting, for reading), two fingers pinch to zoom and move to pan; vertical swipes still scroll the page
 *   (`touch-action: pan-y`);
 * - keyboard: ←/→ pan, ↑/↓ and +/− zoom, Home shows everything, End jumps to the latest data,
 *   Shift+←/→ step the crosshair through the points, Escape hides it.
 */

/** One wheel notch (100 px of delta) zooms by about 14%. */
const WHEEL_ZOOM = 0.0015;
const KEY_PAN = 0.1;
const KEY_ZOOM = 0.8;

interface Pointer {
  x: number;
  y: number;
  type: string;
}

interface Gesture {
  mode: 'none' | 'press' | 'pan' | 'touch' | 'pinch';
  startX: number;
  startView: { start: number; end: number };
  /** Pinch: distance between the fingers at the start, and the time under their midpoint. */
  distance: number;
  anchor: number;
}

export interface PlotGestureHandlers {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (e: PointerEvent<HTMLElement>) => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Handlers for the plot element `ref`. While a mouse drag pans, the element carries `data-panning="true"`
 * (set directly, not through React state, so panning never re-renders the chart).
 */
export function usePlotGestures(ref: RefObject<HTMLElement | null>, engine: PlotEngine): PlotGestureHandlers {
  const pointers = useRef(new Map<number, Pointer>());
  const gesture = useRef<Gesture>({
    mode: 'none',
    startX: 0,
    startView: { start: 0, end: 1 },
    distance: 0,
    anchor: 0,
  });
  const setPanning = (on: boolean) => {
    const el = ref.current;
    if (!el) return;
    if (on) el.dataset.panning = 'true';
    else delete el.dataset.panning;
  };

  /** x of a client point inside the plot area, and the plot width. */
  const local = useCallback(
    (clientX: number): { x: number; width: number } => {
      const el = ref.current;
      const frame = engine.frame();
      if (!el || !frame) return { x: 0, width: 1 };
      const rect = el.getBoundingClientRect();
      return { x: clientX - rect.left - frame.plot.left, width: frame.plot.width };
    },
    [ref, engine],
  );

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      const store = engine.store();
      if (!store || !engine.frame()) return;
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
      const dx = e.deltaX * unit;
      const dy = e.deltaY * unit;
      const view = store.get();
      const { x, width } = local(e.clientX);
      if (Math.abs(dx) > Math.abs(dy) || e.shiftKey) {
        const d = Math.abs(dx) > Math.abs(dy) ? dx : dy;
        store.set(panView(view, store.bounds(), (d / width) * (view.end - view.start), store.minSpan));
      } else {
        const anchor = view.start + (x / width) * (view.end - view.start);
        store.set(zoomView(view, store.bounds(), anchor, Math.exp(dy * WHEEL_ZOOM), store.minSpan));
      }
      e.preventDefault();
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [ref, engine, local]);

  const startPinch = () => {
    const store = engine.store();
    const [a, b] = [...pointers.current.values()];
    if (!store || !a || !b) return;
    const view = store.get();
    const mid = local((a.x + b.x) / 2);
    gesture.current = {
      mode: 'pinch',
      startX: mid.x,
      startView: view,
      distance: Math.max(1, Math.abs(a.x - b.x)),
      anchor: view.start + (mid.x / mid.width) * (view.end - view.start),
    };
    engine.hoverAt(null);
  };

  return {
    onPointerDown(e) {
      const el = ref.current;
      if (!el || !engine.store()) return;
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY, type: e.pointerType });
      try {
        el.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic events in tests have no active pointer to capture.
      }
      if (e.pointerType === 'mouse') {
        gesture.current = {
          ...gesture.current,
          mode: 'press',
          startX: e.clientX,
          startView: engine.store()!.get(),
        };
        return;
      }
      if (pointers.current.size >= 2) {
        startPinch();
        return;
      }
      gesture.current = { ...gesture.current, mode: 'touch' };
      engine.hoverAt(local(e.clientX).x, 'touch');
    },
    onPointerMove(e) {
      const store = engine.store();
      if (!store) return;
      const p = pointers.current.get(e.pointerId);
      if (p) {
        p.x = e.clientX;
        p.y = e.clientY;
      }
      const g = gesture.current;
      if (g.mode === 'none') {
        if (e.pointerType === 'mouse') engine.hoverAt(local(e.clientX).x, 'mouse');
        return;
      }
      if (g.mode === 'press' && Math.abs(e.clientX - g.startX) > 3) {
        g.mode = 'pan';
        engine.hoverAt(null);
        setPanning(true);
      }
      if (g.mode === 'pan') {
        const { width } = local(e.clientX);
        const span = g.startView.end - g.startView.start;
        store.set(
          panView(g.startView, store.bounds(), (-(e.clientX - g.startX) / width) * span, store.minSpan),
        );
      } else if (g.mode === 'touch') {
        engine.hoverAt(local(e.clientX).x, 'touch');
      } else if (g.mode === 'pinch') {
        const [a, b] = [...pointers.current.values()];
        if (!a || !b) return;
        const mid = local((a.x + b.x) / 2);
        const distance = Math.max(1, Math.abs(a.x - b.x));
        const span0 = g.startView.end - g.startView.start;
        const span = (span0 * g.distance) / distance;
        const start = g.anchor - (mid.x / mid.width) * span;
        store.set(zoomView({ start, end: start + span }, store.bounds(), g.anchor, 1, store.minSpan));
      }
    },
    onPointerUp(e) {
      pointers.current.delete(e.pointerId);
      const g = gesture.current;
      if (g.mode === 'pan') setPanning(false);
      if (g.mode === 'press' && e.pointerType === 'mouse') engine.hoverAt(local(e.clientX).x, 'mouse');
      if (g.mode === 'pinch' && pointers.current.size === 1) {
        // The remaining finger does not jump the crosshair; lift it to end the gesture.
        g.mode = 'none';
        return;
      }
      if (pointers.current.size === 0) g.mode = 'none';
    },
    onPointerCancel(e) {
      pointers.current.delete(e.pointerId);
      if (gesture.current.mode === 'pan') setPanning(false);
      if (pointers.current.size === 0) gesture.current.mode = 'none';
    },
    onPointerLeave(e) {
      if (e.pointerType === 'mouse' && gesture.current.mode === 'none') engine.hoverAt(null);
    },
    onKeyDown(e) {
      const store = engine.store();
      if (!store) return;
      const view = store.get();
      const span = view.end - view.start;
      const hover = engine.hover();
      const anchor = hover ? hover.time : view.start + span / 2;
      let handled = true;
      switch (e.key) {
        case 'ArrowLeft':
          if (e.shiftKey) engine.hoverStep(-1);
          else store.set(panView(view, store.bounds(), -span * KEY_PAN, store.minSpan));
          break;
        case 'ArrowRight':
          if (e.shiftKey) engine.hoverStep(1);
          else store.set(panView(view, store.bounds(), span * KEY_PAN, store.minSpan));
          break;
        case 'ArrowUp':
        case '+':
        case '=':
          store.set(zoomView(view, store.bounds(), anchor, KEY_ZOOM, store.minSpan));
          break;
        case 'ArrowDown':
        case '-':
        case '_':
          store.set(zoomView(view, store.bounds(), anchor, 1 / KEY_ZOOM, store.minSpan));
          break;
        case 'Home':
          store.set(store.bounds());
          break;
        case 'End':
          store.set(panView(view, store.bounds(), store.bounds().end - view.end, store.minSpan));
          break;
        case 'Escape':
          engine.hoverAt(null);
          break;
        default:
          handled = false;
      }
      if (handled) e.preventDefault();
    },
  };
}

import type { Series, View } from './types';

/**
 * Zoom and pan state: the visible window [start, end] inside the data's extent. Pure functions do the
 * arithmetic (clamp, zoom about an anchor, pan, range presets); a tiny store holds the current window so
 * that the plot, the navigator and the range buttons of a chart share it without re-rendering React on every
 * frame.
 */

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The narrowest window a user can zoom to. */
export const MIN_SPAN_MS = 5 * MINUTE;

/** Range presets of the bay chart (part 1 §2): the last day, the last week, everything (the default). */
export type RangePreset = 'day' | 'week' | 'all';

/** Time extent of some series (first and last time), or null when they hold no point. */
export function seriesExtent(series: readonly Series[]): View | null {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const s of series) {
    const n = s.time.length;
    if (n === 0) continue;
    if (s.time[0]! < start) start = s.time[0]!;
    if (s.time[n - 1]! > end) end = s.time[n - 1]!;
  }
  return start <= end ? { start, end } : null;
}

/**
 * Bounds a view may move in: the data extent, widened around its middle to at least `least` (an hour of
 * time; a chart of other units says its own), and never to nothing.
 */
export function viewBounds(extent: View, least = HOUR): View {
  const span = extent.end - extent.start;
  const need = least > 0 ? least : 1;
  if (span >= need || (least <= 0 && span > 0)) return extent;
  const mid = (extent.start + extent.end) / 2;
  return { start: mid - need / 2, end: mid + need / 2 };
}

/** `v` moved and narrowed/widened as little as needed to lie within `bounds` and be at least `minSpan` wide. */
export function clampView(v: View, bounds: View, minSpan = MIN_SPAN_MS): View {
  const full = bounds.end - bounds.start;
  let span = v.end - v.start;
  if (!(span > 0) || !Number.isFinite(span)) return { ...bounds };
  span = Math.min(Math.max(span, Math.min(minSpan, full)), full);
  let start = v.start;
  if (!Number.isFinite(start)) start = bounds.start;
  start = Math.min(Math.max(start, bounds.start), bounds.end - span);
  return { start, end: start + span };
}

/** Zooms by `factor` (< 1 zooms in) keeping the time `anchor` at the same place on screen. */
export function zoomView(v: View, bounds: View, anchor: number, factor: number, minSpan = MIN_SPAN_MS): View {
  const span = v.end - v.start;
  const full = bounds.end - bounds.start;
  const next = Math.min(Math.max(span * factor, Math.min(minSpan, full)), full);
  const a = Math.min(Math.max(anchor, v.start), v.end);
  const ratio = span > 0 ? (a - v.start) / span : 0.5;
  const start = a - ratio * next;
  return clampView({ start, end: start + next }, bounds, minSpan);
}

/** Moves the window by `dt` ms (positive: later). */
export function panView(v: View, bounds: View, dt: number, minSpan = MIN_SPAN_MS): View {
  return clampView({ start: v.start + dt, end: v.end + dt }, bounds, minSpan);
}

/** The window of a range button: the last day or week of the data, or all of it. */
export function presetView(bounds: View, preset: RangePreset): View {
  if (preset === 'all') return { ...bounds };
  const span = preset === 'day' ? DAY : 7 * DAY;
  return { start: Math.max(bounds.start, bounds.end - span), end: bounds.end };
}

/** Which preset a window matches (within half a minute), or null after a free zoom. */
export function matchPreset(v: View, bounds: View): RangePreset | null {
  const near = (a: number, b: number) => Math.abs(a - b) < 30_000;
  for (const p of ['all', 'day', 'week'] as const) {
    const pv = presetView(bounds, p);
    if (near(pv.start, v.start) && near(pv.end, v.end)) return p;
  }
  return null;
}

/** Shared zoom/pan state of one chart. */
export interface ViewStore {
  /** The narrowest window a user can zoom to, in the x axis' unit (5 minutes of time). */
  readonly minSpan: number;
  /** The current window. */
  get(): View;
  /** The extent the window moves in. */
  bounds(): View;
  /** Sets the window (clamped to the bounds). */
  set(next: View): void;
  /** New data extent: a window that showed everything keeps showing everything; another is clamped. */
  setBounds(next: View): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * A view store over `bounds`, starting on `initial` (the whole extent by default); `minSpan` is the narrowest
 * window (5 minutes of time by default), and the bounds are at least twelve of them wide.
 */
export function createViewStore(bounds: View, initial?: View, minSpan = MIN_SPAN_MS): ViewStore {
  const least = minSpan * 12;
  let b = viewBounds(bounds, least);
  let v = initial ? clampView(initial, b, minSpan) : { ...b };
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    minSpan,
    get: () => v,
    bounds: () => b,
    set(next) {
      const c = clampView(next, b, minSpan);
      if (c.start === v.start && c.end === v.end) return;
      v = c;
      emit();
    },
    setBounds(next) {
      const nb = viewBounds(next, least);
      if (nb.start === b.start && nb.end === b.end) return;
      const wasAll = v.start <= b.start && v.end >= b.end;
      b = nb;
      v = wasAll ? { ...nb } : clampView(v, nb, minSpan);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

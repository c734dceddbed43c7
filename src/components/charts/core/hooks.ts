import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { watchSize } from '../../ui/watchSize';
import { watchTheme } from '../../ui/watchTheme';
import type { View } from './types';
import { createViewStore, type ViewStore, viewBounds } from './view';

/**
 * A value the engine publishes (its frame or its hover), as React state. The subscription is made in a
 * layout effect, so the first frame — drawn in the plot's own layout effect, after its children's — reaches
 * the axes before the browser paints. Frames drawn later (zoom, pan) come from a microtask and are flushed
 * synchronously, so axes and canvas never show different windows on screen.
 */
export function useEngineValue<T>(
  subscribe: (listener: (sync: boolean) => void) => () => void,
  get: () => T,
): T {
  const [value, setValue] = useState(get);
  useLayoutEffect(() => {
    setValue(get);
    return subscribe((sync) => {
      if (sync) setValue(get);
      else flushSync(() => setValue(get));
    });
  }, [subscribe, get]);
  return value;
}

const EMPTY: View = { start: 0, end: 1 };

/**
 * The zoom/pan store of one chart over a time extent (e.g. `seriesExtent(series)`). It lives as long as the
 * component; when the extent changes, a window that showed everything keeps showing everything. `initial`
 * (a range preset) is applied to the first extent with data — also when the data comes after the first
 * render, as it does from a server. `minSpan` is the narrowest window, for an x axis of other units than time.
 */
export function useViewStore(
  dataExtent: View | null,
  initial?: (bounds: View) => View,
  minSpan?: number,
): ViewStore {
  const extent = dataExtent ?? EMPTY;
  const initialRef = useRef(initial);
  const pendingInitial = useRef(dataExtent === null);
  const [store] = useState(() => {
    const bounds = minSpan === undefined ? viewBounds(extent) : viewBounds(extent, minSpan * 12);
    return createViewStore(bounds, dataExtent ? initialRef.current?.(bounds) : undefined, minSpan);
  });
  const hasData = dataExtent !== null;
  useLayoutEffect(() => {
    store.setBounds({ start: extent.start, end: extent.end });
    if (hasData && pendingInitial.current) {
      pendingInitial.current = false;
      const first = initialRef.current?.(store.bounds());
      if (first) store.set(first);
    }
  }, [store, extent.start, extent.end, hasData]);
  return store;
}

/** Subscribes to a store and returns a value derived from it; re-renders only when that value changes. */
export function useStoreSelector<T>(store: ViewStore, select: (view: View, bounds: View) => T): T {
  const selectRef = useRef(select);
  selectRef.current = select;
  const [value, setValue] = useState(() => select(store.get(), store.bounds()));
  useLayoutEffect(() => {
    const update = () => setValue(selectRef.current(store.get(), store.bounds()));
    update();
    return store.subscribe(update);
  }, [store]);
  return value;
}

/** Width of an element in CSS pixels, followed as its box changes (0 before it is laid out). */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fixed?: number): number {
  const [width, setWidth] = useState(fixed ?? 0);
  useLayoutEffect(() => {
    if (fixed !== undefined) {
      setWidth(fixed);
      return;
    }
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    return watchSize(el, (w) => setWidth(Math.round(w)));
  }, [ref, fixed]);
  return width;
}

/**
 * Calls `onChange` when the theme of the enclosing DamProvider changes (canvas colors are resolved from the
 * theme's custom properties at draw time, so they must be resolved again).
 */
export function useThemeChange(ref: RefObject<HTMLElement | null>, onChange: () => void): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    return watchTheme(el, () => callback.current());
  }, [ref]);
}

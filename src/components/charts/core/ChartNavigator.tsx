import { type PointerEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import * as styles from './chart.css';
import { createPlotEngine, MARGIN } from './engine';
import { useElementWidth, useThemeChange } from './hooks';
import type { PlotLine, XAxis } from './types';
import { clampView, type ViewStore } from './view';

export interface ChartNavigatorProps {
  /** The zoom/pan state it shows and moves. */
  store: ViewStore;
  /** Lines drawn in the strip over the whole extent (usually the main line). */
  lines: readonly PlotLine[];
  /** Whether the plot above has a right axis (to line the strip up with the plot area). */
  rightAxis?: boolean | undefined;
  /** Height of the strip in CSS pixels (at least a touch target). */
  height?: number | undefined;
}

/** The strip draws no axis: no ticks to compute. */
const NO_AXIS: XAxis = { ticks: () => [], format: String };

type Drag = { edge: string | undefined; x: number; start: number; end: number } | null;

/**
 * The overview strip of a stock chart: the main line over the whole extent, drawn by its own engine once per
 * data or size change (from the frame after the chart's first: the plot comes first), with the visible window
 * over it. Drag the window to pan, drag its edges to zoom, tap outside it to jump there. It is a pointer convenience: keyboard users zoom and pan on the plot itself, so
 * the strip is hidden from assistive technology.
 */
export function ChartNavigator({ store, lines, rightAxis = false, height = 48 }: ChartNavigatorProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const winRef = useRef<HTMLDivElement>(null);
  const leftMaskRef = useRef<HTMLDivElement>(null);
  const rightMaskRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(boxRef);
  // The strip is drawn a frame after the plot: the plot is what the first frame is for.
  const painted = useAfterFirstPaint();
  const [engine] = useState(createPlotEngine);
  const drag = useRef<Drag>(null);
  useThemeChange(boxRef, engine.refresh);
  const thin = useMemo(
    () => lines.map((l) => ({ ...l, width: 1, dash: undefined, markers: 'never' as const })),
    [lines],
  );

  useLayoutEffect(() => {
    if (!canvasRef.current || !probeRef.current) return;
    engine.attach(canvasRef.current, probeRef.current);
    return () => engine.detach();
  }, [engine]);

  // The overview: drawn again when data or size change, never on zoom.
  useLayoutEffect(() => {
    if (!painted) return;
    const draw = () =>
      engine.configure({
        lines: thin,
        layers: [],
        width,
        height: height - 2,
        dpr: window.devicePixelRatio || 1,
        timeZone: 'UTC',
        xAxis: NO_AXIS,
        units: { left: '', right: '' },
        view: store.bounds(),
        frameless: true,
      });
    draw();
    // New data moves the bounds: redraw then (a zoom keeps them).
    let bounds = store.bounds();
    return store.subscribe(() => {
      if (store.bounds() !== bounds) {
        bounds = store.bounds();
        draw();
      }
    });
  }, [engine, store, thin, width, height, painted]);

  // The window follows the store without re-rendering.
  useLayoutEffect(() => {
    const place = () => {
      const b = store.bounds();
      const v = store.get();
      const span = b.end - b.start || 1;
      const x0 = ((v.start - b.start) / span) * width;
      const x1 = ((v.end - b.start) / span) * width;
      winRef.current!.style.left = `${x0}px`;
      winRef.current!.style.width = `${Math.max(2, x1 - x0)}px`;
      leftMaskRef.current!.style.width = `${Math.max(0, x0)}px`;
      rightMaskRef.current!.style.left = `${x1}px`;
      rightMaskRef.current!.style.width = `${Math.max(0, width - x1)}px`;
    };
    place();
    return store.subscribe(place);
  }, [store, width]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    let v = store.get();
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic events have no pointer to capture.
    }
    if (!winRef.current?.contains(target)) {
      // Outside the window: centre the window there.
      const b = store.bounds();
      const x = e.clientX - (boxRef.current?.getBoundingClientRect().left ?? 0);
      const t = b.start + (x / Math.max(1, width)) * (b.end - b.start);
      const half = (v.end - v.start) / 2;
      store.set({ start: t - half, end: t + half });
      v = store.get();
    }
    drag.current = { edge: target.dataset.edge, x: e.clientX, start: v.start, end: v.end };
    e.preventDefault();
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const b = store.bounds();
    const dt = ((e.clientX - d.x) / Math.max(1, width)) * (b.end - b.start);
    if (d.edge === 'start')
      store.set(clampView({ start: Math.min(d.start + dt, d.end - 1), end: d.end }, b, store.minSpan));
    else if (d.edge === 'end')
      store.set(clampView({ start: d.start, end: Math.max(d.end + dt, d.start + 1) }, b, store.minSpan));
    else store.set({ start: d.start + dt, end: d.end + dt });
  };

  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <div
      ref={boxRef}
      className={styles.navigator}
      style={{ height, marginLeft: MARGIN.left, marginRight: rightAxis ? MARGIN.rightAxis : MARGIN.right }}
      aria-hidden="true"
      data-navigator=""
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span ref={probeRef} className={styles.probe} />
      <canvas ref={canvasRef} className={styles.canvas} />
      <div ref={leftMaskRef} className={styles.navigatorMask} style={{ left: 0 }} />
      <div ref={rightMaskRef} className={styles.navigatorMask} />
      <div ref={winRef} className={styles.navigatorWindow} data-window="">
        <div className={styles.navigatorHandle} data-edge="start" />
        <div className={styles.navigatorHandle} data-edge="end" />
      </div>
    </div>
  );
}

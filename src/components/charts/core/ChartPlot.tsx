import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { visuallyHidden } from '../../ui/shared.css';
import { createAxesRenderer } from './axes';
import { ChartTooltip, type RenderTooltip, type TooltipHelpers, tooltipHelpers } from './ChartTooltip';
import * as styles from './chart.css';
import { createPlotEngine, type PlotConfig, type PlotEngine } from './engine';
import { useElementWidth, useEngineValue, useThemeChange } from './hooks';
import { chartTexts } from './texts';
import type { AxisSide, ChartFrame, ContinuousScale, HoverState, PlotLayer, PlotLine, XAxis } from './types';
import { usePlotGestures } from './usePlotGestures';
import type { ViewStore } from './view';

export interface ChartPlotProps {
  /** The lines to draw (visible ones only); the first is the main line the crosshair snaps to. */
  lines: readonly PlotLine[];
  /** Layers drawn with the lines: candles and areas under them, thresholds and annotations over them. */
  layers?: readonly PlotLayer[] | undefined;
  /** Shared zoom/pan state of the chart (`useViewStore`). */
  store: ViewStore;
  /** Accessible name of the plot: the chart's title. */
  label: string;
  /** Height of the plot box in CSS pixels. */
  height?: number | undefined;
  /** Fixed width in CSS pixels; by default the container's width, followed on resize. */
  width?: number | undefined;
  /** An x axis other than calendar time in the site zone, e.g. `daysAxis(…)`. */
  xAxis?: XAxis | undefined;
  /** Units written at the top of the left and right value axes. */
  units?: { left?: string; right?: string } | undefined;
  /** Fixed value ranges per axis (e.g. flow from 0); otherwise fitted to the visible data. */
  yDomains?: Partial<Record<AxisSide, readonly [number, number]>> | undefined;
  /** Axes whose fitted range always includes 0 (flow). */
  includeZero?: Partial<Record<AxisSide, boolean>> | undefined;
  /** A d3 continuous scale per value axis (default linear); see `PlotConfig.yScales`. */
  yScales?: Partial<Record<AxisSide, ContinuousScale>> | undefined;
  /** Formats the tick labels of a value axis. */
  tickFormats?: Partial<Record<AxisSide, (value: number) => string>> | undefined;
  /** Called with the point under the crosshair when it is clicked or tapped (not dragged), or on Enter. */
  onPointClick?: (point: HoverState) => void;
  /** Id of the element with the text summary, read as the plot's description. */
  summaryId?: string | undefined;
  /** Replaces the default tooltip (a portal can render it elsewhere and return null here). */
  renderTooltip?: RenderTooltip | undefined;
  /** What the tooltip says, in the chart's tooltip box beside the crosshair (instead of the default rows). */
  tooltipContent?: RenderTooltip | undefined;
  /** Receives the engine once mounted (benchmarks, or portals that drive the plot). */
  onEngine?: (engine: PlotEngine) => void;
  /** Overlays inside the plot box (loading). */
  children?: ReactNode | undefined;
}

/**
 * The plot of every damtherm chart: a canvas with the decimated lines and candles, SVG axes and grid, a
 * crosshair with a tooltip, and zoom/pan by wheel, drag, pinch and keyboard. A thin React layer over the
 * engine: props become the engine's configuration; zoom, pan and hover never re-render this component.
 */
const NO_LAYERS: readonly PlotLayer[] = [];

export const ChartPlot = /* @__PURE__ */ memo(function ChartPlot({
  lines,
  layers = NO_LAYERS,
  store,
  label,
  height = 300,
  width: fixedWidth,
  xAxis,
  units,
  yDomains,
  includeZero,
  yScales,
  tickFormats,
  onPointClick,
  summaryId,
  renderTooltip,
  tooltipContent,
  onEngine,
  children,
}: ChartPlotProps) {
  const { t, language, timeZone } = useDamText(chartTexts);
  const [engine] = useState(createPlotEngine);
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const axesRef = useRef<SVGSVGElement>(null);
  const helpId = useId();
  const width = useElementWidth(rootRef, fixedWidth);
  const gestures = usePlotGestures(rootRef, engine);
  useThemeChange(rootRef, engine.refresh);

  const helpers = useMemo(
    () => tooltipHelpers(timeZone, language, t('chart.plot.notCollected'), xAxis?.format),
    [timeZone, language, t, xAxis],
  );

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const probe = probeRef.current;
    const svg = axesRef.current;
    if (!canvas || !probe || !svg) return;
    engine.attach(canvas, probe);
    const axes = createAxesRenderer(svg);
    const root = rootRef.current;
    const domains = root ? createDomainMarks(root) : null;
    const update = () => {
      const f = engine.frame();
      if (!f) return;
      axes.update(f);
      domains?.update(f);
    };
    update();
    const unsubscribe = engine.onFrame(update);
    return () => {
      unsubscribe();
      engine.detach();
    };
  }, [engine]);

  useLayoutEffect(() => {
    onEngine?.(engine);
  }, [engine, onEngine]);

  useLayoutEffect(() => {
    engine.setStore(store);
    const root = rootRef.current;
    if (!root) return;
    const mark = () => {
      const v = store.get();
      root.dataset.viewStart = String(Math.round(v.start));
      root.dataset.viewEnd = String(Math.round(v.end));
    };
    mark();
    return store.subscribe(mark);
  }, [engine, store]);

  // Every render configures and draws: props changed (data, toggles, theme, language, size).
  useLayoutEffect(() => {
    const config: PlotConfig = {
      lines,
      layers,
      width,
      height,
      dpr: typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
      timeZone,
      xAxis,
      units: { left: units?.left ?? '', right: units?.right ?? '' },
      yDomains,
      includeZero,
      yScales,
      tickFormats,
    };
    engine.configure(config);
    // The colour each line is stroked with, for a legend (or a test) to compare its swatches with.
    const strokes: Record<string, string> = {};
    for (const l of lines) strokes[l.series.id] = engine.resolveColor(l.color);
    const root = rootRef.current;
    const text = JSON.stringify(strokes);
    if (root && root.dataset.strokes !== text) root.dataset.strokes = text;
  });

  // A click or tap that did not drag (a pan moves the pointer further) picks the point under the crosshair.
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const pointHandlers = onPointClick
    ? {
        onPointerDown(e: PointerEvent<HTMLDivElement>) {
          pressedAt.current = { x: e.clientX, y: e.clientY };
          gestures.onPointerDown(e);
        },
        onClick(e: { clientX: number; clientY: number }) {
          const from = pressedAt.current;
          pressedAt.current = null;
          const hover = engine.hover();
          if (!hover || (from && Math.hypot(e.clientX - from.x, e.clientY - from.y) > 6)) return;
          onPointClick(hover);
        },
        onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
          const hover = engine.hover();
          if (e.key === 'Enter' && hover) onPointClick(hover);
          else gestures.onKeyDown(e);
        },
      }
    : null;

  const seriesIds = lines.map((l) => l.series.id).join(',');
  return (
    <>
      <div
        ref={rootRef}
        className={styles.plotBox}
        style={{ height }}
        role="application"
        aria-roledescription={language === 'zh' ? '图表' : 'chart'}
        aria-label={t('chart.plot.label', { title: label })}
        aria-describedby={summaryId ? `${helpId} ${summaryId}` : helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: role "application" makes it a widget: it takes focus and handles the zoom, pan and crosshair keys
        tabIndex={0}
        data-series={seriesIds}
        data-layer={layers.map((l) => l.id).join(',') || undefined}
        {...gestures}
        {...pointHandlers}
      >
        <span ref={probeRef} className={styles.probe} aria-hidden="true" />
        <svg ref={axesRef} className={styles.axes} aria-hidden="true" focusable="false" />
        <canvas ref={canvasRef} className={styles.canvas} />
        <HoverLayer
          engine={engine}
          helpers={helpers}
          renderTooltip={renderTooltip}
          tooltipContent={tooltipContent}
          t={t}
        />
        {children}
      </div>
      <p id={helpId} className={visuallyHidden}>
        {t('chart.plot.keyboardHelp')}
      </p>
    </>
  );
});

interface HoverLayerProps {
  engine: PlotEngine;
  helpers: TooltipHelpers;
  renderTooltip?: RenderTooltip;
  tooltipContent?: RenderTooltip;
  t: (key: string, options?: Record<string, unknown>) => string;
}

/** What a screen reader hears at a point, with the language's colon and comma. */
function announce(hover: HoverState, helpers: TooltipHelpers, t: HoverLayerProps['t']): string {
  const values = hover.rows
    .map((r) => `${r.name} ${helpers.formatValue(r)}`)
    .join(t('chart.plot.valueSeparator'));
  return t('chart.plot.announce', { position: helpers.formatPosition(hover), values });
}

/** Crosshair, dots and tooltip; re-renders on hover only. */
function HoverLayer({ engine, helpers, renderTooltip, tooltipContent, t }: HoverLayerProps) {
  const hover = useEngineValue(engine.onHover, engine.hover);
  const frame = engine.frame();
  const tipRef = useRef<HTMLDivElement>(null);
  // Beside the crosshair, on the side with more room, and never past the edges of the chart box.
  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!tip || !hover || !frame) return;
    const w = tip.offsetWidth;
    const x = frame.plot.left + hover.x;
    const right = hover.x < frame.plot.width / 2;
    let left = right ? x + 12 : x - 12 - w;
    left = Math.max(4, Math.min(left, frame.width - w - 4));
    tip.style.transform = `translate(${left}px, ${frame.plot.top + 4}px)`;
  });
  const live = hover && hover.source === 'keyboard' ? announce(hover, helpers, t) : '';
  const region = (
    <div className={visuallyHidden} aria-live="polite">
      {live}
    </div>
  );
  if (!hover || !frame) return region;
  const { plot } = frame;
  const x = plot.left + hover.x;
  const onRight = hover.x < plot.width / 2;
  const content = renderTooltip ? renderTooltip(hover, helpers) : null;
  return (
    <>
      {region}
      <div
        className={styles.crosshair}
        style={{ height: plot.height, transform: `translate(${x}px, ${plot.top}px)` }}
        data-crosshair=""
      />
      {hover.rows.map((row) =>
        row.y === null ? null : (
          <span
            key={row.id}
            className={styles.dot}
            style={{
              background: row.color,
              transform: `translate(${plot.left + row.x}px, ${plot.top + row.y}px)`,
            }}
          />
        ),
      )}
      {renderTooltip ? (
        content
      ) : (
        <div ref={tipRef} className={styles.tooltip} role="tooltip" data-side={onRight ? 'right' : 'left'}>
          {tooltipContent ? tooltipContent(hover, helpers) : <ChartTooltip hover={hover} helpers={helpers} />}
        </div>
      )}
    </>
  );
}

/**
 * Writes the value range of each axis of the last frame on the plot (`data-y-left`, `data-y-right`: "low high";
 * absent without that axis), beside the window in `data-view-start` / `data-view-end`, so that a portal or a
 * test can check every drawn value lies within the axes. Written only when a range changes.
 */
function createDomainMarks(root: HTMLElement) {
  const last = { left: [Number.NaN, Number.NaN], right: [Number.NaN, Number.NaN] };
  const mark = (side: 'left' | 'right', name: 'yLeft' | 'yRight', domain: readonly number[] | undefined) => {
    const prev = last[side];
    const lo = domain ? domain[0]! : Number.NaN;
    const hi = domain ? domain[1]! : Number.NaN;
    if (Object.is(prev[0], lo) && Object.is(prev[1], hi)) return;
    prev[0] = lo;
    prev[1] = hi;
    if (domain) root.dataset[name] = `${lo} ${hi}`;
    else delete root.dataset[name];
  };
  return {
    update(frame: ChartFrame) {
      mark('left', 'yLeft', frame.left?.domain);
      mark('right', 'yRight', frame.right?.domain);
    },
  };
}

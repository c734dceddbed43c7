import { createContext, useContext, useId, useLayoutEffect } from 'react';
import type { AxisSide, ContinuousScale, PlotLayer, PlotLine, View } from '../core/types';
import type { ViewStore } from '../core/view';

/**
 * How the parts of a composed chart reach its frame. Every mark, axis and control inside `<Chart>` registers
 * what it draws in a layout effect; the frame collects them, in the order they first mounted, into one
 * engine configuration. So marks may sit in fragments or in a portal's own components, and a mark that
 * changes redraws without re-rendering its siblings.
 */

/** A value axis as `<YAxis>` declares it. */
export interface AxisPart {
  kind: 'axis';
  side: AxisSide;
  /** Unit written at the top of the axis. */
  unit?: string;
  /** A d3 continuous scale (linear by default): its kind is kept, its domain fitted. */
  scale?: ContinuousScale;
  /** A fixed value range (still widened to hold every value drawn on it). */
  domain?: readonly [number, number];
  /** The fitted range always includes 0. */
  includeZero?: boolean;
  /** Formats the tick labels. */
  tickFormat?: (value: number) => string;
}

/** What a legend says of a mark. */
export interface MarkLegend {
  name: string;
  color: string;
  dashed?: boolean;
  kind?: 'line' | 'candle';
}

/** A mark: a line the engine decimates, or a layer with its own layout and drawing. */
export interface MarkPart {
  kind: 'mark';
  line?: PlotLine;
  layer?: PlotLayer;
  /** Its entry in `<Legend>` (none: the legend does not list it). */
  legend?: MarkLegend;
  /** The time span it covers, so the frame's zoom bounds hold it. */
  extent?: View | null;
}

export type ChartPart = AxisPart | MarkPart;

export interface ChartContextValue {
  /**
   * Sets a part (null: nothing to draw now). A part keeps the place it first took until `unregister`, so the
   * order of marks is the order they mounted, also when one has nothing to draw for a while.
   */
  register(id: string, part: ChartPart | null): void;
  unregister(id: string): void;
  /** The zoom/pan state of the chart. */
  store: ViewStore;
  /** The marks, in order, and which of them the legend has hidden. */
  marks: ReadonlyMap<string, MarkPart>;
  hidden: ReadonlySet<string>;
  setHidden(id: string, hidden: boolean): void;
  /** Whether a right axis is drawn (the navigator lines its strip up with the plot). */
  rightAxis: boolean;
}

export const ChartContext = createContext<ChartContextValue | null>(null);

/** The enclosing chart; parts outside a `<Chart>` are a mistake worth a clear message. */
export function useChart(part: string): ChartContextValue {
  const chart = useContext(ChartContext);
  if (!chart) throw new Error(`<${part}> must be inside a <Chart>.`);
  return chart;
}

/** Registers `part` with the enclosing chart while mounted (null: nothing to draw now). */
export function useChartPart(name: string, part: ChartPart | null): void {
  const { register, unregister } = useChart(name);
  const id = useId();
  useLayoutEffect(() => {
    register(id, part);
  }, [register, id, part]);
  useLayoutEffect(() => () => unregister(id), [unregister, id]);
}

import type { ScaleContinuousNumeric } from 'd3-scale';
import type { CurveFactory } from 'd3-shape';
import type { Series, SeriesInput } from '../../../domain/adapters/series';
import type { Candles } from '../../../domain/candles';

/**
 * The chart core's data model. Series are typed columns — no object per point — so a year of 10-minute
 * readings costs two Float64Arrays. Values are domain values (°C, L/min, MPa, W/m²…); NaN is a gap (a value
 * the adapter knew to be missing, such as the legacy 0 "not collected", 100 "unknown", -1 or -2).
 */

/** One series as typed columns (declared once, in `damtherm/domain`): epoch-ms times, values, NaN gaps. */
export type { Series, SeriesInput };

/** Which y axis a mark is scaled on. */
export type AxisSide = 'left' | 'right';

/** Point markers: `auto` draws them only when points are sparse (manual readings, a few days of data). */
export type MarkerMode = 'auto' | 'always' | 'never';

/** A line drawn by the core: a series and how it looks. */
export interface PlotLine {
  /** The data. */
  series: Series;
  /** Stroke color: any CSS color, including `var(--dam-chart-series-1)`. */
  color: string;
  /** The y axis it is scaled on (default left). */
  axis?: AxisSide;
  /** Unit shown after values in the tooltip and summary, e.g. `°C`. */
  unit?: string;
  /** Stroke width in CSS pixels (default 1.5). */
  width?: number;
  /** Canvas dash pattern in CSS pixels, e.g. `[6, 4]`. */
  dash?: readonly number[];
  /** Point markers (default `auto`). */
  markers?: MarkerMode;
  /** Decimals of values in the tooltip and summary (default 2, the seed's rounding). */
  decimals?: number;
  /**
   * A d3-shape curve the line is drawn through, e.g. `curveStepAfter` for a setpoint that holds until it
   * changes. Default: straight segments between the (decimated) readings.
   */
  curve?: CurveFactory;
}

/** OHLC buckets as typed columns: `candles()` of damtherm/domain, without its line fallback flag. */
export type CandleColumns = Omit<Candles, 'spanTooShort'>;

/** Candles drawn by the core. */
export interface PlotCandles {
  /** Stable id. */
  id: string;
  /** Name shown in the tooltip and summary. */
  name: string;
  /** The buckets. */
  data: CandleColumns;
  /** Bucket length in ms (30 minutes for the loop detail). */
  bucketMs: number;
  /** Color of a rising bucket (close ≥ open). */
  upColor: string;
  /** Color of a falling bucket. */
  downColor: string;
  /** Unit shown after values. */
  unit?: string;
  /** Decimals of values (default 2). */
  decimals?: number;
  /** Labels of open, high, low and close in the tooltip. */
  labels: { open: string; high: string; low: string; close: string };
  /** The reader's language, in which the tooltip writes the values. */
  language: string;
}

/**
 * A value axis' map from values to pixel rows of the plot area: the axis' d3 scale (any continuous d3-scale
 * is such a function), its domain fitted to the frame and its range the plot's height.
 */
export type ValueScale = (value: number) => number;

/** A continuous d3 scale of numbers (linear, log, sqrt, pow, symlog…) as a value axis takes it. */
export type ContinuousScale = ScaleContinuousNumeric<number, number, never>;

/**
 * A mark with its own layout and drawing code (candles, areas, threshold lines, annotations), drawn on the
 * shared scales. Charts that do not use a layer do not carry its code; a portal writes its own the same way.
 */
export interface PlotLayer {
  /** Stable id. */
  id: string;
  /** The value axis it is drawn on (default left). */
  axis?: AxisSide;
  /** Drawn over the lines (a threshold, an annotation) rather than under them (candles, areas). */
  above?: boolean;
  /**
   * Lays the layer out for `view` on a plot `width` × `height` CSS px; returns the value extent it shows,
   * which its axis then holds (Infinity / -Infinity: none).
   */
  layout(view: View, width: number, height: number): { min: number; max: number };
  /**
   * Draws the last layout; `y` maps values to pixel rows, `resolve` turns a CSS color (also `var(…)`) into
   * one the canvas takes. The context's origin is the plot area's top-left corner, in CSS pixels.
   */
  draw(ctx: CanvasRenderingContext2D, y: ValueScale, resolve: (color: string) => string): void;
  /** The item nearest to time `t` (within `reach` ms) as a tooltip row, or null. */
  hover?(
    t: number,
    reach: number,
    view: View,
    pxPerMs: number,
    y: ValueScale,
    resolve: (color: string) => string,
  ): HoverRow | null;
  /** Centre times of the items, ascending (the keyboard steps the crosshair through them). */
  times?(): Float64Array;
  /** A sentence the text summary reads about the layer (a threshold's value, an annotation). */
  note?: string;
  /** What the text summary says of the layer in `view`. */
  summarize?(view: View): SummaryEntry;
}

/** Count, extremes and last value of a mark in the visible window (times in epoch ms). */
export interface SeriesStats {
  count: number;
  min: number;
  minAt: number;
  max: number;
  maxAt: number;
  last: number;
  lastAt: number;
}

/** One mark as the text summary describes it. */
export interface SummaryEntry {
  name: string;
  unit: string;
  decimals: number;
  stats: SeriesStats;
}

/** The visible time window, epoch ms. */
export interface View {
  start: number;
  end: number;
}

/** What the x axis shows: calendar time in the site zone, or elapsed days (block-age comparison). */
export type XKind = 'time' | 'days';

/**
 * An x axis other than calendar time in the site zone (the elapsed days of `daysAxis`): its ticks and how it
 * names a position. The time axis is the default, so a chart that needs no other carries no code of one.
 */
export interface XAxis {
  /** Ticks of the window [start, end] on a plot `width` CSS px wide. */
  ticks(start: number, end: number, width: number): AxisTick[];
  /** How a position reads in the tooltip, the summary and announcements. */
  format(ms: number): string;
  /** The narrowest window a user can zoom to, in the axis' unit (default 5 minutes of time). */
  minSpan?: number;
}

/** A tick of an axis, positioned in CSS pixels inside the plot area. */
export interface AxisTick {
  /** Position in the plot area (x for the time axis, y for value axes). */
  pos: number;
  /** Text of the label. */
  label: string;
  /** A tick on a larger boundary (a day on an hourly axis): drawn stronger. */
  major?: boolean;
}

/** A value axis as drawn in a frame. */
export interface ValueAxisFrame {
  /** Visible value range, after rounding to nice ticks. */
  domain: [number, number];
  ticks: AxisTick[];
  /** Unit shown at the top of the axis. */
  unit: string;
}

/** Position of the plot area inside the chart box, CSS pixels. */
export interface PlotRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Everything the DOM layers (axes, grid) need from one drawn frame. */
export interface ChartFrame {
  /** Width and height of the whole chart box. */
  width: number;
  height: number;
  plot: PlotRect;
  view: View;
  xTicks: AxisTick[];
  left: ValueAxisFrame | null;
  right: ValueAxisFrame | null;
}

/** One row of the tooltip: the point of one series nearest to the crosshair. */
export interface HoverRow {
  id: string;
  name: string;
  color: string;
  unit: string;
  decimals: number;
  /** Time of the point, epoch ms. */
  time: number;
  /** The value; NaN when the reading is missing ("not collected"). */
  value: number;
  /** Position of the point in the plot area, CSS pixels; y is null when the value is missing. */
  x: number;
  y: number | null;
  /** Present on candles: the bucket's open, high, low and close. */
  candle?: { open: number; high: number; low: number; close: number };
  /** The value as its mark words it (a candle's open, high, low and close); by default `value` and `unit`. */
  text?: string;
}

/** The crosshair and its tooltip rows, or null when nothing is hovered. */
export interface HoverState {
  /** Crosshair position in the plot area, CSS pixels (snapped to the nearest point). */
  x: number;
  /** Time under the crosshair, epoch ms. */
  time: number;
  rows: HoverRow[];
  /** How the crosshair was placed: a mouse hover, a finger, or the keyboard. */
  source: 'mouse' | 'touch' | 'keyboard';
}

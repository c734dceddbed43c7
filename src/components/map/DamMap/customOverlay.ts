import { scaleIdentity } from 'd3-scale';
import type { MapBay, MapTab } from './types';

/**
 * A colour scale as d3-scale makes them: called with a bay's value it answers a CSS colour. The legend reads
 * the scale's own shape: `invertExtent` and `range` (scaleThreshold, scaleQuantize, scaleQuantile) give one
 * entry per colour with the values it covers; `ticks` (scaleSequential, scaleLinear, scaleDiverging, scaleLog…)
 * give swatches at round values under a gradient; `domain` and `range` alone (scaleOrdinal) give one entry per
 * value of the domain.
 */
export interface MapColorScale {
  (value: number): string;
  domain(): readonly unknown[];
  range?(): readonly unknown[];
  ticks?(count?: number): number[];
  tickFormat?(count?: number, specifier?: string): (value: number) => string;
  invertExtent?(color: string): readonly (number | undefined)[];
}

/**
 * A d3 interpolator (`interpolateTurbo`, `interpolateRdYlBu`…) over the values from `domain[0]` to `domain[1]`,
 * as `scaleSequential(interpolator).domain(domain)` maps them; values outside take the colour of the nearer end.
 */
export interface MapColorInterpolator {
  interpolator: (t: number) => string;
  domain: readonly [number, number];
}

/**
 * An overlay a portal defines: a value per bay, the colour of a value, and the text written on the bay. The map
 * adds its toggle to a tab and, while it is on, draws its colours, writes its labels on the bays and in the bay
 * list, and derives its legend from the same scale, exactly as for a built-in overlay.
 */
export interface CustomMapOverlay<Id extends string = string> {
  /** Names the overlay: the `overlay` value that turns it on, and its toggle's `data-toggle`. */
  id: Id;
  /** Its name: the toggle's text and the legend's title. */
  title: string;
  /** The tab that holds its toggle (default 'basic'), after the tab's own toggles. */
  tab?: MapTab;
  /** The value of a bay; null or undefined for none (the bay keeps its plain colour and gets no text). */
  value: (bay: MapBay) => number | null | undefined;
  /** The colour of a value: a d3 scale, or a d3 interpolator over a domain. */
  color: MapColorScale | MapColorInterpolator;
  /** The text written on a bay and in its row of the bay list (default: `format` of its value). */
  label?: (value: number, bay: MapBay) => string;
  /** A value as the legend and the default label write it (default: the scale's tick format, else 2 decimals). */
  format?: (value: number) => string;
  /** About how many ticks the legend of a continuous scale shows (default 5). */
  ticks?: number;
}

/**
 * The scale a custom overlay colours with: its own, or a sequential one on its interpolator. The latter ticks
 * with d3-scale's identity scale, the linear ticks without the interpolation modules a scaleSequential brings
 * (d3-interpolate and d3-color, about 7 KB min+gzip the map would carry for every portal).
 */
export function colorScaleOf(color: CustomMapOverlay['color']): MapColorScale {
  if (typeof color === 'function') return color;
  const { interpolator } = color;
  const [from, to] = color.domain;
  const ticker = scaleIdentity().domain([from, to]);
  const scale = (value: number) =>
    interpolator(to === from ? 0.5 : Math.min(1, Math.max(0, (value - from) / (to - from))));
  scale.domain = () => [from, to];
  scale.ticks = (count?: number) => ticker.ticks(count);
  return scale;
}

/** What the legend of a custom overlay shows, before its colours are normalised and its texts written. */
export interface CustomLegendShape {
  /** Swatches: the colour of each entry and the value(s) it stands for. */
  entries: { color: string; label: string }[];
  /** A continuous scale: colour stops (`offset` 0..1) of the bar above the ticks. */
  stops?: { offset: number; color: string }[];
}

const STOPS = 10;

/**
 * The legend of a scale, read from its d3 shape (see MapColorScale): a threshold-like scale's colours with
 * the extent each covers, a continuous scale's ticks under its gradient, an ordinal scale's domain.
 */
export function customLegendShape(
  scale: MapColorScale,
  format: (value: number) => string,
  tickCount: number,
): CustomLegendShape {
  if (scale.invertExtent && scale.range) {
    const entries = (scale.range() as string[]).map((color) => {
      const [lo, hi] = scale.invertExtent!(color);
      const label =
        lo === undefined && hi === undefined
          ? ''
          : lo === undefined
            ? `< ${format(hi!)}`
            : hi === undefined
              ? `≥ ${format(lo)}`
              : `${format(lo)} – ${format(hi)}`;
      return { color, label };
    });
    return { entries: entries.filter((e) => e.label !== '') };
  }
  if (scale.ticks) {
    const entries = scale.ticks(tickCount).map((tick) => ({ color: scale(tick), label: format(tick) }));
    const domain = scale.domain() as number[];
    const lo = domain[0]!;
    const hi = domain[domain.length - 1]!;
    const stops = Array.from({ length: STOPS + 1 }, (_, i) => ({
      offset: i / STOPS,
      color: scale(lo + ((hi - lo) * i) / STOPS),
    }));
    return { entries, stops };
  }
  return {
    entries: (scale.domain() as number[]).map((value) => ({ color: scale(value), label: format(value) })),
  };
}

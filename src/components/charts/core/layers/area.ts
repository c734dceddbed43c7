import { area, type CurveFactory } from 'd3-shape';
import type { PlotLayer, ValueScale, View } from '../types';
import { createEnvelope, envelope } from './envelope';

/** A filled area or band, as `createAreaLayer` draws it. */
export interface AreaSpec {
  id: string;
  /** Times of the points, ascending (epoch ms, or the x axis' unit). */
  time: Float64Array;
  /** The upper edge's values (NaN: a gap). */
  upper: Float64Array;
  /** The lower edge: values at the same times (a band), or a constant (an area down to it). */
  lower: Float64Array | number;
  /** Fill colour: any CSS colour, also `var(…)`. */
  color: string;
  /** Opacity of the fill (default 0.25). */
  opacity?: number;
  /** The value axis it is drawn on. */
  axis?: 'left' | 'right';
  /** A d3-shape curve for its edges (default straight). */
  curve?: CurveFactory;
  /** Whether its values count in the axis' fitted range (default true). */
  fitAxis?: boolean;
}

/**
 * A filled area (down to a base value) or band (between two columns of values) under the lines: its vertices
 * are the envelope of each pixel column, its path is d3-shape's `area` drawn into the canvas context.
 */
export function createAreaLayer(spec: AreaSpec): PlotLayer {
  const env = createEnvelope();
  const path = area<number>()
    .x((i) => env.x[i]!)
    .defined((i) => !Number.isNaN(env.upper[i]!));
  if (spec.curve) path.curve(spec.curve);
  return {
    id: spec.id,
    axis: spec.axis,
    layout(view: View, width: number) {
      const columns = Math.max(1, Math.round(width * (globalThis.devicePixelRatio || 1)));
      envelope(spec.time, spec.upper, spec.lower, view.start, view.end, columns, width, env);
      if (spec.fitAxis === false) return { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };
      return { min: env.min, max: env.max };
    },
    draw(ctx, y: ValueScale, resolve) {
      const indices = Array.from({ length: env.length }, (_, i) => i);
      path.y0((i) => y(env.lower[i]!)).y1((i) => y(env.upper[i]!));
      ctx.globalAlpha = spec.opacity ?? 0.25;
      ctx.fillStyle = resolve(spec.color);
      ctx.beginPath();
      path.context(ctx)(indices);
      ctx.fill();
    },
  };
}

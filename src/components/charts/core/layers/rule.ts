import type { PlotLayer, ValueScale, View } from '../types';

/** A horizontal rule at a value (a threshold, a target) or a vertical one at a time (an annotation). */
export interface RuleSpec {
  id: string;
  /** `value`: a horizontal line at `at` on the value axis; `time`: a vertical line at `at` on the x axis. */
  orientation: 'value' | 'time';
  at: number;
  /** Stroke colour: any CSS colour, also `var(…)`. */
  color: string;
  /** Canvas dash pattern (default [6, 4]). */
  dash?: readonly number[];
  width?: number;
  /** Text written beside the line on the canvas (the text summary names it too, through the mark). */
  label?: string;
  axis?: 'left' | 'right';
  /** The summary's sentence about the rule. */
  note?: string;
}

/**
 * A threshold, target or annotation line over the lines. A horizontal rule's value counts in its axis' range,
 * so the axis always holds it; its label sits above its right end. A vertical rule's label sits at its top.
 */
export function createRuleLayer(spec: RuleSpec): PlotLayer {
  let width = 0;
  let height = 0;
  let x = Number.NaN;
  return {
    id: spec.id,
    axis: spec.axis,
    above: true,
    note: spec.note,
    layout(view: View, plotWidth: number, plotHeight: number) {
      width = plotWidth;
      height = plotHeight;
      if (spec.orientation === 'value') return { min: spec.at, max: spec.at };
      const span = view.end - view.start;
      x =
        span > 0 && spec.at >= view.start && spec.at <= view.end
          ? ((spec.at - view.start) / span) * width
          : Number.NaN;
      return { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };
    },
    draw(ctx, y: ValueScale, resolve) {
      const color = resolve(spec.color);
      ctx.strokeStyle = color;
      ctx.fillStyle = color;
      ctx.lineWidth = spec.width ?? 1.5;
      ctx.setLineDash(spec.dash ? [...spec.dash] : [6, 4]);
      ctx.beginPath();
      if (spec.orientation === 'value') {
        const row = Math.round(y(spec.at)) + 0.5;
        if (!Number.isFinite(row)) return;
        ctx.moveTo(0, row);
        ctx.lineTo(width, row);
        ctx.stroke();
        if (spec.label) {
          ctx.textAlign = 'right';
          ctx.textBaseline = 'bottom';
          ctx.fillText(spec.label, width - 4, row - 3);
        }
        return;
      }
      if (Number.isNaN(x)) return;
      const column = Math.round(x) + 0.5;
      ctx.moveTo(column, 0);
      ctx.lineTo(column, height);
      ctx.stroke();
      if (spec.label) {
        ctx.textAlign = x > width / 2 ? 'right' : 'left';
        ctx.textBaseline = 'top';
        ctx.fillText(spec.label, x > width / 2 ? column - 4 : column + 4, 2);
      }
    },
  };
}

import type { AxisTick, ContinuousScale, XAxis } from '../core/types';

/**
 * An x axis from a d3 continuous scale over the numbers in the series' `time` column (a distance along a
 * pipe, a depth, elapsed hours): ticks and labels from the scale's `ticks` and `tickFormat`, about one per
 * `spacing` CSS px; zoom goes down to a window `minSpan` wide (default one unit). The plot maps x linearly between the window's ends, as decimation needs, so use a linear
 * scale here (the value axes take any continuous scale).
 */
export function scaleAxis(scale: ContinuousScale, spacing = 80, minSpan = 1): XAxis {
  return {
    minSpan,
    ticks(start, end, width): AxisTick[] {
      const s = scale.copy().domain([start, end]).range([0, width]);
      const count = Math.max(2, Math.floor(width / spacing));
      const format = s.tickFormat(count);
      return s.ticks(count).map((v) => ({ pos: s(v), label: format(v) }));
    },
    format: (value) => scale.tickFormat(10)(value),
  };
}

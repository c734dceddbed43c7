import { scaleIdentity } from 'd3-scale';

/**
 * Round values between `a` and `b` (either order, ascending out), about `count` of them, spaced 1, 2, 5 or 10
 * times a power of ten: d3-scale's linear ticks (of its identity scale, which ticks as a linear one without
 * bringing the interpolation modules), so the elevation axis ticks as the legends of continuous scales do.
 */
export function niceTicks(a: number, b: number, count: number): number[] {
  return scaleIdentity()
    .domain([Math.min(a, b), Math.max(a, b)])
    .ticks(count);
}

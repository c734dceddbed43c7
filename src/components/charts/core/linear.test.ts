import { tickStep } from 'd3-array';
import { describe, expect, it } from 'vitest';
import { alignedExtent, niceExtent, tickDecimals } from './linear';

describe('value axes', () => {
  it('prints as many decimals as the tick step needs', () => {
    expect(tickDecimals([0.25, 0.5])).toBe(2);
    expect(tickDecimals([10, 20])).toBe(0);
  });

  it('rounds the data extent outward, pads flat lines and never crosses zero for padding', () => {
    expect(niceExtent(13.8, 28.4, 5)).toEqual([10, 30]);
    expect(niceExtent(12.5, 12.5, 5)).toEqual([11.5, 13.5]);
    expect(niceExtent(0, 55, 5)[0]).toBe(0);
    expect(niceExtent(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 5)).toEqual([0, 1]);
  });

  it('aligns a second axis on the intervals of the first', () => {
    const [a, b] = alignedExtent(8, 57, 6);
    expect(a).toBeLessThanOrEqual(8);
    expect(b).toBeGreaterThanOrEqual(57);
    const step = (b - a) / 6;
    expect(step).toBe(tickStep(0, step, 1));
  });

  it('gives a second axis without data steps of 1, not thirds', () => {
    expect(alignedExtent(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 3)).toEqual([0, 3]);
  });
});

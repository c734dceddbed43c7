import { describe, expect, it } from 'vitest';
import { affine, alignedExtent, niceExtent, tickDecimals, tickStep, valueTicks } from './linear';

describe('value axes', () => {
  it('picks round steps of 1, 2 or 5 × 10^n', () => {
    expect(tickStep(10, 10)).toBe(1);
    expect(tickStep(10, 5)).toBe(2);
    expect(tickStep(100, 4)).toBe(20);
    expect(tickStep(1, 10)).toBeCloseTo(0.1);
    expect(tickStep(35, 5)).toBe(5);
  });

  it('prints decimal ticks exactly', () => {
    expect(valueTicks(0, 1, 10)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(valueTicks(12.3, 18.9, 5)).toEqual([13, 14, 15, 16, 17, 18]);
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
    expect(step).toBe(tickStep(step, 1));
  });

  it('gives a second axis without data steps of 1, not thirds', () => {
    expect(alignedExtent(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 3)).toEqual([0, 3]);
  });

  it('maps values to pixel rows', () => {
    const m = affine(0, 10, 100, 0);
    expect(m.offset + 5 * m.k).toBe(50);
  });
});

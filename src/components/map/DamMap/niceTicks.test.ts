import { describe, expect, it } from 'vitest';
import { niceTicks } from './niceTicks';

describe('niceTicks', () => {
  it('ticks at 1, 2 or 5 times a power of ten, inside the range, in either order', () => {
    expect(niceTicks(400, 500, 6)).toEqual([400, 420, 440, 460, 480, 500]);
    expect(niceTicks(500, 400, 6)).toEqual([400, 420, 440, 460, 480, 500]);
    expect(niceTicks(451.3, 487.9, 6)).toEqual([455, 460, 465, 470, 475, 480, 485]);
    expect(niceTicks(0, 100, 10)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(niceTicks(-3, 3, 2)).toEqual([-2, 0, 2]);
    expect(niceTicks(460.2, 463.9, 6)).toEqual([460.5, 461, 461.5, 462, 462.5, 463, 463.5]);
  });

  it('writes fractional steps without float noise', () => {
    expect(niceTicks(0, 1, 10)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });

  it('gives nothing for an empty or broken range, one value for a point', () => {
    expect(niceTicks(Number.NaN, 5, 4)).toEqual([]);
    expect(niceTicks(0, 5, 0)).toEqual([]);
    expect(niceTicks(7, 7, 4)).toEqual([7]);
  });
});

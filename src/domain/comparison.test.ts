import { describe, expect, it } from 'vitest';
import type { Series } from './adapters/series.ts';
import { blockCurveHasData, blockCurves, defaultComparisonBlocks, seriesDifference } from './comparison.ts';

const DAY = 86_400_000;
const MIN = 60_000;
const series = (name: string, time: number[], value: number[]): Series => ({
  id: `s-${name}`,
  name,
  time: Float64Array.from(time),
  value: Float64Array.from(value),
});

describe('blockCurves', () => {
  it('pairs each line with its block by name, in the order of the answer', () => {
    const lines = [series('7#', [0, DAY], [18, 22]), series('6#', [0], [17])];
    expect(blockCurves(lines, [6, 7]).map((c) => [c.block, c.series.name])).toEqual([
      [7, '7#'],
      [6, '6#'],
    ]);
  });

  it('falls back to the position when a name says no asked block, and never pairs a block twice', () => {
    const lines = [series('left', [0], [1]), series('9#', [0], [2]), series('8', [0], [3])];
    expect(blockCurves(lines, [8, 9, 10]).map((c) => c.block)).toEqual([8, 9]);
    expect(blockCurves([series('x', [], []), series('y', [], [])], [3]).map((c) => c.block)).toEqual([3]);
  });

  it('knows a line without a reading', () => {
    expect(blockCurveHasData({ block: 5, series: series('5#', [0, DAY], [Number.NaN, Number.NaN]) })).toBe(
      false,
    );
    expect(blockCurveHasData({ block: 6, series: series('6#', [0], [17.5]) })).toBe(true);
  });
});

describe('defaultComparisonBlocks', () => {
  it('is 6 to 11 (part 2 §2.7), as far as the dam has them', () => {
    expect(defaultComparisonBlocks()).toEqual([6, 7, 8, 9, 10, 11]);
    expect(defaultComparisonBlocks([])).toEqual([6, 7, 8, 9, 10, 11]);
    expect(defaultComparisonBlocks([1, 2, 6, 7, 8, 9, 10, 11, 12])).toEqual([6, 7, 8, 9, 10, 11]);
    expect(defaultComparisonBlocks([1, 2, 3, 9, 10, 11])).toEqual([9, 10, 11]);
  });

  it('takes every block of a dam that has none of 6 to 11', () => {
    expect(defaultComparisonBlocks([1, 2, 3])).toEqual([1, 2, 3]);
  });
});

describe('seriesDifference', () => {
  it('subtracts b from a at the times of a', () => {
    const a = series('a', [0, 10 * MIN, 20 * MIN], [20, 21, 22]);
    const b = series('b', [0, 10 * MIN, 20 * MIN], [15, 15.5, 17]);
    const d = seriesDifference(a, b, 'd', 'a − b');
    expect(d).toMatchObject({ id: 'd', name: 'a − b' });
    expect([...d.time]).toEqual([0, 10 * MIN, 20 * MIN]);
    expect([...d.value]).toEqual([5, 5.5, 5]);
  });

  it('takes the nearest reading of b within the tolerance, and leaves a gap beyond it or at a gap', () => {
    const a = series('a', [0, 10 * MIN, 20 * MIN, 30 * MIN, 40 * MIN], [20, 21, Number.NaN, 23, 24]);
    const b = series('b', [5_000, 9 * MIN, 11.5 * MIN, 20 * MIN, 30 * MIN], [10, 11, 12, 13, Number.NaN]);
    const d = seriesDifference(a, b, 'd', 'd', 2 * MIN);
    // 0 ↔ 5 s; 10 min ↔ 9 min (nearer than 11.5); 20 min: a has no reading; 30 min: b has none;
    // 40 min: nothing of b within 2 minutes.
    expect([...d.value]).toEqual([10, 10, Number.NaN, Number.NaN, Number.NaN]);
  });

  it('is all gaps against an empty series', () => {
    const d = seriesDifference(series('a', [0, MIN], [1, 2]), series('b', [], []), 'd', 'd');
    expect([...d.value]).toEqual([Number.NaN, Number.NaN]);
  });
});

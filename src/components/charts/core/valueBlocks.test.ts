import { describe, expect, it } from 'vitest';
import { extremesOf, found, valueBlocks } from './valueBlocks';

/** Values with ties (a tenth of a degree), gaps and a long outage, as readings are. */
function readings(n: number, seed: number) {
  let a = seed;
  const r = () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
  const value = new Float64Array(n);
  for (let i = 0; i < n; i++)
    value[i] = r() < 0.02 ? Number.NaN : Math.round((Math.sin(i / 90) * 8 + r()) * 10) / 10;
  value.fill(Number.NaN, 700, 800);
  return value;
}

/** The extremes a scan finds: first index of the lowest and of the highest finite value. */
function scan(value: Float64Array, from: number, to: number) {
  let iMin = from;
  let iMax = from;
  for (let k = from + 1; k <= to; k++) {
    if (value[k]! < value[iMin]!) iMin = k;
    if (value[k]! > value[iMax]!) iMax = k;
  }
  return { min: value[iMin]!, iMin, max: value[iMax]!, iMax };
}

describe('valueBlocks', () => {
  it('gives the extremes of any range, and their first indices, as a scan of every value does', () => {
    const value = readings(5000, 7);
    const blocks = valueBlocks(value);
    let a = 11;
    for (let trial = 0; trial < 2000; trial++) {
      a = (a * 48271) % 2147483647;
      let from = a % value.length;
      while (Number.isNaN(value[from]!)) from++;
      const to = Math.min(value.length - 1, from + (a % 7 === 0 ? a % 40 : a % 1500));
      extremesOf(value, blocks, from, to);
      expect({ ...found }, `[${from}, ${to}]`).toEqual(scan(value, from, to));
    }
  });

  it('marks a block of gaps only as having no value, and is built once per array', () => {
    const value = readings(1000, 3);
    const blocks = valueBlocks(value);
    // Indices 704–735 lie inside the outage.
    expect(blocks.min[22]).toBe(Number.POSITIVE_INFINITY);
    expect(blocks.max[22]).toBe(Number.NEGATIVE_INFINITY);
    expect(valueBlocks(value)).toBe(blocks);
    expect(valueBlocks(value.slice())).not.toBe(blocks);
  });
});

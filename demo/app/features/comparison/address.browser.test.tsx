import { describe, expect, it } from 'vitest';
import { blocksOf, defaultThermometers, thermometersOf } from './address';

describe('the comparison address', () => {
  it('reads the blocks: absent is the default, empty is none, junk is dropped', () => {
    expect(blocksOf(null)).toBeNull();
    expect(blocksOf('')).toEqual([]);
    expect(blocksOf('11,6,x,6, 9')).toEqual([6, 9, 11]);
  });

  it("keeps the thermometers the meter has, in the meter's order", () => {
    const offered = ['a-0.1m', 'a-1m', 'a-3m'];
    expect(thermometersOf(null, offered)).toBeNull();
    expect(thermometersOf('a-3m,b-1m,a-0.1m', offered)).toEqual(['a-0.1m', 'a-3m']);
  });

  it('compares the shallowest and the deepest at first', () => {
    expect(defaultThermometers(['a', 'b', 'c', 'd'])).toEqual(['a', 'd']);
    expect(defaultThermometers(['a'])).toEqual(['a']);
    expect(defaultThermometers([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { decimalText } from './decimalText.ts';
import { distinguishingDecimals } from './distinguishingDecimals.ts';

describe('distinguishingDecimals', () => {
  it('keeps one decimal when it already tells the values apart', () => {
    expect(distinguishingDecimals([0.6, 0.5])).toBe(1);
    expect(distinguishingDecimals([28.3, 28])).toBe(1);
    expect(distinguishingDecimals([])).toBe(1);
    expect(distinguishingDecimals([null, undefined, 12.5])).toBe(1);
  });

  it('ignores equal values: a value at its limit is shown as it is', () => {
    expect(distinguishingDecimals([0.5, 0.5])).toBe(1);
  });

  it('adds decimals until a value and its limit differ, at the rounding boundary', () => {
    // 0.54 and 0.5 both read 0.5 with one decimal.
    expect(distinguishingDecimals([0.54, 0.5])).toBe(2);
    // 0.55 rounds to 0.6 (half away from zero): one decimal is enough.
    expect(distinguishingDecimals([0.55, 0.5])).toBe(1);
    expect(distinguishingDecimals([0.549, 0.5])).toBe(2);
    expect(distinguishingDecimals([28.004, 28])).toBe(3);
    expect(distinguishingDecimals([-0.04, 0])).toBe(2);
  });

  it('stops at the most decimals it may show', () => {
    expect(distinguishingDecimals([0.50001, 0.5])).toBe(3);
    expect(distinguishingDecimals([0.50001, 0.5], 1, 2)).toBe(2);
  });

  it('makes every different value of a card read differently', () => {
    const values = [12.34, 12.3, 12.35, 15];
    const decimals = distinguishingDecimals(values);
    expect(decimals).toBe(2);
    expect(new Set(values.map((v) => decimalText(v, decimals, decimals))).size).toBe(values.length);
  });
});

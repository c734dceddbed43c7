import { describe, expect, it } from 'vitest';
import { formatRate } from './format';

describe('formatRate', () => {
  it('writes the cooling rate of a slope: positive while cooling, two decimals, never -0.00', () => {
    expect(formatRate(-0.48)).toBe('0.48');
    expect(formatRate(0.12)).toBe('-0.12');
    expect(formatRate(-1.235)).toBe('1.24');
    expect(formatRate(0)).toBe('0.00');
    expect(formatRate(-0)).toBe('0.00');
    expect(formatRate(0.004)).toBe('0.00');
    expect(formatRate(-0.004)).toBe('0.00');
  });
});

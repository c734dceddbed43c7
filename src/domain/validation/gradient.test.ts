import { describe, expect, it } from 'vitest';
import { gradientCurveVisible, validateGradientSelection } from './gradient.ts';
import { messages } from './testing.ts';

describe('validateGradientSelection (part 2 §5, §9)', () => {
  it('accepts 1 or 2 thermometers; 0 is too few, 3 too many', () => {
    expect(messages(validateGradientSelection(0))).toEqual(['thermometers: Choose at least 1 thermometer']);
    expect(validateGradientSelection(1)).toEqual([]);
    expect(validateGradientSelection(['a', 'b'])).toEqual([]);
    expect(messages(validateGradientSelection(['a', 'b', 'c']))).toEqual([
      'thermometers: Choose at most 2 thermometers',
    ]);
  });
  it('shows the curve only with exactly 2', () => {
    expect(gradientCurveVisible(1)).toBe(false);
    expect(gradientCurveVisible(['a', 'b'])).toBe(true);
    expect(gradientCurveVisible(3)).toBe(false);
  });
});

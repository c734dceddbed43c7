import { describe, expect, it } from 'vitest';
import { darkValues, lightValues, sunlightValues } from '../themeValues';
import { colorPairs, pairRatio, requiredRatio } from './colorPairs';
import { contrastLevel, contrastRatio, parseColor, relativeLuminance, toHex } from './contrast';

const rgb = (text: string) => {
  const color = parseColor(text);
  if (!color) throw new Error(`not a colour: ${text}`);
  return color;
};

describe('WCAG contrast', () => {
  it('reads hex and rgba colours', () => {
    expect(parseColor('#0b63c5')).toEqual({ r: 11, g: 99, b: 197, a: 1 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('rgba(15,20,26,0.72)')).toEqual({ r: 15, g: 20, b: 26, a: 0.72 });
    expect(parseColor('none')).toBeNull();
    expect(toHex(rgb('#0B63C5'))).toBe('#0b63c5');
  });

  it('gives black and white their luminance and 21:1 between them', () => {
    expect(relativeLuminance(rgb('#000000'))).toBe(0);
    expect(relativeLuminance(rgb('#ffffff'))).toBeCloseTo(1, 10);
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb('#fff'), rgb('#000'))).toBeCloseTo(21, 10);
  });

  it('matches known ratios and names the level', () => {
    // #767676 on white is the lightest grey that passes AA for body text.
    expect(contrastRatio(rgb('#767676'), rgb('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#777777'), rgb('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.49)).toBe('AA-large');
    expect(contrastLevel(2.99)).toBe('fail');
  });
});

describe.each([
  ['light', lightValues],
  ['dark', darkValues],
  ['sunlight', sunlightValues],
])('the %s theme', (_name, values) => {
  it.each(colorPairs.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))(
    '%s reaches its WCAG AA ratio',
    (_label, pair) => {
      const ratio = pairRatio(pair, values.color);
      expect(ratio).not.toBeNull();
      expect(ratio).toBeGreaterThanOrEqual(requiredRatio(pair));
    },
  );
});

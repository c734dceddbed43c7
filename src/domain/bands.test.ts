import { describe, expect, it } from 'vitest';
import {
  AGE_LEGEND_DAYS,
  ageBand,
  ageColor,
  bandColor,
  contrastRatio,
  controlModeColor,
  gapDirection,
  hasWarnings,
  readableTextColor,
  TEMPERATURE_BANDS,
  temperatureBand,
  warningColor,
  zoneColor,
  zoneKind,
} from './bands.ts';

describe('temperatureBand (part 2 §4)', () => {
  const cases: [number, string, string][] = [
    // [boundary, band just above it, band at it]
    [27, 'red', 'orange'],
    [23, 'orange', 'yellow'],
    [20, 'yellow', 'yellowgreen'],
    [18, 'yellowgreen', 'green'],
    [16, 'green', 'lightseagreen'],
    [9, 'lightseagreen', 'dodgerblue'],
    [7, 'dodgerblue', 'paleBeige'],
  ];
  for (const [boundary, above, at] of cases) {
    it(`> ${boundary} is ${above}; ${boundary} itself is ${at}`, () => {
      expect(temperatureBand(boundary + 0.01)).toBe(above);
      expect(temperatureBand(boundary)).toBe(at);
    });
  }
  it('everything at or below 7 is pale beige, down to frost', () => {
    expect(temperatureBand(0)).toBe('paleBeige');
    expect(temperatureBand(-10)).toBe('paleBeige');
  });
  it('very hot is red', () => {
    expect(temperatureBand(60)).toBe('red');
  });
  it('a bay not yet closed is white whatever its temperature', () => {
    expect(temperatureBand(30, false)).toBe('white');
    expect(temperatureBand(5, false)).toBe('white');
    expect(temperatureBand(30, true)).toBe('red');
  });
  it('a missing temperature falls in the last band', () => {
    expect(temperatureBand(null)).toBe('paleBeige');
    expect(temperatureBand(Number.NaN)).toBe('paleBeige');
  });
  it('the legend lists the bands hottest first', () => {
    expect(TEMPERATURE_BANDS.map((b) => b.band)).toEqual([
      'red',
      'orange',
      'yellow',
      'yellowgreen',
      'green',
      'lightseagreen',
      'dodgerblue',
      'paleBeige',
    ]);
  });
  it('every band has a hex colour', () => {
    expect(bandColor('red')).toBe('#ff0000');
    expect(bandColor('dodgerblue')).toBe('#1e90ff');
    expect(bandColor('white')).toBe('#ffffff');
    for (const { band } of TEMPERATURE_BANDS) expect(bandColor(band)).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('ageBand and ageColour (part 2 §4)', () => {
  it('< 100 days is olive: 99.9 vs 100', () => {
    expect(ageBand(0)).toBe('under100');
    expect(ageBand(99.9)).toBe('under100');
    expect(ageBand(100)).toBe('under200');
    expect(ageColor(99)).toBe('#808000');
  });
  it('< 200 days is orange: 199.9 vs 200; else red', () => {
    expect(ageBand(199.9)).toBe('under200');
    expect(ageBand('200')).toBe('atLeast200');
    expect(ageBand(300)).toBe('atLeast200');
    expect(ageColor(150)).toBe('#ffa500');
    expect(ageColor(200)).toBe('#ff0000');
  });
  it('takes a band as well as days; a missing age is unknown and grey', () => {
    expect(ageColor('under100')).toBe('#808000');
    expect(ageColor('atLeast200')).toBe('#ff0000');
    expect(ageBand(null)).toBe('unknown');
    expect(ageColor(null)).toBe('#bdbdbd');
  });
  it('the legend shows 100, 200, 300', () => {
    expect(AGE_LEGEND_DAYS).toEqual([100, 200, 300]);
  });
});

describe('zone, warning and control-mode colours (part 2 §2.3, §4)', () => {
  it('c_free 0 is constrained and red; anything else free and green', () => {
    expect(zoneKind(0)).toBe('constrained');
    expect(zoneKind('0')).toBe('constrained');
    expect(zoneColor(0)).toBe('#ff0000');
    expect(zoneKind(1)).toBe('free');
    expect(zoneKind('1')).toBe('free');
    expect(zoneKind(-1)).toBe('free');
    expect(zoneColor(2)).toBe('#008000');
  });
  it('warnings red when a flow or temperature count is above 0 (1 vs 0), else blue', () => {
    expect(warningColor(0, 0)).toBe('#0000ff');
    expect(warningColor(1, 0)).toBe('#ff0000');
    expect(warningColor(0, 1)).toBe('#ff0000');
    expect(warningColor('0', '2')).toBe('#ff0000');
    expect(warningColor(null, undefined)).toBe('#0000ff');
    expect(hasWarnings(0, 0)).toBe(false);
  });
  it('smart control green, manual red', () => {
    expect(controlModeColor('auto')).toBe('#008000');
    expect(controlModeColor('manual')).toBe('#ff0000');
  });
  it('gap arrows: above 0 up, below 0 down, 0 flat', () => {
    expect(gapDirection(0.1)).toBe('up');
    expect(gapDirection(0)).toBe('flat');
    expect(gapDirection(-0.1)).toBe('down');
    expect(gapDirection(null)).toBeNull();
  });
});

describe('readable label colour', () => {
  it('picks black on light fills and white on dark ones, with at least 4.5:1 for every band', () => {
    expect(readableTextColor('#ffff00')).toBe('#000000');
    expect(readableTextColor('#008000')).toBe('#ffffff');
    for (const { band } of TEMPERATURE_BANDS) {
      const fill = bandColor(band);
      expect(contrastRatio(fill, readableTextColor(fill)), band).toBeGreaterThanOrEqual(4.5);
    }
  });
});

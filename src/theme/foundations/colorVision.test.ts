import { describe, expect, it } from 'vitest';
import { closestPair, deltaE2000, simulateVision, toLab, visions } from './colorVision';
import { parseColor, type Rgba, toHex } from './contrast';

const rgb = (text: string): Rgba => parseColor(text) as Rgba;
const distance = (one: string, two: string, vision: (typeof visions)[number]) =>
  deltaE2000(toLab(simulateVision(rgb(one), vision)), toLab(simulateVision(rgb(two), vision)));

describe('colour vision simulation', () => {
  it.each(visions)('keeps white, black and greys as they are (%s)', (vision) => {
    for (const grey of ['#ffffff', '#000000', '#777777'])
      expect(toHex(simulateVision(rgb(grey), vision))).toBe(grey);
  });

  it('darkens red for a protanope, not for a deuteranope as much', () => {
    const red = rgb('#ff0000');
    const protan = simulateVision(red, 'protanopia');
    const deutan = simulateVision(red, 'deuteranopia');
    expect(toLab(protan).L).toBeLessThan(toLab(deutan).L);
    expect(toLab(protan).L).toBeLessThan(toLab(red).L);
  });

  it('brings red and green together for red–green deficiencies, not for tritanopia', () => {
    const normal = distance('#d32f2f', '#15803d', 'normal');
    expect(distance('#d32f2f', '#15803d', 'protanopia')).toBeLessThan(normal / 2);
    expect(distance('#d32f2f', '#15803d', 'deuteranopia')).toBeLessThan(normal / 2);
    expect(distance('#d32f2f', '#15803d', 'tritanopia')).toBeGreaterThan(normal / 2);
  });

  it('brings blue and green closer for a tritanope', () => {
    expect(distance('#0f766e', '#0b63c5', 'tritanopia')).toBeLessThan(
      distance('#0f766e', '#0b63c5', 'normal'),
    );
  });
});

describe('CIEDE2000', () => {
  // Sharma, Wu and Dalal (2005), test data pairs 1–3.
  it.each([
    [{ L: 50, a: 2.6772, b: -79.7751 }, { L: 50, a: 0, b: -82.7485 }, 2.0425],
    [{ L: 50, a: 3.1571, b: -77.2803 }, { L: 50, a: 0, b: -82.7485 }, 2.8615],
    [{ L: 50, a: 2.8361, b: -74.02 }, { L: 50, a: 0, b: -82.7485 }, 3.4412],
  ])('gives the published difference', (one, two, expected) => {
    expect(deltaE2000(one, two)).toBeCloseTo(expected, 4);
    expect(deltaE2000(two, one)).toBeCloseTo(expected, 4);
  });

  it('is 0 for the same colour and finds the closest pair of a set', () => {
    expect(deltaE2000(toLab(rgb('#0b63c5')), toLab(rgb('#0b63c5')))).toBe(0);
    const pair = closestPair([rgb('#000000'), rgb('#ffffff'), rgb('#111111')], 'normal');
    expect(pair).toMatchObject({ first: 0, second: 2 });
  });
});

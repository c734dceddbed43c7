import { describe, expect, it } from 'vitest';
import { valveIndicator, valveOpening } from './valve.ts';

describe('valveOpening (part 1 §9)', () => {
  it('computes a = -1.25·kaidu + 125', () => {
    expect(valveIndicator(0)).toBe(125);
    expect(valveIndicator(28)).toBe(90);
    expect(valveIndicator(100)).toBe(0);
  });
  it('a > 90 is fully open (100): kaidu 27.9 (a 90.125) vs 28 (a 90)', () => {
    expect(valveOpening(0, 0)).toBe(100);
    expect(valveOpening(27.9, 0)).toBe(100);
    expect(valveOpening(28, 0)).toBe(80);
  });
  it('a > 70 is 80: kaidu 43.9 (a 70.125) vs 44 (a 70)', () => {
    expect(valveOpening(43.9, 0)).toBe(80);
    expect(valveOpening(44, 0)).toBe(50);
  });
  it('a > 30 is 50: kaidu 75.9 (a 30.125) vs 76 (a 30)', () => {
    expect(valveOpening(75.9, 0)).toBe(50);
    expect(valveOpening(76, 0)).toBe(30);
  });
  it('a > 15 is 30: kaidu 87.9 (a 15.125) vs 88 (a 15), where the flow decides', () => {
    expect(valveOpening(87.9, 0)).toBe(30);
    expect(valveOpening(88, 0)).toBe(0);
    expect(valveOpening('87', 0)).toBe(30);
  });
  it('otherwise flow > 16 L/min is 20: 16.01 vs 16', () => {
    expect(valveOpening(88, 16.01)).toBe(20);
    expect(valveOpening(88, 16)).toBe(10);
  });
  it('flow > 6 L/min is 10: 6.01 vs 6, else fully closed', () => {
    expect(valveOpening(100, 6.01)).toBe(10);
    expect(valveOpening(100, 6)).toBe(0);
    expect(valveOpening(100, 0)).toBe(0);
  });
  it('a missing kaidu leaves it to the flow; an unknown flow is no flow', () => {
    expect(valveOpening(null, 20)).toBe(20);
    expect(valveOpening('', 7)).toBe(10);
    expect(valveOpening(100, null)).toBe(0);
    expect(valveOpening(100, undefined)).toBe(0);
  });
  it('a large flow does not override an open valve', () => {
    expect(valveOpening(0, 50)).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import {
  currentTempC,
  declineC,
  exportFlow,
  flowLpm,
  flowReading,
  foundationDiff,
  mapCoordinate,
  pressureMPa,
  targetTempC,
  tempC,
  tempReading,
} from './units.ts';

describe('tempC and tempReading (tenths of a degree, part 1 §9, part 2 §9)', () => {
  it('divides by 10 and rounds to 2 decimals', () => {
    expect(tempC(235)).toBe(23.5);
    expect(tempC('235')).toBe(23.5);
    expect(tempC(-15)).toBe(-1.5);
    expect(tempC(123.456)).toBe(12.35);
  });
  it("shows 0 as 'Not collected', and 1 / -1 either side of it as values", () => {
    expect(tempC(0)).toBeNull();
    expect(tempReading(0)).toEqual({ kind: 'notCollected' });
    expect(tempReading('0')).toEqual({ kind: 'notCollected' });
    expect(tempReading(1)).toEqual({ kind: 'value', celsius: 0.1 });
    expect(tempReading(-1)).toEqual({ kind: 'value', celsius: -0.1 });
  });
  it('treats missing or non-numeric raw values as not collected', () => {
    expect(tempReading(null)).toEqual({ kind: 'notCollected' });
    expect(tempReading('')).toEqual({ kind: 'notCollected' });
    expect(tempReading('abc')).toEqual({ kind: 'notCollected' });
    expect(tempC(undefined)).toBeNull();
  });
  it('reads the unknown sentinel as 100 °C (raw 1000), with 999 and 1001 either side as values', () => {
    expect(tempReading(1000)).toEqual({ kind: 'unknown' });
    expect(tempReading('1000')).toEqual({ kind: 'unknown' });
    expect(tempC(1000)).toBeNull();
    expect(tempReading(999)).toEqual({ kind: 'value', celsius: 99.9 });
    expect(tempReading(1001)).toEqual({ kind: 'value', celsius: 100.1 });
  });
  it('keeps raw 100 (= 10.0 °C, an ordinary reading) as a value', () => {
    expect(tempC(100)).toBe(10);
  });
});

describe('flowLpm and flowReading (hundredths of L/min)', () => {
  it('divides by 100 and rounds to 2 decimals', () => {
    expect(flowLpm(1650)).toBe(16.5);
    expect(flowLpm('1650')).toBe(16.5);
    expect(flowLpm(1)).toBe(0.01);
    expect(flowLpm(0)).toBe(0);
    expect(flowReading(0)).toEqual({ kind: 'value', lpm: 0 });
  });
  it('-1 is unknown', () => {
    expect(flowReading(-1)).toEqual({ kind: 'unknown' });
    expect(flowReading('-1')).toEqual({ kind: 'unknown' });
    expect(flowLpm(-1)).toBeNull();
  });
  it('-2 is water stopped, which is 0 L/min', () => {
    expect(flowReading(-2)).toEqual({ kind: 'stopped' });
    expect(flowReading('-2')).toEqual({ kind: 'stopped' });
    expect(flowLpm(-2)).toBe(0);
  });
  it('other negatives and missing values are unknown', () => {
    expect(flowReading(-3)).toEqual({ kind: 'unknown' });
    expect(flowReading(-0.5)).toEqual({ kind: 'unknown' });
    expect(flowReading(null)).toEqual({ kind: 'unknown' });
    expect(flowReading('')).toEqual({ kind: 'unknown' });
  });
});

describe('other scalings', () => {
  it('pressure: raw / 1000 = MPa', () => {
    expect(pressureMPa(1234)).toBe(1.234);
    expect(pressureMPa('500')).toBe(0.5);
    expect(pressureMPa(0)).toBe(0);
    expect(pressureMPa(null)).toBeNull();
  });
  it('flow export: raw / 10', () => {
    expect(exportFlow(165)).toBe(16.5);
    expect(exportFlow(null)).toBeNull();
  });
  it('decline, current and target: raw / 10, and 0 is a real value', () => {
    expect(declineC(5)).toBe(0.5);
    expect(declineC(0)).toBe(0);
    expect(declineC(-3)).toBe(-0.3);
    expect(currentTempC(215)).toBe(21.5);
    expect(targetTempC(180)).toBe(18);
    expect(declineC(undefined)).toBeNull();
  });
  it('foundation difference is value minus 17 either side of 17', () => {
    expect(foundationDiff(17)).toBe(0);
    expect(foundationDiff(17.01)).toBe(0.01);
    expect(foundationDiff(16.99)).toBe(-0.01);
    expect(foundationDiff(null)).toBeNull();
    expect(foundationDiff(Number.NaN)).toBeNull();
  });
  it('map top and bottom are divided by 5', () => {
    expect(mapCoordinate(500)).toBe(100);
    expect(mapCoordinate('12')).toBe(2.4);
    expect(mapCoordinate(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatNumber, isBlank, roundTo, toNumber } from './number.ts';

describe('toNumber', () => {
  it('reads numbers and plain decimal strings', () => {
    expect(toNumber(12)).toBe(12);
    expect(toNumber('12')).toBe(12);
    expect(toNumber(' -3.5 ')).toBe(-3.5);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber('5.')).toBe(5);
    expect(toNumber('0')).toBe(0);
  });
  it('gives null for nothing, text and non-finite numbers', () => {
    expect(toNumber(null)).toBeNull();
    expect(toNumber(undefined)).toBeNull();
    expect(toNumber('')).toBeNull();
    expect(toNumber('   ')).toBeNull();
    expect(toNumber('12a')).toBeNull();
    expect(toNumber('0x10')).toBeNull();
    expect(toNumber('1e3')).toBeNull();
    expect(toNumber('.')).toBeNull();
    expect(toNumber(Number.NaN)).toBeNull();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('isBlank', () => {
  it('is true for null, undefined and white space only', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t')).toBe(true);
  });
  it('is false for anything written, including 0', () => {
    expect(isBlank('a')).toBe(false);
    expect(isBlank(0)).toBe(false);
    expect(isBlank('0')).toBe(false);
  });
});

describe('roundTo', () => {
  it('rounds to 2 decimals by default and never returns -0', () => {
    expect(roundTo(1.234)).toBe(1.23);
    expect(roundTo(1.236)).toBe(1.24);
    expect(roundTo(-0.001)).toBe(0);
    expect(Object.is(roundTo(-0.001), 0)).toBe(true);
    expect(roundTo(1.23456, 3)).toBe(1.235);
  });
});

describe('formatNumber', () => {
  it('writes up to the most decimals and at least the fewest, without grouping', () => {
    expect(formatNumber(12.345, 'en', 2)).toBe('12.35');
    expect(formatNumber(12, 'zh', 1, 1)).toBe('12.0');
    expect(formatNumber(12345.6, 'en', 0)).toBe('12346');
  });
  it('writes a value that rounds to zero without a sign', () => {
    expect(formatNumber(-0.004, 'en', 2)).toBe('0');
    expect(formatNumber(-0.04, 'zh', 1, 1)).toBe('0.0');
    expect(formatNumber(-0.06, 'zh', 1, 1)).toBe('-0.1');
  });
  it('writes another language as Intl does', () => {
    expect(formatNumber(1234.5, 'de', 1, 1)).toBe('1234,5');
  });
});

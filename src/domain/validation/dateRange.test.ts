import { describe, expect, it } from 'vitest';
import { candlestickBounds, pickerBounds } from '../ranges.ts';
import { dateInputMs, validateDateRange, validateHourCount } from './dateRange.ts';
import { messages } from './testing.ts';

const day = 86_400_000;

describe('validateDateRange (part 1 §5)', () => {
  const a = Date.UTC(2024, 0, 1);
  it('accepts a start before or equal to the end', () => {
    expect(validateDateRange({ start: a, end: a + day })).toEqual([]);
    expect(validateDateRange({ start: a, end: a })).toEqual([]);
    expect(validateDateRange({ start: '2024-01-01', end: '2024-01-02 08:00' })).toEqual([]);
  });
  it('tempDetail.checkDate: both ends are required', () => {
    const keys = (r: Parameters<typeof validateDateRange>[0]) => validateDateRange(r).map((i) => i.key);
    expect(keys({ start: null, end: a })).toEqual(['validation.tempDetail.checkDate']);
    expect(keys({ start: a, end: undefined })).toEqual(['validation.tempDetail.checkDate']);
    expect(keys({ start: '', end: '' })).toEqual([
      'validation.tempDetail.checkDate',
      'validation.tempDetail.checkDate',
    ]);
    expect(keys({ start: '2023-02-30', end: a })).toEqual(['validation.tempDetail.checkDate']);
  });
  it('tempDetail.checkDate2: the start must not be after the end (1 ms after is too late)', () => {
    expect(validateDateRange({ start: a + 1, end: a }).map((i) => i.key)).toEqual([
      'validation.tempDetail.checkDate2',
    ]);
    expect(messages(validateDateRange({ start: '2024-01-02', end: '2024-01-01' }))).toEqual([
      'start: Start date must not be greater than end date',
    ]);
  });
  it('pickers run from 2000 to 2060: 1999-12-31 23:59:59 and 2061-01-01 are out', () => {
    expect(validateDateRange({ start: '2000-01-01', end: '2060-12-31 23:59:59' })).toEqual([]);
    expect(validateDateRange({ start: '1999-12-31 23:59:59', end: '2000-01-02' }).map((i) => i.key)).toEqual([
      'validation.date.outOfRange',
    ]);
    expect(validateDateRange({ start: '2060-12-31', end: '2061-01-01' }).map((i) => i.field)).toEqual([
      'end',
    ]);
    const b = pickerBounds();
    expect(validateDateRange({ start: b.minMs, end: b.maxMs })).toEqual([]);
    expect(validateDateRange({ start: b.minMs - 1, end: b.maxMs + 1 })).toHaveLength(2);
  });
  it('the candlestick picker runs from 2020-01-01 to now', () => {
    const now = Date.UTC(2026, 10, 21, 9);
    const bounds = candlestickBounds(now);
    expect(validateDateRange({ start: '2020-01-01', end: now }, { bounds })).toEqual([]);
    expect(validateDateRange({ start: '2019-12-31 23:59:59', end: now }, { bounds })).toHaveLength(1);
    expect(validateDateRange({ start: '2020-01-01', end: now + 1 }, { bounds }).map((i) => i.key)).toEqual([
      'validation.date.outOfRange',
    ]);
  });
  it('reads picker text in the given zone', () => {
    expect(dateInputMs('2024-01-01', 'UTC')).toBe(Date.UTC(2024, 0, 1));
    expect(dateInputMs('2024-01-01')).toBe(Date.UTC(2023, 11, 31, 16));
    expect(dateInputMs(Number.NaN)).toBeNull();
  });
});

describe('validateHourCount (define mode)', () => {
  it("needs a whole number of hours from 1 ('Please enter the hour')", () => {
    expect(validateHourCount(2)).toEqual([]);
    expect(validateHourCount('1')).toEqual([]);
    expect(messages(validateHourCount(0))).toEqual(['hours: Please enter the hour']);
    expect(validateHourCount('')).toHaveLength(1);
    expect(validateHourCount(1.5)).toHaveLength(1);
  });
});

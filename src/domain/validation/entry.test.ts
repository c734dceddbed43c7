import { describe, expect, it } from 'vitest';
import { firstDataDayMs } from '../ranges.ts';
import { validateManualEntry } from './entry.ts';
import { messages } from './testing.ts';

const now = Date.UTC(2026, 10, 21, 9);

describe('validateManualEntry (part 2 §5)', () => {
  it('accepts an outlet or pouring value with no time (= now)', () => {
    expect(validateManualEntry({ area: 1, value: '12.5', nowMs: now })).toEqual([]);
    expect(validateManualEntry({ area: 4, value: 0, nowMs: now })).toEqual([]);
    expect(validateManualEntry({ area: '4', value: '-3', nowMs: now })).toEqual([]);
  });
  it("rejects an empty value ('Temperature value cannot be empty') and a non-numeric one", () => {
    expect(messages(validateManualEntry({ area: 1, value: '', nowMs: now }))).toEqual([
      'value: Temperature value cannot be empty',
    ]);
    expect(messages(validateManualEntry({ area: 1, value: null, nowMs: now }))).toEqual([
      'value: Temperature value cannot be empty',
    ]);
    expect(messages(validateManualEntry({ area: 1, value: '12,5', nowMs: now }))).toEqual([
      'value: Please enter a number',
    ]);
  });
  it('refuses an absurd temperature: -50 to 100 °C, both included', () => {
    expect(validateManualEntry({ area: 1, value: '-50', nowMs: now })).toEqual([]);
    expect(validateManualEntry({ area: 1, value: 100, nowMs: now })).toEqual([]);
    for (const value of [1e20, '100.1', -50.5, '-273']) {
      expect(messages(validateManualEntry({ area: 1, value, nowMs: now }))).toEqual([
        'value: The temperature must be from -50 to 100 °C',
      ]);
    }
    expect(messages(validateManualEntry({ area: 1, value: 'abc', nowMs: now }))).toEqual([
      'value: Please enter a number',
    ]);
  });
  it('knows only the categories 1 outlet, 2 bin, 4 pouring', () => {
    expect(messages(validateManualEntry({ area: 3, value: 1, nowMs: now }))).toEqual([
      'area: Invalid entry category',
    ]);
  });
  it('a bin entry needs a dam section and exactly one bin', () => {
    const bin = { area: 2, value: 10, nowMs: now };
    expect(validateManualEntry({ ...bin, block: 12, binIds: ['12-3'] })).toEqual([]);
    expect(messages(validateManualEntry({ ...bin, binIds: ['12-3'] }))).toEqual([
      'block: Please choose the dam section',
    ]);
    expect(messages(validateManualEntry({ ...bin, block: 12, binIds: [] }))).toEqual([
      'binIds: Please choose one bay',
    ]);
    expect(messages(validateManualEntry({ ...bin, block: 12, binIds: [1, 2] }))).toEqual([
      'binIds: Please choose one bay',
    ]);
    // Other categories need neither.
    expect(validateManualEntry({ area: 1, value: 10, nowMs: now })).toEqual([]);
  });
  it('the time lies from 2020-01-01 to now, both included', () => {
    const first = firstDataDayMs();
    expect(validateManualEntry({ area: 1, value: 1, timeMs: first, nowMs: now })).toEqual([]);
    expect(validateManualEntry({ area: 1, value: 1, timeMs: now, nowMs: now })).toEqual([]);
    expect(messages(validateManualEntry({ area: 1, value: 1, timeMs: first - 1, nowMs: now }))).toEqual([
      'time: The date is outside the allowed range',
    ]);
    expect(messages(validateManualEntry({ area: 1, value: 1, timeMs: now + 1, nowMs: now }))).toEqual([
      'time: Entry time is later than the current time',
    ]);
  });
});

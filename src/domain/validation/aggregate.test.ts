import { describe, expect, it } from 'vitest';
import { validateAggregateEntry, validateAggregateSearch } from './aggregate.ts';
import { messages } from './testing.ts';

const now = Date.UTC(2026, 10, 21, 9);
const ok = { temperature: '14.2', typeId: 3, timeMs: now - 60_000, nowMs: now };

describe('validateAggregateEntry (part 2 §5)', () => {
  it('accepts a numeric temperature, a category and a past time', () => {
    expect(validateAggregateEntry(ok)).toEqual([]);
  });
  it('the temperature is not empty and numeric', () => {
    expect(messages(validateAggregateEntry({ ...ok, temperature: ' ' }))).toEqual([
      'temperature: Temperature value cannot be empty',
    ]);
    expect(messages(validateAggregateEntry({ ...ok, temperature: '14度' }))).toEqual([
      'temperature: Please enter a number',
    ]);
    expect(validateAggregateEntry({ ...ok, temperature: 0 })).toEqual([]);
  });
  it('the temperature lies from -50 to 100 °C', () => {
    expect(validateAggregateEntry({ ...ok, temperature: '-50' })).toEqual([]);
    expect(messages(validateAggregateEntry({ ...ok, temperature: 1e20 }))).toEqual([
      'temperature: The temperature must be from -50 to 100 °C',
    ]);
  });
  it('a category is chosen', () => {
    expect(messages(validateAggregateEntry({ ...ok, typeId: null }))).toEqual([
      'typeId: Please choose a category',
    ]);
    expect(validateAggregateEntry({ ...ok, typeId: 0 })).toEqual([]);
  });
  it('the time is not later than now: now is fine, 1 ms later is not', () => {
    expect(validateAggregateEntry({ ...ok, timeMs: now })).toEqual([]);
    expect(messages(validateAggregateEntry({ ...ok, timeMs: now + 1 }))).toEqual([
      'time: Entry time is later than the current time',
    ]);
    expect(messages(validateAggregateEntry({ ...ok, timeMs: null }))).toEqual([
      'time: Please enter the time',
    ]);
  });
});

describe('validateAggregateSearch (part 2 §5)', () => {
  it("needs a name ('Enter the aggregate to search')", () => {
    expect(messages(validateAggregateSearch(''))).toEqual(['name: Enter the aggregate to search']);
    expect(validateAggregateSearch('  ')).toHaveLength(1);
    expect(validateAggregateSearch('砂')).toEqual([]);
  });
});

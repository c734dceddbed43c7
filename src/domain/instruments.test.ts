import { describe, expect, it } from 'vitest';
import type { Series } from './adapters/series.ts';
import { joinSeries, lastReading, recentWindow, solarDayWindow } from './instruments.ts';
import { DAY_MS } from './time.ts';

const series = (id: string, time: number[], value: number[]): Series => ({
  id,
  name: id,
  time: Float64Array.from(time),
  value: Float64Array.from(value),
});

describe('solar list pages', () => {
  // 2026-11-24 10:00 in Shanghai.
  const now = Date.UTC(2026, 10, 24, 2);

  it('page 1 is the whole site day of the range end', () => {
    expect(solarDayWindow(now, 1)).toEqual({
      start: Date.UTC(2026, 10, 23, 16),
      end: Date.UTC(2026, 10, 24, 16) - 1,
    });
  });

  it('each further page steps back one day', () => {
    expect(solarDayWindow(now, 2)).toEqual({
      start: Date.UTC(2026, 10, 22, 16),
      end: Date.UTC(2026, 10, 23, 16) - 1,
    });
    // Across a month's start.
    expect(solarDayWindow(now, 25).start).toBe(Date.UTC(2026, 9, 30, 16));
  });

  it('reads the day in the zone it is given, and takes a bad page as the first', () => {
    expect(solarDayWindow(now, 1, 'UTC')).toEqual({
      start: Date.UTC(2026, 10, 24),
      end: Date.UTC(2026, 10, 25) - 1,
    });
    expect(solarDayWindow(now, 0)).toEqual(solarDayWindow(now, 1));
  });
});

describe('recent window', () => {
  it('starts the days before now and leaves the end to the server', () => {
    expect(recentWindow(3, 10 * DAY_MS)).toEqual({ start: 7 * DAY_MS });
  });
});

describe('joinSeries', () => {
  it('joins pages given newest first into one ascending series', () => {
    const joined = joinSeries(
      [series('d2', [30, 40], [3, 4]), series('d1', [10, 20], [1, Number.NaN])],
      'all',
    );
    expect(joined.id).toBe('all');
    expect([...joined.time]).toEqual([10, 20, 30, 40]);
    expect([...joined.value]).toEqual([1, Number.NaN, 3, 4]);
  });

  it('keeps overlapping pages in time order', () => {
    const joined = joinSeries([series('a', [10, 30], [1, 3]), series('b', [20, 40], [2, 4])], 's', 'Solar');
    expect(joined.name).toBe('Solar');
    expect([...joined.time]).toEqual([10, 20, 30, 40]);
    expect([...joined.value]).toEqual([1, 2, 3, 4]);
  });

  it('joins nothing into an empty series', () => {
    const joined = joinSeries([], 'none');
    expect(joined.time.length).toBe(0);
  });
});

describe('lastReading', () => {
  it('is the newest point with a value', () => {
    expect(lastReading(series('t', [1, 2, 3], [5, 6, Number.NaN]))).toEqual({ time: 2, value: 6 });
  });
  it('is null without a value', () => {
    expect(lastReading(series('t', [1], [Number.NaN]))).toBeNull();
    expect(lastReading(series('t', [], []))).toBeNull();
  });
});

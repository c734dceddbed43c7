import { describe, expect, it } from 'vitest';
import { adaptListPage } from './pages.ts';
import { toRecordModeQuery } from './recordMode.ts';
import { toSecondsQuery } from './timeQuery.ts';

describe('toSecondsQuery', () => {
  it('names the ends as the call does, in whole epoch seconds', () => {
    expect(
      toSecondsQuery({ start: 1_752_379_200_999, end: 1_752_552_000_000 }, { start: 'min', end: 'max' }),
    ).toEqual({ min: 1_752_379_200, max: 1_752_552_000 });
    expect(toSecondsQuery({ start: 1_000, end: 2_000 }, { start: 'startTime', end: 'endTime' })).toEqual({
      startTime: 1,
      endTime: 2,
    });
  });

  it('leaves out a missing or invalid end, and a whole missing window', () => {
    expect(toSecondsQuery({ start: 5_000, end: null }, { start: 'start', end: 'end' })).toEqual({ start: 5 });
    expect(toSecondsQuery({ start: Number.NaN, end: Infinity }, { start: 'start', end: 'end' })).toEqual({});
    expect(toSecondsQuery(undefined, { start: 'start', end: 'end' })).toEqual({});
  });

  it('gives the map its instant as the end of a window', () => {
    expect(toSecondsQuery({ end: 1_752_552_000_000 }, { end: 'time' })).toEqual({ time: 1_752_552_000 });
    expect(toSecondsQuery({ end: undefined }, { end: 'time' })).toEqual({});
  });
});

describe('toRecordModeQuery', () => {
  it('sends the hours and the data mode only when set', () => {
    expect(toRecordModeQuery({ which: 'real' })).toEqual({ which: 'real' });
    expect(toRecordModeQuery({ which: 'define', inputHour: 6, whichMode: 'average' })).toEqual({
      which: 'define',
      input_hour: 6,
      whichMode: 'average',
    });
  });
});

describe('adaptListPage', () => {
  it('adapts each item and keeps the total of the whole list', () => {
    expect(adaptListPage({ list: [{ v: 1 }, { v: 2 }], count: '23' }, (r: { v: number }) => r.v * 2)).toEqual(
      {
        items: [2, 4],
        total: 23,
      },
    );
    expect(adaptListPage(null, (r: { v: number }) => r.v)).toEqual({ items: [], total: null });
  });
});

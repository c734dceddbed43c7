import { describe, expect, it } from 'vitest';
import { chartOptions, latestOptions, recordModeOf, recordModeQuery, validHours } from './recordMode';

const window = { start: 1_000, end: 2_000 };

describe('record modes in the address', () => {
  it('reads the defaults (every reading of the picked days, 2 hours) and the modes given', () => {
    expect(recordModeOf(new URLSearchParams(''))).toEqual({ data: 'real', time: 'dates', hours: '2' });
    expect(recordModeOf(new URLSearchParams('data=average&time=define&hours=6'))).toEqual({
      data: 'average',
      time: 'define',
      hours: '6',
    });
    expect(recordModeOf(new URLSearchParams('data=x&time=week&hours='))).toEqual({
      data: 'real',
      time: 'dates',
      hours: '',
    });
  });

  it('writes only what differs from the defaults, and the hours only for define', () => {
    expect(recordModeQuery({ data: 'real', time: 'dates', hours: '2' })).toEqual({
      data: null,
      time: null,
      hours: null,
    });
    expect(recordModeQuery({ data: 'average', time: '1hour', hours: '6' })).toEqual({
      data: 'average',
      time: '1hour',
      hours: null,
    });
    expect(recordModeQuery({ data: 'real', time: 'define', hours: '' })).toEqual({
      data: null,
      time: 'define',
      hours: '',
    });
  });

  it('takes whole hours above 0 only', () => {
    expect(validHours('12')).toBe(12);
    expect(validHours('')).toBeNull();
    expect(validHours('0')).toBeNull();
    expect(validHours('1.5')).toBeNull();
  });

  it('asks the chart for the picked days, the latest 50, the last hour or the last N hours', () => {
    expect(chartOptions({ data: 'real', time: 'dates', hours: '' }, window, 2)).toEqual({ window });
    expect(chartOptions({ data: 'average', time: 'dates', hours: '' }, window, 2)).toEqual({
      mode: { which: 'real', whichMode: 'average' },
      window,
    });
    expect(chartOptions({ data: 'real', time: 'real', hours: '' }, window, 2)).toEqual(latestOptions('real'));
    expect(chartOptions({ data: 'real', time: '1hour', hours: '' }, window, 2)).toEqual({
      mode: { which: '1hour', whichMode: 'real' },
    });
    expect(chartOptions({ data: 'average', time: 'define', hours: '' }, window, 6)).toEqual({
      mode: { which: 'define', inputHour: 6, whichMode: 'average' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  addSiteDays,
  endOfSiteDay,
  formatSiteDate,
  formatSiteDateTime,
  formatSiteMonthDayTime,
  msToSeconds,
  parseSiteDateTime,
  secondsToMs,
  siteDateParts,
  siteDateToEpochMs,
  timeZoneOffsetMs,
} from './time.ts';

describe('time', () => {
  it('turns legacy seconds into epoch ms and treats 0 or empty as no time', () => {
    expect(secondsToMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(secondsToMs('1700000000')).toBe(1_700_000_000_000);
    expect(secondsToMs(1)).toBe(1000);
    expect(secondsToMs(0)).toBeNull();
    expect(secondsToMs(-1)).toBeNull();
    expect(secondsToMs('')).toBeNull();
    expect(secondsToMs(null)).toBeNull();
    expect(secondsToMs('abc')).toBeNull();
  });
  it('turns epoch ms back into whole seconds', () => {
    expect(msToSeconds(1_700_000_000_999)).toBe(1_700_000_000);
  });
  it("formats in the site time zone, not the viewer's", () => {
    // 2023-11-14T22:13:20Z is 2023-11-15 06:13 in Shanghai.
    expect(formatSiteDateTime(1_700_000_000_000, 'Asia/Shanghai')).toBe('2023-11-15 06:13');
    expect(formatSiteDateTime(1_700_000_000_000, 'UTC')).toBe('2023-11-14 22:13');
    expect(formatSiteDateTime(1_700_000_000_000, 'Asia/Shanghai', { seconds: true })).toBe(
      '2023-11-15 06:13:20',
    );
    expect(formatSiteDateTime(1_700_000_000_000, 'Asia/Shanghai', { language: 'en' })).toBe(
      '2023-11-15 06:13',
    );
  });
  it('formats dates and times alone, either side of midnight in Shanghai', () => {
    const lastUtcBeforeMidnight = Date.UTC(2023, 10, 14, 15, 59, 59); // 23:59:59 in Shanghai
    expect(formatSiteDate(lastUtcBeforeMidnight)).toBe('2023-11-14');
    expect(formatSiteDate(lastUtcBeforeMidnight + 1000)).toBe('2023-11-15');
    expect(formatSiteMonthDayTime(lastUtcBeforeMidnight + 1000)).toBe('11-15 00:00');
    expect(formatSiteDate(lastUtcBeforeMidnight, 'UTC')).toBe('2023-11-14');
  });
  it('reads calendar parts in the site zone and the zone offset', () => {
    expect(siteDateParts(Date.UTC(2024, 0, 1, 16, 30, 5))).toEqual({
      year: 2024,
      month: 1,
      day: 2,
      hour: 0,
      minute: 30,
      second: 5,
    });
    expect(timeZoneOffsetMs(Date.UTC(2024, 0, 1))).toBe(8 * 3_600_000);
    expect(timeZoneOffsetMs(Date.UTC(2024, 0, 1), 'UTC')).toBe(0);
    expect(timeZoneOffsetMs(Date.UTC(2024, 0, 1), 'America/New_York')).toBe(-5 * 3_600_000);
    expect(timeZoneOffsetMs(Date.UTC(2024, 6, 1), 'America/New_York')).toBe(-4 * 3_600_000);
  });
  it('reads Shanghai and UTC dates without Intl exactly as Intl reads them, and Shanghai before 1991 through Intl', () => {
    const intlParts = (ms: number, timeZone: string) => {
      const f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      });
      const out: Record<string, number> = {};
      for (const p of f.formatToParts(ms)) if (p.type !== 'literal') out[p.type] = Number(p.value);
      return out;
    };
    const from = Date.UTC(1985, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i <= 2000; i++) {
      // Every 20 days and a few hours, plus the seconds and milliseconds of an odd step.
      const ms = from + ((to - from) * i) / 2000 + i * 7_777;
      for (const zone of ['Asia/Shanghai', 'UTC'])
        expect(siteDateParts(ms, zone)).toEqual(intlParts(ms, zone));
    }
    // China's summer time of 1991, which the fast path must leave to Intl: 15 Sep 01:00 was still +09:00.
    expect(siteDateParts(Date.UTC(1991, 8, 14, 16)).hour).toBe(1);
  });

  it('turns a site wall-clock time into an instant, also across daylight saving elsewhere', () => {
    expect(siteDateToEpochMs(2020, 1, 1)).toBe(Date.UTC(2019, 11, 31, 16));
    expect(siteDateToEpochMs(2020, 1, 1, 0, 0, 0, 'UTC')).toBe(Date.UTC(2020, 0, 1));
    expect(siteDateToEpochMs(2024, 7, 1, 12, 0, 0, 'America/New_York')).toBe(Date.UTC(2024, 6, 1, 16));
    expect(siteDateToEpochMs(2024, 1, 32)).toBe(siteDateToEpochMs(2024, 2, 1));
  });
  it('finds the end of the site day and adds calendar days', () => {
    const t = Date.UTC(2024, 4, 1, 20, 0); // 2024-05-02 04:00 in Shanghai
    expect(endOfSiteDay(t)).toBe(Date.UTC(2024, 4, 2, 16) - 1);
    expect(addSiteDays(t, -7)).toBe(Date.UTC(2024, 3, 24, 16));
    expect(addSiteDays(t, 1)).toBe(Date.UTC(2024, 4, 2, 16));
  });
  it('parses picker text as a site wall-clock time and rejects impossible dates', () => {
    expect(parseSiteDateTime('2020-01-01')).toBe(Date.UTC(2019, 11, 31, 16));
    expect(parseSiteDateTime('2020-01-01 08:30')).toBe(Date.UTC(2020, 0, 1, 0, 30));
    expect(parseSiteDateTime('2020-01-01T08:30:15')).toBe(Date.UTC(2020, 0, 1, 0, 30, 15));
    expect(parseSiteDateTime('2024-02-29')).not.toBeNull();
    expect(parseSiteDateTime('2023-02-29')).toBeNull();
    expect(parseSiteDateTime('2023-13-01')).toBeNull();
    expect(parseSiteDateTime('2023-01-01 24:00')).toBeNull();
    expect(parseSiteDateTime('yesterday')).toBeNull();
  });
});

/*
 * Time in damtherm: the domain works in epoch milliseconds; legacy calls send epoch seconds. Everything is
 * shown in the site's time zone (an IANA name, default Asia/Shanghai) through Intl — the legacy app added a
 * fixed 8 hours (28800000 ms) to chart points instead, which breaks on any phone not set to UTC.
 */

/** Default site time zone. */
export const SITE_TIME_ZONE = 'Asia/Shanghai';
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** Legacy timestamps are epoch seconds; the domain uses epoch ms. null/0/empty means no time. */
export function secondsToMs(seconds: number | string | null | undefined): number | null {
  if (seconds === null || seconds === undefined || seconds === '') return null;
  const n = typeof seconds === 'number' ? seconds : Number(seconds);
  if (!Number.isFinite(n) || n <= 0) return null;
  return Math.round(n * 1000);
}

/** Epoch ms → whole epoch seconds (floored), for calls that take seconds. */
export function msToSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/** Calendar fields of an instant in a time zone (month 1..12). */
export interface SiteDateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      era: 'short',
    });
    partFormatters.set(timeZone, f);
  }
  return f;
}

/**
 * Zones whose offset from UTC has not changed since a known instant, with that offset: their dates need no
 * Intl, whose first use costs a fresh page 50–60 ms in Chromium (ICU starting up) — more than a chart's whole
 * first frame. Asia/Shanghai, the default site zone, has been UTC+8 since China's last summer time ended on
 * 1991-09-15 (+09:00 → +08:00; October 1991 is taken as the safe start). Other zones and earlier times go
 * through Intl; `time.test.ts` checks both ways agree.
 */
const FIXED_OFFSETS: Readonly<Record<string, { offsetMs: number; since: number }>> = {
  'Asia/Shanghai': { offsetMs: 8 * 3_600_000, since: Date.UTC(1991, 9, 1) },
  UTC: { offsetMs: 0, since: Number.NEGATIVE_INFINITY },
  'Etc/UTC': { offsetMs: 0, since: Number.NEGATIVE_INFINITY },
};

/** The calendar date and wall-clock time of `epochMs` in `timeZone`. */
export function siteDateParts(epochMs: number, timeZone = SITE_TIME_ZONE): SiteDateParts {
  const fixed = FIXED_OFFSETS[timeZone];
  if (fixed && epochMs >= fixed.since && Number.isFinite(epochMs)) {
    const wall = new Date(epochMs + fixed.offsetMs);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  const out: SiteDateParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const p of partFormatter(timeZone).formatToParts(epochMs)) {
    if (p.type === 'era') bc = p.value.startsWith('B');
    else if (p.type in out) out[p.type as keyof SiteDateParts] = Number(p.value);
  }
  if (bc) out.year = 1 - out.year;
  return out;
}

/**
 * `YYYY-MM-DD HH:mm` in the site's time zone, whatever the zone of the viewer's phone. Replaces the legacy
 * habit of adding 8 hours to timestamps. The text is numeric in every language (`language` is accepted for
 * callers that pass it, and changes nothing).
 */
export function formatSiteDateTime(
  epochMs: number,
  timeZone = SITE_TIME_ZONE,
  options: { seconds?: boolean; language?: string } = {},
): string {
  const p = siteDateParts(epochMs, timeZone);
  const time = `${pad(p.hour)}:${pad(p.minute)}${options.seconds ? `:${pad(p.second)}` : ''}`;
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${time}`;
}

/** Offset of `timeZone` from UTC at `epochMs`, in ms (Asia/Shanghai: +28800000). */
export function timeZoneOffsetMs(epochMs: number, timeZone = SITE_TIME_ZONE): number {
  const p = siteDateParts(epochMs, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant at which the clocks of `timeZone` show this date and time (month 1..12). Fields may overflow
 * as with Date.UTC (day 0 is the last day of the previous month, day 32 rolls over), which makes date
 * arithmetic in the site zone simple.
 */
export function siteDateToEpochMs(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  timeZone = SITE_TIME_ZONE,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = wall - timeZoneOffsetMs(wall, timeZone);
  const second2 = wall - timeZoneOffsetMs(first, timeZone);
  return first === second2 ? first : second2;
}

/** The last millisecond of the site day that contains `epochMs`. */
export function endOfSiteDay(epochMs: number, timeZone = SITE_TIME_ZONE): number {
  const p = siteDateParts(epochMs, timeZone);
  return siteDateToEpochMs(p.year, p.month, p.day + 1, 0, 0, 0, timeZone) - 1;
}

/** Midnight in the site zone, `days` calendar days after (or before, when negative) the day of `epochMs`. */
export function addSiteDays(epochMs: number, days: number, timeZone = SITE_TIME_ZONE): number {
  const p = siteDateParts(epochMs, timeZone);
  return siteDateToEpochMs(p.year, p.month, p.day + days, 0, 0, 0, timeZone);
}

const DATE_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` as a wall-clock time in the site zone
 * (what a date picker shows); null for anything else, including impossible dates such as 2024-02-30.
 */
export function parseSiteDateTime(text: string, timeZone = SITE_TIME_ZONE): number | null {
  const m = DATE_TEXT.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return null;
  return siteDateToEpochMs(y, mo, d, h, mi, s, timeZone);
}

/** `YYYY-MM-DD` in the site zone. */
export function formatSiteDate(epochMs: number, timeZone = SITE_TIME_ZONE): string {
  const p = siteDateParts(epochMs, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * The locale of date fields (react-aria's DateField, DatePicker, DateRangePicker) in each language, chosen
 * so a field puts year, month and day in the order the texts do (`formatSiteDate`): zh-CN writes 2026/11/29,
 * en-CA 2026-11-29 (en-GB would write 29/11/2026, en-US 11/29/2026).
 */
export function dateFieldLocale(language: string): 'zh-CN' | 'en-CA' {
  return language === 'en' ? 'en-CA' : 'zh-CN';
}

/**
 * A literal between the segments of a date field as the texts write it: '/' between date parts becomes
 * '-', and the ', ' before the time one space, so a field reads 2026-11-29 10:00 like every text.
 */
export function dateFieldLiteral(text: string): string {
  return text.replace(/\//g, '-').replace(/^,\s*$/, ' ');
}

/** `MM-DD HH:mm` in the site zone (tooltips and ticks within a year). */
export function formatSiteMonthDayTime(epochMs: number, timeZone = SITE_TIME_ZONE): string {
  const p = siteDateParts(epochMs, timeZone);
  return `${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** A closed time interval in epoch ms. */
export interface TimeRange {
  startMs: number;
  endMs: number;
}

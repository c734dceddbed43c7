/** Legacy timestamps are epoch seconds; the domain uses epoch ms. null/0/empty means no time. */
export function secondsToMs(seconds: number | string | null | undefined): number | null {
  if (seconds === null || seconds === undefined || seconds === '') return null;
  const n = typeof seconds === 'number' ? seconds : Number(seconds);
  if (!Number.isFinite(n) || n <= 0) return null;
  return Math.round(n * 1000);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, language: string, withSeconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${language}|${withSeconds}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: withSeconds ? '2-digit' : undefined,
      hourCycle: 'h23',
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * `YYYY-MM-DD HH:mm` in the site's time zone, whatever the zone of the viewer's phone. Replaces the legacy
 * habit of adding 8 hours to timestamps.
 */
export function formatSiteDateTime(
  epochMs: number,
  timeZone = 'Asia/Shanghai',
  options: { seconds?: boolean; language?: string } = {},
): string {
  const parts = formatter(timeZone, options.language ?? 'zh', options.seconds ?? false).formatToParts(
    epochMs,
  );
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${get('hour')}:${get('minute')}${options.seconds ? `:${get('second')}` : ''}`;
  return `${get('year')}-${get('month')}-${get('day')} ${time}`;
}

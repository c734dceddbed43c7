const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number in the reader's language with at most `digits` (and at least `minDigits`) decimals (temperatures and flows are rounded to
 * two decimals by the domain adapters; this only prints them). Shared by the cabinet lists and tables.
 */
export function formatNumber(value: number, language: string, digits = 2, minDigits = 0): string {
  const key = `${language}|${digits}|${minDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
      maximumFractionDigits: digits,
      minimumFractionDigits: minDigits,
      useGrouping: false,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/** The message key (and value) that names a valve opening in percent: fully open, fully closed, or n %. */
export function openingMessage(percent: number): { key: string; value: number } {
  if (percent >= 100) return { key: 'loop.opening.full', value: percent };
  if (percent <= 0) return { key: 'loop.opening.closed', value: percent };
  return { key: 'loop.opening.percent', value: percent };
}

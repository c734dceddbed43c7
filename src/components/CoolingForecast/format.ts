import { formatNumber } from '../LoopList/format';

/** A temperature (°C) with one decimal, as the bay screens print them. */
export function formatCelsius(value: number, language: string): string {
  return formatNumber(value, language, 1, 1);
}

const rateFormats = new Map<string, Intl.NumberFormat>();

/** A rate (°C/day) with two decimals and its sign: '-0.48', '+0.12', '0.00'. */
export function formatRate(value: number, language: string): string {
  let format = rateFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
      useGrouping: false,
    });
    rateFormats.set(language, format);
  }
  return format.format(value);
}

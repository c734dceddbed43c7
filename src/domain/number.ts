import { decimalText } from './decimalText.ts';

/** A raw value as legacy calls send it: a number, a numeric string, or nothing. */
export type RawNumber = number | string | null | undefined;

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The number a raw value holds, or null when it holds none: null, undefined, '', whitespace, text that is
 * not a plain decimal ('12a', '0x10', '1e3') and non-finite numbers all give null. `Number('')` would say 0,
 * which the legacy app then showed as a reading; this does not.
 */
export function toNumber(raw: RawNumber): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const text = raw.trim();
  if (!DECIMAL.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Whether a form value is empty: null, undefined, or a string of only white space. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** Rounds to `decimals` places (chart values use 2, part 1 §9); never returns -0. */
export function roundTo(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** The languages whose numbers `decimalText` writes exactly as `Intl.NumberFormat` does (zh-CN, en-GB, en-US). */
const WRITTEN_AS_DECIMAL_TEXT = new Set(['zh', 'zh-CN', 'en', 'en-GB', 'en-US']);

/**
 * A number as the reader's language writes it, with at most `maxDecimals` (and at least `minDecimals`)
 * decimals and no grouping; a value that rounds to zero has no sign ('0.0', never '-0.0'). Every screen's
 * readings, rates and chart values are written by it. damtherm's own languages go through `decimalText`
 * (no ICU start-up on a fresh page); any other goes to `Intl.NumberFormat`.
 */
export function formatNumber(value: number, language: string, maxDecimals = 2, minDecimals = 0): string {
  const text = WRITTEN_AS_DECIMAL_TEXT.has(language)
    ? decimalText(value, minDecimals, maxDecimals)
    : new Intl.NumberFormat(language, {
        minimumFractionDigits: minDecimals,
        maximumFractionDigits: maxDecimals,
        useGrouping: false,
      }).format(value);
  return /^-0(?:\.0*)?$/.test(text) ? text.slice(1) : text;
}

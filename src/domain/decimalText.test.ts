import { describe, expect, it } from 'vitest';
import { decimalText } from './decimalText';

const LOCALES = ['en-US', 'en-GB', 'zh-CN'] as const;

const formats = new Map<string, Intl.NumberFormat>();
function intl(locale: string, value: number, min: number, max: number, grouping: boolean) {
  const key = `${locale}|${min}|${max}|${grouping}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: grouping,
    });
    formats.set(key, f);
  }
  return f.format(value);
}

/** A small deterministic generator, so a failure names a value that can be tried again. */
function* values(): Generator<number> {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const fixed = [
    0, -0, 1, -1, 0.5, -0.5, 1.005, 2.5, -2.5, 9.995, 99.95, 999.5, 0.045, 1e-6, 1.5e-7, 123456.789,
  ];
  yield* fixed;
  yield* [1e20, 1e21, 5e-7, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (let i = 0; i < 1500; i++) {
    const magnitude = 10 ** Math.floor(next() * 12 - 4);
    const raw = (next() * 2 - 1) * magnitude;
    // Half of them on a rounding boundary (…5 at some decimal place), where writers disagree most.
    yield i % 2 ? raw : Number((Math.round(raw * 1000) / 1000 + 0.0005).toFixed(4));
  }
}

describe('decimalText', () => {
  it('writes every value as Intl.NumberFormat does in zh-CN, en-GB and en-US', () => {
    const wrong: string[] = [];
    for (const value of values()) {
      for (const [min, max] of [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 1],
        [2, 2],
        [0, 4],
      ] as const) {
        for (const grouping of [false, true]) {
          const ours = decimalText(value, min, max, grouping);
          for (const locale of LOCALES) {
            const theirs = intl(locale, value, min, max, grouping);
            if (ours !== theirs)
              wrong.push(`${value} ${min}-${max} ${grouping} ${locale}: ${ours} ≠ ${theirs}`);
          }
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatRate } from './format';

describe('formatRate', () => {
  it('writes what Intl writes with signDisplay exceptZero, in zh-CN and en-GB', () => {
    const values = [
      0,
      -0,
      0.004,
      -0.004,
      0.005,
      -0.005,
      0.12,
      -0.48,
      1.235,
      -1.235,
      12.5,
      -99.999,
      Number.NaN,
    ];
    for (let i = -300; i <= 300; i++) values.push(i / 97, i / 1000);
    for (const locale of ['zh-CN', 'en-GB']) {
      const intl = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
        useGrouping: false,
      });
      for (const v of values) expect(formatRate(v), `${v} in ${locale}`).toBe(intl.format(v));
    }
  });
});

/**
 * A number written as `Intl.NumberFormat` writes it in zh-CN, en-GB and en-US — ASCII digits, '.', a leading
 * '-' (also for a negative value that rounds to zero), rounded half away from zero on the number's shortest
 * decimal form — with `minDecimals` to `maxDecimals` decimals and, when `grouping`, ',' between thousands.
 *
 * Why not Intl itself: the first Intl.NumberFormat of a fresh page costs 30–55 ms in Chromium (ICU starting
 * up), more than a chart's or the map's whole first frame, and every damtherm number is in one of these three
 * locales. Values written in exponent form (below 1e-6, from 1e21) and NaN/±Infinity go to Intl.
 * `decimalText.test.ts` compares it with Intl over many values.
 */
export function decimalText(
  value: number,
  minDecimals: number,
  maxDecimals: number,
  grouping = false,
): string {
  const plain = String(Math.abs(value));
  if (!Number.isFinite(value) || plain.includes('e')) {
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: grouping,
    }).format(value);
  }
  let [whole = '', fraction = ''] = plain.split('.');
  if (fraction.length > maxDecimals) {
    // Half away from zero: the digits kept, plus one in the last place when the next digit is 5 or more.
    const kept = BigInt(whole + fraction.slice(0, maxDecimals)) + (fraction[maxDecimals]! >= '5' ? 1n : 0n);
    const digits = kept.toString().padStart(maxDecimals + 1, '0');
    whole = digits.slice(0, digits.length - maxDecimals);
    fraction = digits.slice(digits.length - maxDecimals);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  if (grouping) whole = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

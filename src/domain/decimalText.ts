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
  const dot = plain.indexOf('.');
  let whole = dot < 0 ? plain : plain.slice(0, dot);
  let fraction = dot < 0 ? '' : plain.slice(dot + 1);
  if (fraction.length > maxDecimals) {
    const roundUp = fraction.charCodeAt(maxDecimals) >= 53; // '5' or more: away from zero
    let digits = whole + fraction.slice(0, maxDecimals);
    if (roundUp) digits = increment(digits);
    whole = digits.slice(0, digits.length - maxDecimals) || '0';
    fraction = digits.slice(digits.length - maxDecimals);
  }
  let end = fraction.length;
  while (end > minDecimals && fraction.charCodeAt(end - 1) === 48) end--;
  fraction = fraction.slice(0, end).padEnd(minDecimals, '0');
  if (grouping) whole = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A string of decimal digits plus one in its last place ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  while (i >= 0 && out[i] === '9') out[i--] = '0';
  if (i < 0) out.unshift('1');
  else out[i] = String(Number(out[i]) + 1);
  return out.join('');
}

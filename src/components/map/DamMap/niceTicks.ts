/**
 * Round values between `a` and `b` (either order), about `count` of them, spaced 1, 2, 5 or 10 times a power
 * of ten — the values d3's linear scales tick at, so the elevation axis reads as it always has. Steps below 1
 * divide by their inverse (0.3, not 0.30000000000000004).
 */
export function niceTicks(a: number, b: number, count: number): number[] {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || count <= 0) return [];
  if (lo === hi) return [lo];
  const raw = (hi - lo) / count;
  const power = Math.floor(Math.log10(raw));
  const mantissa = raw / 10 ** power;
  // Geometric midpoints between 1, 2, 5 and 10 pick the nearest of them.
  const factor =
    mantissa >= Math.sqrt(50) ? 10 : mantissa >= Math.sqrt(10) ? 5 : mantissa >= Math.sqrt(2) ? 2 : 1;
  const ticks: number[] = [];
  if (power >= 0) {
    const step = factor * 10 ** power;
    for (let i = Math.ceil(lo / step); i * step <= hi; i++) ticks.push(i * step);
  } else {
    const inverse = 10 ** -power / factor;
    for (let i = Math.ceil(lo * inverse); i / inverse <= hi; i++) ticks.push(i / inverse);
  }
  return ticks;
}

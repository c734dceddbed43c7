/** The figures every bench suite prints: medians, a high quantile and the goal lines. */

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The sample at quantile `q` (0.9: the 90th percentile), nearest rank below. */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))]!;
}

/** One `# goal met` / `# goal NOT met` line per target, the form the README and the issue notes quote. */
export function printGoal(ok: boolean, text: string): void {
  console.log(`# goal ${ok ? 'met' : 'NOT met'}: ${text}`);
}

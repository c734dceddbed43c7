/**
 * The comparison screen keeps its choices in the address (a reload or back shows the same curves):
 * `blocks=6,7,8` (empty: none chosen; absent: the default 6 to 11), `meter={c_td_id}` and
 * `td={name},{name}` (the thermometers compared). Names of thermometers are kept as given.
 */

/** The blocks of `blocks=…`: null when absent (the default applies), [] when empty. */
export function blocksOf(text: string | null): number[] | null {
  if (text === null) return null;
  const blocks = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return [...new Set(blocks)].sort((a, b) => a - b);
}

/** The thermometers of `td=…` as far as the meter has them, in the meter's order; null when absent. */
export function thermometersOf(text: string | null, offered: readonly string[]): string[] | null {
  if (text === null) return null;
  const asked = text.split(',');
  return offered.filter((name) => asked.includes(name));
}

/** The first and the last thermometer (shallowest and deepest: the largest gradient), or the only one. */
export function defaultThermometers(offered: readonly string[]): string[] {
  if (offered.length <= 2) return [...offered];
  return [offered[0] as string, offered[offered.length - 1] as string];
}

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

/** One line of a suite's table: damtherm against a peer in one case, and the goal it is held to (if any). */
export interface Row {
  case: string;
  /** The CPU throttling rate (1 or 4). */
  cpu: number;
  peer: string;
  /** damtherm's and the peer's figure, in ms (medians, or the 90th percentiles where `what` says so). */
  ours: number;
  theirs: number;
  what?: 'median' | 'p90';
  /** At most this ratio to the peer, or at most this many ms of damtherm's own. */
  goal?: { ratio: number } | { ms: number };
}

function met(r: Row): boolean | null {
  if (!r.goal) return null;
  return 'ratio' in r.goal ? r.ours / r.theirs <= r.goal.ratio : r.ours <= r.goal.ms;
}

/**
 * A suite's results as one Markdown table (ratio against each peer, the goal, pass or FAIL), then one goal
 * line per row with a goal. Returns whether every goal was met.
 */
export function printTable(title: string, rows: readonly Row[]): boolean {
  const ms = (x: number) => x.toFixed(1);
  console.log(`\n## ${title}\n`);
  console.log('| case | CPU | damtherm ms | peer | peer ms | ratio | goal | result |');
  console.log('|---|---|---|---|---|---|---|---|');
  // Each case's rows together (CPU 1× before 4×), in the order the cases ran.
  const cases = [...new Set(rows.map((r) => r.case))];
  const sorted = [...rows].sort((a, b) => cases.indexOf(a.case) - cases.indexOf(b.case));
  for (const r of sorted) {
    const p90 = r.what === 'p90' ? ' (p90)' : '';
    const goal = !r.goal
      ? '—'
      : 'ratio' in r.goal
        ? `≤ ${r.goal.ratio.toFixed(1)}×`
        : `≤ ${r.goal.ms} ms${p90}`;
    const ok = met(r);
    console.log(
      `| ${r.case} | ${r.cpu}× | ${ms(r.ours)}${p90} | ${r.peer} | ${ms(r.theirs)}${p90} | ${(r.ours / r.theirs).toFixed(3)}× | ${goal} | ${ok === null ? '' : ok ? 'pass' : '**FAIL**'} |`,
    );
  }
  console.log('');
  let all = true;
  for (const r of sorted) {
    const ok = met(r);
    if (ok === null) continue;
    all &&= ok;
    const figure =
      'ratio' in r.goal!
        ? `ratio ${(r.ours / r.theirs).toFixed(3)} ≤ ${r.goal!.ratio}`
        : `${r.what ?? 'median'} ${ms(r.ours)} ms ≤ ${r.goal!.ms} ms`;
    printGoal(ok, `${r.case}, cpu ${r.cpu}x, vs ${r.peer}: ${figure}`);
  }
  return all;
}

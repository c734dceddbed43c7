/**
 * `npm run bench`: runs every benchmark suite in turn (each `tests/bench/<suite>/run.ts`), all in headless
 * Chromium against their peers in the same run, and prints one line per case:
 * `<case> vs <peer>: ratio <r> (<ours> ms, <peer> ms)`.
 * Pass suite names to run only those: `npm run bench -- charts`. Every other argument goes to each suite run
 * (`npm run bench -- charts --no-build`, `-- charts --profile`, `-- charts --screenshots <dir>`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const all = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(here, d.name, 'run.ts')))
  .map((d) => d.name);
const args = process.argv.slice(2);
/** Flags (and the folder after `--screenshots`) go to the suites; the other words name suites. */
const passed: string[] = [];
const wanted: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (!a.startsWith('--')) wanted.push(a);
  else passed.push(a, ...(a === '--screenshots' && args[i + 1] ? [args[++i]!] : []));
}
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length > 0) {
  console.error(`no benchmark suite ${unknown.join(', ')}; the suites are ${all.join(', ')}`);
  process.exit(2);
}
const suites = wanted.length === 0 ? all : wanted;

let failed = false;
for (const suite of suites) {
  console.log(`\n# bench suite: ${suite}`);
  const result = spawnSync(process.execPath, [path.join(here, suite, 'run.ts'), ...passed], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
if (suites.length === 0) console.log('no benchmark suites found');
process.exit(failed ? 1 : 0);

/**
 * `npm run bench`: runs every benchmark suite in turn (each `tests/bench/<suite>/run.ts`), all in headless
 * Chromium against their peers in the same run, and prints one line per case:
 * `<case> vs <peer>: ratio <r> (<ours> ms, <peer> ms)`.
 * Pass suite names to run only those: `npm run bench -- charts`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const suites = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(here, d.name, 'run.ts')))
  .map((d) => d.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name));

let failed = false;
for (const suite of suites) {
  console.log(`\n# bench suite: ${suite}`);
  const result = spawnSync(process.execPath, [path.join(here, suite, 'run.ts')], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
if (suites.length === 0) console.log('no benchmark suites found');
process.exit(failed ? 1 : 0);

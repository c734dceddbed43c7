/**
 * Prints one closing line for CI, `tests: N passed, N failed, N skipped`, from the JSON reports that the
 * Vitest run (and the Playwright e2e run, when there is one) left in `.ci-results/`.
 */
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const vitestReport = '.ci-results/vitest.json';
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

const e2eReport = '.ci-results/e2e.json';
if (existsSync(e2eReport)) {
  const r = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  failed += r.stats?.unexpected ?? 0;
  skipped += r.stats?.skipped ?? 0;
}

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

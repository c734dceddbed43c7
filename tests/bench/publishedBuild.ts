/**
 * The published build the benchmarks measure: `npm run build` first (unless `--no-build` or BENCH_NO_BUILD),
 * then `damtherm`, `damtherm/client`, `damtherm/domain` and `damtherm/styles.css` resolve to dist/ as they do
 * for a portal that installed the package.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');

/** Builds the package now (unless told not to) and stops the bench when dist/ lacks what it measures. */
export function ensureBuild(): void {
  if (!process.argv.includes('--no-build') && !process.env.BENCH_NO_BUILD) {
    console.log('# building the package (npm run build) …');
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) {
      console.error(r.stdout, r.stderr);
      throw new Error('npm run build failed: the bench measures the built package (dist/)');
    }
  }
  for (const f of ['index.js', 'styles.css']) {
    if (!existsSync(path.join(dist, f))) {
      throw new Error(
        `dist/${f} is missing: run \`npm run build\` first (the bench measures the built package)`,
      );
    }
  }
}

/** The dist/ file a `damtherm…` import names, as the package's exports map it. */
export function publishedFile(specifier: string): string {
  const sub = specifier.slice('damtherm'.length);
  const file = sub === '/styles.css' ? 'styles.css' : sub ? `${sub.slice(1)}/index.js` : 'index.js';
  return path.join(dist, file);
}

/** Imports of the package: `damtherm` and its subpaths. */
export const PACKAGE_IMPORT = /^damtherm(\/.*)?$/;

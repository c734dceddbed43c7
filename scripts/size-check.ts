/**
 * `npm run size`: what `import { BayCurve } from 'damtherm'` costs a portal, in min+gzip bytes of JavaScript
 * beyond React (react, react-dom and react/jsx-runtime are left out as the portal's own). The package entry is
 * bundled the way an app bundler does it — ESM, tree-shaken by the package's `sideEffects`, minified, for
 * production — with vanilla-extract's plugin, so styles become class names in JS and the CSS goes to its own
 * file (reported beside, not counted: it ships as `damtherm/styles.css`). Fails when a budget is exceeded.
 *
 * Budgets: `import { BayCurve }` ≤ 30 KB (issue #6). Add `node scripts/size-check.ts --json` for a machine-readable line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

interface Budget {
  name: string;
  /** What the portal writes. */
  code: string;
  limit: number;
}

const budgets: Budget[] = [
  {
    name: "import { BayCurve } from 'damtherm'",
    code: "export { BayCurve } from 'damtherm';",
    limit: 30 * KB,
  },
];

async function measure(b: Budget) {
  const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-size-'));
  try {
    const entry = path.join(dir, 'entry.js');
    writeFileSync(entry, b.code);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      treeShaking: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir: path.join(dir, 'out'),
      write: false,
      metafile: true,
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      define: { 'process.env.NODE_ENV': '"production"' },
      // `damtherm` resolves to the sources: the same modules tsup publishes, without a build first.
      alias: { damtherm: path.join(root, 'src/index.ts') },
      absWorkingDir: root,
      plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
      logLevel: 'error',
    });
    const js = result.outputFiles.filter((f) => f.path.endsWith('.js'));
    const css = result.outputFiles.filter((f) => f.path.endsWith('.css'));
    const size = (files: typeof js) => {
      const text = Buffer.concat(files.map((f) => Buffer.from(f.contents)));
      return { min: text.length, gzip: gzipSync(text, { level: 9 }).length };
    };
    const inputs = Object.entries(
      Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.inputs ?? {},
    )
      .map(([file, info]) => ({ file, bytes: info.bytesInOutput }))
      .sort((x, y) => y.bytes - x.bytes);
    return { js: size(js), css: size(css), inputs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function group(file: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (m) return m[1]!;
  return file
    .replace(/^src\/components\/([^/]+)\/.*/, 'damtherm: components/$1')
    .replace(/^src\/([^/]+)\/.*/, 'damtherm: $1');
}

let failed = false;
const json = process.argv.includes('--json');
for (const b of budgets) {
  const r = await measure(b);
  const ok = r.js.gzip <= b.limit;
  if (!ok) failed = true;
  if (json) {
    console.log(
      JSON.stringify({
        name: b.name,
        gzip: r.js.gzip,
        min: r.js.min,
        cssGzip: r.css.gzip,
        limit: b.limit,
        ok,
      }),
    );
    continue;
  }
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${b.name}: ${(r.js.gzip / KB).toFixed(1)} KB min+gzip JS (limit ${(b.limit / KB).toFixed(0)} KB; ${(r.js.min / KB).toFixed(1)} KB minified), + ${(r.css.gzip / KB).toFixed(1)} KB gzip CSS in damtherm/styles.css`,
  );
  const byGroup = new Map<string, number>();
  for (const i of r.inputs) {
    if (i.bytes === 0) continue;
    byGroup.set(group(i.file), (byGroup.get(group(i.file)) ?? 0) + i.bytes);
  }
  const top = [...byGroup.entries()].sort((x, y) => y[1] - x[1]).slice(0, 12);
  console.log(
    `     minified bytes by source: ${top.map(([g, n]) => `${g} ${(n / KB).toFixed(1)}K`).join(', ')}`,
  );
}
process.exit(failed ? 1 : 0);

/**
 * `npm run size`: what an import costs a portal that installs the published package, in min+gzip bytes of
 * JavaScript beyond React. The script packs the tarball (`npm pack`, so exactly the files `files` publishes; run
 * `npm run build` first), unpacks it as `node_modules/damtherm` of a fresh directory, and bundles each import the
 * way an app bundler does — ESM, tree-shaken by the package's `sideEffects`, minified, for production — with
 * react, react-dom and react/jsx-runtime left out as the portal's own. The package's dependencies resolve to
 * this repository's installed versions (the lockfile's), so the check runs offline.
 *
 * Fails (exit 1) when an import, or the stylesheet, is past its budget. `--json` prints one machine-readable line
 * per budget.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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
    // The budget of the chart layer (23.7 KB when it became a composition of the public parts with d3's
    // ticks; d3-scale's scaleLinear and scaleUtc would have made it 36.4 KB).
    limit: 30 * KB,
  },
  {
    name: "import { Chart, Line, YAxis } from 'damtherm/charts'",
    code: "export { Chart, Line, YAxis } from 'damtherm/charts';",
    // The frame with a line and axes, d3 included: what a portal's own chart costs at least.
    limit: 25 * KB,
  },
  {
    name: "import * from 'damtherm/charts'",
    code: "export * from 'damtherm/charts';",
    // Every part: the candles, step curves and areas (d3-shape, whose one-file build keeps all its curves'
    // prototypes: 4.3 KB) on top of the frame. 29.9 KB when it was made.
    limit: 32 * KB,
  },
  {
    name: "import { CabinetCard } from 'damtherm'",
    code: "export { CabinetCard } from 'damtherm';",
    limit: 15 * KB,
  },
  // 35 KB until its buttons were native ones and react-aria left the import (19.9 KB then); 35 KB again once
  // d3-scale ticked its axis and legends and it took custom overlays, layers and tooltips.
  { name: "import { DamMap } from 'damtherm'", code: "export { DamMap } from 'damtherm';", limit: 35 * KB },
  {
    name: "import { createDamClient } from 'damtherm/client'",
    code: "export { createDamClient } from 'damtherm/client';",
    // 8 KB until the client read a JSON answer once, as it arrives, instead of twice (8.0 → 8.4 KB).
    limit: 9 * KB,
  },
];

/**
 * `damtherm/styles.css`, all components' CSS, gzipped: a portal that links the file gets all of it. 48 KB
 * until the build dropped esbuild's file comments, which named each vanilla-extract file by its CSS in base64.
 */
const CSS_LIMIT = 16 * KB;

const reactExternals = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

function packInto(dir: string): string {
  if (!existsSync(path.join(root, 'dist/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before `npm run size`.');
  }
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  const tarball = path.join(dir, out.trim().split('\n').pop()!);
  const pkg = path.join(dir, 'node_modules/damtherm');
  mkdirSync(pkg, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', pkg, '--strip-components=1']);
  return tarball;
}

async function measure(dir: string, b: Budget) {
  const entry = path.join(dir, `entry-${b.name.replace(/\W+/g, '-')}.js`);
  writeFileSync(entry, b.code);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    outdir: path.join(dir, 'out'),
    external: reactExternals,
    nodePaths: [path.join(root, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    // As Vite writes an app's bundle: UTF-8 text, not \uXXXX escapes.
    charset: 'utf8',
    absWorkingDir: dir,
    logLevel: 'error',
  });
  const js = Buffer.concat(
    result.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => Buffer.from(f.contents)),
  );
  const inputs = Object.entries(
    Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.inputs ?? {},
  ).map(([file, info]) => ({ file, bytes: info.bytesInOutput }));
  return { min: js.length, gzip: gzipSync(js, { level: 9 }).length, inputs };
}

function group(file: string): string {
  const own = /node_modules\/damtherm\/dist\/(?:_chunks\/)?(.*)$/.exec(file);
  if (own) return 'damtherm';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return m ? m[1]! : file;
}

const json = process.argv.includes('--json');
const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-size-'));
let failed = false;
try {
  const tarball = packInto(dir);
  const cssFile = path.join(dir, 'node_modules/damtherm/dist/styles.css');
  const cssGzip = gzipSync(readFileSync(cssFile), { level: 9 }).length;
  const cssOk = cssGzip <= CSS_LIMIT;
  if (!cssOk) failed = true;
  if (json) {
    console.log(JSON.stringify({ name: 'damtherm/styles.css', gzip: cssGzip, limit: CSS_LIMIT, ok: cssOk }));
  } else {
    console.log(`packed ${path.basename(tarball)}: ${(statSync(tarball).size / KB).toFixed(1)} KB`);
    console.log(
      `${cssOk ? 'ok  ' : 'FAIL'} damtherm/styles.css: ${(cssGzip / KB).toFixed(1)} KB gzip (limit ${(CSS_LIMIT / KB).toFixed(0)} KB)`,
    );
  }
  for (const b of budgets) {
    const r = await measure(dir, b);
    const ok = r.gzip <= b.limit;
    if (!ok) failed = true;
    if (json) {
      console.log(JSON.stringify({ name: b.name, gzip: r.gzip, min: r.min, limit: b.limit, ok }));
      continue;
    }
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${b.name}: ${(r.gzip / KB).toFixed(1)} KB min+gzip JS beyond React (limit ${(b.limit / KB).toFixed(0)} KB; ${(r.min / KB).toFixed(1)} KB minified)`,
    );
    const byGroup = new Map<string, number>();
    for (const i of r.inputs) {
      if (i.bytes === 0) continue;
      byGroup.set(group(i.file), (byGroup.get(group(i.file)) ?? 0) + i.bytes);
    }
    const top = [...byGroup.entries()].sort((x, y) => y[1] - x[1]).slice(0, 10);
    console.log(
      `     minified bytes by package: ${top.map(([g, n]) => `${g} ${(n / KB).toFixed(1)}K`).join(', ')}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

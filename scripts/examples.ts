/**
 * `npm run examples`: the published package in the apps a portal builds, rendered in Chromium.
 *
 * Packs the package (`npm pack`, exactly the files `files` publishes; builds dist/ first when it is missing)
 * as `.pack/damtherm.tgz` of a fresh directory outside the repository, next to copies of `examples/vite` and
 * `examples/next` (their package.json say `file:../../.pack/damtherm.tgz`), so nothing resolves from this
 * repository's node_modules: an undeclared dependency fails here as it would in a portal. A third copy of the
 * Vite app, `vite-react18`, pins React 18.3 (the oldest React the peer range takes). Each app is installed
 * (`npm install --prefer-offline`, without a lockfile: the examples pin their direct versions), built (the
 * Vite ones type-check first, `next build` type-checks itself), served on 127.0.0.1 (ports from
 * EXAMPLES_PORT, default 6200) and opened in Chromium: the page must show its known texts, no message key
 * in place of a text, painted canvases (the chart, and in the Vite apps the map, whose imperative handle must
 * be attached), and no console error, failed request or uncaught exception. Screenshots go to
 * `.ci-results/examples/<app>.png`. The `jest` app is not served: its own test suite (Jest + jsdom, CommonJS)
 * renders every exported component and fails on any console output.
 *
 * Flags: `--only vite,next` runs some apps; `--webpack` also builds the Next app with webpack; `--keep`
 * keeps the directory the apps were installed in (printed). Exits 1 when an app fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { startServer } from '../demo/server/index.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { readmeSnippets } from './readmeSnippets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.ci-results/examples');
const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    webpack: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

interface App {
  name: string;
  /** The example directory it is copied from. */
  source: string;
  /** Versions replacing the example's own (the React 18 run). */
  pins?: Record<string, string>;
  /** The production server, on a port. */
  serve: (port: number) => string[];
  /** Texts the page must show. */
  texts: string[];
  /** Canvases that must have pixels drawn: the chart's plot (and overview), the map. */
  paintedCanvases: number;
  /** The page shows whether DamMap's ref reached its handle (`[data-map-handle]`) and has buttons that use it. */
  mapHandle: boolean;
  /** Its `src/` is the README's TypeScript blocks (scripts/readmeSnippets.ts), written as they stand. */
  readmeSources?: boolean;
  /** It runs against the reference backend, whose address its preview server gets as DAM_BACKEND. */
  backend?: boolean;
  /** What a user does first on the page (sign in), before its texts and canvases are checked. */
  play?: (page: Page) => Promise<void>;
}

/** An app whose own test run is the check: installed from the tarball like the others, then `test` runs in it. */
interface TestApp {
  name: string;
  source: string;
  pins?: Record<string, string>;
  test: string[];
}

const viteServe = (port: number) => [
  'node_modules/.bin/vite',
  'preview',
  '--port',
  String(port),
  '--strictPort',
  '--host',
  '127.0.0.1',
];
const viteTexts = [
  '左岸 12# 坝段 1#仓 混凝土温度曲线',
  '左岸 12# 智能柜',
  '12# 智能柜 3# 回路：流量与压力',
  '最大压力',
];

/** What the README portal shows once signed in and in a cabinet: its loop chart and the loop's control. */
const PORTAL_TEXTS = ['1# 回路：流量与水温', '目标进水温度', '回路控制', '当前设置', '历史命令'];

/** Signs in on the README portal's LoginForm as the seeded site engineer. */
async function signInAsEngineer(page: Page) {
  // The labels carry the required mark: "密码 *".
  await page.getByLabel(/^用户名\s*\*?$/).fill('engineer');
  await page.getByLabel(/^密码\s*\*?$/).fill('damtherm-engineer');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // The first cabinet opens on its loop chart.
  await page.locator('[data-interactive]').first().click();
}

const APPS: (App | TestApp)[] = [
  {
    name: 'vite',
    source: 'examples/vite',
    serve: viteServe,
    texts: viteTexts,
    paintedCanvases: 3,
    mapHandle: true,
  },
  {
    name: 'vite-react18',
    source: 'examples/vite',
    pins: { react: '18.3.1', 'react-dom': '18.3.1', '@types/react': '18.3.32', '@types/react-dom': '18.3.7' },
    serve: viteServe,
    texts: viteTexts,
    paintedCanvases: 3,
    mapHandle: true,
  },
  {
    name: 'next',
    source: 'examples/next',
    serve: (port) => ['node_modules/.bin/next', 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    texts: [
      'Left bank works: 2 of 3 cabinets online',
      'Left bank block 12, bay 1 Concrete temperature curve',
      'Left bank 14# cabinet',
    ],
    paintedCanvases: 1,
    mapHandle: false,
  },
  {
    // The README's examples as one portal (Vite, React 18, strict tsc with exactOptionalPropertyTypes),
    // signed in against the reference backend through the preview server's /backend proxy.
    name: 'portal',
    source: 'examples/portal',
    readmeSources: true,
    backend: true,
    play: signInAsEngineer,
    serve: viteServe,
    texts: PORTAL_TEXTS,
    paintedCanvases: 1,
    mapHandle: false,
  },
  { name: 'jest', source: 'examples/jest', test: ['npm', 'test'] },
];

// Next.js would otherwise report the build to its telemetry service; CI has no network beyond the registry.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' };

/** Runs a command, its output prefixed by the app's name; rejects on a non-zero exit. */
function run(cmd: string[], cwd: string, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${label}] ${line}`);
    };
    child.stdout.on('data', out);
    child.stderr.on('data', out);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${label}: \`${cmd.join(' ')}\` exited with ${code}`)),
    );
  });
}

const timings: [string, number][] = [];
async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const s = (performance.now() - start) / 1000;
    timings.push([what, s]);
    console.log(`--- ${what}: ${s.toFixed(1)} s`);
  }
}

/** `npm pack` of dist/ as `<stage>/.pack/damtherm.tgz`: the path the examples' package.json name. */
async function pack(stage: string): Promise<string> {
  if (!existsSync(path.join(root, 'dist/index.js'))) await run(['npm', 'run', 'build'], root, 'build');
  const dir = path.join(stage, '.pack');
  mkdirSync(dir, { recursive: true });
  await run(['npm', 'pack', '--silent', '--pack-destination', dir], root, 'pack');
  const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
  renameSync(path.join(dir, tgz), path.join(dir, 'damtherm.tgz'));
  return path.join(dir, 'damtherm.tgz');
}

/** Copies an example (sources only) to `<stage>/examples/<name>`, with the app's version pins applied. */
function stageApp(stage: string, app: App | TestApp): string {
  const dir = path.join(stage, 'examples', app.name);
  const skip = new Set(['node_modules', 'dist', '.next', 'next-env.d.ts', 'package-lock.json']);
  cpSync(path.join(root, app.source), dir, {
    recursive: true,
    filter: (src) => !skip.has(path.basename(src)),
  });
  if (app.pins) {
    const file = path.join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    pkg.name = `${pkg.name}-${app.name}`;
    for (const [name, version] of Object.entries(app.pins)) {
      for (const deps of [pkg.dependencies, pkg.devDependencies]) if (deps?.[name]) deps[name] = version;
    }
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  if ('readmeSources' in app && app.readmeSources) {
    for (const snippet of readmeSnippets(readFileSync(path.join(root, 'README.md'), 'utf8'))) {
      const file = path.join(dir, snippet.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, snippet.code);
    }
  }
  return dir;
}

function installedVersion(dir: string, name: string): string {
  return JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Minified and gzipped bytes of the JavaScript a built app sends. */
function shippedJs(dir: string): { files: number; min: number; gzip: number } {
  const out = existsSync(path.join(dir, 'dist'))
    ? path.join(dir, 'dist/assets')
    : path.join(dir, '.next/static/chunks');
  let files = 0;
  let min = 0;
  let gzip = 0;
  const visit = (p: string) => {
    for (const name of readdirSync(p)) {
      const file = path.join(p, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (name.endsWith('.js')) {
        const code = readFileSync(file);
        files += 1;
        min += code.length;
        gzip += gzipSync(code, { level: 9 }).length;
      }
    }
  };
  visit(out);
  return { files, min, gzip };
}

/** Starts the app's server in its own process group and waits for its page to answer. */
async function serve(app: App, dir: string, port: number, backend?: string): Promise<ChildProcess> {
  const cmd = app.serve(port);
  const child = spawn(cmd[0]!, cmd.slice(1), {
    cwd: dir,
    env: backend ? { ...env, DAM_BACKEND: backend } : env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => {
    log += c;
  });
  child.stderr!.on('data', (c: Buffer) => {
    log += c;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${app.name}: the server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop(child);
  throw new Error(`${app.name}: no answer on port ${port} within 60 s:\n${log}`);
}

function stop(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** The reference backend on a fresh database in the stage directory, as the e2e suite starts it. */
function startBackend(stage: string, port: number) {
  return startServer({
    port,
    dbPath: path.join(stage, `backend-${port}.sqlite`),
    reset: true,
    log: () => {},
  });
}

/** In the page: pixels with some opacity in each canvas (read through a 2D copy, whatever the context). */
function pixelsPerCanvas(): number[] {
  return [...document.querySelectorAll('canvas')].map((canvas) => {
    if (canvas.width === 0 || canvas.height === 0) return 0;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(canvas, 0, 0);
    const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  });
}

/** A canvas counts as drawn with more pixels than a stray line or border. */
const DRAWN_PIXELS = 500;

/** A message key shown in place of its text (`chart.bay.title`): the provider or a message is missing. */
const MESSAGE_KEY = /\b[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*){1,3}\b/g;

async function check(page: Page, app: App, url: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning')
      problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (req) =>
    problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`),
  );
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  await app.play?.(page);
  // A server-rendered canvas has its default 300×150 size before hydration, so wait for drawn pixels, not sizes.
  try {
    await page.waitForFunction(
      `(${pixelsPerCanvas})().filter((n) => n > ${DRAWN_PIXELS}).length >= ${app.paintedCanvases}`,
      undefined,
      { timeout: 20_000, polling: 100 },
    );
  } catch {
    // Reported below, with the pixels each canvas has.
  }
  const pixels = await page.evaluate(pixelsPerCanvas);
  const painted = pixels.filter((n) => n > DRAWN_PIXELS).length;
  console.log(`[${app.name}] canvases: ${pixels.length}, pixels drawn: ${pixels.join(', ')}`);
  if (painted < app.paintedCanvases) {
    problems.push(`${painted} canvases drawn (of ${pixels.length}), expected ${app.paintedCanvases}`);
  }
  // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, not hidden nodes' text.
  const text = await page.locator('body').innerText();
  for (const t of app.texts) if (!text.includes(t)) problems.push(`text missing: "${t}"`);
  const keys = [...new Set(text.match(MESSAGE_KEY) ?? [])];
  if (keys.length > 0) problems.push(`message keys in place of texts: ${keys.join(', ')}`);
  if (app.mapHandle) {
    const handle = await page.locator('[data-map-handle]').getAttribute('data-map-handle');
    if (handle !== 'live')
      problems.push(`DamMap's ref did not reach its handle (data-map-handle="${handle}")`);
    // The page's zoom button calls the handle: the map must draw one level closer.
    const canvas = page.locator('canvas[data-zoom]');
    const before = Number(await canvas.getAttribute('data-zoom'));
    await page.getByRole('button', { name: '放大一级' }).click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = Number(await canvas.getAttribute('data-zoom'));
    if (!(Math.abs(after - before - 1) < 0.01)) {
      problems.push(`DamMap's handle did not zoom the map (data-zoom ${before} → ${after})`);
    }
    await page.getByRole('button', { name: '全坝' }).click();
  }
  return problems;
}

const only = flags.only?.split(',');
const apps = APPS.filter((a) => !only || only.includes(a.name));
const basePort = Number(process.env.EXAMPLES_PORT ?? 6200);
const stage = mkdtempSync(path.join(tmpdir(), 'damtherm-examples-'));
const failures: string[] = [];
const started = performance.now();
try {
  const tarball = await timed('pack', () => pack(stage));
  console.log(`packed ${path.relative(stage, tarball)}: ${(statSync(tarball).size / 1024).toFixed(1)} KB`);
  const dirs = new Map(apps.map((a) => [a.name, stageApp(stage, a)]));

  // Installs wait on the network and the disk, not the CPU: all at once.
  await timed('install (all apps, in parallel)', () =>
    Promise.all(
      apps.map((a) =>
        run(
          ['npm', 'install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'],
          dirs.get(a.name)!,
          `${a.name} install`,
        ),
      ),
    ),
  );
  for (const a of apps) {
    const dir = dirs.get(a.name)!;
    const versions = ['damtherm', 'react', 'react-dom', 'vite', 'next', 'jest']
      .filter((n) => existsSync(path.join(dir, 'node_modules', n)))
      .map((n) => `${n} ${installedVersion(dir, n)}`);
    console.log(`[${a.name}] installed ${versions.join(', ')}`);
  }

  // Builds use the CPU: one after the other on a small machine.
  const built: App[] = [];
  for (const a of apps) {
    const dir = dirs.get(a.name)!;
    if ('test' in a) {
      await timed(`test ${a.name}`, () => run(a.test, dir, `${a.name} test`)).catch((error: Error) => {
        failures.push(`${a.name}: ${error.message}`);
      });
      continue;
    }
    try {
      await timed(`build ${a.name}`, () => run(['npm', 'run', 'build'], dir, `${a.name} build`));
      const js = shippedJs(dir);
      console.log(
        `[${a.name}] ships ${js.files} JS files, ${(js.min / 1024).toFixed(1)} KB minified, ${(js.gzip / 1024).toFixed(1)} KB gzip (React included)`,
      );
      built.push(a);
    } catch (error) {
      failures.push(`${a.name}: ${(error as Error).message}`);
    }
  }
  mkdirSync(resultsDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const [i, a] of built.entries()) {
      const port = basePort + i;
      await timed(`render ${a.name}`, async () => {
        const backend = a.backend ? await startBackend(stage, port + 100) : null;
        const server = await serve(a, dirs.get(a.name)!, port, backend?.url);
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        try {
          const problems = await check(page, a, `http://127.0.0.1:${port}/`);
          const shot = path.join(resultsDir, `${a.name}.png`);
          await page.screenshot({ path: shot, fullPage: true });
          console.log(`[${a.name}] screenshot ${path.relative(root, shot)}`);
          for (const p of problems) failures.push(`${a.name}: ${p}`);
          console.log(`[${a.name}] ${problems.length === 0 ? 'ok' : `${problems.length} problems`}`);
        } finally {
          await page.close();
          stop(server);
          await backend?.close();
        }
      });
    }
  } finally {
    await browser.close();
  }
  if (flags.webpack && built.some((a) => a.name === 'next')) {
    try {
      // After the render: it writes over the Turbopack build in .next.
      await timed('build next (webpack)', () =>
        run(['node_modules/.bin/next', 'build', '--webpack'], dirs.get('next')!, 'next webpack'),
      );
    } catch (error) {
      failures.push(`next (webpack): ${(error as Error).message}`);
    }
  }
} catch (error) {
  failures.push((error as Error).message);
} finally {
  if (flags.keep) console.log(`apps kept in ${stage}`);
  else rmSync(stage, { recursive: true, force: true });
}

console.log(`\n${timings.map(([w, s]) => `${w} ${s.toFixed(1)} s`).join('; ')}`);
console.log(`examples: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
if (failures.length > 0) {
  console.log(`\nFAILED:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`ok: ${apps.map((a) => a.name).join(', ')}`);

/**
 * Demo benchmark (`npm run bench -- demo`): the bay chart page of the built demo for a bay with a year of
 * readings, against the reference backend at `--scale large`, in headless Chromium at phone size with the CPU
 * throttled 4× (Emulation.setCPUThrottlingRate, a site phone). Each run opens the bay's page in a fresh page
 * (an empty SWR cache), taps the chart link and times the tap → the plot's canvas drawn (a pixel read back),
 * with the backend on this machine and over a phone's network (NETWORKS below), runs alternating between them.
 * Medians of BENCH_RUNS (11) runs after BENCH_WARMUP (1) each, with a breakdown of the chart data call
 * (GET /api/getHiveTempData of the whole range):
 * - "tap → request": the route change, the page's code (its lazy chunks: how many, their bytes, when the
 *   last arrived) and first render until the call goes out;
 * - "server": request sent → first byte (the backend's query and JSON, through the preview's proxy);
 * - "transfer": first → last byte; the bytes on the wire and decoded;
 * - "read + parse": last byte → the body parsed (JSON.parse alone timed too);
 * - "adapting": wire → domain Series, replayed in the same page on the same body after the run (the adapter
 *   of src/domain bundled on its own: the app's copy is inlined and minified);
 * - "render + draw": body parsed → plot drawn, less the adapting.
 *
 * Env: BENCH_DEMO_PORT (6411) and BENCH_API_PORT (6412); BENCH_DEMO_DIR serves an existing build instead of
 * building the demo (`npm run build:demo` into a temporary folder); BENCH_DB reuses a seeded database file
 * (seeded on first use) instead of a fresh temporary one — seeding `--scale large` takes half a minute.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { type BrowserContext, chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import { median } from '../stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEMO_PORT = Number(process.env.BENCH_DEMO_PORT ?? 6411);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 6412);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 11));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const CPU_RATE = 4;
const CHART_CALL = '/api/getHiveTempData';
const ENGINEER = { username: 'engineer', password: process.env.DAM_ENGINEER_PASSWORD ?? 'damtherm-engineer' };
const YEAR_S = 365 * 86_400;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const workDir = mkdtempSync(path.join(tmpdir(), 'damtherm-bench-demo-'));
let backend: ChildProcess | undefined;
let stopPreview: (() => void) | undefined;
function cleanUp() {
  stopPreview?.();
  if (backend?.pid) backend.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

/** The reference backend as `npm run server` starts it, at `--scale large`; resolves once it listens. */
function startBackend(dbFile: string, reset: boolean): Promise<ChildProcess> {
  const args = ['demo/server/main.ts', '--scale', 'large', '--port', String(API_PORT), '--db', dbFile];
  if (reset) args.push('--reset');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('reference backend on')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('exit', (code) => reject(new Error(`the backend stopped (${code}):\n${out}`)));
  });
}

/**
 * The bay with the most average-temperature readings among those whose readings span a year. Read from the
 * database file: no API lists bays by how much they recorded.
 */
function bayWithAYear(dbFile: string): { id: number; points: number; days: number } {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  const row = db
    .prepare(
      `SELECT hive_id AS id, count(*) AS points, (max(t) - min(t)) / 86400 AS days FROM hive_data
       GROUP BY hive_id HAVING max(t) - min(t) >= ? ORDER BY points DESC, hive_id LIMIT 1`,
    )
    .get(YEAR_S) as { id: number; points: number; days: number } | undefined;
  db.close();
  if (!row) throw new Error('no bay has a year of readings: is the database seeded at --scale large?');
  return row;
}

async function signIn(base: string) {
  const md5 = createHash('md5').update(ENGINEER.password, 'utf8').digest('hex');
  const answer = await fetch(`${base}/cytUser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ENGINEER.username, userpwd: md5 }),
  });
  const { data } = (await answer.json()) as { data: { token: string; c_id: string; userName: string } };
  return data;
}

/** The adapter of the chart call as a page script: `window.__damthermAdapt(raw)` → BayTemperature. */
async function adapterScript(): Promise<string> {
  const result = await esbuild({
    stdin: {
      contents: `import { adaptChartData } from './src/domain/adapters/charts.ts';
        globalThis.__damthermAdapt = adaptChartData;`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Installed in every page before the app: times the JSON.parse of the chart call's body (the one large answer
 * after the tap: damtherm's client decodes an answer as it arrives and parses it once, at its last byte) and
 * keeps its text for the adapter replay; on the first pointerdown it starts watching the plot's canvas every
 * frame until a pixel is drawn.
 */
function instrument() {
  type Probe = {
    tap?: number;
    drawn?: number;
    parsed: { parse: number; end: number; text: string }[];
  };
  const probe: Probe = { parsed: [] };
  (window as unknown as { __bench: Probe }).__bench = probe;
  const parse = JSON.parse;
  JSON.parse = function (this: unknown, text: string, reviver?: Parameters<typeof JSON.parse>[1]) {
    if (probe.tap === undefined || typeof text !== 'string' || text.length < 100_000) {
      return parse.call(this, text, reviver);
    }
    const t0 = performance.now();
    const value = parse.call(this, text, reviver);
    const end = performance.now();
    probe.parsed.push({ parse: end - t0, end, text });
    return value;
  } as typeof JSON.parse;
  const watch = () => {
    const canvas = document.querySelector<HTMLCanvasElement>('[role="application"] canvas');
    if (canvas && canvas.width > 0 && canvas.height > 0) {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < pixels.length; i += 4) {
        if (pixels[i] !== 0) {
          probe.drawn = performance.now();
          return;
        }
      }
    }
    requestAnimationFrame(watch);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (probe.tap !== undefined) return;
      probe.tap = event.timeStamp;
      requestAnimationFrame(watch);
    },
    { capture: true },
  );
}

interface Run {
  total: number;
  tapToRequest: number;
  /** Script and style files fetched after the tap, their bytes on the wire, and when the last one ended. */
  codeFiles: number;
  codeBytes: number;
  codeLoaded: number;
  server: number;
  transfer: number;
  readParse: number;
  parse: number;
  adapt: number;
  renderDraw: number;
  wireBytes: number;
  bodyBytes: number;
  calls: number;
}

/** A network the tap is timed over (CDP Network.emulateNetworkConditions), or none: the backend on this machine. */
interface Network {
  label: string;
  conditions: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const NETWORKS: Network[] = [
  { label: 'backend on this machine', conditions: null },
  // Lighthouse's mobile profile (slow 4G): what a phone on a dam site's mobile network waits for.
  {
    label: 'mobile network: 150 ms round trip, 1.6 Mbit/s',
    conditions: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  },
];

async function measure(context: BrowserContext, base: string, bayId: number, network: Network): Promise<Run> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/areas/hives?id=${bayId}`, { waitUntil: 'networkidle' });
    const link = page.locator(`a[href="/hives/temp_chart/${bayId}"]`);
    await link.waitFor();
    // Playwright puts its own script into the page on the first waitForFunction (about 28 ms at CPU 4×):
    // done here, before the tap, so that it does not land in the window measured below.
    await page.waitForFunction(() => true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    if (network.conditions) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network.conditions });
    }
    await link.tap();
    await page.waitForFunction(
      () => (window as unknown as { __bench: { drawn?: number } }).__bench.drawn,
      null,
      {
        timeout: 120_000,
        polling: 200,
      },
    );
    const result = await page.evaluate((chartCall) => {
      const probe = (
        window as unknown as {
          __bench: {
            tap: number;
            drawn: number;
            parsed: { parse: number; end: number; text: string }[];
          };
        }
      ).__bench;
      // The chart's own call: the whole range (the bay page's cooling forecast asks for a window).
      const entries = performance.getEntriesByType('resource').filter((e): e is PerformanceResourceTiming => {
        const url = new URL(e.name);
        return url.pathname === chartCall && !url.searchParams.has('min') && e.startTime >= probe.tap;
      });
      // The page's code fetched on the way (the screen's lazy chunks), and when the last one arrived.
      const code = performance
        .getEntriesByType('resource')
        .filter(
          (e): e is PerformanceResourceTiming =>
            e.startTime >= probe.tap && /\.(js|css)$/.test(new URL(e.name).pathname),
        );
      const r = entries[0];
      const p = probe.parsed[0];
      if (!r || !p) throw new Error('the chart data call was not seen');
      const adapt = (globalThis as unknown as { __damthermAdapt: (raw: unknown) => unknown }).__damthermAdapt;
      const raw = JSON.parse(p.text) as { data: unknown };
      const t0 = performance.now();
      adapt(raw.data);
      const adaptTime = performance.now() - t0;
      return {
        total: probe.drawn - probe.tap,
        tapToRequest: r.requestStart - probe.tap,
        codeFiles: code.length,
        codeBytes: code.reduce((sum, e) => sum + e.encodedBodySize, 0),
        codeLoaded: Math.max(0, ...code.map((e) => e.responseEnd - probe.tap)),
        server: r.responseStart - r.requestStart,
        transfer: r.responseEnd - r.responseStart,
        readParse: p.end - r.responseEnd,
        parse: p.parse,
        adapt: adaptTime,
        renderDraw: probe.drawn - p.end - adaptTime,
        wireBytes: r.encodedBodySize,
        bodyBytes: r.decodedBodySize,
        calls: entries.length,
      };
    }, CHART_CALL);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return result;
  } finally {
    await page.close();
  }
}

try {
  const vite = await import('vite');
  const configFile = path.join(root, 'demo/vite.config.ts');
  const demoDir = process.env.BENCH_DEMO_DIR ?? path.join(workDir, 'demo');
  if (!process.env.BENCH_DEMO_DIR) {
    console.log('# building the demo…');
    await vite.build({ configFile, logLevel: 'error', build: { outDir: demoDir, emptyOutDir: true } });
  }
  const dbFile = process.env.BENCH_DB ?? path.join(workDir, 'damtherm.sqlite');
  const seed = !process.env.BENCH_DB || !existsSync(dbFile);
  console.log(seed ? '# seeding the reference backend at --scale large…' : `# backend on ${dbFile}`);
  backend = await startBackend(dbFile, seed);
  process.env.DAM_API = `http://127.0.0.1:${API_PORT}`;
  const preview = await vite.preview({
    configFile,
    logLevel: 'error',
    build: { outDir: demoDir },
    preview: { port: DEMO_PORT, host: '127.0.0.1', strictPort: true },
  });
  stopPreview = () => {
    preview.httpServer.close();
    (preview.httpServer as { closeAllConnections?: () => void }).closeAllConnections?.();
  };
  const base = `http://127.0.0.1:${DEMO_PORT}`;

  const bay = bayWithAYear(dbFile);
  const user = await signIn(base);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addCookies([
    { name: 'damtherm_token', value: encodeURIComponent(user.token), url: base },
    { name: 'damtherm_login_id', value: encodeURIComponent(user.c_id), url: base },
  ]);
  await context.addInitScript(
    ([name]) => {
      localStorage.setItem('language', 'zh');
      localStorage.setItem('damtherm_user_name', name as string);
    },
    [user.userName],
  );
  await context.addInitScript(instrument);
  await context.addInitScript(await adapterScript());

  console.log(
    `# Chromium ${browser.version()}, CPU ${CPU_RATE}× throttled, 390×844; bay ${bay.id} (${bay.points} ` +
      `average readings over ${bay.days} days); ${RUNS} runs after ${WARMUP} warm-up, medians`,
  );
  const results = new Map<Network, Run[]>(NETWORKS.map((network) => [network, []]));
  // Runs alternate between the networks, so a busy moment of the machine hits both alike.
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const network of NETWORKS) {
      const run = await measure(context, base, bay.id, network);
      if (i >= WARMUP) results.get(network)!.push(run);
    }
  }
  await browser.close();

  for (const [network, runs] of results) {
    const m = (key: keyof Run) => median(runs.map((r) => r[key]));
    console.log(`bay chart, tap → chart drawn (CPU ${CPU_RATE}×, ${network.label}): ${ms(m('total'))}`);
    console.log(
      `  tap → request:  ${ms(m('tapToRequest'))} (${m('codeFiles')} code files, ${kib(m('codeBytes'))}, ` +
        `the last in at ${ms(m('codeLoaded'))})`,
    );
    console.log(`  server:         ${ms(m('server'))}`);
    console.log(
      `  transfer:       ${ms(m('transfer'))} (${kib(m('wireBytes'))} on the wire, ${kib(m('bodyBytes'))} JSON)`,
    );
    console.log(`  read + parse:   ${ms(m('readParse'))} (JSON.parse ${ms(m('parse'))})`);
    console.log(`  adapting:       ${ms(m('adapt'))}`);
    console.log(`  render + draw:  ${ms(m('renderDraw'))}`);
    const calls = Math.max(...runs.map((r) => r.calls));
    if (calls > 1) console.log(`# the chart data was asked for ${calls} times in one navigation`);
    console.log(`# totals: ${runs.map((r) => r.total.toFixed(0)).join(', ')} ms`);
  }
} finally {
  cleanUp();
}
process.exit(0);

/**
 * Chart benchmark (`npm run bench -- charts`): damtherm's TimeSeriesChart against uPlot and ECharts on the same
 * data in one headless Chromium run. Each library has its own page in its own browser context (its own
 * renderer process and heap); runs are interleaved across the three, so a busy moment of the machine hits
 * all of them alike, and each run starts after a pause of BENCH_SETTLE_MS (100 ms). Medians of RUNS runs (≥ 7) after WARMUP runs; one line per case:
 * `<case> vs <peer>: ratio <r> (<ours> ms, <peer> ms)`.
 *
 * Cases:
 * - cold render of 3 series × 55,550 points into 1600 × 600 (uPlot's published case), as is and with the CPU
 *   throttled 4× (Emulation.setCPUThrottlingRate, a site phone);
 * - one zoom step (a wheel notch) and one pan step (a 40 px drag move) of a 500,000-point chart; the peers get
 *   the same windows through their APIs (uPlot setScale, ECharts dataZoom).
 * Figures per case (page.tsx has the protocol):
 * - "drawn + rAF" (the case name alone): wall-clock time until every canvas of the chart is rasterised (a
 *   pixel read back) and the DOM laid out, plus the wait for the next animation frame;
 * - "drawn": the same without the frame wait (vsync adds 0–16 ms to both sides and pulls ratios to 1);
 * - "until the toggles are interactive" (cold render only): damtherm mounts its react-aria legend toggles after
 *   the chart's first paint; this is the time until they are in the page (for the peers, whose legends come
 *   with the chart, the "drawn" time);
 * - "main-thread CPU": the renderer main thread's CPU time from the start to "drawn", read from a Chromium
 *   trace (user-timing marks carry thread time). Wall-clock times on a shared machine include the time other
 *   processes hold the CPU; thread time does not. It leaves out work on other threads (the compositor
 *   rasterises DOM and SVG text there; a 2D canvas without GPU is rasterised on the main thread), and it is not
 *   printed for the throttled case, where the slowdown is made by pausing the thread.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import type { Lib, Timing } from './page.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 6101;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const RUNS = Math.max(7, Number(process.env.BENCH_RUNS ?? 11));
/**
 * Pause before every measured step. One library's leftovers (its renderer's concurrent GC and raster threads
 * after a 400 ms ECharts run at 4× throttling) otherwise land on whichever library runs next, on 2 cores.
 */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 100);
const LIBS: Lib[] = ['damtherm', 'uplot', 'echarts'];
const NAMES: Record<Lib, string> = { damtherm: 'damtherm', uplot: 'uPlot', echarts: 'ECharts' };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const fmt = (x: number) => x.toFixed(2);

function line(name: string, peer: Lib, ours: number, theirs: number) {
  console.log(
    `${name} vs ${NAMES[peer]}: ratio ${(ours / theirs).toFixed(3)} (${fmt(ours)} ms, ${fmt(theirs)} ms)`,
  );
}

async function bundle(outdir: string) {
  await build({
    entryPoints: [path.join(here, 'page.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outdir,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    logLevel: 'error',
  });
}

function serve(dir: string) {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/page.css">' +
          '<style>body{margin:0;font-family:sans-serif}</style></head>' +
          '<body><script type="module" src="/page.js"></script></body></html>',
      );
      return;
    }
    try {
      const file = path.join(dir, path.basename(url.pathname));
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise<typeof server>((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

type Pages = Record<Lib, { page: Page; cdp: CDPSession }>;
type Cpu = { drawn: number; frame: number };
type Measured = Timing & { cpu?: Cpu };

/** Main-thread CPU ms per tag, from the `dt-b-`, `dt-e-` and `dt-f-` marks of a trace. */
function cpuByTag(trace: Buffer): Map<string, Cpu> {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: unknown[] } | unknown[];
  const events = (Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])) as {
    name?: string;
    tts?: number;
  }[];
  const marks = new Map<string, number>();
  for (const e of events) if (e.name?.startsWith('dt-') && e.tts !== undefined) marks.set(e.name, e.tts);
  const out = new Map<string, Cpu>();
  for (const [name, b] of marks) {
    if (!name.startsWith('dt-b-')) continue;
    const tag = name.slice(5);
    const e = marks.get(`dt-e-${tag}`);
    const f = marks.get(`dt-f-${tag}`);
    if (e !== undefined && f !== undefined) out.set(tag, { drawn: (e - b) / 1000, frame: (f - b) / 1000 });
  }
  return out;
}

/** Runs `body` while the browser records user-timing marks; returns the body's result and the CPU times. */
async function traced<T>(
  browser: Browser,
  page: Page,
  body: () => Promise<T>,
): Promise<[T, Map<string, Cpu>]> {
  await browser.startTracing(page, { categories: ['blink.user_timing'] });
  const result = await body();
  return [result, cpuByTag(await browser.stopTracing())];
}

interface Runs<T> {
  runs: Record<Lib, T[]>;
  tags: Record<Lib, string[]>;
}

/**
 * Runs `step` on every library, WARMUP + RUNS times, interleaved and rotated, after a pause that lets the
 * machine settle; returns the measured timings.
 */
async function interleave<T extends Timing>(step: (lib: Lib, tag: string) => Promise<T>): Promise<Runs<T>> {
  const runs: Record<Lib, T[]> = { damtherm: [], uplot: [], echarts: [] };
  const tags: Record<Lib, string[]> = { damtherm: [], uplot: [], echarts: [] };
  for (let run = 0; run < WARMUP + RUNS; run++) {
    for (let k = 0; k < LIBS.length; k++) {
      const lib = LIBS[(run + k) % LIBS.length]!;
      const tag = `${lib}-${run}-${Math.random().toString(36).slice(2, 8)}`;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const r = await step(lib, tag);
      if (run >= WARMUP) {
        runs[lib].push(r);
        tags[lib].push(tag);
      }
    }
  }
  return { runs, tags };
}

function withCpu<T extends Timing>(measured: Runs<T>, cpu: Map<string, Cpu> | null): Record<Lib, Measured[]> {
  const out = {} as Record<Lib, Measured[]>;
  for (const lib of LIBS) {
    out[lib] = measured.runs[lib].map((r, i) => ({ ...r, cpu: cpu?.get(measured.tags[lib][i]!) }));
  }
  return out;
}

function report(label: string, t: Record<Lib, Measured[]>, interactive = false) {
  const m = (lib: Lib, k: keyof Timing) => median(t[lib].map((x) => x[k]));
  for (const peer of ['uplot', 'echarts'] as const)
    line(label, peer, m('damtherm', 'frame'), m(peer, 'frame'));
  for (const peer of ['uplot', 'echarts'] as const) {
    line(`${label} (drawn, no frame wait)`, peer, m('damtherm', 'drawn'), m(peer, 'drawn'));
  }
  if (interactive) {
    for (const peer of ['uplot', 'echarts'] as const) {
      line(
        `${label} (until the toggles are interactive)`,
        peer,
        m('damtherm', 'interactive'),
        m(peer, 'interactive'),
      );
    }
  }
  const cpu = (lib: Lib) => t[lib].map((x) => x.cpu?.drawn).filter((x): x is number => x !== undefined);
  if (LIBS.every((lib) => cpu(lib).length > 0)) {
    for (const peer of ['uplot', 'echarts'] as const) {
      line(`${label} (main-thread CPU until drawn)`, peer, median(cpu('damtherm')), median(cpu(peer)));
    }
  }
  const split = (lib: Lib) =>
    `${NAMES[lib]} script ${fmt(m(lib, 'script'))} + layout ${fmt(m(lib, 'layout'))} + raster ${fmt(m(lib, 'raster'))}`;
  console.log(`# ${label}: medians of the split of "drawn" (wall): ${LIBS.map(split).join('; ')}`);
}

async function main() {
  const out = mkdtempSync(path.join(tmpdir(), 'damtherm-bench-charts-'));
  await bundle(out);
  const server = await serve(out);
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...options, args: [...options.args, '--js-flags=--expose-gc'] });
  const errors: string[] = [];
  try {
    const pages = {} as Pages;
    for (const lib of LIBS) {
      const context = await browser.newContext({
        viewport: { width: 1700, height: 900 },
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(`${lib}: ${String(e)}`));
      await page.goto(`http://127.0.0.1:${PORT}/?lib=${lib}`);
      await page.waitForFunction(() => typeof window.bench === 'object');
      pages[lib] = { page, cdp: await context.newCDPSession(page) };
    }
    console.log(
      `# Chromium ${browser.version()}, ${RUNS} runs after ${WARMUP} warm-up runs, medians; each library in its own page`,
    );

    const cold = async (label: string, cpuTime: boolean) => {
      const ink: Record<Lib, number> = { damtherm: 0, uplot: 0, echarts: 0 };
      const run = () =>
        interleave(async (lib, tag) => {
          const r = await pages[lib].page.evaluate((t) => window.bench.cold(t), tag);
          ink[lib] = r.ink;
          return r;
        });
      const [measured, cpu] = cpuTime ? await traced(browser, pages.damtherm.page, run) : [await run(), null];
      console.log(
        `# ${label}: painted pixels damtherm ${ink.damtherm}, uPlot ${ink.uplot}, ECharts ${ink.echarts}`,
      );
      report(label, withCpu(measured, cpu), true);
    };

    await cold('cold render 3x55550 1600x600', true);
    for (const lib of LIBS) await pages[lib].cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cold('cold render 3x55550 1600x600 cpu 4x', false);
    for (const lib of LIBS) await pages[lib].cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const ink: Record<Lib, number> = { damtherm: 0, uplot: 0, echarts: 0 };
    for (const lib of LIBS) ink[lib] = await pages[lib].page.evaluate(() => window.bench.mountBig());
    console.log(
      `# 500,000 points: painted pixels damtherm ${ink.damtherm}, uPlot ${ink.uplot}, ECharts ${ink.echarts}`,
    );
    const [zoomRuns, zoomCpu] = await traced(browser, pages.damtherm.page, () =>
      interleave((lib, tag) => pages[lib].page.evaluate((t) => window.bench.zoom(t), tag)),
    );
    const zoom = withCpu(zoomRuns, zoomCpu);
    console.log(
      `# damtherm window after a zoom step: ${await pages.damtherm.page.evaluate(() => window.bench.view())}`,
    );
    report('zoom step 500000 points', zoom);
    const [panRuns, panCpu] = await traced(browser, pages.damtherm.page, () =>
      interleave((lib, tag) => pages[lib].page.evaluate((t) => window.bench.pan(t), tag)),
    );
    const pan = withCpu(panRuns, panCpu);
    report('pan step 500000 points', pan);
    const wall = (t: Record<Lib, Measured[]>) => fmt(median(t.damtherm.map((x) => x.drawn)));
    const cpu = (t: Record<Lib, Measured[]>) =>
      fmt(median(t.damtherm.map((x) => x.cpu?.drawn ?? Number.NaN).filter((x) => !Number.isNaN(x))));
    console.log(
      `# damtherm per frame, medians (goal ≤ 8 ms): zoom ${wall(zoom)} ms wall, ${cpu(zoom)} ms main-thread CPU; pan ${wall(pan)} ms wall, ${cpu(pan)} ms main-thread CPU`,
    );
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
  if (errors.length) {
    console.error(errors.join('\n'));
    process.exitCode = 1;
  }
}

await main();

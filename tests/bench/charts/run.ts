/**
 * Chart benchmark (`npm run bench -- charts`): damtherm's charts as a portal page gets them — the published
 * build (dist/, made by `npm run build` first; `--no-build` reuses it and fails when it is missing), imported by
 * a page bundled the way an app bundles it, each cold run in a fresh page that creates its React root and
 * DamProvider — against peers rendered in a React page the same way, in the same run, in headless Chromium:
 * `uplot-react` for the bay and line charts, TradingView's `lightweight-charts` (in the small effect wrapper a
 * React app writes) for the candlestick, and ECharts (the same kind of wrapper) for the plain multi-line case.
 * Runs are interleaved across the libraries and rotated, after a pause of BENCH_SETTLE_MS (100 ms), so a busy
 * moment of the machine hits all alike. Medians of BENCH_RUNS (11) after one warm-up run;
 * of BENCH_STEPS (31) for the zoom and pan steps, after three.
 *
 * Cases (data in data.ts), each as is and with the CPU throttled 4× (Emulation.setCPUThrottlingRate):
 * - BayCurve with a year of 10-minute points: average, inlet and air temperature (3 × 55,550, the case the
 *   goal names); the average alone; average, inlet/outlet and air temperature
 *   (whose daily swing crosses a large part of the plot in every pixel column); the same with outages; flat
 *   lines; one reading per series; smooth random walks;
 * - the floor of any React component in this protocol: createRoot, DamProvider and one heading, no chart,
 *   against uPlot drawing the one-reading chart (reported, not a target: it says how much of a ratio is React);
 * - TimeSeriesChart with three smooth walks (the case uPlot publishes);
 * - Candlestick over a year of 10-minute readings, which it buckets into 30-minute candles with moving averages
 *   over 2, 4 and 48 candles, against lightweight-charts given those candles and averages;
 * - one zoom step (a wheel notch) and one pan step (a 40 px drag move) of a 500,000-point chart, on one
 *   mounted chart per library (uPlot gets the same windows through setScale).
 * Two lines per case: `<case> vs <peer>` times until the next animation frame after the pixels are drawn,
 * `<case> (rasterised) vs <peer>` until every canvas is rasterised (protocol.ts). The run ends with one table
 * (ratios to each peer, the goals: every BayCurve case ≤ 1.0× uplot-react, the candlestick ≤ 0.5×
 * lightweight-charts, a zoom or pan step ≤ 16 ms at the 90th percentile at CPU 4×) and a goal line each.
 * `--screenshots <dir>` instead writes one PNG per case and library (to look at what was measured);
 * `--profile` prints where damtherm's cold runs and steps spend the measured window (CDP Profiler: self time and
 * time with callees).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { type BrowserContext, chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import { ensureBuild, PACKAGE_IMPORT, publishedFile } from '../publishedBuild.ts';
import { median, printTable, quantile, type Row } from '../stats.ts';
import type { CaseName } from './data.ts';
import type { Timing } from './protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 6101);
const RUNS = Math.max(7, Number(process.env.BENCH_RUNS ?? 11));
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 100);
/** Zoom and pan steps per library (BENCH_STEPS, 31): a step is short, so its median needs more samples than a cold run's. */
const STEPS = Math.max(RUNS, Number(process.env.BENCH_STEPS ?? 31));
/** The targets: a step of the 500,000-point chart within a 16 ms frame at the 90th percentile, at CPU 4×. */
const STEP_GOAL_MS = 16;
/** BayCurve at most uplot-react's time (the aim is 0.8), the candlestick at most half lightweight-charts'. */
const BAY_GOAL = 1.0;
const CANDLES_GOAL = 0.5;
/** Only the cases whose name contains one of these (comma-separated), e.g. `BENCH_CASES=bay-dense,zoom`. */
const ONLY = (process.env.BENCH_CASES ?? '').split(',').filter(Boolean);
const wanted = (name: string) => ONLY.length === 0 || ONLY.some((o) => name.includes(o));

type Lib = 'damtherm' | 'uplot' | 'echarts' | 'lightweight';
const LIBS: Lib[] = ['damtherm', 'uplot', 'echarts', 'lightweight'];
const NAMES: Record<Lib, string> = {
  damtherm: 'damtherm',
  uplot: 'uplot-react',
  echarts: 'ECharts',
  lightweight: 'lightweight-charts',
};

interface Case {
  name: CaseName;
  label: string;
  peers: Lib[];
  /** The ratio to the peers at most, at CPU 1× and 4× (none: reported only). */
  goal?: number;
}

const YEAR = 'a year of 10-min points';
const CASES: Case[] = [
  {
    name: 'bay-three',
    label: `BayCurve average+inlet+air, ${YEAR} (3x55550, air swings daily)`,
    peers: ['uplot'],
    goal: BAY_GOAL,
  },
  { name: 'bay-average', label: `BayCurve average, ${YEAR} (1x55550)`, peers: ['uplot'], goal: BAY_GOAL },
  {
    name: 'bay-dense',
    label: `BayCurve average+inlet/outlet+air, ${YEAR} (4x55550, air swings daily)`,
    peers: ['uplot'],
    goal: BAY_GOAL,
  },
  {
    name: 'bay-gaps',
    label: `BayCurve 4 series with outages, ${YEAR} (4x55550)`,
    peers: ['uplot'],
    goal: BAY_GOAL,
  },
  { name: 'bay-flat', label: `BayCurve 4 flat lines, ${YEAR} (4x55550)`, peers: ['uplot'], goal: BAY_GOAL },
  {
    name: 'bay-one-point',
    label: 'BayCurve 4 series of one reading (4x1)',
    peers: ['uplot'],
    goal: BAY_GOAL,
  },
  {
    name: 'react-floor',
    label: 'React root + DamProvider + the title alone, no chart (floor) — peer: BayCurve 4x1 case',
    peers: ['uplot'],
  },
  {
    name: 'bay-walks',
    label: `BayCurve 4 smooth random walks, ${YEAR} (4x55550)`,
    peers: ['uplot'],
    goal: BAY_GOAL,
  },
  {
    name: 'timeseries-walks',
    label: `TimeSeriesChart 3 smooth walks, ${YEAR} (3x55550)`,
    peers: ['uplot', 'echarts'],
  },
  {
    name: 'candles',
    label: `Candlestick ${YEAR} (55550 → 18517 30-min candles + 3 moving averages)`,
    peers: ['lightweight'],
    goal: CANDLES_GOAL,
  },
];

const fmt = (x: number) => x.toFixed(2);
/** The table's rows: each case's time until the next frame, against each peer, and each step's p90. */
const rows: Row[] = [];

function line(label: string, peer: Lib, ours: number, theirs: number) {
  const ratio = ours / theirs;
  console.log(`${label} vs ${NAMES[peer]}: ratio ${ratio.toFixed(3)} (${fmt(ours)} ms, ${fmt(theirs)} ms)`);
}

/** `damtherm` and `damtherm/styles.css` resolve to dist/, as they do for a portal that installed the package. */
const publishedPackage: Plugin = {
  name: 'published-damtherm',
  setup(b) {
    b.onResolve({ filter: PACKAGE_IMPORT }, (args) => ({ path: publishedFile(args.path) }));
  },
};

/** One bundle per library page, minified for production, as an app's bundler makes them. */
async function bundle(outdir: string) {
  await build({
    entryPoints: LIBS.map((lib) => path.join(here, `${lib}.tsx`)),
    bundle: true,
    splitting: true,
    // Readable names in a profile.
    minify: !process.argv.includes('--profile'),
    format: 'esm',
    target: 'es2022',
    outdir,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [publishedPackage],
    logLevel: 'error',
  });
}

function serve(dir: string) {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
    if (url.pathname === '/') {
      const lib = url.searchParams.get('lib') ?? 'damtherm';
      res.writeHead(200, { 'content-type': 'text/html' });
      const css = existsSync(path.join(dir, `${lib}.css`))
        ? `<link rel="stylesheet" href="/${lib}.css">`
        : '';
      res.end(
        `<!doctype html><html><head><meta charset="utf-8">${css}<style>body{margin:0;font-family:sans-serif}</style></head>` +
          `<body><script type="module" src="/${lib}.js"></script></body></html>`,
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

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function open(context: BrowserContext, lib: Lib, name: CaseName, cpu: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/?lib=${lib}&case=${name}`);
  await page.waitForFunction(() => typeof window.bench === 'object');
  if (cpu !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  return page;
}

function report(label: string, peers: Lib[], t: Partial<Record<Lib, Timing[]>>) {
  const m = (lib: Lib, k: keyof Timing) => median(t[lib]!.map((x) => x[k]));
  for (const peer of peers) line(label, peer, m('damtherm', 'frame'), m(peer, 'frame'));
  for (const peer of peers) line(`${label} (rasterised)`, peer, m('damtherm', 'drawn'), m(peer, 'drawn'));
  const libs: Lib[] = ['damtherm', ...peers];
  const split = (lib: Lib) =>
    `${NAMES[lib]} script ${fmt(m(lib, 'script'))} + layout ${fmt(m(lib, 'layout'))} + raster ${fmt(m(lib, 'raster'))}`;
  const ink = libs.map((lib) => `${NAMES[lib]} ${t[lib]!.at(-1)!.ink}`).join(', ');
  console.log(`# ${label}: medians of "rasterised": ${libs.map(split).join('; ')}; painted pixels ${ink}`);
}

/** Cold runs: every run of every library in a fresh page; one warm-up round, then RUNS rounds, rotated. */
async function cold(contexts: Record<Lib, BrowserContext>, c: Case, cpu: number) {
  const libs: Lib[] = ['damtherm', ...c.peers];
  const t: Partial<Record<Lib, Timing[]>> = {};
  for (const lib of libs) t[lib] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    for (let k = 0; k < libs.length; k++) {
      const lib = libs[(run + k) % libs.length]!;
      const page = await open(contexts[lib], lib, c.name, cpu);
      await settle();
      const r = await page.evaluate(() => window.bench.run());
      await page.close();
      if (run > 0) t[lib]!.push(r);
    }
  }
  report(cpu === 1 ? c.label : `${c.label} cpu 4x`, c.peers, t);
  const frame = (lib: Lib) => median(t[lib]!.map((x) => x.frame));
  for (const peer of c.peers) {
    rows.push({
      case: c.label,
      cpu,
      peer: NAMES[peer],
      ours: frame('damtherm'),
      theirs: frame(peer),
      ...(c.goal ? { goal: { ratio: c.goal } } : {}),
    });
  }
}

/** Zoom and pan steps on one mounted 500,000-point chart per library. */
async function zoomPan(contexts: Record<Lib, BrowserContext>, cpu: number) {
  const libs: Lib[] = ['damtherm', 'uplot'];
  const pages = {} as Record<Lib, Page>;
  const ink: string[] = [];
  for (const lib of libs) {
    pages[lib] = await open(contexts[lib], lib, 'zoom-pan', 1);
    ink.push(`${NAMES[lib]} ${await pages[lib].evaluate(() => window.bench.mount())}`);
  }
  const windows = await pages.damtherm.evaluate(() => window.bench.windows!());
  await pages.uplot.evaluate((w) => window.bench.setWindows!(w), windows);
  for (const lib of libs) {
    const cdp = await contexts[lib].newCDPSession(pages[lib]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  const suffix = cpu === 1 ? '' : ` cpu ${cpu}x`;
  const drawn: string[] = [];
  for (const step of ['zoom', 'pan'] as const) {
    const t: Partial<Record<Lib, Timing[]>> = { damtherm: [], uplot: [] };
    for (let run = 0; run < STEPS + 3; run++) {
      for (let k = 0; k < libs.length; k++) {
        const lib = libs[(run + k) % libs.length]!;
        await settle();
        const r = await pages[lib].evaluate((s) => window.bench[s](), step);
        if (run >= 3) t[lib]!.push({ ...r, ink: 0 });
      }
    }
    report(`${step} step 500000 points${suffix}`, ['uplot'], t);
    const ours = t.damtherm!.map((x) => x.drawn);
    drawn.push(`${step} ${fmt(median(ours))} ms (p90 ${fmt(quantile(ours, 0.9))})`);
    // The step's table row: the 90th percentile of the time until rasterised, held to one frame at CPU 4×.
    rows.push({
      case: `${step} step, 500,000 points`,
      cpu,
      peer: NAMES.uplot,
      ours: quantile(ours, 0.9),
      theirs: quantile(
        t.uplot!.map((x) => x.drawn),
        0.9,
      ),
      what: 'p90',
      ...(cpu === 4 ? { goal: { ms: STEP_GOAL_MS } } : {}),
    });
  }
  console.log(
    `# 500,000 points${suffix}: painted pixels ${ink.join(', ')}; damtherm until rasterised, medians of ${STEPS} steps: ${drawn.join(', ')}`,
  );
  for (const lib of libs) await pages[lib].close();
}

/** One cold run per case and library, screenshot to `<dir>/<case>-<lib>.png`. */
async function screenshots(contexts: Record<Lib, BrowserContext>, dir: string) {
  for (const c of CASES.filter((c) => wanted(c.name))) {
    for (const lib of ['damtherm', ...c.peers] as Lib[]) {
      const page = await open(contexts[lib], lib, c.name, 1);
      await page.evaluate(() => window.bench.run());
      await page.waitForTimeout(300);
      const file = path.join(dir, `${c.name}-${lib}.png`);
      await page.locator('[data-bench]').first().screenshot({ path: file });
      console.log(`# ${file}`);
      await page.close();
    }
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Samples each page's `work` only inside its measured window — the page's measure() wraps t0 … t1 in
 * console.profile while `window.benchProfile` is set, so the harness (the pixel count after a run, the wait
 * for the frame, work deferred past it) stays out — and prints self time and time with callees per window,
 * the top 25.
 */
async function sampleWindows(title: string, pages: Page[], work: (page: Page) => Promise<unknown>) {
  const profiles: Profile[] = [];
  for (const page of pages) {
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Profiler.consoleProfileFinished', (e) => profiles.push(e.profile as unknown as Profile));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.evaluate(() => {
      window.benchProfile = true;
    });
    // An outer profile running all along: the profiler's start-up (recording every function's code) happens
    // here, not in the first sample of the window's own profile.
    await cdp.send('Profiler.start');
    await work(page);
    if (!page.isClosed()) await cdp.detach();
  }
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const name = (id: number) => {
      const f = byId.get(id)!.callFrame;
      return `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
    };
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i] ?? 0) / 1000 / profiles.length;
      self.set(name(id), (self.get(name(id)) ?? 0) + dt);
      // Time with callees, each function once per sample however deep it recurses.
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) seen.add(name(n));
      for (const k of seen) total.set(k, (total.get(k) ?? 0) + dt);
    });
  }
  for (const [kind, m] of [
    ['self time', self],
    ['time with callees', total],
  ] as const) {
    // A style or layout that script forces counts as the self time of the function that forced it.
    console.log(`# ${title}: ${kind} per measured window, ms (${profiles.length} windows)`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`${fmt(v).padStart(8)} ${k}`);
  }
}

/** Where damtherm's cold runs of each wanted case spend the measured window: five fresh pages each. */
async function profile(context: BrowserContext) {
  for (const c of CASES.filter((c) => wanted(c.name))) {
    const pages: Page[] = [];
    for (let run = 0; run < 5; run++) pages.push(await open(context, 'damtherm', c.name, 1));
    await sampleWindows(c.label, pages, async (page) => {
      await settle();
      await page.evaluate(() => window.bench.run());
      await page.close();
    });
  }
}

/** Where the zoom and pan steps (RUNS of each) on damtherm's 500,000-point chart spend the measured window. */
async function profileZoomPan(context: BrowserContext, cpu: number) {
  const page = await open(context, 'damtherm', 'zoom-pan', 1);
  await page.evaluate(() => window.bench.mount());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  for (const step of ['zoom', 'pan'] as const) {
    await sampleWindows(`${step} step 500000 points cpu ${cpu}x`, [page], async () => {
      for (let run = 0; run < RUNS; run++) {
        await page.evaluate((s) => window.bench.prepare!(s), step);
        await page.evaluate((s) => window.bench[s](true), step);
      }
    });
  }
  await page.close();
}

async function main() {
  ensureBuild();
  const out = mkdtempSync(path.join(tmpdir(), 'damtherm-bench-charts-'));
  await bundle(out);
  const server = await serve(out);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const errors: string[] = [];
  try {
    const contexts = {} as Record<Lib, BrowserContext>;
    for (const lib of LIBS) {
      contexts[lib] = await browser.newContext({
        viewport: { width: 1700, height: 1100 },
        deviceScaleFactor: 1,
      });
      contexts[lib].on('weberror', (e) => errors.push(`${lib}: ${String(e.error())}`));
    }
    console.log(
      `# Chromium ${browser.version()}, published build, a fresh page per cold run, medians of ${RUNS}; load average at start ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    if (process.argv.includes('--profile')) {
      await profile(contexts.damtherm);
      if (wanted('zoom-pan')) for (const cpu of [1, 4]) await profileZoomPan(contexts.damtherm, cpu);
      return;
    }
    const shots = process.argv.indexOf('--screenshots');
    if (shots > 0) {
      await screenshots(contexts, path.resolve(process.argv[shots + 1] ?? '.'));
      return;
    }
    for (const cpu of [1, 4]) {
      for (const c of CASES) if (wanted(c.name)) await cold(contexts, c, cpu);
      if (wanted('zoom-pan')) await zoomPan(contexts, cpu);
    }
    printTable(
      `Charts: damtherm against peers in React pages, medians of ${RUNS} fresh pages (time until the next frame); steps: p90 of ${STEPS} until rasterised`,
      rows,
    );
    console.log(
      `# load average at end ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    server.close();
    // A profile's line numbers point into the bundle: it is kept.
    if (process.argv.includes('--profile')) console.log(`# bundle kept in ${out}`);
    else rmSync(out, { recursive: true, force: true });
  }
  if (errors.length) {
    console.error(errors.join('\n'));
    process.exitCode = 1;
  }
}

await main();

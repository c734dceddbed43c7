/**
 * Map benchmark: damtherm's DamMap against `react-leaflet` in a React page (the legacy app's Leaflet map:
 * `CRS.Simple`, one `<Rectangle>` and one `divIcon` label `<Marker>` per hive in a `<MapContainer>`) on the
 * same 3,100 hives, in one headless Chromium run. Prints `<case> vs react-leaflet: ratio <r> (<ours> ms,
 * <theirs> ms)` with medians, then one table with the goals.
 *
 * Cases: first render with labels into a 390×760 view (goal: ratio ≤ 0.1), the same with the CPU throttled
 * 4× (CDP Emulation.setCPUThrottlingRate), a zoom step and a pan step at 3,100 hives with the CPU throttled
 * 4× (goal: ≤ 16 ms median per frame; the table shows the p90 beside it). See page/main.tsx for how a frame
 * is timed.
 *
 * The page imports the published build (`damtherm`, `damtherm/domain`, `damtherm/styles.css` resolved to
 * dist/, made by `npm run build` first; `--no-build` reuses it), is built with Vite in production mode as an
 * app builds it, and is served on 127.0.0.1:6102. Every first render runs in a fresh page (its React root and
 * DamProvider included; Leaflet's map the same); the steps run on one mounted map per library.
 */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, type Page } from 'playwright';
import { build, type Plugin } from 'vite';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import { ensureBuild, PACKAGE_IMPORT, publishedFile } from '../publishedBuild.ts';
import { median, printTable, quantile } from '../stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.MAP_BENCH_PORT ?? 6102);
/** First renders per library (MAP_BENCH_RUNS, else BENCH_RUNS as the chart bench takes it, else 15). */
const RUNS = Number(process.env.MAP_BENCH_RUNS ?? process.env.BENCH_RUNS ?? 15);
const STEPS = Number(process.env.MAP_BENCH_STEPS ?? 16);
/** The targets: a first render in a tenth of Leaflet's time; a zoom or pan step within a 16 ms frame at CPU 4×. */
const RATIO_GOAL = 0.1;
const STEP_GOAL_MS = 16;

/** `damtherm…` imports resolve to dist/, as they do for a portal that installed the package. */
const publishedPackage: Plugin = {
  name: 'published-damtherm',
  enforce: 'pre',
  resolveId: (id) => (PACKAGE_IMPORT.test(id) ? publishedFile(id) : null),
};

ensureBuild();
const outDir = mkdtempSync(path.join(tmpdir(), 'damtherm-map-bench-'));
await build({
  root: path.join(here, 'page'),
  configFile: false,
  mode: 'production',
  logLevel: 'error',
  plugins: [publishedPackage, react()],
  build: { outDir, emptyOutDir: true, sourcemap: false },
});

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
  const file = path.join(outDir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
  if (!file.startsWith(outDir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));

const browser: Browser = await chromium.launch(chromiumLaunchOptions());
let failed = false;

/** A fresh page of the bench, loaded, with its CPU throttled `rate` times. */
async function openPage(rate = 1): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 760 }, deviceScaleFactor: 1 });
  page.on('pageerror', (error) => {
    console.error(`page error: ${error.message}`);
    failed = true;
  });
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.waitForFunction(() => 'mapBench' in window);
  if (rate !== 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return page;
}

try {
  const page = await openPage();
  const cdp = await page.context().newCDPSession(page);
  const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

  const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
  console.log(`# ${load()} at start (absolute times grow with it; the ratios much less)`);
  const hiveCount = await page.evaluate(() => window.mapBench.hiveCount);
  for (const line of await page.evaluate(() => window.mapBench.check())) console.log(`# ${line}`);

  const report = (name: string, ours: number[], leaflet: number[]) => {
    const o = median(ours);
    const l = median(leaflet);
    const ratio = o / l;
    console.log(
      `${name} vs react-leaflet: ratio ${ratio.toFixed(3)} (${o.toFixed(1)} ms, ${l.toFixed(1)} ms)`,
    );
    return { ours: o, theirs: l };
  };

  /** One first render in a fresh page. */
  const coldRender = async (lib: 'ours' | 'leaflet', rate: number) => {
    const fresh = await openPage(rate);
    const ms = await fresh.evaluate((l) => window.mapBench.firstRender(l), lib);
    await fresh.close();
    return ms;
  };

  const firstRender = async (rate: number) => {
    const ours: number[] = [];
    const leaflet: number[] = [];
    // A warm-up round, then RUNS rounds, alternating which goes first so that noise falls on both alike.
    for (let i = 0; i < RUNS + 1; i++) {
      const order = i % 2 === 0 ? (['ours', 'leaflet'] as const) : (['leaflet', 'ours'] as const);
      const ms: Partial<Record<'ours' | 'leaflet', number>> = {};
      for (const lib of order) ms[lib] = await coldRender(lib, rate);
      if (i >= 1) {
        ours.push(ms.ours!);
        leaflet.push(ms.leaflet!);
      }
    }
    return { ours, leaflet };
  };

  const stepCase = async (kind: 'zoom' | 'pan', rate: number) => {
    await throttle(rate);
    const ours: number[] = [];
    const leaflet: number[] = [];
    for (let round = 0; round < 2; round++) {
      ours.push(
        ...(await page.evaluate(([k, n]) => window.mapBench.steps('ours', k, n), [kind, STEPS] as const)),
      );
      leaflet.push(
        ...(await page.evaluate(([k, n]) => window.mapBench.steps('leaflet', k, n), [kind, STEPS] as const)),
      );
    }
    await throttle(1);
    return { ours, leaflet };
  };

  const render1 = await firstRender(1);
  const r1 = report(`first render ${hiveCount} hives with labels 390x760`, render1.ours, render1.leaflet);
  const render4 = await firstRender(4);
  const r4 = report(
    `first render ${hiveCount} hives with labels 390x760 cpu 4x`,
    render4.ours,
    render4.leaflet,
  );
  await throttle(4);
  const empty = median(await page.evaluate((n) => window.mapBench.emptyFrames(n), 2 * STEPS));
  await throttle(1);
  console.log(
    `# an empty frame timed the same way, cpu 4x: ${empty.toFixed(1)} ms (the floor under this load)`,
  );
  const zoom = await stepCase('zoom', 4);
  report(`zoom step ${hiveCount} hives cpu 4x`, zoom.ours, zoom.leaflet);
  const pan = await stepCase('pan', 4);
  report(`pan step ${hiveCount} hives cpu 4x`, pan.ours, pan.leaflet);

  const peer = 'react-leaflet';
  const first = `first render, ${hiveCount} hives with labels, 390×760`;
  const step = (kind: string, xs: { ours: number[]; leaflet: number[] }) => [
    {
      case: `${kind} step, ${hiveCount} hives`,
      cpu: 4,
      peer,
      ours: median(xs.ours),
      theirs: median(xs.leaflet),
      goal: { ms: STEP_GOAL_MS },
    },
    {
      case: `${kind} step, ${hiveCount} hives`,
      cpu: 4,
      peer,
      ours: quantile(xs.ours, 0.9),
      theirs: quantile(xs.leaflet, 0.9),
      what: 'p90' as const,
    },
  ];
  printTable(`Map: DamMap against react-leaflet, medians of ${RUNS} fresh pages and ${2 * STEPS} steps`, [
    { case: first, cpu: 1, peer, ...r1, goal: { ratio: RATIO_GOAL } },
    { case: first, cpu: 4, peer, ...r4, goal: { ratio: RATIO_GOAL } },
    ...step('zoom', zoom),
    ...step('pan', pan),
  ]);
  console.log(`# ${load()} at end`);
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/**
 * A tool for optimising the map, not a benchmark (`npm run bench` runs only run.ts): builds the bench page
 * unminified, samples the CPU while it renders or steps, and prints the functions with the most self time.
 *
 *   node tests/bench/map/profile.ts [ours|leaflet] [render|zoom|pan]
 *
 * CPU=4 throttles the CPU as the bench does; TRACE=1 also records a Chromium trace of the same work and
 * prints where the main thread spent it (script, style, layout, paint, canvas…). The render is profiled warm
 * (the same page after three renders) unless COLD=1: then every render is the first of a fresh page, as the
 * bench times it, and LINES=drawMap adds where in that function the samples fell (line of the unminified page).
 */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type CDPSession, chromium } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const lib: 'ours' | 'leaflet' = process.argv[2] === 'leaflet' ? 'leaflet' : 'ours';
const what = (['render', 'zoom', 'pan'] as const).find((w) => w === process.argv[3]) ?? 'render';
const PORT = Number(process.env.MAP_BENCH_PORT ?? 6102);

const outDir = mkdtempSync(path.join(tmpdir(), 'damtherm-map-profile-'));
await build({
  root: path.join(here, 'page'),
  configFile: false,
  mode: 'production',
  logLevel: 'error',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true, minify: false },
});
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
  const file = path.join(outDir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
  if (!file.startsWith(outDir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    res.writeHead(404).end();
    return;
  }
  const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
  res.writeHead(200, { 'content-type': type });
  createReadStream(file).pipe(res);
});
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const browser = await chromium.launch(chromiumLaunchOptions());

type Profile = Awaited<ReturnType<typeof stopProfiler>>;
const stopProfiler = async (cdp: CDPSession) => (await cdp.send('Profiler.stop')).profile;
/** Adds a CPU profile's self time per function (µs) to `self`, and per line of `lines.name` to `lines.ticks`. */
function addSelfTimes(
  profile: Profile,
  self: Map<string, number>,
  lines?: { name: string; ticks: Map<number, number> },
): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byId.get(samples[i]!)?.callFrame;
    if (!frame) continue;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0));
  }
  for (const node of lines ? profile.nodes : []) {
    if (node.callFrame.functionName !== lines!.name) continue;
    for (const t of node.positionTicks ?? [])
      lines!.ticks.set(t.line, (lines!.ticks.get(t.line) ?? 0) + t.ticks);
  }
}

function printSelfTimes(self: Map<string, number>, runs = 1): void {
  for (const [key, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45)) {
    console.log(`${(us / 1000 / runs).toFixed(1).padStart(8)} ms  ${key}`);
  }
}

/** COLD=1: the first render of 11 fresh pages, profiled one by one; self times per page. */
async function profileColdRenders(): Promise<void> {
  const runs = 11;
  const self = new Map<string, number>();
  const lines = process.env.LINES ? { name: process.env.LINES, ticks: new Map<number, number>() } : undefined;
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 760 } });
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.waitForFunction(() => 'mapBench' in window);
    const cdp = await page.context().newCDPSession(page);
    const rate = Number(process.env.CPU ?? 1);
    if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    times.push(await page.evaluate((l) => window.mapBench.firstRender(l), lib));
    addSelfTimes(await stopProfiler(cdp), self, lines);
    await page.close();
  }
  console.log('first render ms (profiled)', times.map((t) => t.toFixed(1)).join(' '));
  printSelfTimes(self, runs);
  for (const [line, ticks] of [...(lines?.ticks ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`${lines!.name} line ${line}: ${ticks} samples`);
  }
}

/** The render or steps profiled in one page, after three renders to warm it (and traced with TRACE=1). */
async function profileWarm(): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 390, height: 760 } });
  // Experiments: SKIP=fillText,stroke makes those canvas calls no-ops, to see what they cost.
  if (process.env.SKIP) {
    await page.addInitScript((names: string[]) => {
      const proto = CanvasRenderingContext2D.prototype as unknown as Record<string, unknown>;
      for (const name of names) proto[name] = () => undefined;
    }, process.env.SKIP.split(','));
  }
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.waitForFunction(() => 'mapBench' in window);
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < 3; i++) await page.evaluate((l) => window.mapBench.firstRender(l), lib);
  const rate = Number(process.env.CPU ?? 1);
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // AB="fillText|fillRect,fill": the same steps with those canvas calls made no-ops, interleaved with the
  // unchanged code in one page, so that a busy machine weighs on every variant alike.
  if (process.env.AB && what !== 'render') {
    const variants = ['', ...process.env.AB.split('|')];
    const results = new Map<string, number[]>(variants.map((v) => [v, []]));
    for (let round = 0; round < 6; round++) {
      for (const variant of variants) {
        const ms = await page.evaluate(
          async ([names, l, k]) => {
            const proto = CanvasRenderingContext2D.prototype as unknown as Record<string, unknown>;
            const saved = names.map((n) => [n, proto[n]] as const);
            for (const n of names) proto[n] = () => undefined;
            try {
              return await window.mapBench.steps(l, k, 8);
            } finally {
              for (const [n, f] of saved) proto[n] = f;
            }
          },
          [variant ? variant.split(',') : [], lib, what] as const,
        );
        results.get(variant)!.push(...ms);
      }
    }
    for (const [variant, ms] of results) {
      const sorted = [...ms].sort((a, b) => a - b);
      console.log(`${(variant || 'as is').padEnd(30)} median ${sorted[sorted.length >> 1]!.toFixed(1)} ms`);
    }
  }
  if (process.env.TRACE) {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    for (let i = 0; i < 5; i++) {
      if (what === 'render') await page.evaluate((l) => window.mapBench.firstRender(l), lib);
      else await page.evaluate(([l, k]) => window.mapBench.steps(l, k, 10), [lib, what] as const);
    }
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: {
        name: string;
        ph: string;
        dur?: number;
        tid: number;
        pid: number;
        args?: { data?: { frame?: string } };
      }[];
    };
    const main = trace.traceEvents.find(
      (e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
    );
    const totals = new Map<string, { us: number; n: number }>();
    for (const e of trace.traceEvents) {
      if (!main || e.tid !== main.tid || e.pid !== main.pid || e.ph !== 'X' || !e.dur) continue;
      const t = totals.get(e.name) ?? { us: 0, n: 0 };
      t.us += e.dur;
      t.n++;
      totals.set(e.name, t);
    }
    if (process.env.TRACE === 'layout') {
      for (const e of trace.traceEvents) {
        if (e.name === 'Layout' && e.ph === 'X' && main && e.tid === main.tid)
          console.log(JSON.stringify(e.args));
      }
    }
    console.log('main-thread trace events (summed ms, count, mean ms; nested ones overlap their parents):');
    for (const [name, { us, n }] of [...totals.entries()].sort((a, b) => b[1].us - a[1].us).slice(0, 16)) {
      console.log(
        `${(us / 1000).toFixed(1).padStart(8)} ms ${String(n).padStart(6)} ${(us / n / 1000).toFixed(2).padStart(7)}  ${name}`,
      );
    }
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const times: number[] = [];
  const syncs: number[] = [];
  for (let i = 0; i < 15; i++) {
    if (what === 'render') {
      times.push(await page.evaluate((l) => window.mapBench.firstRender(l), lib));
      syncs.push(await page.evaluate(() => window.mapBench.lastSync()));
    } else {
      times.push(...(await page.evaluate(([l, k]) => window.mapBench.steps(l, k, 10), [lib, what] as const)));
      syncs.push(...(await page.evaluate(() => window.mapBench.stepSyncs())));
    }
  }
  const { profile } = await cdp.send('Profiler.stop');
  console.log('total ms', times.map((t) => t.toFixed(1)).join(' '));
  if (syncs.length) console.log('sync ms ', syncs.map((t) => t.toFixed(1)).join(' '));
  const self = new Map<string, number>();
  addSelfTimes(profile, self);
  // INCLUSIVE=DamMap,HiveList: time spent in those functions and everything they called.
  if (process.env.INCLUSIVE) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    const selfById = new Map<number, number>();
    for (let i = 0; i < samples.length; i++) {
      selfById.set(samples[i]!, (selfById.get(samples[i]!) ?? 0) + (deltas[i] ?? 0));
    }
    const total = (id: number): number => {
      const node = byId.get(id);
      return (selfById.get(id) ?? 0) + (node?.children ?? []).reduce((sum, child) => sum + total(child), 0);
    };
    for (const name of process.env.INCLUSIVE.split(',')) {
      // Count only the outermost call of a name (recursion would count twice).
      const within = (id: number, inside: boolean): number => {
        const node = byId.get(id);
        if (!node) return 0;
        const hit = node.callFrame.functionName === name;
        if (hit && !inside) return total(id);
        return (node.children ?? []).reduce((sum, child) => sum + within(child, inside || hit), 0);
      };
      console.log(`inclusive ${name}: ${(within(profile.nodes[0]!.id, false) / 1000).toFixed(1)} ms`);
    }
  }
  printSelfTimes(self);
}

try {
  if (process.env.COLD && what === 'render') await profileColdRenders();
  else await profileWarm();
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}

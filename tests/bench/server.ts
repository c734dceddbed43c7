/**
 * `npm run bench:server [-- --seconds 60] [-- --reads 200] [-- --writers 20]`: the reference backend under a
 * site's load, on loopback. A fresh large-seed server in a child process; 200 chart reads a second (the
 * bay charts and block curves of the screens) and 20 writers, each sending one manual entry at a time,
 * for 60 s. Prints p50 and p99 of reads and writes, errors, SQLITE_BUSY answers, and how busy the machine
 * was (load average, and the CPU time other processes took meanwhile).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { signedInHeaders, startChildServer } from '../security/childServer.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    reads: { type: 'string', default: '200' },
    writers: { type: 'string', default: '20' },
  },
});
const seconds = Number(values.seconds);
const readsPerS = Number(values.reads);
const writers = Number(values.writers);

/** Busy and total CPU ticks of the machine (/proc/stat), to tell how much the others took. */
function cpuTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}
/** CPU ticks of one process (utime + stime). */
function processTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(stat[11]) + Number(stat[12]);
}
const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number)
    : NaN;

console.log('# bench: server (starting a large-seed server)');
const server = await startChildServer({ scale: 'large' });
const pid = server.process.pid as number;
try {
  const auth = await signedInHeaders(server.url, 'engineer', 'damtherm-engineer');
  const hives = (
    (await (await fetch(`${server.url}/cytWebHive/latestTemperature`, { headers: auth })).json()) as {
      data: { c_id: number }[];
    }
  ).data.map((h) => h.c_id);
  const day = 86_400;
  const now = Math.floor(Date.now() / 1000);
  let n = 0;
  /** A chart a screen reads: mostly a bay's week, sometimes a block's curve. */
  const nextRead = () => {
    n++;
    if (n % 20 === 0) return `/cytWebHive/blockTempCurve?blocks=${6 + (n % 6)}`;
    const hive = hives[(n * 7919) % hives.length];
    return `/api/getHiveTempData?id=${hive}&min=${now - 7 * day}&max=${now}`;
  };
  const reads: number[] = [];
  /** The same reads by kind: a bay's week, a block's curve. */
  const byKind = { bayWeek: [] as number[], blockCurve: [] as number[] };
  const writes: number[] = [];
  const errors = new Map<string, number>();
  let busy = 0;
  const note = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  /** Sends one request and notes its time in each of `lists`. */
  const timed = async (lists: number[][], url: string, init?: RequestInit) => {
    const started = performance.now();
    try {
      const response = await fetch(url, init);
      const text = await response.text();
      for (const list of lists) list.push(performance.now() - started);
      if (/SQLITE_BUSY|database is locked/i.test(text)) busy++;
      if (response.status >= 400) note(`${response.status} ${new URL(url).pathname}`);
    } catch (error) {
      note(error instanceof Error ? error.message : String(error));
    }
  };
  const cpu0 = cpuTicks();
  const own0 = processTicks(pid) + processTicks(process.pid);
  const end = performance.now() + seconds * 1000;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  // Paced by the clock, not by the timer's count: a busy event loop fires the timer late, not less work.
  const reader = setInterval(() => {
    const due = Math.floor(((performance.now() - start) * readsPerS) / 1000);
    for (; sent < due; sent++) {
      const url = nextRead();
      const kind = url.includes('blockTempCurve') ? byKind.blockCurve : byKind.bayWeek;
      inFlight.push(timed([reads, kind], `${server.url}${url}`, { headers: auth }));
    }
  }, 10);
  const writer = async (w: number) => {
    while (performance.now() < end) {
      await timed([writes], `${server.url}/pqt/add_other_data`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          c_hiveotherid: 0,
          c_area: 2,
          c_when_acquire: Date.now() - 60_000,
          c_value: 100 + w,
          c_hive_id: String(hives[w % hives.length]),
          c_who: 'engineer',
        }),
      });
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  clearInterval(reader);
  await Promise.all(inFlight);
  const cpu1 = cpuTicks();
  const own = processTicks(pid) + processTicks(process.pid) - own0;
  const total = cpu1.total - cpu0.total;
  const others = Math.max(0, cpu1.busy - cpu0.busy - own);
  const fmt = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `${list.length} requests, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`;
  };
  console.log(`reads: ${fmt(reads)}`);
  console.log(`  a bay's week: ${fmt(byKind.bayWeek)}`);
  console.log(`  a block's curve: ${fmt(byKind.blockCurve)}`);
  console.log(`writes: ${fmt(writes)}`);
  console.log(
    `errors: ${[...errors.values()].reduce((a, b) => a + b, 0)}${errors.size ? ` (${[...errors].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`,
  );
  console.log(`SQLITE_BUSY: ${busy}`);
  console.log(
    `machine: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}, other processes took ${((100 * others) / total).toFixed(0)}% of the CPU, server and bench ${((100 * own) / total).toFixed(0)}%`,
  );
} finally {
  await server.stop();
}

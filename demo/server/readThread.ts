/**
 * The reads whose cost grows with the site's data (chart ranges, whole-site maps, reports and exports) are
 * answered by a worker thread with a read-only connection of its own (`readWorker.ts`): one such request, a
 * year of a bay's readings or a block's whole curve, holds up no sign-in, write or small read meanwhile. The
 * worker runs the very same handler; WAL lets it read while the server writes, and a write acknowledged
 * before a read began is in what that read sees.
 *
 * A pool of threads per database (`POOL_SIZE`), started with the server and ended with it; a read goes to the
 * thread with the fewest waiting. A database in memory has no file a second connection could open: its reads
 * run in place.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Db } from './db.ts';
import { type Fields, type HandlerContext, HttpError, type OperationId } from './http/context.ts';
import type { ReadAnswer, ReadRequest, ThreadContext } from './readWorker.ts';

/*
 * The operations below were measured above 50 ms on the large seed with their heaviest arguments (`npm run
 * bench:server:operations`). Each only reads, and uses no more of its context than `ThreadContext` carries.
 */

/** Reads of the whole site, reports and downloads: always in the read thread. */
const WHOLE_SITE_READS = [
  'getHiveList',
  'getLatestTemperature',
  'getBlockTempCurve',
  'getHivesPage',
  'getMapHives',
  'getMapFlow',
  'getMapSumFlow',
  'getMapHiveTemp',
  'getMapMaxTemp',
  'getMapTempDropRate',
  'getMapTempGap',
  'getMapHiveControlMode',
  'get2DWarnCount',
  'getReport',
  'getWeekStatement',
  'getHivesMaxTempInfo',
  'getOutletEntryPouringData',
  'getOutletEntryPouringSummary',
  'exportHiveTemperature',
  'exportHiveFlow',
  'exportMaxTempInfo',
  'exportWeekTempDiff',
  'exportCoolingSituation',
  'exportDamControlData',
  'exportOutletEntryPouring',
] as const satisfies OperationId[];

/**
 * A bay's, loop's or meter's readings over a range: in the read thread when the range is long or open. A
 * screen's week is a few milliseconds, cheaper in place than a trip to the thread, and most reads are that.
 */
const RANGE_READS = [
  'getHiveTempData',
  'getHiveTarget',
  'getHiveInOutTemp',
  'getHiveFlowData',
  'getHiveSettingFlowChartData',
  'getHiveAirChartData',
  'getTempDiff',
  'getPieceTempDiff',
  'getHiveTempDowntrend',
  'getLoopRecords',
  'getThermometerRecords',
  'getGradientData',
  'getPressureDetail',
  'getSolarRadiation',
] as const satisfies OperationId[];

/** Every operation the read thread may answer. */
export const READS_OFF_THREAD: ReadonlySet<OperationId> = new Set<OperationId>([
  ...WHOLE_SITE_READS,
  ...RANGE_READS,
]);
const rangeReads: ReadonlySet<OperationId> = new Set<OperationId>(RANGE_READS);

/** The longest range a range read answers in place. */
const SHORT_RANGE_S = 31 * 86_400;

/** The query names a closed range of at most SHORT_RANGE_S (min/max, start/end or startTime/endTime). */
function shortRange(query: Fields): boolean {
  for (const [from, to] of [
    ['min', 'max'],
    ['start', 'end'],
    ['startTime', 'endTime'],
  ] as const) {
    const a = query[from];
    const b = query[to];
    if (typeof a === 'number' && typeof b === 'number') return b - a <= SHORT_RANGE_S;
  }
  return false;
}

interface ReadThread {
  worker: Worker;
  /** Settles once the thread has loaded the handlers and opened the database. */
  ready: Promise<void>;
  waiting: Map<number, { resolve: (answer: ReadAnswer) => void; reject: (e: Error) => void }>;
  next: number;
}

/**
 * Read threads per database: one per core beyond the event loop's own, at most 4 (`DAM_READ_THREADS` sets
 * it). On 2 cores one thread beat two under `bench:server` (reads p99 260 against 449 ms): a second heavy read
 * at once took the event loop's core.
 */
const POOL_SIZE =
  Number(process.env.DAM_READ_THREADS) || Math.min(4, Math.max(1, availableParallelism() - 1));

const pools = new WeakMap<Db, ReadThread[]>();

/** The database's read threads, started on first use. */
function poolFor(db: Db, file: string): ReadThread[] {
  let pool = pools.get(db);
  if (!pool) {
    const started: ReadThread[] = [];
    pool = started;
    // A thread that stops takes its pool with it: the next read starts a whole new one.
    const stop = () => {
      if (pools.get(db) === started) pools.delete(db);
      for (const t of started) void t.worker.terminate();
    };
    for (let i = 0; i < POOL_SIZE; i++) started.push(startThread(file, stop));
    pools.set(db, pool);
  }
  return pool;
}

/** The read thread with the fewest reads waiting. */
function threadFor(db: Db, file: string): ReadThread {
  return poolFor(db, file).reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
}

function startThread(file: string, onStop: () => void): ReadThread {
  const worker = new Worker(new URL('./readWorker.ts', import.meta.url), { workerData: { file } });
  let loaded = () => {};
  const ready = new Promise<void>((resolve) => {
    loaded = resolve;
  });
  const thread: ReadThread = { worker, ready, waiting: new Map(), next: 1 };
  worker.on('message', (answer: ReadAnswer | 'ready') => {
    if (answer === 'ready') {
      // An idle read thread never keeps the process alive (until it is ready, the server waits for it).
      if (thread.waiting.size === 0) worker.unref();
      return loaded();
    }
    const waiting = thread.waiting.get(answer.id);
    thread.waiting.delete(answer.id);
    if (thread.waiting.size === 0) worker.unref();
    waiting?.resolve(answer);
  });
  const failAll = (error: Error) => {
    onStop();
    for (const w of thread.waiting.values()) w.reject(error);
    thread.waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => {
    loaded();
    failAll(new Error('the read thread stopped'));
  });
  return thread;
}

/** The read thread answers this request: a heavy read, on a database file (not one in memory). */
export function answersOffThread(db: Db, operationId: string, query: Fields): boolean {
  if (!db.location() || !READS_OFF_THREAD.has(operationId as OperationId)) return false;
  return !(rangeReads.has(operationId as OperationId) && shortRange(query));
}

/** Runs the operation's handler in the read thread; throws what it threw, as the map-errors stage expects. */
export async function answerOffThread(db: Db, operationId: string, ctx: HandlerContext): Promise<Response> {
  const thread = threadFor(db, db.location() as string);
  const id = thread.next++;
  const context: ThreadContext = {
    now: ctx.now,
    nowMs: ctx.nowMs,
    query: ctx.query,
    user: ctx.user,
    token: ctx.token,
    baseUrl: ctx.baseUrl,
    address: ctx.address,
  };
  thread.worker.ref();
  const answer = await new Promise<ReadAnswer>((resolve, reject) => {
    thread.waiting.set(id, { resolve, reject });
    thread.worker.postMessage({ id, operationId, context } satisfies ReadRequest);
  });
  if ('refused' in answer)
    throw new HttpError(answer.refused.status, answer.refused.message, answer.refused.facts);
  if ('error' in answer) throw new Error(answer.error);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** Starts the read threads of a database file, and settles once they are ready, so no read waits for one to load. */
export async function prepareReadThreads(db: Db): Promise<void> {
  const file = db.location();
  if (file) await Promise.all(poolFor(db, file).map((t) => t.ready));
}

/** Ends the read threads of a database (when its server closes). */
export async function closeReadThreads(db: Db): Promise<void> {
  const pool = pools.get(db) ?? [];
  pools.delete(db);
  await Promise.all(pool.map((t) => t.worker.terminate()));
}

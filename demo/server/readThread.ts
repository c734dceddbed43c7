/**
 * The reads whose cost grows with the site's data (chart ranges, whole-site maps, reports and exports) are
 * answered by a worker thread with a read-only connection of its own (`readWorker.ts`): one such request, a
 * year of a bay's readings or a block's whole curve, holds up no sign-in, write or small read meanwhile. The
 * worker runs the very same handler; WAL lets it read while the server writes, and a write acknowledged
 * before a read began is in what that read sees.
 *
 * One thread per database, started with the server and ended with it; reads queue there in order. A database
 * in memory has no file a second connection could open: its reads run in place.
 */
import { Worker } from 'node:worker_threads';
import type { Db } from './db.ts';
import { type HandlerContext, HttpError, type OperationId } from './http/context.ts';
import type { ReadAnswer, ReadRequest, ThreadContext } from './readWorker.ts';

/**
 * Operations measured above 50 ms on the large seed with their heaviest arguments (`npm run
 * bench:server:operations`). Each only reads, and uses no more of its context than `ThreadContext` carries.
 */
export const READS_OFF_THREAD: ReadonlySet<OperationId> = new Set<OperationId>([
  // A bay's, a loop's or a thermometer's readings over a chosen range.
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
  // The whole site at once.
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
  // Reports and their downloads.
  'getReport',
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
]);

interface ReadThread {
  worker: Worker;
  /** Settles once the thread has loaded the handlers and opened the database. */
  ready: Promise<void>;
  waiting: Map<number, { resolve: (answer: ReadAnswer) => void; reject: (e: Error) => void }>;
  next: number;
}

const threads = new WeakMap<Db, ReadThread>();

function threadFor(db: Db, file: string): ReadThread {
  const known = threads.get(db);
  if (known) return known;
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
    threads.delete(db);
    for (const w of thread.waiting.values()) w.reject(error);
    thread.waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => {
    loaded();
    failAll(new Error('the read thread stopped'));
  });
  threads.set(db, thread);
  return thread;
}

/** The read thread can answer this operation on this database (not one in memory). */
export function answersOffThread(db: Db, operationId: string): boolean {
  return Boolean(db.location()) && READS_OFF_THREAD.has(operationId as OperationId);
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

/** Starts the read thread of a database file, and settles once it is ready, so no read waits for it to load. */
export async function prepareReadThread(db: Db): Promise<void> {
  const file = db.location();
  if (file) await threadFor(db, file).ready;
}

/** Ends the read thread of a database (when its server closes). */
export async function closeReadThread(db: Db): Promise<void> {
  const thread = threads.get(db);
  threads.delete(db);
  await thread?.worker.terminate();
}

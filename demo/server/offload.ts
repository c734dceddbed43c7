/**
 * `offload(db, name, ...args)`: a heavy read (`heavyReads.ts`) run off the event loop, in one worker thread per
 * database, started on first use and ended with `closeOffload(db)`. Reads queue in that one thread: a crowd
 * of chart requests waits for its turn there, while sign-ins, writes and small reads go on.
 */
import { Worker } from 'node:worker_threads';
import type { Db } from './db.ts';
import { HEAVY_READS, type HeavyReadName, type HeavyReads } from './heavyReads.ts';
import type { ReadAnswer, ReadRequest } from './readWorker.ts';

interface ReadThread {
  worker: Worker;
  waiting: Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>;
  next: number;
}

const threads = new WeakMap<Db, ReadThread>();

function threadFor(db: Db, file: string): ReadThread {
  const known = threads.get(db);
  if (known) return known;
  const worker = new Worker(new URL('./readWorker.ts', import.meta.url), { workerData: { file } });
  const thread: ReadThread = { worker, waiting: new Map(), next: 1 };
  worker.on('message', (answer: ReadAnswer) => {
    const waiting = thread.waiting.get(answer.id);
    thread.waiting.delete(answer.id);
    if ('error' in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.value);
  });
  const failAll = (error: Error) => {
    threads.delete(db);
    for (const w of thread.waiting.values()) w.reject(error);
    thread.waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the read thread stopped')));
  // An idle read thread never keeps the process alive.
  worker.unref();
  threads.set(db, thread);
  return thread;
}

export async function offload<N extends HeavyReadName>(
  db: Db,
  name: N,
  ...args: Parameters<HeavyReads[N]> extends [unknown, ...infer A] ? A : never
): Promise<ReturnType<HeavyReads[N]>> {
  const file = db.location();
  // A database in memory has no file a second connection could open.
  if (!file)
    return (HEAVY_READS[name] as (db: Db, ...a: unknown[]) => ReturnType<HeavyReads[N]>)(db, ...args);
  const thread = threadFor(db, file);
  const id = thread.next++;
  thread.worker.ref();
  try {
    return (await new Promise<unknown>((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      thread.worker.postMessage({ id, name, args } satisfies ReadRequest);
    })) as ReturnType<HeavyReads[N]>;
  } finally {
    if (thread.waiting.size === 0) thread.worker.unref();
  }
}

/** Starts the read thread of a database file now, so the first heavy read does not wait for it to load. */
export function prepareOffload(db: Db): void {
  const file = db.location();
  if (file) threadFor(db, file);
}

/** Ends the read thread of a database (when its server closes). */
export async function closeOffload(db: Db): Promise<void> {
  const thread = threads.get(db);
  threads.delete(db);
  await thread?.worker.terminate();
}

/**
 * The worker thread of the heavy reads (`heavyReads.ts`): a read-only connection to the server's database
 * file (WAL lets it read while the server writes), answering one message per read.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { HEAVY_READS, type HeavyReadName } from './heavyReads.ts';

export interface ReadRequest {
  id: number;
  name: HeavyReadName;
  args: unknown[];
}

export type ReadAnswer = { id: number; value: unknown } | { id: number; error: string };

const db = new DatabaseSync(String(workerData.file), { readOnly: true });
db.exec('PRAGMA busy_timeout = 5000; PRAGMA cache_size = -65536;');

parentPort?.on('message', ({ id, name, args }: ReadRequest) => {
  try {
    const read = HEAVY_READS[name] as (db: DatabaseSync, ...args: unknown[]) => unknown;
    parentPort?.postMessage({ id, value: read(db, ...args) } satisfies ReadAnswer);
  } catch (error) {
    parentPort?.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies ReadAnswer);
  }
});

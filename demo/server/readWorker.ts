/**
 * The worker thread of the heavy reads (`readThread.ts`): a read-only connection to the server's database
 * file, and the server's own handlers, answering one message per read with the bytes of its answer.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import type { Db } from './db.ts';
import { handlers } from './handlers/index.ts';
import { type FailureFacts, type HandlerContext, HttpError, handlerFor } from './http/context.ts';

/** What of a request's context crosses to the thread: plain values only (no store, runtime or links). */
export type ThreadContext = Pick<
  HandlerContext,
  'now' | 'nowMs' | 'query' | 'user' | 'token' | 'baseUrl' | 'address'
>;

export interface ReadRequest {
  id: number;
  operationId: string;
  context: ThreadContext;
}

export type ReadAnswer =
  | { id: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { id: number; refused: { status: number; message: string; facts: FailureFacts } }
  | { id: number; error: string };

const db = new DatabaseSync(String(workerData.file), { readOnly: true }) as unknown as Db;
db.exec('PRAGMA busy_timeout = 5000; PRAGMA cache_size = -65536;');

/** Anything beyond the plain context is a handler that should not be here: it fails loudly. */
const notInThread = (what: string) =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error(`a read in the read thread used ${what}`);
      },
    },
  );

async function answer({ id, operationId, context }: ReadRequest): Promise<ReadAnswer> {
  try {
    const handler = handlerFor(handlers, operationId);
    if (!handler) throw new Error(`no handler for ${operationId}`);
    const result = await handler({
      ...context,
      db,
      body: {},
      files: {},
      uploadLimit: 0,
      store: notInThread('the file store') as HandlerContext['store'],
      runtime: notInThread('the site runtime') as HandlerContext['runtime'],
      links: notInThread('the link signer') as HandlerContext['links'],
    });
    const response =
      result instanceof Response ? result : Response.json(result.json, { status: result.status ?? 200 });
    return {
      id,
      status: response.status,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    };
  } catch (error) {
    if (error instanceof HttpError)
      return { id, refused: { status: error.status, message: error.message, facts: error.facts } };
    return { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.postMessage('ready');
parentPort?.on('message', async (request: ReadRequest) => {
  const reply = await answer(request);
  parentPort?.postMessage(reply, 'body' in reply ? [reply.body] : []);
});

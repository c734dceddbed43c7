import { createDamClient, type DamClient } from 'damtherm/client';
import { getResponse, type HttpHandler, HttpResponse, http } from 'msw';
import { readToken } from '../session/session';
import { contractOperations } from './contractExamples';
import { contractHandlers, MOCK_ORIGIN, type RecordedWrite, type ScreenState } from './contractHandlers';

/** A story's backend: the client its screen calls, and the writes that screen sent. */
export interface MockBackend {
  client: DamClient;
  writes: RecordedWrite[];
  /** Whether every request sent so far has its answer, but those the loading state keeps unanswered. */
  answered(): boolean;
  /** Calls `listener` whenever a request goes out or gets its answer; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** `/myapi.php?api=NAME` (the wire URL) back to the contract's virtual `/myapi.php/NAME`, which the handlers name. */
function contractUrl(url: URL): URL {
  const api = url.searchParams.get('api');
  if (!url.pathname.endsWith('/myapi.php') || !api) return url;
  const out = new URL(url.href);
  out.pathname = `${url.pathname}/${api}`;
  out.searchParams.delete('api');
  return out;
}

/**
 * A damtherm client whose `fetch` asks MSW request handlers for the answer, in the page, without a service
 * worker: `handlers` first (a story's own answers), then the contract's (`contractHandlers`). The same code
 * runs in the Storybook dev server, in its static build and under Vitest's browser mode, and every story has
 * its own handlers and its own record of writes, with nothing registered globally.
 */
export function createMockBackend(state: ScreenState = 'loaded', handlers: HttpHandler[] = []): MockBackend {
  const writes: RecordedWrite[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  let open = 0;
  let held = 0;
  const hold = () => {
    held += 1;
    changed();
  };
  const all = [...handlers, ...contractHandlers(state, writes, hold)];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    open += 1;
    changed();
    try {
      const request = new Request(input, init);
      const body = request.method === 'GET' ? null : await request.arrayBuffer();
      const mocked = new Request(contractUrl(new URL(request.url)), {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
      });
      const response = await getResponse(all, mocked);
      return (
        response ?? HttpResponse.json({ message: `No mocked answer for ${mocked.url}` }, { status: 404 })
      );
    } finally {
      open -= 1;
      changed();
    }
  };
  const client = createDamClient({
    baseUrl: MOCK_ORIGIN,
    getToken: readToken,
    tokenTransport: 'bearer',
    fetch,
  });
  return {
    client,
    writes,
    answered: () => open === held,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function operation(operationId: string) {
  const op = contractOperations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId} in the contract`);
  return op;
}

/** A handler answering one operation of the contract with `body` (a story's own data). */
export function answer(operationId: string, body: unknown, init?: ResponseInit): HttpHandler {
  const op = operation(operationId);
  const method = op.method === 'GET' ? http.get : http.post;
  return method(`${MOCK_ORIGIN}${op.path}`, () => HttpResponse.json(body as never, init));
}

/** A handler answering one operation with its example changed by `edit` (a deep copy). */
export function answerEdited<T>(operationId: string, edit: (example: T) => T): HttpHandler {
  const example = structuredClone(operation(operationId).example) as T;
  return answer(operationId, edit(example));
}

/** A refusal as the legacy backend words it (HTTP 200, a business code and msg), for a write's failure. */
export function refuse(operationId: string, code: number, msg: string): HttpHandler {
  return answer(operationId, { code, msg, data: null });
}

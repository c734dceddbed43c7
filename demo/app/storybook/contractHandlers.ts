import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { type ContractOperation, contractOperations } from './contractExamples';

/** The origin the mocked client calls; no request leaves the page (see `createMockClient`). */
export const MOCK_ORIGIN = 'https://site.example';

/**
 * What every read of a screen answers: the contract's captured example, nothing ever (the screen stays
 * loading), the example with its lists emptied, or a server failure.
 */
export type ScreenState = 'loaded' | 'loading' | 'empty' | 'error';

/** A write the screen sent, as the mocked backend received it. */
export interface RecordedWrite {
  operationId: string;
  method: string;
  /** The query of the call (a legacy GET write carries its values there). */
  query: Record<string, string>;
  /** The JSON or form body, parsed; null for a GET. */
  body: unknown;
}

/**
 * Reads the shell makes for the signed-in user on every screen: they keep their example in every state, so a
 * story about a screen's empty or failing data does not end the session.
 */
export const SESSION_OPERATIONS: ReadonlySet<string> = new Set([
  'getUserInfo',
  'getUserPhoto',
  'getMainPower',
  'getMainPowerMyapi',
  'getStaticConfig',
]);

/** What a server failure says (an ErrorBody with HTTP 500): the screen shows its DamError text. */
export const SERVER_ERROR = { message: 'Internal Server Error', code: 500 } as const;

/** A success as the legacy backend words it, for writes and reads without a captured example. */
const DONE = { code: 200, msg: '成功', errcode: 0, data: null } as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The example with every list emptied (maps keyed by id too) and every count or total at 0. */
export function emptied(value: Json, key = ''): Json {
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) return {};
    return Object.fromEntries(entries.map(([k, v]) => [k, emptied(v, k)]));
  }
  if (typeof value === 'number' && /^(count|total|totalCount)$/i.test(key)) return 0;
  return value;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return null;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json')) return request.json();
  if (type.includes('form-urlencoded')) return Object.fromEntries(new URLSearchParams(await request.text()));
  if (type.includes('multipart')) return Object.fromEntries((await request.formData()).entries());
  return request.text();
}

function answer(op: ContractOperation, state: ScreenState, onHold: () => void): Promise<Response> | Response {
  const kept = SESSION_OPERATIONS.has(op.operationId) ? 'loaded' : state;
  if (kept === 'loading') {
    onHold();
    return delay('infinite').then(() => HttpResponse.json(DONE));
  }
  if (kept === 'error') return HttpResponse.json(SERVER_ERROR, { status: 500 });
  if (op.file) return new HttpResponse('\uFEFF', { headers: { 'content-type': 'text/csv' } });
  if (op.example === undefined) return HttpResponse.json(DONE);
  const example = op.example as Json;
  if (kept === 'loaded') return HttpResponse.json(example);
  // A count operation's answer is the count itself.
  const empty = op.operationId.startsWith('count') ? { ...(example as object), data: 0 } : emptied(example);
  return HttpResponse.json(empty);
}

/**
 * One MSW request handler per operation of the contract (method + path → its captured example), answering
 * as `state` says. Writes always succeed (`code 200`) and are recorded in `writes`, so a story can assert
 * that exactly one went out. `onHold` hears of each read kept unanswered on purpose (the loading state).
 */
export function contractHandlers(
  state: ScreenState,
  writes: RecordedWrite[],
  onHold: () => void = () => {},
): HttpHandler[] {
  return contractOperations.map((op) => {
    const route = `${MOCK_ORIGIN}${op.path}`;
    const method = op.method === 'GET' ? http.get : http.post;
    return method(route, async ({ request }) => {
      if (!op.write) return answer(op, state, onHold);
      const url = new URL(request.url);
      writes.push({
        operationId: op.operationId,
        method: request.method,
        query: Object.fromEntries(url.searchParams),
        body: await bodyOf(request),
      });
      return HttpResponse.json(DONE);
    });
  });
}

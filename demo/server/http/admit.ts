/**
 * Admission, before any byte of a body is read: a request to a path the contract does not have, or to an
 * operation that needs a token and carries none, is refused at once (its body is never read, and the
 * connection closes rather than drain it); and only so many large bodies are received at once (503 with
 * `Retry-After` beyond), so a crowd of uploads cannot fill the memory or hold the event loop.
 */
import { MESSAGES } from './context.ts';
import { errorResponse } from './errorResponse.ts';
import type { Contract } from './spec.ts';

/** A body this large (or of unknown length) is an upload: it arrives in many chunks and is held in memory. */
export const LARGE_BODY = 64 * 1024;
/** Large bodies received at once; a site's few phones and desks never send more together. */
export const LARGE_BODIES_IN_FLIGHT = 8;
const RETRY_AFTER_S = 2;

/** Counts the large bodies being received by one server. */
export interface BodySlots {
  inFlight: number;
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return length === null ? request.headers.has('transfer-encoding') : Number(length) > 0;
}

function isLarge(request: Request): boolean {
  const length = request.headers.get('content-length');
  return length === null ? request.headers.has('transfer-encoding') : Number(length) > LARGE_BODY;
}

/** An early answer; one with a body still unread closes the connection instead of reading it to the end. */
function refuse(request: Request, response: Response): Response {
  if (hasBody(request)) response.headers.set('connection', 'close');
  return response;
}

function hasCredentials(request: Request, url: URL): boolean {
  return (
    /^Bearer\s+\S+$/i.test(request.headers.get('authorization') ?? '') ||
    url.searchParams.has('access_token') ||
    url.searchParams.has('dl')
  );
}

/**
 * The refusal of a request that needs no body read to be refused, or the release to call once its body is
 * read (a large body holds one of the slots until then).
 */
export function admit(request: Request, contract: Contract, slots: BodySlots): Response | (() => void) {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  // The legacy `/myapi.php?api=NAME` may carry its name in a form body: only a name in the query is known yet.
  const api = pathname === '/myapi.php' ? url.searchParams.get('api') : null;
  const path = api ? `/myapi.php/${api}` : pathname;
  if (api && !contract.myapiNames.has(api)) return refuse(request, errorResponse(404, `unknown api ${api}`));
  if (pathname !== '/myapi.php' || api) {
    const op = contract.byRoute.get(`${method} ${path}`);
    const known = op !== undefined || [...contract.byRoute.values()].some((o) => o.path === path);
    if (!known) return refuse(request, errorResponse(404, `no such path: ${path}`));
    if (op?.security === 'token' && !hasCredentials(request, url)) {
      return refuse(request, errorResponse(401, MESSAGES.tokenError));
    }
  }
  if (method === 'GET' || method === 'HEAD' || !isLarge(request)) return () => {};
  if (slots.inFlight >= LARGE_BODIES_IN_FLIGHT) {
    const busy = refuse(
      request,
      errorResponse(503, `too many uploads at once; try again in ${RETRY_AFTER_S} s`),
    );
    busy.headers.set('retry-after', String(RETRY_AFTER_S));
    return busy;
  }
  slots.inFlight++;
  let released = false;
  return () => {
    if (!released) slots.inFlight--;
    released = true;
  };
}

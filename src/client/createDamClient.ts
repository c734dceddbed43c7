import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { HTTP_TIMEOUT_MS } from '../domain/constants.ts';
import { DamError, UNAUTHORIZED_MESSAGE } from './errors.ts';
import { failureReason } from './failureReason.ts';
import { md5Hex } from './md5.ts';
import type { OperationMeta } from './meta.ts';
import { operationMeta } from './operations.gen.ts';
import type { paths } from './schema.d.ts';

export interface DamClientOptions {
  /**
   * The site backend's base address, e.g. `https://site.example/backend` (no trailing slash needed). A
   * relative one (`/backend`) is resolved against the page's address, so it works in a browser only: on a
   * server (no `location`) every call rejects with a `network` DamError whose `cause` is
   * `'relativeBaseUrl'`; give server code an absolute address.
   */
  baseUrl: string;
  /** The current access token, or nothing when signed out; read before every request. */
  getToken?: () => string | null | undefined;
  /**
   * How the token travels: `'query'` (the legacy `access_token` parameter, the default: what every legacy
   * backend reads) or `'bearer'` (an `Authorization: Bearer` header, for a backend that takes it, like the
   * reference backend: the token then stays out of URLs, logs and referrers, and `url()` carries none — use
   * `downloadLink()` for what the browser opens itself).
   */
  tokenTransport?: 'query' | 'bearer';
  /** Hashes a password before it is sent (login, registration, both password changes). MD5 hex by default. */
  hashPassword?: (password: string) => string | Promise<string>;
  /** Milliseconds before a call fails with a `timeout` DamError (150000 by default, part 1 §7). */
  timeoutMs?: number;
  /** The fetch to use (tests, server-side rendering); `globalThis.fetch` by default. */
  fetch?: typeof globalThis.fetch;
}

/** Query parameters of a GET path of the contract. */
type GetQuery<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? Q
  : never;

/** Paths of the contract that have a GET operation. */
export type DamGetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** The typed client: openapi-fetch over the contract, plus `url()` for download links. */
export type DamClient = Client<paths> & {
  /** The base address the client calls. */
  readonly baseUrl: string;
  /**
   * The full legacy URL of a GET call, with `access_token` when a token exists: for download links
   * (CSV exports, files) that the browser opens itself. `/myapi.php/NAME` becomes `/myapi.php?api=NAME`.
   */
  url<P extends DamGetPath>(path: P, query?: GetQuery<P>): string;
  /**
   * A link for one download that the browser opens itself (a file, a CSV export), with no session token in
   * it: the backend signs that path and query for the signed-in user for a minute (`createDownloadLink`).
   * A backend without that operation (404) gets `url()` instead.
   */
  downloadLink<P extends DamGetPath>(path: P, query?: GetQuery<P>): Promise<string>;
};

const MYAPI = /\/myapi\.php\/([^/]+)$/;
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * The Request class openapi-fetch builds every call with. A relative URL is resolved against the page's
 * address; where there is none (server-side rendering, a route handler) the call is refused with a DamError
 * that says so, instead of the runtime's bare "Failed to parse URL" TypeError.
 */
function requestResolvingAgainstPage(baseUrl: string): typeof Request {
  const Base = globalThis.Request;
  return class DamRequest extends Base {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      if (typeof input === 'string' && !ABSOLUTE.test(input)) {
        const page = globalThis.location?.href;
        if (!page) {
          throw new DamError(
            'network',
            `damtherm: the client's baseUrl "${baseUrl}" is relative, and there is no page address to resolve it against here (server-side code has no window.location). Give createDamClient an absolute baseUrl, such as "https://site.example${baseUrl.startsWith('/') ? '' : '/'}${baseUrl}", where it runs on a server.`,
            { cause: 'relativeBaseUrl' },
          );
        }
        super(new URL(input, page), init);
        return;
      }
      super(input, init);
    }
  };
}

/** The operation's generated metadata, by method and contract path. */
export function operationOf(method: string, schemaPath: string): OperationMeta | undefined {
  return (operationMeta as Record<string, OperationMeta>)[`${method.toUpperCase()} ${schemaPath}`];
}

/**
 * Turns a virtual `/myapi.php/NAME` URL into the legacy `/myapi.php?api=NAME&…` (other query parameters
 * kept, `api` first). Other URLs are returned unchanged.
 */
export function toLegacyUrl(url: URL): URL {
  const match = MYAPI.exec(url.pathname);
  if (!match) return url;
  const out = new URL(url.href);
  out.pathname = `${url.pathname.slice(0, -match[0].length)}/myapi.php`;
  const search = new URLSearchParams();
  search.set('api', decodeURIComponent(match[1] as string));
  for (const [key, value] of url.searchParams) if (key !== 'api') search.append(key, value);
  out.search = search.toString();
  return out;
}

async function rebuild(
  request: Request,
  url: URL,
  body: BodyInit | null | undefined,
  headers: Headers,
  signal: AbortSignal,
): Promise<Request> {
  const finalBody =
    body !== undefined ? body : request.body === null ? null : await request.clone().arrayBuffer();
  // The same class as openapi-fetch's (see requestResolvingAgainstPage): it checks `instanceof` on it.
  const RequestClass = request.constructor as typeof Request;
  return new RequestClass(url, {
    method: request.method,
    headers,
    body: finalBody,
    signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    mode: request.mode,
    integrity: request.integrity,
    keepalive: request.keepalive,
    referrerPolicy: request.referrerPolicy,
  });
}

function formValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isJson = (response: Response) => (response.headers.get('Content-Type') ?? '').includes('json');

async function readJson(response: Response): Promise<unknown> {
  if (!isJson(response)) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/**
 * A JSON answer read once, decoded as it arrives. openapi-fetch reads and parses the body after this
 * middleware, which read and parsed it too to check an envelope's code: every such answer was decoded and
 * parsed twice. Here the bytes are decoded while the rest is still on its way (for a year of chart points,
 * 1.2 MB of JSON over a phone's network, that work no longer waits for the last byte) and parsed once;
 * `answer` holds the same bytes, decoded, and its `json()` gives the value parsed here, which openapi-fetch
 * takes. Not parseable: `json` is undefined and `answer`'s `json()` fails as the original's would have.
 */
async function readJsonAnswer(response: Response): Promise<{ json: unknown; answer?: Response }> {
  if (!response.body) return { json: undefined };
  const decoder = new TextDecoder();
  const chunks: Uint8Array[] = [];
  let text = '';
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    text += decoder.decode(next.value, { stream: true });
  }
  let json: unknown; // JSON.parse never gives undefined: undefined here means it threw
  try {
    json = JSON.parse(text + decoder.decode());
  } catch {
    // Not JSON after all: openapi-fetch's own read of `answer` says so, as it did.
  }
  // The chunks as they came, not copied into one buffer (a Blob of 1.2 MB cost 10 ms on a site phone).
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const headers = new Headers(response.headers);
  headers.delete('Content-Encoding');
  // The length of what `answer` holds; with it, openapi-fetch reads through json() rather than text().
  headers.set('Content-Length', String(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)));
  const answer = new Response(body, { status: response.status, statusText: response.statusText, headers });
  Object.defineProperty(answer, 'url', { value: response.url });
  if (json !== undefined) Object.defineProperty(answer, 'json', { value: async () => json });
  return { json, answer };
}

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * The middleware of every damtherm client, in request order: password hashing, form encoding of
 * `/myapi.php` bodies, the `access_token` parameter, the `/myapi.php?api=NAME` rewrite; on the answer the
 * success rules and the DamError mapping (its `reason` decided by `failureReason`).
 */
export function damMiddleware(options: {
  getToken?: () => string | null | undefined;
  tokenTransport?: 'query' | 'bearer';
  hashPassword: (password: string) => string | Promise<string>;
  timeoutMs: number;
}): Middleware {
  const { getToken, hashPassword, timeoutMs, tokenTransport = 'query' } = options;
  return {
    async onRequest({ request, schemaPath }) {
      const meta = operationOf(request.method, schemaPath);
      let url = new URL(request.url);
      const headers = new Headers(request.headers);
      let body: BodyInit | null | undefined;

      const hashed = meta?.hashed ?? [];
      for (const name of hashed) {
        const value = url.searchParams.get(name);
        if (value) url.searchParams.set(name, await hashPassword(value));
      }

      const contentType = headers.get('Content-Type') ?? '';
      const wantsForm = meta?.body === 'form';
      if (request.body !== null && (hashed.length > 0 || wantsForm)) {
        if (contentType.includes('application/json')) {
          const fields = JSON.parse(await request.clone().text()) as Record<string, unknown>;
          for (const name of hashed) {
            const value = fields[name];
            if (typeof value === 'string' && value) fields[name] = await hashPassword(value);
          }
          if (wantsForm) {
            const form = new URLSearchParams();
            for (const [key, value] of Object.entries(fields)) {
              if (value !== undefined) form.append(key, formValue(value));
            }
            body = form.toString();
            headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
          } else {
            body = JSON.stringify(fields);
          }
        } else if (contentType.includes('application/x-www-form-urlencoded')) {
          const form = new URLSearchParams(await request.clone().text());
          for (const name of hashed) {
            const value = form.get(name);
            if (value) form.set(name, await hashPassword(value));
          }
          body = form.toString();
        }
      }

      const token = getToken?.();
      if (token && tokenTransport === 'bearer') headers.set('Authorization', `Bearer ${token}`);
      else if (token) url.searchParams.set('access_token', token);
      url = toLegacyUrl(url);

      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return rebuild(request, url, body, headers, signal);
    },

    async onResponse({ request, response, schemaPath, options }) {
      const meta = operationOf(request.method, schemaPath);
      const operationId = meta?.operationId;
      if (response.status === 401) {
        throw new DamError('unauthorized', UNAUTHORIZED_MESSAGE, {
          status: 401,
          operationId,
          body: await readJson(response),
        });
      }
      if (!response.ok) {
        const json = await readJson(response);
        let message = field(json, 'message') ?? field(json, 'msg');
        if (typeof message !== 'string' || !message) {
          const text = json === undefined ? (await response.clone().text()).trim() : '';
          message =
            text && text.length <= 300 ? text : `HTTP ${response.status} ${response.statusText}`.trim();
        }
        const facts = failureReason({
          status: response.status,
          message: message as string,
          body: json,
          operationId,
        });
        // A throttled call says how long to wait in Retry-After when its body does not.
        const retryAfter = Number(response.headers.get('Retry-After'));
        if (
          facts.reason === 'tooManyAttempts' &&
          !facts.retryAfter &&
          Number.isInteger(retryAfter) &&
          retryAfter > 0
        )
          facts.retryAfter = retryAfter;
        throw new DamError('http', message as string, {
          status: response.status,
          operationId,
          body: json,
          ...facts,
        });
      }
      // A JSON answer is read once, here; openapi-fetch reads any other kind (CSV, files) itself.
      const { json, answer } =
        options.parseAs === 'json' && isJson(response)
          ? await readJsonAnswer(response).catch((error: unknown) => {
              throw callFailure(error, request, operationId, timeoutMs);
            })
          : { json: meta?.success === 'http' ? undefined : await readJson(response), answer: undefined };
      if (meta && meta.success !== 'http') {
        const code = Number(field(json, 'code'));
        const msg = field(json, 'msg');
        const failed = code !== 200 || (meta.success === 'code200msg' && msg !== '成功');
        if (failed) {
          const message = typeof msg === 'string' && msg ? msg : `code ${field(json, 'code')}`;
          const known = Number.isFinite(code) ? code : undefined;
          const facts = failureReason({
            status: response.status,
            code: known,
            message,
            body: json,
            operationId,
          });
          throw new DamError('server', message, {
            status: response.status,
            code: known,
            operationId,
            body: json,
            ...facts,
          });
        }
      }
      return answer;
    },

    onError({ error, request, schemaPath }) {
      return callFailure(error, request, operationOf(request.method, schemaPath)?.operationId, timeoutMs);
    },
  };
}

/**
 * What a call that got no whole answer rejects with: its timeout, the caller's abort as it is, any other
 * failure of the fetch or of reading the body as a network DamError.
 */
function callFailure(
  error: unknown,
  request: Request,
  operationId: string | undefined,
  timeoutMs: number,
): Error {
  if (error instanceof DamError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || (request.signal.aborted && request.signal.reason?.name === 'TimeoutError')) {
    return new DamError('timeout', `No answer within ${timeoutMs} ms`, { operationId, cause: error });
  }
  if (name === 'AbortError') return error instanceof Error ? error : new Error(String(error));
  const message = error instanceof Error && error.message ? error.message : 'Network error';
  return new DamError('network', `${message}${crossOriginHint(request.url)}`, { operationId, cause: error });
}

/**
 * A browser gives a page no detail when it refuses a cross-origin answer (CORS): the fetch fails as if the
 * backend were down. A failed call to another origin than the page's says so, for the developer who reads it.
 */
function crossOriginHint(url: string): string {
  const page = globalThis.location?.origin;
  if (!page || page === 'null' || new URL(url).origin === page) return '';
  return ` (a call from ${page} to ${new URL(url).origin}: if the backend is up, it may refuse this origin by CORS; the browser console says so)`;
}

/**
 * The typed client of the site backend: openapi-fetch over `openapi/damtherm.yaml`. Every call sends the
 * legacy URL (`/myapi.php?api=NAME` included), `access_token` when a token exists, hashed passwords, and
 * rejects with a DamError on failure — so `data` of a resolved call is always a success.
 */
export function createDamClient({
  baseUrl,
  getToken,
  tokenTransport = 'query',
  hashPassword = md5Hex,
  timeoutMs = HTTP_TIMEOUT_MS,
  fetch,
}: DamClientOptions): DamClient {
  const base = baseUrl.replace(/\/+$/, '');
  const fetchImpl = fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createClient<paths>({
    baseUrl: base,
    fetch: fetchImpl,
    ...(ABSOLUTE.test(base) ? {} : { Request: requestResolvingAgainstPage(base) }),
  });
  client.use(damMiddleware({ getToken, tokenTransport, hashPassword, timeoutMs }));

  const url = <P extends DamGetPath>(path: P, query?: GetQuery<P>): string => {
    const target = new URL(`${base}${path}`, globalThis.location?.href ?? 'http://localhost/');
    for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) target.searchParams.append(key, formValue(value));
    }
    const token = getToken?.();
    if (token && tokenTransport === 'query') target.searchParams.set('access_token', token);
    const legacy = toLegacyUrl(target);
    return /^https?:\/\//.test(base) ? legacy.href : `${legacy.pathname}${legacy.search}`;
  };

  const downloadLink = async <P extends DamGetPath>(path: P, query?: GetQuery<P>): Promise<string> => {
    const plain = new URL(url(path, query), globalThis.location?.href ?? 'http://localhost/');
    plain.searchParams.delete('access_token');
    const baseUrl = new URL(`${base}/`, globalThis.location?.href ?? 'http://localhost/');
    const relative = `${plain.pathname.slice(baseUrl.pathname.length - 1)}${plain.search}`;
    try {
      const { data } = await client.POST('/dn/downloadLink', { body: { path: relative } });
      const linked = new URL(`${base}${data?.data.url ?? relative}`, baseUrl);
      return /^https?:\/\//.test(base) ? linked.href : `${linked.pathname}${linked.search}`;
    } catch (error) {
      if (error instanceof DamError && error.status === 404) return url(path, query);
      throw error;
    }
  };

  return Object.assign(client, { baseUrl: base, url, downloadLink });
}

import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { HTTP_TIMEOUT_MS } from '../domain/constants.ts';
import { DamError, UNAUTHORIZED_MESSAGE } from './errors.ts';
import { failureReason } from './failureReason.ts';
import { md5Hex } from './md5.ts';
import type { OperationMeta } from './meta.ts';
import { operationMeta } from './operations.gen.ts';
import type { paths } from './schema.d.ts';

export interface DamClientOptions {
  /** The site backend's base address, e.g. `https://site.example/backend` (no trailing slash needed). */
  baseUrl: string;
  /** The current access token, or nothing when signed out; read before every request. */
  getToken?: () => string | null | undefined;
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
};

const MYAPI = /\/myapi\.php\/([^/]+)$/;

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
  return new Request(url, {
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

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
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
  hashPassword: (password: string) => string | Promise<string>;
  timeoutMs: number;
}): Middleware {
  const { getToken, hashPassword, timeoutMs } = options;
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
      if (token) url.searchParams.set('access_token', token);
      url = toLegacyUrl(url);

      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return rebuild(request, url, body, headers, signal);
    },

    async onResponse({ request, response, schemaPath }) {
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
        throw new DamError('http', message as string, {
          status: response.status,
          operationId,
          body: json,
          ...facts,
        });
      }
      if (meta && meta.success !== 'http') {
        const json = await readJson(response);
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
      return undefined;
    },

    onError({ error, request, schemaPath }) {
      if (error instanceof DamError) return error;
      const operationId = operationOf(request.method, schemaPath)?.operationId;
      const name = error instanceof Error ? error.name : '';
      if (
        name === 'TimeoutError' ||
        (request.signal.aborted && request.signal.reason?.name === 'TimeoutError')
      ) {
        return new DamError('timeout', `No answer within ${timeoutMs} ms`, { operationId, cause: error });
      }
      if (name === 'AbortError') return error instanceof Error ? error : new Error(String(error));
      const message = error instanceof Error && error.message ? error.message : 'Network error';
      return new DamError('network', message, { operationId, cause: error });
    },
  };
}

/**
 * The typed client of the site backend: openapi-fetch over `openapi/damtherm.yaml`. Every call sends the
 * legacy URL (`/myapi.php?api=NAME` included), `access_token` when a token exists, hashed passwords, and
 * rejects with a DamError on failure — so `data` of a resolved call is always a success.
 */
export function createDamClient({
  baseUrl,
  getToken,
  hashPassword = md5Hex,
  timeoutMs = HTTP_TIMEOUT_MS,
  fetch,
}: DamClientOptions): DamClient {
  const base = baseUrl.replace(/\/+$/, '');
  const fetchImpl = fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createClient<paths>({ baseUrl: base, fetch: fetchImpl });
  client.use(damMiddleware({ getToken, hashPassword, timeoutMs }));

  const url = <P extends DamGetPath>(path: P, query?: GetQuery<P>): string => {
    const target = new URL(`${base}${path}`, globalThis.location?.href ?? 'http://localhost/');
    for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) target.searchParams.append(key, formValue(value));
    }
    const token = getToken?.();
    if (token) target.searchParams.set('access_token', token);
    const legacy = toLegacyUrl(target);
    return /^https?:\/\//.test(base) ? legacy.href : `${legacy.pathname}${legacy.search}`;
  };

  return Object.assign(client, { baseUrl: base, url });
}

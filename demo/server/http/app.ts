/**
 * The HTTP face of the reference backend, spec-first: every request is routed and validated with the
 * operations read from `openapi/damtherm.yaml`. `/myapi.php?api=NAME` (query or form body) is rewritten to
 * the spec's virtual path `/myapi.php/NAME` before routing. A request that does not match the contract gets
 * 400 with a clear message before any handler runs, so nothing is written. An operation that declares the
 * `Idempotency-Key` header runs through the exactly-once store (`../idempotency.ts`) when a key is sent.
 */

import type { ErrorObject } from 'ajv/dist/2020.js';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createLinkSigner, ensureScanStore, findUser, type LinkSigner, userForToken } from '../auth.ts';
import type { Db } from '../db.ts';
import type { FileStore } from '../files.ts';
import {
  ensureIdempotencyStore,
  type JsonAnswer,
  REPLAYED_HEADER,
  requestHash,
  runOnce,
} from '../idempotency.ts';
import { API_SECURITY_HEADERS } from '../securityHeaders.ts';
import type { SiteRuntime } from '../simulator/runtime.ts';
import { clientAddress } from './address.ts';
import { compressAnswers } from './compressAnswers.ts';
import {
  type FailureFacts,
  type HandlerContext,
  type Handlers,
  HttpError,
  handlerFor,
  MESSAGES,
  validationMessage,
} from './context.ts';
import { type Contract, describeErrors, IDEMPOTENCY_HEADER, type OperationSpec } from './spec.ts';

export interface AppDeps {
  db: Db;
  contract: Contract;
  handlers: Handlers;
  /** Extra routes outside the contract (the fake WeChat provider). */
  extra?: (app: Hono) => void;
  /**
   * Origins whose pages may call this backend from a browser (CORS). Any other origin gets no
   * `Access-Control-Allow-*` header, so its page cannot read an answer nor send the preflighted writes.
   */
  corsOrigins: readonly string[];
  /** Signs the short-lived download links (a fresh key when not given). */
  links?: LinkSigner;
  store: FileStore;
  runtime: SiteRuntime;
  nowMs: () => number;
  uploadLimit: number;
  /** Called before each request so the site is up to date (ticks at most once a second). */
  beforeRequest?: () => void;
  log?: (line: string) => void;
}

const JSON_LIMIT = 1024 * 1024;

function errorResponse(status: number, message: string, facts: FailureFacts = {}): Response {
  return Response.json({ message, code: status, ...facts }, { status });
}

/** Reads at most `limit` bytes of a body; null when it is larger. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

function schemaTypes(schema: Record<string, unknown> | undefined): string[] {
  const t = schema?.type;
  if (Array.isArray(t)) return t.map(String);
  return typeof t === 'string' ? [t] : [];
}

/** Query string → object, with deepObject parameters (mode[which]=…) gathered into objects. */
function parseQuery(params: URLSearchParams, op: OperationSpec): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const deep = new Set(op.params.filter((p) => p.deepObject).map((p) => p.name));
  for (const [key, value] of params) {
    if (key === 'access_token' || key === 'dl') continue;
    const m = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (m && deep.has(m[1] as string)) {
      const obj = (out[m[1] as string] as Record<string, unknown> | undefined) ?? {};
      obj[m[2] as string] = value;
      out[m[1] as string] = obj;
      continue;
    }
    out[key] = value;
  }
  // An empty value of a non-text parameter is no value at all (legacy clients send `start=`).
  for (const p of op.params) {
    const types = schemaTypes(p.schema);
    if (out[p.name] === '' && types.length > 0 && !types.includes('string')) delete out[p.name];
  }
  return out;
}

function formToObject(form: URLSearchParams | FormData): {
  fields: Record<string, unknown>;
  files: Record<string, File>;
} {
  const fields: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form as Iterable<[string, string | File]>) {
    if (typeof value === 'string') fields[key] = value;
    else files[key] = value;
  }
  return { fields, files };
}

/** The first body error the contract maps to a validation rule (`x-damtherm-invalid`): its key and field. */
function invalidRuleOf(op: OperationSpec, errors: ErrorObject[] | null | undefined) {
  for (const e of errors ?? []) {
    const name =
      e.keyword === 'required'
        ? String((e.params as { missingProperty?: string }).missingProperty)
        : (e.instancePath.split('/')[1] ?? '');
    const rule = op.invalidRules.get(name);
    const key = rule?.keys[e.keyword];
    if (rule && key) return { key, field: rule.field };
  }
  return undefined;
}

export function createApp(deps: AppDeps): Hono {
  const { contract, handlers } = deps;
  ensureIdempotencyStore(deps.db);
  ensureScanStore(deps.db);
  const app = new Hono();
  // Downloads (a file, a CSV export: a GET whose answer is not JSON) may be opened through signed links.
  const downloads = new Set(
    [...contract.operations.values()]
      .filter((op) => {
        type Answer = { content?: Record<string, unknown>; $ref?: string };
        let ok = (op.raw.responses as Record<string, Answer> | undefined)?.['200'];
        if (ok?.$ref) {
          const shared = (contract.document.components as { responses?: Record<string, Answer> } | undefined)
            ?.responses;
          ok = shared?.[ok.$ref.split('/').pop() as string];
        }
        return op.method === 'GET' && ok?.content !== undefined && !('application/json' in ok.content);
      })
      .map((op) => op.path),
  );
  const links = deps.links ?? createLinkSigner(downloads);
  const allowed = new Set(deps.corsOrigins.map((o) => o.replace(/\/+$/, '')));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      // A page of its own (the fake WeChat sign-in, a file download) keeps its stricter policy.
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  // Large answers (a year of chart points is megabytes of JSON) travel compressed: Brotli, else gzip.
  app.use('*', compressAnswers({ threshold: 2048 }));
  // Only the configured origins (the demo's own by default) may call from a browser; the token travels in
  // the Authorization header (or the legacy query), never in a cookie.
  app.use(
    '*',
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_HEADER],
      exposeHeaders: [REPLAYED_HEADER, 'Retry-After'],
      maxAge: 600,
    }),
  );
  deps.extra?.(app);

  app.all('*', async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    let pathname = url.pathname.replace(/\/+$/, '') || '/';
    const query = new URLSearchParams(url.search);

    // Bodies are read once, with a size limit.
    const limit = contentType === 'multipart/form-data' ? deps.uploadLimit + 64 * 1024 : JSON_LIMIT;
    let raw: Uint8Array | null = new Uint8Array(0);
    if (method !== 'GET' && method !== 'HEAD') {
      raw = await readBody(request, limit);
      if (raw === null) return errorResponse(413, `request body larger than ${limit} bytes`);
    }
    let form: URLSearchParams | null = null;
    if (contentType === 'application/x-www-form-urlencoded') {
      form = new URLSearchParams(new TextDecoder().decode(raw));
    }

    // /myapi.php?api=NAME → /myapi.php/NAME (api from the query, or from a form body).
    if (pathname === '/myapi.php') {
      const api = query.get('api') ?? form?.get('api') ?? '';
      if (!api) return errorResponse(400, 'the api parameter is required on /myapi.php');
      if (!contract.myapiNames.has(api)) return errorResponse(404, `unknown api ${api}`);
      query.delete('api');
      form?.delete('api');
      pathname = `/myapi.php/${api}`;
    }

    const op = contract.byRoute.get(`${method} ${pathname}`);
    if (!op) {
      const other = [...contract.byRoute.values()].some((o) => o.path === pathname);
      return other
        ? errorResponse(405, `method ${method} is not allowed on ${pathname}`)
        : errorResponse(404, `no such path: ${pathname}`);
    }
    const handler = handlerFor(handlers, op.operationId);
    if (!handler) return errorResponse(501, `operation ${op.operationId} is not implemented`);

    deps.beforeRequest?.();
    const nowMs = deps.nowMs();
    const now = Math.floor(nowMs / 1000);
    // `Authorization: Bearer …` first, the legacy `access_token` query parameter beside it; a GET download
    // may carry a signed link (`dl`) instead, good for that one path and query for a minute.
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const token = bearer ?? query.get('access_token') ?? undefined;
    let user = userForToken(deps.db, token, now);
    const link = url.searchParams.get('dl');
    if (link !== null) {
      // Signed over the path and query as the client sent them, `dl` aside.
      const signed = new URLSearchParams(url.search);
      signed.delete('dl');
      const signedFor =
        method === 'GET' && !token && links.linkable(op.path)
          ? links.verify(link, `${url.pathname}?${signed.toString()}`, now)
          : undefined;
      const owner = signedFor ? findUser(deps.db, signedFor) : undefined;
      if (owner?.status !== 'active') return errorResponse(401, MESSAGES.tokenError);
      user = owner;
    }
    if (op.security === 'token' && !user) return errorResponse(401, MESSAGES.tokenError);
    if (op.security === 'optional' && token && !user) return errorResponse(401, MESSAGES.tokenError);

    // Query parameters.
    const q = parseQuery(query, op);
    if (!op.validateQuery(q))
      return errorResponse(400, describeErrors(op.validateQuery.errors, 'query parameter'));

    // Body.
    let body: Record<string, unknown> = {};
    let files: Record<string, File> = {};
    if (op.bodyTypes.length > 0) {
      const hasBody = (raw?.byteLength ?? 0) > 0;
      if (!hasBody) {
        if (op.bodyRequired) return errorResponse(400, 'a request body is required');
      } else {
        if (!op.bodyTypes.includes(contentType)) {
          return errorResponse(
            400,
            `content type ${contentType || 'none'} is not accepted; use ${op.bodyTypes.join(' or ')}`,
          );
        }
        if (contentType === 'application/json') {
          try {
            const parsed = JSON.parse(new TextDecoder().decode(raw ?? new Uint8Array()));
            if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
              return errorResponse(400, 'the JSON body must be an object');
            }
            body = parsed as Record<string, unknown>;
          } catch {
            return errorResponse(400, 'the body is not valid JSON');
          }
        } else if (contentType === 'application/x-www-form-urlencoded' && form) {
          body = formToObject(form).fields;
        } else if (contentType === 'multipart/form-data') {
          try {
            const parsed = await new Response(new Blob([raw as Uint8Array<ArrayBuffer>]), {
              headers: { 'content-type': request.headers.get('content-type') ?? '' },
            }).formData();
            const split = formToObject(parsed);
            body = { ...split.fields };
            files = split.files;
            for (const [k, f] of Object.entries(files)) body[k] = f.name;
          } catch {
            return errorResponse(400, 'the multipart body cannot be read');
          }
        }
        const validate = op.validateBody.get(contentType);
        if (validate && !validate(body)) {
          // A field tied to a validation rule answers that rule's message (e.g. an absurd temperature).
          const rule = invalidRuleOf(op, validate.errors);
          if (rule) {
            return errorResponse(400, validationMessage(rule.key), {
              reason: 'validation',
              key: rule.key,
              field: rule.field,
            });
          }
          return errorResponse(400, describeErrors(validate.errors, 'body field'));
        }
      }
    } else if (method === 'POST' && (raw?.byteLength ?? 0) > 0 && contentType === 'application/json') {
      // A body where the contract has none is ignored (logout may carry an empty JSON object).
    }

    // Header parameters (the Idempotency-Key): optional on the wire, but a key sent must be well formed.
    const headerValues: Record<string, string> = {};
    for (const h of op.headers) {
      const value = request.headers.get(h.name);
      if (value !== null) headerValues[h.name] = value;
    }
    if (!op.validateHeaders(headerValues))
      return errorResponse(400, describeErrors(op.validateHeaders.errors, 'header'));
    const idempotencyKey = op.idempotent ? headerValues[IDEMPOTENCY_HEADER.toLowerCase()] : undefined;

    const ctx: HandlerContext = {
      db: deps.db,
      now,
      nowMs,
      query: q,
      body,
      files,
      user,
      token,
      store: deps.store,
      runtime: deps.runtime,
      uploadLimit: deps.uploadLimit,
      baseUrl: `${url.protocol}//${url.host}`,
      address: clientAddress(c),
      links,
    };
    try {
      if (idempotencyKey && user) {
        const runJson = (): JsonAnswer => {
          const result = handler(ctx);
          if (result instanceof Response || result instanceof Promise) {
            throw new Error(`${op.operationId} must answer JSON synchronously to be replayed`);
          }
          return { status: result.status ?? 200, json: result.json };
        };
        const answer = runOnce(
          deps.db,
          {
            userId: user.c_id,
            key: idempotencyKey,
            operationId: op.operationId,
            hash: requestHash(q, body),
            now,
          },
          runJson,
        );
        return Response.json(answer.json, {
          status: answer.status,
          headers: answer.replayed ? { [REPLAYED_HEADER]: 'true' } : {},
        });
      }
      const result = await handler(ctx);
      if (result instanceof Response) return result;
      return Response.json(result.json, { status: result.status ?? 200 });
    } catch (error) {
      if (error instanceof HttpError) {
        // A refusal the contract has no HTTP status for is a business failure: HTTP 200, code and msg.
        if (!op.responses.includes(String(error.status)) && [403, 404, 409].includes(error.status)) {
          const { reason } = error.facts;
          return Response.json({
            code: error.status,
            msg: error.message,
            data: null,
            ...(reason ? { reason } : {}),
          });
        }
        return errorResponse(error.status, error.message, error.facts);
      }
      deps.log?.(
        `${op.operationId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return errorResponse(500, 'internal error');
    }
  });
  return app;
}

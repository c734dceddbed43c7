/**
 * The HTTP face of the reference backend, spec-first: every request goes through the operations read from
 * `openapi/damtherm.yaml`, in named stages, each of which may answer early:
 *
 * 0. admit: unknown paths and missing tokens refused before any body is read, large bodies bounded (`admit.ts`);
 * 1. receive: the body read once, with a size limit (`receive.ts`);
 * 2. resolve: the legacy URL (`/myapi.php?api=NAME`) to its operation and handler (`resolve.ts`);
 * 3. authenticate: the token, or a signed download link (`authenticate.ts`);
 * 4. parse: query, body and headers checked against the contract and converted (`parse.ts`), so a request
 *    that does not match gets 400 before any handler runs and nothing is written;
 * 5. run or replay: the handler, exactly once for a write sent with an `Idempotency-Key` (`runOrReplay.ts`);
 * 6. map errors: what a handler threw, as the contract's answer (`mapError.ts`).
 */

import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createLinkSigner, ensureScanStore, type LinkSigner } from '../auth.ts';
import type { Db } from '../db.ts';
import type { FileStore } from '../files.ts';
import { ensureIdempotencyStore, REPLAYED_HEADER } from '../idempotency.ts';
import { answerOffThread, answersOffThread } from '../readThread.ts';
import { API_SECURITY_HEADERS } from '../securityHeaders.ts';
import type { SiteRuntime } from '../simulator/runtime.ts';
import { addressOf, proxyTrust, rememberAddress } from './address.ts';
import { admit, type BodySlots } from './admit.ts';
import { authenticate } from './authenticate.ts';
import { compressAnswers } from './compressAnswers.ts';
import type { HandlerContext, Handlers } from './context.ts';
import { downloadPaths } from './downloads.ts';
import { mapError } from './mapError.ts';
import { parse } from './parse.ts';
import { receive } from './receive.ts';
import { resolve } from './resolve.ts';
import { runOrReplay } from './runOrReplay.ts';
import { type Contract, IDEMPOTENCY_HEADER } from './spec.ts';

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
  /** Proxies whose `X-Forwarded-For` names the client (`loopback`, addresses); none when not given. */
  trustedProxies?: readonly string[];
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

export function createApp(deps: AppDeps): Hono {
  const { contract, handlers } = deps;
  ensureIdempotencyStore(deps.db);
  ensureScanStore(deps.db);
  const app = new Hono();
  // Downloads (a file, a CSV export: a GET whose answer is not JSON) may be opened through signed links.
  const links = deps.links ?? createLinkSigner(downloadPaths(contract));
  const allowed = new Set(deps.corsOrigins.map((o) => o.replace(/\/+$/, '')));
  const trusted = proxyTrust(deps.trustedProxies ?? []);
  app.use('*', async (c, next) => {
    rememberAddress(c, trusted);
    await next();
  });
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

  const bodySlots: BodySlots = { inFlight: 0 };
  app.all('*', async (c) => {
    const admitted = admit(c.req.raw, contract, bodySlots);
    if (admitted instanceof Response) return admitted;
    const received = await receive(c.req.raw, deps.uploadLimit).finally(admitted);
    if (received instanceof Response) return received;
    const route = resolve(received, contract, handlers);
    if (route instanceof Response) return route;
    deps.beforeRequest?.();
    const nowMs = deps.nowMs();
    const now = Math.floor(nowMs / 1000);
    const caller = authenticate(received, route.op, { db: deps.db, links, now });
    if (caller instanceof Response) return caller;
    const parsed = await parse(received, route.op);
    if (parsed instanceof Response) return parsed;
    const { url } = received;
    const ctx: HandlerContext = {
      db: deps.db,
      now,
      nowMs,
      query: parsed.query,
      body: parsed.body,
      files: parsed.files,
      user: caller.user,
      token: caller.token,
      store: deps.store,
      runtime: deps.runtime,
      uploadLimit: deps.uploadLimit,
      baseUrl: `${url.protocol}//${url.host}`,
      address: addressOf(c),
      links,
    };
    try {
      // A read that grows with the site's data is answered by the read thread, off this event loop.
      if (answersOffThread(deps.db, route.op.operationId, ctx.query))
        return await answerOffThread(deps.db, route.op.operationId, ctx);
      return await runOrReplay(deps.db, route, ctx, parsed.idempotencyKey);
    } catch (error) {
      return mapError(error, route.op, deps.log);
    }
  });
  return app;
}

/**
 * startServer: the reference backend in one call, for `npm run server`, the demo, e2e tests, contract tests
 * and benchmarks. Opens (and on first start or reset, seeds) the SQLite database, starts the live site
 * clock, and serves the contract on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { type Db, getMeta, isSeeded, openDb, removeDbFiles } from './db.ts';
import {
  adoptLegacyFiles,
  createFileStore,
  DEFAULT_UPLOAD_LIMIT,
  filesDirOf,
  legacyFilesDirOf,
} from './files.ts';
import { handlers } from './handlers/index.ts';
import { trustedProxiesFromEnv } from './http/address.ts';
import { createApp } from './http/app.ts';
import { type Contract, loadContract } from './http/spec.ts';
import { closeReadThreads, prepareReadThreads } from './readThread.ts';
import { createRuntime, type SiteRuntime } from './simulator/runtime.ts';
import {
  type AccountPasswords,
  accountPasswordsFromEnv,
  type SeedReport,
  seedDatabase,
} from './simulator/seed.ts';
import type { Scale } from './simulator/site.ts';
import { fakeWechat } from './wechat.ts';

export interface ServerClock {
  /** Now, epoch milliseconds. */
  now(): number;
}

export interface StartOptions {
  /** Port on 127.0.0.1; 0 picks a free one. Default PORT or 8787. */
  port?: number;
  /** SQLite file. Default DAM_DB or .data/damtherm.sqlite. */
  dbPath?: string;
  scale?: Scale;
  /** Delete the database (and its own files folder) and seed again. */
  reset?: boolean;
  /** The site's clock (tests pass a fake one and call tick()). Default real time. */
  clock?: ServerClock;
  /** Seed of the simulator. Default DAM_SEED or 'damtherm'. */
  seed?: string;
  /** Password of the seeded admin account. Default DAM_ADMIN_PASSWORD or 'damtherm-admin'. */
  adminPassword?: string;
  /**
   * Passwords of the seeded demo accounts, by account (admin, engineer, visitor, pending). Default the
   * environment (DAM_ADMIN_PASSWORD, DAM_ENGINEER_PASSWORD, DAM_VISITOR_PASSWORD, DAM_NEWHIRE_PASSWORD), else
   * the documented demo passwords. Used when the database is seeded.
   */
  accountPasswords?: AccountPasswords;
  /**
   * Mount the local stand-in for the WeChat authorisation service (`/fake-wechat/*`), loopback clients
   * only. Off unless asked for: `npm start` and the e2e server turn it on.
   */
  fakeWeChat?: boolean;
  /**
   * Origins whose pages may call the backend from a browser (CORS). Default DAM_CORS_ORIGINS (comma
   * separated), else the demo's own origin on DEMO_PORT (5173) at 127.0.0.1 and localhost.
   */
  corsOrigins?: readonly string[];
  /**
   * Proxies whose `X-Forwarded-For` is believed (`loopback`, addresses): the client's address in the audit
   * log and the login throttle is then the one they forward. Default DAM_TRUSTED_PROXIES, else none.
   */
  trustedProxies?: readonly string[];
  /**
   * Folder of uploaded files. Default the database's own, named after it (`<db>.files` beside `<db>.sqlite`),
   * which a reset empties; a folder given here is never deleted.
   */
  filesDir?: string;
  /** Largest upload in bytes. Default DAM_UPLOAD_LIMIT or 10 MiB. */
  uploadLimit?: number;
  /** Advance the site on a timer (default true; tests with a fake clock may turn it off). */
  live?: boolean;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  contract: Contract;
  runtime: SiteRuntime;
  /** Set when this start seeded the database. */
  seeded: SeedReport | null;
  /** Brings the site up to the clock's now (new readings, executed commands, warnings). */
  tick(): void;
  close(): Promise<void>;
}

let cachedContract: Contract | undefined;

/** DAM_CORS_ORIGINS, else the demo's own origin (DEMO_PORT, 5173). */
export function defaultCorsOrigins(): string[] {
  const configured = process.env.DAM_CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (configured?.length) return configured;
  const port = Number(process.env.DEMO_PORT ?? 5173);
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? (() => {});
  const clock = options.clock ?? { now: () => Date.now() };
  const dbPath = options.dbPath ?? process.env.DAM_DB ?? '.data/damtherm.sqlite';
  // The files folder is the database's own (named after it; a fresh one for a database in memory), and only
  // that one is ever deleted: a folder given in `filesDir` may hold what this server did not create.
  const ownFiles = options.filesDir === undefined;
  const filesDir =
    options.filesDir ??
    (dbPath === ':memory:' ? mkdtempSync(path.join(tmpdir(), 'damtherm-files-')) : filesDirOf(dbPath));
  const clearOwnFiles = () => {
    if (ownFiles) rmSync(filesDir, { recursive: true, force: true });
  };
  if (options.reset) {
    removeDbFiles(dbPath);
    clearOwnFiles();
  }
  let db = openDb(dbPath);
  let seeded: SeedReport | null = null;
  if (!isSeeded(db)) {
    // A half-written or older database is replaced.
    db.close();
    removeDbFiles(dbPath);
    clearOwnFiles();
    db = openDb(dbPath);
    seeded = await seedDatabase(db, {
      now: Math.floor(clock.now() / 1000),
      scale: options.scale ?? 'small',
      seed: options.seed ?? process.env.DAM_SEED ?? 'damtherm',
      passwords: {
        ...accountPasswordsFromEnv(),
        ...(options.adminPassword ? { admin: options.adminPassword } : {}),
        ...options.accountPasswords,
      },
      log,
    });
    log(`seeded ${seeded.hives} bays, ${seeded.racks} cabinets in ${seeded.ms} ms`);
  }
  const seededAt = Number(getMeta(db, 'seeded_at') ?? 0);
  if (!seeded && clock.now() / 1000 - seededAt > 60 * 86_400) {
    log(
      'the site was seeded more than 60 days ago: its bays have cooled and stopped; `--reset` seeds it again for now',
    );
  }
  cachedContract ??= loadContract();
  const contract = cachedContract;
  const runtime = createRuntime(db);
  await prepareReadThreads(db);
  let lastTick = 0;
  const tick = () => {
    const now = Math.floor(clock.now() / 1000);
    if (now === lastTick) return;
    lastTick = now;
    runtime.tick(now);
  };
  tick();
  const store = createFileStore(filesDir);
  if (!seeded && ownFiles && dbPath !== ':memory:') {
    const moved = adoptLegacyFiles(
      store,
      legacyFilesDirOf(dbPath),
      db.prepare('SELECT hive_id, stored FROM files').all() as { hive_id: number; stored: string }[],
    );
    if (moved > 0)
      log(`moved ${moved} uploaded files of this database from files/ to ${path.basename(filesDir)}/`);
  }
  const uploadLimit = options.uploadLimit ?? (Number(process.env.DAM_UPLOAD_LIMIT) || DEFAULT_UPLOAD_LIMIT);
  const app = createApp({
    db,
    contract,
    handlers,
    ...(options.fakeWeChat ? { extra: fakeWechat(db, () => Math.floor(clock.now() / 1000)) } : {}),
    corsOrigins: options.corsOrigins ?? defaultCorsOrigins(),
    trustedProxies: options.trustedProxies ?? trustedProxiesFromEnv() ?? [],
    store,
    runtime,
    nowMs: () => clock.now(),
    uploadLimit,
    beforeRequest: tick,
    log,
  });
  const requested = options.port ?? (process.env.PORT ? Number(process.env.PORT) : 8787);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: requested, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const timer =
    options.live === false
      ? undefined
      : setInterval(() => {
          try {
            tick();
          } catch (error) {
            log(`tick failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        }, 5000);
  timer?.unref();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    contract,
    runtime,
    seeded,
    tick,
    close: () =>
      new Promise<void>((resolve) => {
        if (timer) clearInterval(timer);
        server.close(() => {
          void closeReadThreads(db).then(() => {
            db.close();
            if (ownFiles && dbPath === ':memory:') rmSync(filesDir, { recursive: true, force: true });
            resolve();
          });
        });
        // Idle keep-alive connections must not hold the close.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

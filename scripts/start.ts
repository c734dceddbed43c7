/**
 * `npm start`: the demo app and the reference backend together, on a fresh clone after `npm ci`.
 *
 * - Starts the reference backend (demo/server) on PORT (8787) with its SQLite file DAM_DB
 *   (.data/damtherm.sqlite), seeded by the simulator on first start (`-- --reset` seeds again).
 * - Builds the demo (demo/dist) when it is missing or older than its sources, and serves it with Vite's
 *   preview server on DEMO_PORT (5173), which forwards the legacy API paths to the backend.
 *   `-- --dev` serves the sources with hot reload instead (Vite's dev server).
 * - Mounts the local WeChat stand-in (`/fake-wechat`, loopback only: everything here listens on 127.0.0.1),
 *   lets the demo's origin call the backend (CORS), and serves the pages with the security headers.
 * - Believes `X-Forwarded-For` from loopback only, where the Vite proxy runs (DAM_TRUSTED_PROXIES overrides).
 * - Prints the address and the demo accounts (their passwords only with `--dev`); Ctrl+C stops both.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  accountPasswordsFromEnv,
  DEMO_ACCOUNTS,
  startServer,
  trustedProxiesFromEnv,
} from '../demo/server/index.ts';
import { demoPageHeaders } from '../demo/server/securityHeaders.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
  },
});

const apiPort = Number(process.env.PORT ?? 8787);
const demoPort = Number(process.env.DEMO_PORT ?? 5173);
const configFile = path.join(root, 'demo/vite.config.ts');
const dist = path.join(root, 'demo/dist/index.html');

/** The newest modification time under these paths (skipping tests, stories and build output). */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        if (/\.(test|stories|browser\.test)\.tsx?$/.test(name)) continue;
        visit(path.join(p, name));
      }
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

function needsBuild(): boolean {
  if (values.rebuild || !existsSync(dist)) return true;
  const sources = newest([
    'demo/index.html',
    'demo/app',
    'demo/public',
    'demo/map3d',
    'demo/vite.config.ts',
    'src',
  ]);
  return sources > statSync(dist).mtimeMs;
}

const log = (line: string) => console.log(`[damtherm] ${line}`);

const demoOrigins = [`http://127.0.0.1:${demoPort}`, `http://localhost:${demoPort}`];
const server = await startServer({
  port: apiPort,
  reset: values.reset,
  fakeWeChat: true,
  corsOrigins: process.env.DAM_CORS_ORIGINS?.split(',').filter(Boolean) ?? demoOrigins,
  // The demo's Vite server forwards the API from this machine, with the browser's address in X-Forwarded-For.
  trustedProxies: trustedProxiesFromEnv() ?? ['loopback'],
  log,
});
// The demo's Vite config reads the backend address from DAM_API.
process.env.DAM_API = server.url;
process.env.DEMO_PORT = String(demoPort);

const vite = await import('vite');
let close: () => Promise<void> = async () => {};
let url = '';
try {
  ({ url, close } = await serveDemo());
} catch (error) {
  console.error(
    `[damtherm] the demo could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  await server.close();
  process.exit(1);
}

async function serveDemo(): Promise<{ url: string; close: () => Promise<void> }> {
  if (values.dev) {
    const dev = await vite.createServer({
      configFile,
      server: { port: demoPort, headers: demoPageHeaders([], true) },
    });
    await dev.listen();
    return { url: dev.resolvedUrls?.local[0] ?? `http://127.0.0.1:${demoPort}/`, close: () => dev.close() };
  }
  if (needsBuild()) {
    log('building the demo (demo/dist)…');
    await vite.build({ configFile, logLevel: 'warn' });
  }
  const preview = await vite.preview({ configFile, preview: { port: demoPort, headers: demoPageHeaders() } });
  return {
    url: preview.resolvedUrls?.local[0] ?? `http://127.0.0.1:${demoPort}/`,
    close: () =>
      new Promise<void>((resolve) => {
        preview.httpServer.close(() => resolve());
        (preview.httpServer as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

const a = DEMO_ACCOUNTS;
const env = accountPasswordsFromEnv();
// Passwords only with --dev: a terminal's log is read by more people than the accounts are meant for.
const password = (key: keyof typeof a) =>
  (values.dev ? (env[key] ?? a[key].password) : env[key] ? '(from the environment)' : '(see README)').padEnd(
    22,
  );
console.log(`
  damtherm demo      ${url}
  reference backend  ${server.url}${server.seeded ? '  (seeded just now)' : ''}

  accounts
    ${a.admin.id.padEnd(10)} ${password('admin')} administrator, main power
    ${a.engineer.id.padEnd(10)} ${password('engineer')} engineer
    ${a.visitor.id.padEnd(10)} ${password('visitor')} visitor (the login screen's visitor tab)
    ${a.pending.id.padEnd(10)} ${''.padEnd(22)} registration waiting for approval (/check/user as admin)

  Ctrl+C stops both.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([close(), server.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

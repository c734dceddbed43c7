/**
 * The e2e environment, started by Playwright's `webServer`: builds the demo into a temporary folder (always,
 * so the suite tests the code as it is; E2E_DEMO_DIR serves an existing build instead), starts the reference backend on a fresh temporary database, and serves the built demo with
 * Vite's preview server, which forwards the legacy API paths to that backend.
 *
 * E2E_PORT (default 5199) is the demo; E2E_API_PORT (default 8799) the backend.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.ts';
import { demoPageHeaders } from '../../demo/server/securityHeaders.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const demoPort = Number(process.env.E2E_PORT ?? 5199);
const apiPort = Number(process.env.E2E_API_PORT ?? 8799);
const dataDir = mkdtempSync(path.join(tmpdir(), 'damtherm-e2e-'));
const configFile = path.join(root, 'demo/vite.config.ts');

// The suite's own build, outside demo/dist: a developer's `npm start` or another run is left alone.
const outDir = process.env.E2E_DEMO_DIR ?? path.join(dataDir, 'demo');
const vite = await import('vite');
if (!process.env.E2E_DEMO_DIR) {
  console.log('[e2e] building the demo…');
  await vite.build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

const server = await startServer({
  port: apiPort,
  dbPath: path.join(dataDir, 'damtherm.sqlite'),
  reset: true,
  // The scan login runs through the local WeChat stand-in; the demo's origin may call the backend.
  fakeWeChat: true,
  corsOrigins: [`http://127.0.0.1:${demoPort}`, `http://localhost:${demoPort}`],
  // The preview server below forwards the API from loopback, with the browser's address.
  trustedProxies: ['loopback'],
  log: (line) => console.log(`[e2e backend] ${line}`),
});
process.env.DAM_API = server.url;
const preview = await vite.preview({
  configFile,
  // Serve the build made above, never a developer's stale demo/dist.
  build: { outDir },
  preview: { port: demoPort, host: '127.0.0.1', strictPort: true, headers: demoPageHeaders() },
});
console.log(`[e2e] demo on http://127.0.0.1:${demoPort}/ against ${server.url} (data in ${dataDir})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  preview.httpServer.close();
  (preview.httpServer as { closeAllConnections?: () => void }).closeAllConnections?.();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

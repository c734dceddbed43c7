import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { packageAliases } from '../scripts/packageAliases.ts';

const demoRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The path prefixes of the legacy site backend (DESIGN.md "The contract"). The dev server and `vite preview`
 * forward them to the reference backend, so the demo calls the same URLs a real site answers.
 */
export const API_PREFIXES = [
  '/myapi.php',
  '/pqt_php',
  '/pqt',
  '/dn',
  '/dxc',
  '/api',
  '/cytUser',
  '/cytWarn',
  '/cytFile',
  '/cytWebHive',
  '/aggregate',
  '/mqtt',
] as const;

/** Where the reference backend listens: `DAM_API` (a URL), else `http://127.0.0.1:${PORT ?? 8787}`. */
export function apiTarget(): string {
  return process.env.DAM_API ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;
}

/**
 * Paths of the reference backend that are not site API: its stand-in for the WeChat authorisation service
 * (the demo's WeChat login goes there and comes back to /wxcode).
 */
export const DEMO_BACKEND_PREFIXES = ['/fake-wechat'] as const;

function proxy(target: string): Record<string, ProxyOptions> {
  // `^/pqt(/|\?|$)`: a prefix matches whole path segments only (`/pqt` is not `/pqt_php`).
  return Object.fromEntries(
    [...API_PREFIXES, ...DEMO_BACKEND_PREFIXES].map((prefix) => [
      `^${prefix.replace('.', '\\.')}(/|\\?|$)`,
      { target, changeOrigin: false, xfwd: true } satisfies ProxyOptions,
    ]),
  );
}

/** The 3D map frame page (demo/map3d), a second entry of the build when that page exists. */
const map3d = path.join(demoRoot, 'map3d/index.html');

export default defineConfig(() => {
  const target = apiTarget();
  return {
    root: demoRoot,
    publicDir: path.join(demoRoot, 'public'),
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { alias: packageAliases },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.DEMO_PORT ?? 5173),
      strictPort: true,
      proxy: proxy(target),
    },
    preview: {
      host: '127.0.0.1',
      port: Number(process.env.DEMO_PORT ?? 4173),
      strictPort: true,
      proxy: proxy(target),
    },
    build: {
      outDir: path.join(demoRoot, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      rollupOptions: {
        input: {
          main: path.join(demoRoot, 'index.html'),
          ...(existsSync(map3d) ? { map3d } : {}),
        },
      },
    },
  };
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { packageAliases } from './scripts/packageAliases.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Browser mode in Chromium; a fresh object per project (Vitest names the instances after the project). */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: packageAliases },
  // Pre-bundle what the browser tests import, so Vite never re-optimises (and reloads React) mid-run.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      'react/jsx-dev-runtime',
      'react-aria-components',
      'react-i18next',
      'i18next',
      'swr',
      'swr/infinite',
      'swr/mutation',
      'swr/immutable',
      'openapi-fetch',
      'msw',
      'js-yaml',
      'react-router',
      'react-router/dom',
      'vitest-browser-react',
      'd3-array',
      'd3-scale',
      'd3-scale-chromatic',
      'd3-shape',
      'd3-time',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            // Components in jsdom (a portal's test runner): the file sets its environment.
            'src/**/*.jsdom.test.tsx',
            'tests/unit/**/*.test.ts',
            'demo/server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.browser.test.tsx', 'demo/app/**/*.browser.test.tsx'],
          setupFiles: ['tests/browser.setup.ts'],
          browser: { ...browser(), viewport: { width: 390, height: 844 } },
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            storybookScript: 'npm run storybook -- --ci',
          }),
        ],
        test: {
          name: 'storybook',
          // A screen story loads the whole app and its screen's chunk: the first of a file needs more than 15 s on CI.
          testTimeout: 30_000,
          browser: browser(),
        },
      },
    ],
  },
});

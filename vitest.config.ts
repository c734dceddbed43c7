import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { ToMatchScreenshotOptions } from 'vitest/node';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { packageAliases } from './scripts/packageAliases.ts';
import { ARTIFACTS, baselineFileOf } from './tests/visual/baselines.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Browser mode in Chromium; a fresh object per project (Vitest names the instances after the project). */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * The stories (render, play, axe) in Chromium, with the toolbar set to `initialGlobals` over preview's; `tags`
 * picks the stories to run (every story by default).
 */
const storybookProject = (
  name: string,
  initialGlobals: Record<string, unknown>,
  tags?: { include: string[] },
) => ({
  extends: true,
  plugins: [
    storybookTest({
      configDir: path.join(root, '.storybook'),
      storybookScript: 'npm run storybook -- --ci',
      initialGlobals,
      tags,
    }),
  ],
  // A file's first story also loads its modules: on a shared 2-core runner that alone can pass 15 s.
  test: { name, browser: browser(), testTimeout: 60_000 },
});

/**
 * The stories replayed in English and at desktop width: those with a play function (Storybook tags them
 * `play-fn`) and those tagged `settings` (a play taken from another story by `...Story`, which Storybook reads
 * as none). A story without a play only renders and runs axe, which the Chinese phone run already does.
 */
const settingsStories = { include: ['play-fn', 'settings'] };
const desktopViewport = { value: 'desktop', isRotated: false };

/**
 * How pictures are compared: any change of a pixel's colour counts (pixelmatch `threshold` 0: a token moved by
 * 1/255 moves its pixels as little as the rendering jitter of a rounded corner does), anti-aliased pixels
 * left out, and more than 25 changed pixels fail: the jitter between two runs touches a few (1–4 after
 * anti-aliasing), a token change every pixel it paints. The actual picture and the diff go to
 * `.ci-results/visual/` for CI to keep.
 */
type DiffPathData = Parameters<NonNullable<ToMatchScreenshotOptions['resolveDiffPath']>>[0];
const visualComparison = {
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: { threshold: 0, includeAA: false, allowedMismatchedPixels: 25 },
  // Vitest's own layout, but a test file may compare with another's pictures (tests/visual/baselines.ts).
  resolveScreenshotPath: ({
    arg,
    ext,
    root,
    screenshotDirectory,
    testFileDirectory,
    testFileName,
    browserName,
    platform,
  }: DiffPathData) =>
    path.join(
      root,
      testFileDirectory,
      screenshotDirectory,
      baselineFileOf(testFileName),
      `${arg}-${browserName}-${platform}${ext}`,
    ),
  resolveDiffPath: ({
    arg,
    ext,
    root,
    browserName,
    platform,
    testFileDirectory,
    testFileName,
  }: DiffPathData) =>
    path.join(root, ARTIFACTS, testFileDirectory, testFileName, `${arg}-${browserName}-${platform}${ext}`),
};

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
        // The demo's banner pictures, which its home screen shows (as Storybook serves them).
        publicDir: path.join(root, 'demo/public'),
        test: {
          // Pictures compared with the committed ones: `npm run visual`, `npm run visual:update`.
          name: 'visual',
          // The first picture waits for Vite to serve every story file; a chart waits for its frame.
          testTimeout: 60_000,
          include: ['tests/visual/**/*.browser.test.tsx'],
          setupFiles: ['tests/visual/setup.ts'],
          globalSetup: ['tests/visual/artifacts.ts'],
          browser: {
            ...browser(),
            // Reduced motion: no fade or slide is caught half way, and the home banner stands still. One time
            // zone, whatever the machine's.
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
              contextOptions: { reducedMotion: 'reduce', timezoneId: 'UTC' },
            }),
            viewport: { width: 390, height: 844 },
            expect: { toMatchScreenshot: visualComparison },
          },
        },
      },
      storybookProject('storybook', {}),
      // The stories whose result can follow the language or the width, again under the toolbar's other
      // settings (a story's own globals still win). `npm run test:storybook:settings` runs these three alone.
      storybookProject('storybook:en', { language: 'en' }, settingsStories),
      storybookProject('storybook:desktop', { viewport: desktopViewport }, settingsStories),
      storybookProject(
        'storybook:en-desktop',
        { language: 'en', viewport: desktopViewport },
        settingsStories,
      ),
    ],
  },
});

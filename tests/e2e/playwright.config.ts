import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 5199);
const apiPort = Number(process.env.E2E_API_PORT ?? 8799);

/**
 * The e2e suite: headless Chromium (Debian's, see scripts/chromium.ts) drives the built demo against the
 * reference backend on a fresh database, as a new user would, at phone size, in Chinese and in English.
 * `npm run test:e2e` builds and starts everything it needs (tests/e2e/serve.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `../../test-results/e2e-${port}`,
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [
        ['list'],
        ['html', { open: 'never', outputFolder: '../../playwright-report' }],
        ['json', { outputFile: '../../.ci-results/e2e.json' }],
      ]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The 260 ms slide between screens holds every tap that follows a navigation (the page takes no input
    // while a view transition runs); the suite checks what screens show, so it asks for reduced motion, which
    // the demo honours with no animation.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node tests/e2e/serve.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/login`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_API_PORT: String(apiPort) },
  },
});

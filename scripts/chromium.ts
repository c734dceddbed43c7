import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test and benchmark uses: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`,
 * else undefined, which lets Playwright use its own browser (`npx playwright install chromium`) on machines
 * that have one.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Flags for a headless Chromium on a closed network, as root, without a GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutable();
  return { ...(executablePath ? { executablePath } : {}), args: chromiumArgs };
}

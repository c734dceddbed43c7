/**
 * Runs before the tests: makes sure a Chromium is there for the browser tests. On a Debian machine where we
 * are root (CI, a fresh site laptop), it installs Debian's Chromium and CJK fonts with apt-get; elsewhere it
 * says how to get one. It never downloads a browser build of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumExecutable } from './chromium.ts';

const found = chromiumExecutable();
if (found && existsSync(found)) {
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian chromium and CJK fonts with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env });
  process.exit(0);
}

console.warn(
  [
    'No Chromium found at CHROMIUM_PATH or /usr/bin/chromium.',
    "Either set CHROMIUM_PATH to a Chromium or Chrome binary, install your distribution's chromium package,",
    'or let Playwright fetch its own: npx playwright install chromium',
  ].join('\n'),
);

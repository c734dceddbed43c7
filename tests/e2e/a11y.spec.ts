import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS, expect, inBothLanguages, signInAs, test } from './support/fixtures';

const SIGNED_OUT = ['/login', '/register', '/wxcode?state=denied'];
const SIGNED_IN = [
  '/main_new',
  '/main',
  '/setting',
  '/feedback',
  '/check/user',
  '/welcome',
  '/wxcode?token=abcdefgh123',
  '/404',
];

/** The entry, aggregate and instrument screens (issues 16 and 17). */
const SIGNED_IN_DATA = [
  '/temperature/temp_list?to=cjk_temp_id',
  '/temperature/temp/cjk_temp_id/1',
  '/temperature/temp/rc_temp_id/2',
  '/areas/aggregate',
  '/areas/aggregateDetail?id=1',
  '/tab/temperatureGradient',
  '/tab/temperatureGradientCure?id=1',
  '/tab/pressure',
  '/tab/pressureDetails?c_id=1',
  '/temperature/solarRadiationMeter',
  '/tempduibi',
];

async function check(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    path,
  ).toEqual([]);
}

inBothLanguages('accessibility (axe, WCAG 2.1 AA)', () => {
  test('signed-out screens', async ({ page }) => {
    for (const path of SIGNED_OUT) await check(page, path);
  });

  test('signed-in screens', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000); // eight screens, each loaded until the network is idle
    await signInAs(context, request, baseURL!, ACCOUNTS.admin);
    for (const path of SIGNED_IN) await check(page, path);
  });

  test('entry, aggregate and instrument screens', async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000); // eleven screens, each loaded until the network is idle
    await signInAs(context, request, baseURL!, ACCOUNTS.admin);
    for (const path of SIGNED_IN_DATA) await check(page, path);
  });

  test('the sunlight theme', async ({ page, context, request, baseURL }) => {
    await context.addInitScript(() => localStorage.setItem('damtherm_theme', 'sunlight'));
    await signInAs(context, request, baseURL!, ACCOUNTS.admin);
    for (const path of ['/main_new', '/setting', '/login']) await check(page, path);
  });

  test('the dark theme', async ({ page, context, request, baseURL }) => {
    await context.addInitScript(() => localStorage.setItem('damtherm_theme', 'dark'));
    await signInAs(context, request, baseURL!, ACCOUNTS.admin);
    for (const path of ['/main_new', '/setting', '/feedback']) await check(page, path);
  });
});

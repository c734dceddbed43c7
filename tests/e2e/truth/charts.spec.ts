/**
 * The truth of the chart screens, reached by tapping from the home screen against the reference backend: on
 * every chart each value drawn lies within the axes. The chart's text summary gives the extremes of each
 * series in the window (computed from the data the screen got, apart from the drawing), the plot gives the
 * range of each axis it drew; every series must lie inside its axis, and each axis must be at least its
 * unit's minimum span.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, inBothLanguages, signInAs, test, texts } from '../support/fixtures';

/** Every chart on the page: its summary's extremes per series lie within the range of that series' axis. */
async function expectAxesHoldData(page: Page) {
  const plots = page.getByRole('application');
  await expect(plots.first()).toHaveAttribute('data-y-left', /\S/, { timeout: 30_000 });
  // The summary is written when the page is idle.
  await expect(page.locator('[data-chart-summary] [data-summary-of]').first()).toBeAttached({
    timeout: 15_000,
  });
  const checks = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="application"]')].flatMap((plot) => {
      const section = plot.closest('section');
      const range = (side: string) =>
        plot.dataset[side === 'right' ? 'yRight' : 'yLeft']?.split(' ').map(Number);
      return [...(section?.querySelectorAll<HTMLElement>('[data-summary-of][data-min]') ?? [])].map((p) => ({
        id: p.dataset.summaryOf!,
        min: Number(p.dataset.min),
        max: Number(p.dataset.max),
        domain: range(p.dataset.axis ?? 'left') ?? null,
      }));
    }),
  );
  expect(checks.length).toBeGreaterThan(0);
  for (const c of checks) {
    expect(c.domain, `axis of ${c.id}`).not.toBeNull();
    expect(c.domain![0], `${c.id}: ${c.min} ≥ axis low`).toBeLessThanOrEqual(c.min);
    expect(c.domain![1], `${c.id}: ${c.max} ≤ axis high`).toBeGreaterThanOrEqual(c.max);
  }
}

/** Home → a shortcut, by a tap. */
async function tapShortcut(page: Page, href: string) {
  await page.goto('/main_new');
  await page.locator(`a[href="${href}"]`).first().click();
}

inBothLanguages('truth: chart axes hold their data', (lang) => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    test.setTimeout(150_000);
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
  });

  test('report charts: weekly drop, dam control, outlet/entry/pouring', async ({ page }) => {
    await tapShortcut(page, '/reportAnalys');
    await expect(page).toHaveURL(/\/reportAnalys/);
    const t = texts(lang);
    for (const type of ['weekDrop', 'damControl', 'outletEntryPouring'] as const) {
      await page.getByRole('button', { name: new RegExp(t.report.type.label) }).click();
      await page
        .getByRole('option', { name: new RegExp(`^${t.report.type[type].replace(/[/()]/g, '.')}`) })
        .click();
      await expect(page.getByRole('heading', { name: t.report.chart[type] })).toBeVisible({
        timeout: 30_000,
      });
      await expectAxesHoldData(page);
    }
  });

  test('loop detail candlestick, and its CSV rounds flow as the table does', async ({ page }) => {
    await tapShortcut(page, '/tab/racks');
    await page.locator('a[href^="/tab/racksId/"]:not([href$="/loopctrl"])').first().click();
    await page.locator('a[href$="/loops"]').first().click();
    // A loop's own page, not the control of every loop (loop 0), which the list may show first.
    await page.locator('a[href*="/loops/"]:not([href$="/loopctrl"])').first().click();
    await expect(page).toHaveURL(/\/loops\/[1-9]\d*$/);
    await expectAxesHoldData(page);

    // The newest record's flow as the table shows it, and as the export writes it.
    const firstRow = page.getByRole('table').locator('tbody tr').first();
    await expect(firstRow).toBeVisible({ timeout: 15_000 });
    const shownFlow = (await firstRow.locator('td').first().textContent())!.trim();
    const shownTime = (await firstRow.locator('th time').getAttribute('datetime'))!;
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: lang === 'zh' ? /导出/ : /Export/ })
      .first()
      .click();
    const file = await (await download).path();
    const { readFileSync } = await import('node:fs');
    const rows = readFileSync(file!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const when = new Date(shownTime);
    const stamp = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(when);
    const row = rows.find((r) => r.startsWith(stamp));
    expect(row, `CSV row at ${stamp}`).toBeDefined();
    expect(row!.split(',')[1]).toBe(shownFlow);
  });

  test('solar radiation', async ({ page }) => {
    await tapShortcut(page, '/temperature/solarRadiationMeter');
    await expectAxesHoldData(page);
  });

  test('block-age comparison', async ({ page }) => {
    await tapShortcut(page, '/tempduibi');
    await expectAxesHoldData(page);
  });

  test('outlet temperature curve and weather detail', async ({ page }) => {
    await tapShortcut(page, '/temperature/temp_list?to=cjk_temp_id');
    await page.locator('a[href^="/temperature/temp/"]').first().click();
    await expectAxesHoldData(page);

    await tapShortcut(page, '/weather');
    await page.locator('a[href^="/tempsData/"]').first().click();
    await expectAxesHoldData(page);
  });

  test('bay chart with every curve on', async ({ page }) => {
    await tapShortcut(page, '/areas/main');
    await page.locator('a[href^="/areas/pier/"]').first().click();
    await page.locator('a[href^="/areas/hives"]').first().click();
    await page.locator('a[href^="/hives/temp_chart/"]').first().click();
    await expect(page).toHaveURL(/\/hives\/temp_chart\/\d+$/);
    await expectAxesHoldData(page);
    const toggles = page.locator('[data-chart-legend]').getByRole('checkbox');
    for (const toggle of await toggles.all()) await toggle.check({ force: true });
    await expect(page.getByRole('application')).toHaveAttribute('data-series', /flow/);
    await expectAxesHoldData(page);
  });

  test('thermometer detail', async ({ page }) => {
    await tapShortcut(page, '/tab/racks');
    await page.locator('a[href^="/tab/racksId/"]:not([href$="/loopctrl"])').first().click();
    await page.locator('a[href$="/temps"]').first().click();
    await page.locator('a[href*="/temps/"]').first().click();
    await expect(page).toHaveURL(/\/temps\/\d+/);
    await expectAxesHoldData(page);
  });

  test('gradient curve, pressure detail and aggregate detail', async ({ page }) => {
    await tapShortcut(page, '/tab/temperatureGradient');
    await page.locator('a[href^="/tab/temperatureGradientCure"]').first().click();
    await expectAxesHoldData(page);

    await tapShortcut(page, '/tab/pressure');
    await page.locator('a[href^="/tab/pressureDetails"]').first().click();
    await expectAxesHoldData(page);

    await tapShortcut(page, '/areas/aggregate');
    await page.locator('a[href^="/areas/aggregateDetail"]').first().click();
    await expectAxesHoldData(page);
  });
});

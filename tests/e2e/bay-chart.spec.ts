/**
 * The bay chart page (part 1 §2, issue 6) against the reference backend, in Chinese and in English: the
 * average temperature of a poured bay, the extremes, curves loaded when switched on, the range buttons, the
 * two downloads, a bay without readings, and a hive id that is no page.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { chart as chartMessages } from '../../src/i18n/messages/chart.ts';
import { common as commonMessages } from '../../src/i18n/messages/common.ts';
import { ACCOUNTS, apiLogin, expect, inBothLanguages, signInAs, test } from './support/fixtures';

/**
 * The first bay with temperature and flow readings (its loops still connected, so both downloads have rows)
 * and the first without readings, with their locations (c_where).
 */
async function bays(request: APIRequestContext) {
  const { token } = await apiLogin(request, ACCOUNTS.engineer.username, ACCOUNTS.engineer.password);
  let withData: { id: number; where: string } | null = null;
  let empty: { id: number; where: string } | null = null;
  // Bays are numbered from 1 without holes; the site's last ones are not poured yet.
  for (let id = 1; !(withData && empty); id++) {
    const res = await request.get('/api/getHiveTempData', { params: { id, access_token: token } });
    if (res.status() === 400) break;
    const { data } = await res.json();
    const points = data?.line?.[0]?.data?.length ?? 0;
    if (points === 0) {
      empty ??= { id, where: data.c_where };
      continue;
    }
    if (withData) continue;
    const flow = await request.get('/api/getAllFlowData', { params: { id, access_token: token } });
    if ((await flow.text()).trim().split('\n').length > 2) withData = { id, where: data.c_where };
  }
  if (!withData || !empty) throw new Error('the simulator has no poured or no empty bay');
  return { withData, empty };
}

/** The chart's own call: the whole range (the bay page's cooling forecast asks for a window, min and max). */
function isChartCall(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  return pathname === '/api/getHiveTempData' && !searchParams.has('min');
}

/**
 * At 390×844 the plot opens in view: its top close under the page header, and most of it on screen
 * (the toggles, range buttons, extremes and downloads are under it).
 */
async function expectPlotAboveTheFold(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const viewport = page.viewportSize()!;
  expect(viewport).toEqual({ width: 390, height: 844 });
  const box = (await page.getByRole('application').boundingBox())!;
  expect(box.y).toBeLessThan(300);
  expect(Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0)).toBeGreaterThan(250);
}

inBothLanguages('bay chart', (lang) => {
  const w = chartMessages[lang];
  const noData = commonMessages[lang].noData;
  const title = (location: string) => w.bay.title.replace('{{location}}', location);

  test('shows the average temperature, adds curves on demand and links the downloads', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { withData } = await bays(request);
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/getHive') || path === '/api/getTempDiff') calls.push(path);
    });
    await page.goto(`/hives/temp_chart/${withData.id}`);

    await expect(page.getByRole('heading', { level: 2, name: title(withData.where) })).toBeVisible();
    const plot = page.getByRole('application');
    await expect(plot).toHaveAttribute('data-series', 'average');
    await expect(page.getByRole('button', { name: w.range.all })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(w.bay.maxAverage)).toBeVisible();
    await expect(page.locator('[data-chart-summary]')).toContainText(w.bay.average);
    // Only the average temperature was asked for.
    expect(calls).toEqual(['/api/getHiveTempData']);
    await expect(page.locator('[data-chart-legend]')).toBeVisible();
    await expectPlotAboveTheFold(page);
    // The eight toggles wrap under the plot, every one in the phone's width: none hides in a sideways scroller.
    const legend = await page.locator('[data-chart-legend]').boundingBox();
    const plotBox = await plot.boundingBox();
    expect(legend!.y).toBeGreaterThan(plotBox!.y + plotBox!.height);
    const width = page.viewportSize()!.width;
    const toggles = page.locator('[data-chart-legend]').getByRole('checkbox');
    await expect(toggles).toHaveCount(8);
    for (const box of await toggles.evaluateAll((boxes) =>
      boxes.map((b) => (b.closest('label') ?? b).getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
    }
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    await page.getByRole('checkbox', { name: w.bay.flow, exact: true }).click({ force: true });
    await expect(plot).toHaveAttribute('data-series', 'average,flow');
    expect(calls).toContain('/api/getHiveFlowData');
    await page.getByRole('checkbox', { name: w.bay.target, exact: true }).click({ force: true });
    await expect(plot).toHaveAttribute('data-series', /target/);
    // Set flow has no function on site.
    await page.getByRole('checkbox', { name: w.bay.setFlow, exact: true }).click({ force: true });
    await expect(page.locator('[data-no-function]')).toContainText(w.bay.noFunction);
    // More curves and the notice do not push the plot down.
    await expectPlotAboveTheFold(page);

    await page.getByRole('button', { name: w.range.day, exact: true }).click();
    await expect(page.getByRole('button', { name: w.range.day, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const span =
      Number(await plot.getAttribute('data-view-end')) - Number(await plot.getAttribute('data-view-start'));
    expect(span).toBe(86_400_000);

    for (const [name, path] of [
      [w.bay.exportTemperature, '/api/getAllTemperatureData'],
      [w.bay.exportFlow, '/api/getAllFlowData'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name, exact: true }).click(),
      ]);
      const url = new URL(download.url());
      expect(url.pathname).toBe(path);
      expect(url.searchParams.get('id')).toBe(String(withData.id));
      // A signed one-minute link for this download, never the session token.
      expect(url.searchParams.get('dl')).toBeTruthy();
      expect(url.searchParams.has('access_token')).toBe(false);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv.trim().split('\n').length).toBeGreaterThan(2);
    }
  });

  test('asks for the chart data once per navigation: from a finger on the link, on a tap, at its address', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { withData } = await bays(request);
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    let chartCalls = 0;
    page.on('request', (r) => {
      if (isChartCall(r.url())) chartCalls++;
    });
    await page.goto(`/areas/hives?id=${withData.id}`);
    const link = page.locator(`a[href="/hives/temp_chart/${withData.id}"]`);
    const plot = page.getByRole('application');
    const heading = page.getByRole('heading', { level: 2, name: title(withData.where) });

    // A finger on the link, not lifted yet: the call goes out and the page stays; the tap then takes that call.
    const started = page.waitForRequest((r) => isChartCall(r.url()));
    await link.dispatchEvent('pointerdown', { button: 0, isPrimary: true, pointerType: 'touch' });
    await started;
    await expect(page).toHaveURL(/\/areas\/hives\?id=/);
    expect(chartCalls).toBe(1);
    for (let visit = 1; visit <= 2; visit++) {
      await link.tap();
      await expect(heading).toBeVisible();
      await expect(plot).toHaveAttribute('data-series', 'average');
      expect(chartCalls).toBe(visit);
      await page.goBack();
      await expect(link).toBeVisible();
    }
    // Opened at its address: the route's entry starts the same call, once.
    await page.goto(`/hives/temp_chart/${withData.id}`);
    await expect(plot).toHaveAttribute('data-series', 'average');
    await page.getByRole('button', { name: w.range.all }).waitFor();
    expect(chartCalls).toBe(3);
  });

  test('says so when a bay has no readings, and an id that is no number is not a page', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { empty } = await bays(request);
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto(`/hives/echart_temp_chart/${empty.id}`);
    await expect(page.getByRole('heading', { level: 2, name: title(empty.where) })).toBeVisible();
    await expect(page.getByText(noData)).toBeVisible();
    await expect(page.getByRole('application')).toHaveCount(0);

    await page.goto('/hives/temp_chart/abc');
    await expect(page).toHaveURL(/\/404$/);
  });
});

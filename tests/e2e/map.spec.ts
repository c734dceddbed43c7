/**
 * The temperature-control maps (part 2 §2.3, §2.11; issue 14) against the reference backend, in Chinese and
 * in English at phone size, reached by tapping: the 2D tab's map with its tabs, an overlay fetched when
 * turned on and never asked for while off, zoom, a bay tapped on the canvas and in the bay list, and the same
 * map view after coming back; the home shortcut to area 3's map; the 3D map's goHive; an error with retry.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { ACCOUNTS, expect, inBothLanguages, type SignedIn, signInAs, test } from './support/fixtures';

/** A bay as /dn/api_get_map_hives answers it (elevations in metres). */
interface RawBay {
  c_id: number;
  block: number;
  top: number;
  bottom: number;
}

async function areaBays(request: APIRequestContext, session: SignedIn, areaId: number): Promise<RawBay[]> {
  const response = await request.get('/dn/api_get_map_hives', {
    params: { area_id: areaId, access_token: session.token },
  });
  const body = await response.json();
  expect(body.data.length).toBeGreaterThan(0);
  return body.data as RawBay[];
}

/** Where the map shows now: zoom and centre, as the canvas reports them. */
async function mapView(canvas: Locator) {
  return canvas.evaluate((el) => ({
    zoom: el.getAttribute('data-zoom'),
    block: el.getAttribute('data-view-block'),
    elevation: el.getAttribute('data-view-elevation'),
  }));
}

/** The zoom once the map has drawn the frames after a layout change. */
function settledZoom(canvas: Locator) {
  return canvas.evaluate(
    (el) =>
      new Promise<string | null>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(el.getAttribute('data-zoom')))),
        ),
      ),
  );
}

/**
 * The canvas point of the bay nearest the centre of the view, away from the axes and the zoom buttons (the
 * map's geometry: x = block × 3 units, y = elevation / 5 units, 2^zoom px per unit).
 */
async function bayUnderCentre(canvas: Locator, bays: readonly RawBay[]) {
  const box = (await canvas.boundingBox())!;
  const view = await mapView(canvas);
  const k = 2 ** Number(view.zoom);
  const placed = bays.map((bay) => ({
    bay,
    x: box.width / 2 + k * 3 * (bay.block + 0.5 - Number(view.block)),
    y: box.height / 2 + (k * (Number(view.elevation) - (bay.top + bay.bottom) / 2)) / 5,
  }));
  const inside = placed.filter((p) => p.x > 60 && p.x < box.width - 80 && p.y > 40 && p.y < box.height - 40);
  inside.sort(
    (a, b) =>
      Math.hypot(a.x - box.width / 2, a.y - box.height / 2) -
      Math.hypot(b.x - box.width / 2, b.y - box.height / 2),
  );
  expect(inside.length).toBeGreaterThan(0);
  return inside[0]!;
}

const isBayDetail = (url: URL, id: string, key: 'other' | 'from', value: string) =>
  url.pathname === '/areas/hives' && url.searchParams.get('id') === id && url.searchParams.get(key) === value;

inBothLanguages('temperature-control map', () => {
  test('2D tab: tabs, an overlay on and off, zoom, a bay, and back to the same view', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const bays = await areaBays(request, session, 3);
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/dxc/') || path.startsWith('/dn/') || path === '/pqt/get2DWarnCount')
        calls.push(path);
    });

    await page.goto('/main_new');
    await page
      .getByRole('navigation', { name: t.app.tab.label })
      .getByRole('link', { name: t.app.tab.map2d })
      .click();
    await expect(page).toHaveURL(/\/tab\/map$/);
    const map = page.getByRole('region', { name: t.map.title, exact: true });
    const canvas = map.locator('canvas');
    await expect(canvas).toHaveAttribute('data-visible-bays', /^[1-9]\d*$/);
    // The bottom tab bar shows on the 2D tab's root, and the map fits above it.
    const tabBar = page.getByRole('navigation', { name: t.app.tab.label });
    await expect(tabBar).toBeVisible();
    const canvasBox = (await canvas.boundingBox())!;
    const barBox = (await tabBar.boundingBox())!;
    expect(canvasBox.y + canvasBox.height).toBeLessThanOrEqual(barBox.y);
    expect(canvasBox.height).toBeGreaterThanOrEqual(280);
    // Area 3's map has the real-time warning tab.
    await expect(map.getByRole('tab')).toHaveCount(4);
    await expect(map.getByRole('tab', { name: t.map.tab.warning })).toBeVisible();
    // Nothing is on yet: no overlay was asked for.
    expect(calls.filter((c) => c.startsWith('/dxc/'))).toEqual([]);

    // The temperature tab; the current temperature is fetched when turned on.
    await map.getByRole('tab', { name: t.map.tab.temperature }).click();
    await expect(map).toHaveAttribute('data-tab', 'temperature');
    const current = map.getByRole('button', { name: t.map.toggle.currentTemperature, exact: true });
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/dxc/api_get_hive_temp');
    await current.click();
    await asked;
    await expect(current).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: t.map.legend.title, exact: true })).toContainText(
      t.map.toggle.currentTemperature,
    );
    // Off: its legend goes, and reloading the map does not ask for it again.
    await current.click();
    await expect(current).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('region', { name: t.map.legend.title, exact: true })).toHaveCount(0);
    await map.getByRole('tab', { name: t.map.tab.basic }).click();
    calls.length = 0;
    const reloaded = page.waitForRequest((r) => new URL(r.url()).pathname === '/dn/api_get_map_hives');
    await map.getByRole('button', { name: t.map.toggle.reload, exact: true }).click();
    await reloaded;
    expect(calls).not.toContain('/dxc/api_get_hive_temp');

    // The view to come back to: the temperature tab with the latest max temperature, zoomed in twice.
    await map.getByRole('tab', { name: t.map.tab.temperature }).click();
    const maxTemp = map.getByRole('button', { name: t.map.toggle.latestMaxTemperature, exact: true });
    const askedMax = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/dxc/api_get_map_hives_max_temp',
    );
    await maxTemp.click();
    await askedMax;
    await expect(page.getByRole('region', { name: t.map.legend.title, exact: true })).toContainText(
      t.map.toggle.latestMaxTemperature,
    );
    // The legend took its room: the map fits the dam again in the next frames, then stays.
    const before = Number(await settledZoom(canvas));
    await map.getByRole('button', { name: t.map.zoomIn }).click();
    await map.getByRole('button', { name: t.map.zoomIn }).click();
    await expect(canvas).toHaveAttribute('data-zoom', (before + 2).toFixed(2));
    const view = await mapView(canvas);
    // Above zoom 5 the bays' labels and the elevation lines show.
    if (before + 2 > 5) await expect(canvas).toHaveAttribute('data-bay-labels', 'shown');

    // A tap on a bay opens its detail with other=3 …
    const target = await bayUnderCentre(canvas, bays);
    await canvas.tap({ position: { x: target.x, y: target.y } });
    const id = String(target.bay.c_id);
    await expect(page).toHaveURL((url) => isBayDetail(url, id, 'other', '3'));

    // … and the bay detail's back shows the map as it was left.
    await page.getByRole('button', { name: t.ui.back }).click();
    await expect(page).toHaveURL(/\/tab\/map$/);
    await expect(map).toHaveAttribute('data-tab', 'temperature');
    await expect(maxTemp).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas).toHaveAttribute('data-zoom', view.zoom!);
    await expect(canvas).toHaveAttribute('data-view-block', view.block!);
    await expect(canvas).toHaveAttribute('data-view-elevation', view.elevation!);

    // The bay list (the map's text alternative) opens a bay too.
    await map.getByRole('button', { name: new RegExp(t.map.list.title.replace(/[（(].*$/, '')) }).click();
    const rows = map.getByRole('listbox', { name: t.map.list.items }).getByRole('option');
    await expect(rows.first()).toBeVisible();
    await rows.first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/areas/hives');
    const opened = new URL(page.url());
    expect(opened.searchParams.get('other')).toBe('3');
    expect(bays.some((bay) => String(bay.c_id) === opened.searchParams.get('id'))).toBe(true);
    // The browser's back as well.
    await page.goBack();
    await expect(map).toHaveAttribute('data-tab', 'temperature');
    await expect(canvas).toHaveAttribute('data-zoom', view.zoom!);
  });

  test("the warning tab's live counts, and the home shortcut to area 3's map", async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    await page
      .getByRole('region', { name: t.home.sections.bins })
      .locator('a[href="/tab/otherMap/3"]')
      .click();
    await expect(page).toHaveURL(/\/tab\/otherMap\/3$/);
    await expect(page.getByRole('heading', { name: t.app.notFound.heading })).toHaveCount(0);
    const map = page.getByRole('region', { name: t.map.title, exact: true });
    await expect(map.locator('canvas')).toHaveAttribute('data-visible-bays', /^[1-9]\d*$/);
    await map.getByRole('tab', { name: t.map.tab.warning }).click();
    const live = map.getByRole('button', { name: t.map.toggle.liveWarnings, exact: true });
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/pqt/get2DWarnCount');
    await live.click();
    await asked;
    await expect(page.getByRole('region', { name: t.map.legend.title, exact: true })).toContainText(
      t.map.legend.withWarnings,
    );
    // Not a tab root: the back arrow goes home.
    await page.getByRole('button', { name: t.ui.back }).click();
    await expect(page).toHaveURL(/\/main_new$/);
  });

  test('3D map: the quick button opens it and a goHive from the frame opens the bay', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const bays = await areaBays(request, session, 0);
    await page.goto('/main_new');
    await page.getByRole('region', { name: t.home.quick.label }).locator('a[href="/map"]').click();
    await expect(page).toHaveURL(/\/map$/);
    const frame = page.frameLocator(`iframe[title="${t.map.frame.title}"]`);
    await expect(page.locator('[data-loaded="true"]')).toBeVisible();
    // The frame draws the bays the screen handed it, with its legend in the same language.
    await expect(frame.locator('#legend-title')).toHaveText(t.map.view3d.legend);
    await expect(frame.locator('#status')).toHaveText('');
    const id = String(bays[Math.floor(bays.length / 2)]!.c_id);
    const framePage = page.frames().find((f) => f.url().includes('/map3d/'))!;
    await framePage.evaluate((bayId) => {
      window.parent.postMessage({ type: 'goHive', id: bayId }, window.location.origin);
    }, id);
    await expect(page).toHaveURL((url) => isBayDetail(url, id, 'from', '5'));
  });

  test('a map that cannot load says so and loads on retry; an area that is no number is no page', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.route('**/dn/api_get_map_hives?*', (route) => route.abort('connectionrefused'));
    await page.goto('/main_new');
    await page.getByRole('region', { name: t.home.sections.bins }).locator('a[href="/tab/map"]').click();
    const map = page.getByRole('region', { name: t.map.title, exact: true });
    await expect(map).toHaveAttribute('data-error', 'true', { timeout: 30_000 });
    await page.unroute('**/dn/api_get_map_hives?*');
    await map.getByRole('button', { name: t.common.retry }).click();
    await expect(map.locator('canvas')).toHaveAttribute('data-visible-bays', /^[1-9]\d*$/);
    await expect(map).not.toHaveAttribute('data-error', 'true');

    await page.goto('/tab/otherMap/abc');
    await expect(page).toHaveURL(/\/404$/);
  });
});

/**
 * Areas, the bay list, the bay detail and the temperature loop details (issue 14), against the reference
 * backend in Chinese and in English, as a new user would go: home → areas → an area's bay list (a filter,
 * page 2) → a bay → its chart → back to the same page of the list; the loop details from the bay and a
 * cabinet detail from one of its thermometers; a malformed serverData; a filter without result.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, expect, field, inBothLanguages, signInAs, test } from './support/fixtures';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface RawHive {
  c_id: number;
  c_where: string;
  c_area_id: number;
  c_grout_name: string | null;
}

/** Calls the reference backend as the engineer. */
async function backend(request: APIRequestContext) {
  const { token } = await apiLogin(request, ACCOUNTS.engineer.username, ACCOUNTS.engineer.password);
  return async <T>(path: string, params: Record<string, string | number>) => {
    const res = await request.get(path, { params: { ...params, access_token: token } });
    expect(res.ok(), `${path} ${res.status()}`).toBe(true);
    return (await res.json()).data as T;
  };
}

/**
 * A grouting zone of an area whose bay list has a second page holding a bay with temperature readings (the
 * bay chart then shows data), and that bay. Bays are listed newest first, so the zone and the bay are found
 * through the same calls the list makes.
 */
async function listScene(request: APIRequestContext) {
  const get = await backend(request);
  const areas = await get<{ c_id: number; c_area_name: string }[]>('/pqt_php/api_get_areas', {
    from_who: ACCOUNTS.engineer.username,
  });
  for (const area of areas) {
    const all = await get<{ list: RawHive[] }>('/pqt_php/api_get_africa_all_hive', {
      area: area.c_id,
      pageIndex: 1,
      pageSize: 1000,
    });
    const zones = new Map<string, number>();
    for (const hive of all.list) {
      if (hive.c_grout_name) zones.set(hive.c_grout_name, (zones.get(hive.c_grout_name) ?? 0) + 1);
    }
    for (const [grout, count] of zones) {
      if (count <= 10) continue;
      const second = await get<{ list: RawHive[]; count: number }>('/pqt_php/api_get_africa_all_hive', {
        area: area.c_id,
        grout,
        pageIndex: 2,
        pageSize: 10,
      });
      for (const hive of second.list) {
        const chart = await get<{ line?: { data?: unknown[] }[] }>('/api/getHiveTempData', { id: hive.c_id });
        if ((chart.line?.[0]?.data?.length ?? 0) > 0) {
          return { areaId: area.c_id, areaName: area.c_area_name, grout, total: count, bay: hive };
        }
      }
    }
  }
  throw new Error('no grouting zone with a second page holding a bay with readings');
}

/** A bay with connected thermometers and loops (the loop details and a cabinet detail are opened from it). */
async function sensorScene(request: APIRequestContext) {
  const get = await backend(request);
  const page = await get<{ list: RawHive[] }>('/pqt_php/api_get_africa_all_hive', {
    area: 0,
    pageIndex: 1,
    pageSize: 40,
  });
  for (const hive of page.list) {
    const detail = await get<{
      c_canghao: number;
      cfgs: { c_type: number; c_end: number | null; c_rack_id: number; c_loop: number; c_name: string }[];
    }>('/pqt_php/api_get_hive_detail', { id: hive.c_id });
    const connected = detail.cfgs.filter((c) => !c.c_end);
    const thermometer = connected.find((c) => c.c_type === 0);
    if (thermometer && connected.some((c) => c.c_type === 1)) {
      return { bay: hive, heightM: detail.c_canghao, thermometer };
    }
  }
  throw new Error('no bay with thermometers and loops among the newest 40');
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** The labels of part 1 §3 "Bay labels shown", in the bay detail's order. */
const DETAIL_FACTS = [
  'location',
  'elevation',
  'age',
  'maxTemp',
  'grout',
  'stage',
  'downDate',
  'decline',
  'dailyFlow',
  'pourStart',
  'pourEnd',
  'waterEnd',
  'inOutTemp',
  'opening',
] as const;

inBothLanguages('areas and bays', (lang) => {
  test('home → areas → filtered bay list, page 2 → bay → chart → back to the same page', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(120_000); // a long walk through several screens, each loading its data
    const scene = await listScene(request);
    const w = t.bay;
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    await page.getByRole('region', { name: t.home.tiles.label }).locator('a[href="/areas/main"]').click();
    await expect(page).toHaveURL(/\/areas\/main$/);

    // The keyword search asks the backend; its button is locked for 3 seconds after each press.
    const areas = page.getByRole('list', { name: w.areas.label });
    await expect(areas.getByRole('link', { name: w.areas.all })).toBeVisible();
    await page.getByRole('textbox', { name: w.areas.searchLabel }).fill(scene.areaName.slice(0, 2));
    const searchButton = page.getByTestId('area-search');
    await searchButton.click();
    await expect(searchButton).toBeDisabled();
    await expect(searchButton).toHaveText(fill(w.areas.searchLocked, { seconds: 3 }));
    await expect(areas.getByRole('link', { name: w.areas.all })).toHaveCount(0);
    await expect(searchButton).toBeEnabled({ timeout: 6_000 });
    await areas.getByRole('link', { name: scene.areaName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/areas/pier/${scene.areaId}$`));
    await expect(page.getByRole('heading', { level: 2, name: scene.areaName })).toBeVisible();

    // Filter by grouting zone, then page 2 of 10 a page.
    await field(page, w.list.grout).fill(scene.grout);
    await page.getByTestId('bay-search').click();
    await expect(page).toHaveURL(new RegExp(`grout=${encodeURIComponent(scene.grout)}`));
    await expect(page.getByText(fill(w.list.count, { count: scene.total }))).toBeVisible();
    const bays = page.getByRole('list', { name: w.list.label });
    await expect(bays.getByRole('article')).toHaveCount(10);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: fill(t.pager.page, { page: 2 }), exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(
      page.getByRole('button', { name: fill(t.pager.page, { page: 2 }), exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    // The bay: every label of part 1 §3, its thermometers and loops.
    await bays.getByRole('link', { name: scene.bay.c_where, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/areas/hives\\?id=${scene.bay.c_id}&from=${scene.areaId}$`));
    const facts = page.getByRole('region', { name: scene.bay.c_where });
    for (const key of DETAIL_FACTS) {
      await expect(facts.locator(`[data-fact="${key}"] dt`)).toHaveText(w.facts[key]);
    }
    await expect(facts.locator('[data-fact="location"] dd')).toHaveText(scene.bay.c_where);
    await expect(facts.locator('[data-fact="grout"] dd')).toHaveText(scene.grout);
    const thermometers = page.getByRole('table', { name: new RegExp(`^${w.sensors.thermometers}`) });
    await expect(thermometers.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    // Its chart shows the readings.
    await page.getByRole('link', { name: w.links.chart }).click();
    await expect(page).toHaveURL(new RegExp(`/hives/temp_chart/${scene.bay.c_id}$`));
    await expect(page.getByRole('application')).toHaveAttribute('data-series', 'average');
    await expect(page.getByText(t.common.noData)).toHaveCount(0);

    // Back to the bay, back to the list: the same filter and page.
    await page.getByRole('button', { name: t.ui.back }).click();
    await expect(page).toHaveURL(new RegExp(`/areas/hives\\?id=${scene.bay.c_id}`));
    await expect(facts.locator('[data-fact="location"] dd')).toHaveText(scene.bay.c_where);
    await page.getByRole('button', { name: t.ui.back }).click();
    await expect(page).toHaveURL(new RegExp(`/areas/pier/${scene.areaId}\\?.*page=2`));
    await expect(
      page.getByRole('button', { name: fill(t.pager.page, { page: 2 }), exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(field(page, w.list.grout)).toHaveValue(scene.grout);
    await expect(bays.getByRole('link', { name: scene.bay.c_where, exact: true })).toBeVisible();
  });

  test('a bay’s loop details and a thermometer’s cabinet detail, and back through them', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const scene = await sensorScene(request);
    const w = t.bay;
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    await page.getByRole('region', { name: t.home.quick.label }).locator('a[href="/areas/pier/0"]').click();
    await expect(page).toHaveURL(/\/areas\/pier\/0$/);
    await expect(page.getByRole('heading', { level: 2, name: w.areas.all })).toBeVisible();
    await field(page, w.list.bayName).fill(scene.bay.c_where);
    await page.getByTestId('bay-search').click();
    const bays = page.getByRole('list', { name: w.list.label });
    await bays.getByRole('link', { name: scene.bay.c_where, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/areas/hives\\?id=${scene.bay.c_id}&from=0$`));

    // The temperature loop details (part 2 §2.11): the bay passed on in serverData once it has loaded, the
    // sensors loaded.
    const loopDetails = page.getByRole('link', { name: w.links.loopDetails });
    await expect(loopDetails).toHaveAttribute('href', /serverData=/);
    await loopDetails.click();
    await expect(page).toHaveURL(new RegExp(`/areas/temploopDetails\\?id=${scene.bay.c_id}&serverData=`));
    const serverData = JSON.parse(new URL(page.url()).searchParams.get('serverData') ?? 'null');
    expect(serverData).toMatchObject({ c_id: String(scene.bay.c_id), c_where: scene.bay.c_where });
    const facts = page.getByRole('region', { name: w.loopDetails.factsTitle });
    await expect(facts.locator('[data-fact="id"] dd')).toHaveText(String(scene.bay.c_id));
    await expect(facts.locator('[data-fact="elevation"] dd')).toContainText(String(scene.heightM));
    for (const key of [
      'age',
      'grout',
      'entryTemp',
      'pouringTemp',
      'maxTemp',
      'pourStart',
      'pourEnd',
    ] as const) {
      await expect(facts.locator(`[data-fact="${key}"] dt`)).toHaveText(w.facts[key]);
    }
    const thermometers = page.getByRole('table', { name: new RegExp(`^${w.sensors.thermometers}`) });
    for (const header of [w.sensors.firstTemp, w.sensors.maxTemp, w.sensors.currentTemp]) {
      await expect(
        thermometers.getByRole('columnheader', { name: new RegExp(`^${escapeRegExp(header)}`) }),
      ).toBeVisible();
    }
    const loops = page.getByRole('table', { name: new RegExp(`^${w.sensors.loops}`) });
    for (const header of [w.sensors.flow, w.sensors.inTemp, w.sensors.outTemp]) {
      await expect(
        loops.getByRole('columnheader', { name: new RegExp(`^${escapeRegExp(header)}`) }),
      ).toBeVisible();
    }
    await expect(loops.getByRole('columnheader', { name: /L\/min/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.ui.back }).click();
    await expect(page).toHaveURL(new RegExp(`/areas/hives\\?id=${scene.bay.c_id}&from=0$`));

    // A thermometer opens its cabinet detail, whose back returns to the bay; the bay's back to the list.
    const { thermometer } = scene;
    await page
      .getByRole('table', { name: new RegExp(`^${w.sensors.thermometers}`) })
      .getByRole('link', {
        name: new RegExp(
          `${escapeRegExp(fill(w.sensors.cabinetLoop, { cabinet: thermometer.c_rack_id, loop: thermometer.c_loop }))}$`,
        ),
      })
      .click();
    await expect(page).toHaveURL(
      new RegExp(
        `/tab/racksId/${thermometer.c_rack_id}/temps/${thermometer.c_loop}\\?from=${scene.bay.c_id}&from2=0`,
      ),
    );
    await page
      .getByRole('link', { name: t.ui.back })
      .or(page.getByRole('button', { name: t.ui.back }))
      .click();
    await expect(page).toHaveURL(new RegExp(`/areas/hives\\?id=${scene.bay.c_id}&from=0$`));
    await page.getByRole('button', { name: t.ui.back }).click();
    await expect(page).toHaveURL(/\/areas\/pier\/0\?name=/);
    await expect(field(page, w.list.bayName)).toHaveValue(scene.bay.c_where);
  });

  test('a malformed serverData is named, and the bay is loaded by its id instead', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const { bay } = await sensorScene(request);
    const w = t.bay.loopDetails;
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    // A link cut short: not JSON.
    await page.goto(`/areas/temploopDetails?id=${bay.c_id}&serverData=${encodeURIComponent('{"c_id":')}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      `${w.serverData.notJson} ${w.serverData.fallback}`,
    );
    const facts = page.getByRole('region', { name: w.factsTitle });
    await expect(facts.locator('[data-fact="location"] dd')).toHaveText(bay.c_where);
    // The hive of another bay.
    const other = bay.c_id + 1;
    await page.goto(
      `/areas/temploopDetails?id=${other}&serverData=${encodeURIComponent(JSON.stringify(bay))}`,
    );
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      `${fill(w.serverData.otherBay, { found: bay.c_id, expected: other })} ${w.serverData.fallback}`,
    );
    await expect(facts.locator('[data-fact="id"] dd')).toHaveText(String(other));
  });

  test('a filter without result shows the empty state; a block must be a whole number', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const w = t.bay.list;
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    await page.getByRole('region', { name: t.home.quick.label }).locator('a[href="/areas/pier/0"]').click();
    await expect(page.getByRole('list', { name: w.label }).getByRole('article')).toHaveCount(10);

    await field(page, w.block).fill('四');
    await page.getByTestId('bay-search').click();
    await expect(page.getByText(w.blockInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/areas\/pier\/0$/);

    await field(page, w.block).fill('');
    await field(page, w.bayName).fill(`no-such-bay-${lang}`);
    await page.getByTestId('bay-search').click();
    await expect(page.getByText(w.empty)).toBeVisible();
    await expect(page.getByRole('list', { name: w.label })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t.pager.label })).toHaveCount(0);

    await page.getByRole('button', { name: w.clear }).click();
    await expect(page).toHaveURL(/\/areas\/pier\/0$/);
    await expect(page.getByRole('list', { name: w.label }).getByRole('article')).toHaveCount(10);
  });
});

/**
 * The map tells the truth (part 2 §2.3, §4, §7, §9), in Chinese and English at phone size, reached by
 * tapping from the home screen: every area's map and the whole dam's through the area switch, each drawing
 * the bays the backend gives for it; on every toggle of every tab, the selected toggle, the legend and the
 * colour drawn on each bay (what the canvas fills, written on the bay list's rows) agree with the colour band
 * of the backend's value; the dam-wide ranking in three taps, in the backend's order for each sort.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  adaptMapBays,
  adaptMapOverlay,
  adaptWarnCountOverlay,
  type MapSeriesOverlay,
} from '../../../src/domain/adapters/index.ts';
import {
  ageBand,
  ageColor,
  bandColor,
  controlModeColor,
  MAP_TOGGLES,
  type MapBay,
  type MapOverlay,
  type MapOverlayValues,
  type MapTab,
  stageColor,
  temperatureBand,
  warningColor,
  zoneColor,
} from '../../../src/domain/index.ts';
import {
  ACCOUNTS,
  expect,
  inBothLanguages,
  type SignedIn,
  signInAs,
  test,
  type texts,
} from '../support/fixtures';

type Texts = ReturnType<typeof texts>;

/** The backend's bays of an area (0: the whole dam), as domain values. */
async function backendBays(request: APIRequestContext, session: SignedIn, areaId: number): Promise<MapBay[]> {
  const response = await request.get('/dn/api_get_map_hives', {
    params: { area_id: areaId, access_token: session.token },
  });
  return adaptMapBays((await response.json()).data);
}

/** The call behind each series overlay (part 2 §7). */
const SERIES_CALLS: Record<MapSeriesOverlay, string> = {
  currentTemperature: '/dxc/api_get_hive_temp',
  latestMaxTemperature: '/dxc/api_get_map_hives_max_temp',
  foundationDiff: '/dxc/api_get_map_hives_max_temp',
  dropRate: '/dxc/api_get_map_hives_temp_diff_avg',
  temperatureGap: '/dxc/api_get_map_hives_temp_gap',
  controlMode: '/dxc/api_get_hive_cmd',
  currentFlow: '/dxc/api_get_all_flow',
  totalFlow: '/dxc/api_get_sum_flow',
};

/** The backend's values of an overlay for an area, as domain values (none for the overlays the bays carry). */
async function backendValues(
  request: APIRequestContext,
  session: SignedIn,
  overlay: MapOverlay,
  areaId: number,
): Promise<MapOverlayValues | undefined> {
  if (overlay === 'warningCount' || overlay === 'liveWarnings') {
    const response = await request.get('/pqt/get2DWarnCount', {
      params: { loop: 1, maxTemp: 1, access_token: session.token },
    });
    return adaptWarnCountOverlay((await response.json()).data.data);
  }
  const call = SERIES_CALLS[overlay as MapSeriesOverlay];
  if (!call) return undefined;
  const response = await request.get(call, { params: { area_id: areaId, access_token: session.token } });
  return adaptMapOverlay(overlay as MapSeriesOverlay, (await response.json()).data);
}

/**
 * The colour the domain gives a bay for an overlay (part 2 §4), '' for a bay left plain; null where the seed
 * gives no colours to check (grouting zones take a presentation palette).
 */
function expectedColour(
  overlay: MapOverlay,
  bay: MapBay,
  values: MapOverlayValues | undefined,
): string | null {
  const v = values?.get(bay.id);
  switch (overlay) {
    case 'currentTemperature':
    case 'latestMaxTemperature':
      return v ? bandColor(temperatureBand(v.value ?? null, bay.closed ?? true)) : '';
    case 'age':
      return ageColor(ageBand(bay.ageDays));
    case 'stage':
      return stageColor(bay.stage);
    case 'constraintZone':
      return zoneColor(bay.free ? 1 : 0);
    case 'warningCount':
    case 'liveWarnings':
      return warningColor(v?.counts?.flow ?? 0, v?.counts?.temp ?? 0);
    case 'controlMode':
      return v?.mode ? controlModeColor(v.mode) : '';
    case 'groutZone':
      return null;
    default:
      // Drop rate, gap, max minus 17 and the flows write values only: every bay stays plain.
      return '';
  }
}

/** The legend's colour scheme for each overlay. */
const SCHEMES: Record<MapOverlay, string> = {
  age: 'age',
  stage: 'stage',
  groutZone: 'grout',
  constraintZone: 'zone',
  warningCount: 'warning',
  liveWarnings: 'warning',
  currentTemperature: 'temperature',
  latestMaxTemperature: 'temperature',
  controlMode: 'mode',
  dropRate: 'values',
  temperatureGap: 'values',
  foundationDiff: 'values',
  currentFlow: 'values',
  totalFlow: 'values',
};

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** From the home screen to the 2D tab's map. */
async function openTabMap(page: Page, t: Texts) {
  await page.goto('/main_new');
  await page
    .getByRole('navigation', { name: t.app.tab.label })
    .getByRole('link', { name: t.app.tab.map2d })
    .click();
  await expect(page).toHaveURL(/\/tab\/map$/);
  const map = page.getByRole('region', { name: t.map.title, exact: true });
  await expect(map.locator('canvas')).toHaveAttribute('data-visible-bays', /^[1-9]\d*$/);
  return map;
}

/** The bay list's rows of the block shown, as the map drew them: id and fill. */
async function drawnRows(map: Locator) {
  const rows = map.getByRole('option');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((els) =>
    els.map((el) => ({ id: el.getAttribute('data-bay-id')!, color: el.getAttribute('data-color') ?? '' })),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bay list's button, whatever the count it shows. */
const listTrigger = (map: Locator, t: Texts) =>
  map.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(t.map.list.title).replace(escapeRegExp('{{count}}'), '\\d+')}$`),
  });

/** Opens the bay list (once) and shows a block. */
async function showBlock(map: Locator, t: Texts, block: number) {
  const trigger = listTrigger(map, t);
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await map
    .getByRole('radiogroup', { name: t.map.list.block })
    .getByRole('radio', { name: t.map.list.blockOption.replace('{{block}}', String(block)), exact: true })
    .click();
}

inBothLanguages('truth: map', () => {
  test('the area switch reaches every area and the whole dam, each drawing its own bays', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const areasAnswer = await request.get('/myapi.php', {
      params: { api: 'api_get_areas', from_who: session.userId, access_token: session.token },
    });
    const areas = ((await areasAnswer.json()).data as { c_id: number | string; c_area_name: string }[]).map(
      (a) => ({ id: Number(a.c_id), name: a.c_area_name }),
    );
    const map = await openTabMap(page, t);
    expect(areas.length).toBeGreaterThan(1);
    const choices = [{ id: 0, name: t.map.area.wholeDam }, ...areas];
    const areaSwitch = page.getByRole('navigation', { name: t.map.area.switch });
    // Every area of the backend, and the whole dam, has its chip, and nothing else does.
    await expect(areaSwitch.getByRole('listitem')).toHaveCount(choices.length);

    let hottest: { id: string; value: number } | null = null;
    for (const choice of choices) {
      await areaSwitch.getByRole('link', { name: choice.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/tab/otherMap/${choice.id}$`));
      await expect(areaSwitch.getByRole('link', { name: choice.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // The header names the area shown.
      await expect(page.getByRole('heading', { level: 1 })).toContainText(choice.name);
      const bays = await backendBays(request, session, choice.id);
      expect(bays.length).toBeGreaterThan(0);
      // Drawn: the whole area fits at first, so every bay of the backend is in view, and no other.
      await expect(map.locator('canvas')).toHaveAttribute('data-visible-bays', String(bays.length));
      // The list counts them all, offers exactly their blocks, and a block's rows are the backend's bays.
      await expect(
        map.getByRole('button', { name: t.map.list.title.replace('{{count}}', String(bays.length)) }),
      ).toBeVisible();
      const blocks = [...new Set(bays.map((b) => b.block))].sort((a, b) => a - b);
      await showBlock(map, t, blocks.at(-1)!);
      await expect(map.getByRole('radiogroup', { name: t.map.list.block }).getByRole('radio')).toHaveCount(
        blocks.length,
      );
      const rows = await drawnRows(map);
      expect(rows.map((r) => r.id).sort()).toEqual(
        bays
          .filter((b) => b.block === blocks.at(-1))
          .map((b) => b.id)
          .sort(),
      );
      if (choice.id === 0) {
        const values = await backendValues(request, session, 'currentTemperature', 0);
        for (const [id, v] of values ?? [])
          if (v.value != null && (!hottest || v.value > hottest.value)) hottest = { id, value: v.value };
      }
    }
    // The dam's hottest bay is on the whole dam's map.
    expect(hottest).not.toBeNull();
  });

  test('on every toggle of every tab, the selected toggle, the legend and the colours drawn agree', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(180_000);
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const map = await openTabMap(page, t);
    const bays = await backendBays(request, session, 3);
    const byId = new Map(bays.map((b) => [b.id, b]));
    // The block with the most bays: the one whose rows are compared.
    const counts = new Map<number, number>();
    for (const b of bays) counts.set(b.block, (counts.get(b.block) ?? 0) + 1);
    const block = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const legend = page.getByRole('region', { name: t.map.legend.title, exact: true });

    for (const tab of Object.keys(MAP_TOGGLES) as MapTab[]) {
      await map.getByRole('tab', { name: t.map.tab[tab], exact: true }).click();
      for (const toggle of Object.keys(MAP_TOGGLES[tab]) as (MapOverlay | 'reload')[]) {
        if (toggle === 'reload' || toggle === 'foundationDiff') continue;
        const name = t.map.toggle[toggle];
        const button = map.getByRole('button', { name, exact: true });
        await button.click();
        // The toggle is the only one selected on the whole map.
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expect(map.locator('[aria-pressed="true"]')).toHaveCount(1);
        // The legend is the toggle's, of its colour scheme ('values': the bays stay plain).
        await expect(legend.getByRole('heading')).toHaveText(name);
        await expect(legend).toHaveAttribute('data-scheme', SCHEMES[toggle]);
        const values = await backendValues(request, session, toggle, 3);
        await showBlock(map, t, block);
        // Each bay's fill is the domain's colour for the backend's value (polled: the values arrive after the tap).
        let rows = await drawnRows(map);
        const expected = rows.map((r) => expectedColour(toggle, byId.get(r.id)!, values));
        await expect
          .poll(
            async () => {
              rows = await drawnRows(map);
              return rows.map((r, i) => (expected[i] === null ? r.color !== '' : r.color));
            },
            { message: toggle },
          )
          .toEqual(expected.map((c) => (c === null ? true : c.toLowerCase())));
        // Every colour drawn has its swatch in the legend.
        const swatches = await legend
          .locator('[aria-hidden="true"]')
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
        for (const colour of new Set(rows.map((r) => r.color).filter(Boolean)))
          expect(swatches, `${toggle}: ${colour} in the legend`).toContain(rgb(colour));
      }
    }
    // Turning the last one off leaves no legend and plain bays.
    await map.locator('[aria-pressed="true"]').click();
    await expect(legend).toHaveCount(0);
    expect((await drawnRows(map)).every((r) => r.color === '')).toBe(true);
  });

  test('the hottest bay is three taps away: the ranking, in the backend order for each sort', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const bays = await backendBays(request, session, 0);
    const current = (await backendValues(request, session, 'currentTemperature', 0))!;
    const max = (await backendValues(request, session, 'latestMaxTemperature', 0))!;
    const drop = (await backendValues(request, session, 'dropRate', 0))!;
    /** Bay ids highest first by a value; bays without one last, in the map's order. */
    const order = (values: MapOverlayValues) =>
      bays
        .map((b, n) => ({ id: b.id, n, v: values.get(b.id)?.value ?? null }))
        .sort(
          (a, b) =>
            (a.v === null || b.v === null ? (a.v === null ? 1 : 0) - (b.v === null ? 1 : 0) : b.v - a.v) ||
            a.n - b.n,
        )
        .map((x) => x.id);

    // Tap 1: the 2D tab. Tap 2: the ranking. The warmest bay is the first row.
    await openTabMap(page, t);
    await page
      .getByRole('navigation', { name: t.map.area.switch })
      .getByRole('link', { name: t.map.ranking.link })
      .click();
    await expect(page).toHaveURL(/\/areas\/ranking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.app.route.bayRanking);
    const list = page.getByRole('list', { name: new RegExp(String(bays.length)) });
    const ids = () =>
      list.getByRole('listitem').evaluateAll((els) => els.map((el) => el.getAttribute('data-bay-id')));
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(50, bays.length));
    expect(await ids()).toEqual(order(current).slice(0, 50));
    const hottest = bays.find((b) => b.id === order(current)[0])!;
    await expect(list.getByRole('listitem').first()).toContainText(hottest.label);

    for (const [key, values] of [
      ['max', max],
      ['dropRate', drop],
      ['current', current],
    ] as const) {
      await page
        .getByRole('radiogroup', { name: t.map.ranking.sortLabel })
        .getByText(t.map.ranking.by[key], { exact: true })
        .click();
      await expect(list).toHaveAttribute('data-sort', key);
      expect(await ids()).toEqual(order(values).slice(0, 50));
    }

    // Tap 3: the bay opens its detail, as on the map.
    await list.getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/areas/hives' && url.searchParams.get('id') === hottest.id,
    );
  });

  test('the ranking is also one tap from the areas', async ({ page, context, request, baseURL, t }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    await page
      .getByRole('region', { name: t.home.tiles.label })
      .getByRole('link', { name: new RegExp(t.home.tiles.areas) })
      .click();
    await expect(page).toHaveURL(/\/areas\/main$/);
    await page.getByRole('link', { name: t.map.ranking.link }).click();
    await expect(page).toHaveURL(/\/areas\/ranking$/);
    await expect(page.getByRole('list', { name: new RegExp(t.map.ranking.by.current) })).toBeVisible();
  });
});

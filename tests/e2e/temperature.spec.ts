/**
 * Outlet, bin-entry and pouring temperatures (part 2 §2.5, §5, §8; issue 16) as a new user would go, against
 * the reference backend in Chinese and in English at phone size, by tapping from home: the outlet shortcut →
 * the list of points (5 a page) → a point → its readings → an entry that comes first in the list and adds
 * one to the count; the bin entry with a dam section and a bin; the pouring entry; every bad input refused
 * with its message and nothing written. Each language writes on its own outlet point and its own bins, so
 * the two runs can go side by side on the one database.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, inBothLanguages, type Lang, signInAs, test, type texts } from './support/fixtures';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** Each language's outlet point, dam sections and values (typed as a user would). */
const SCENE: Record<Lang, { point: string; outletC: string; binBlock: number; binC: string; pourC: string }> =
  {
    zh: { point: '1#拌和楼出机口', outletC: '12.3', binBlock: 2, binC: '14.6', pourC: '17.2' },
    en: { point: '3#拌和楼出机口', outletC: '-1.5', binBlock: 3, binC: '15.8', pourC: '18.4' },
  };

/** The readings of a point (or of the bin-entry / pouring kind: 2 / 4) in the backend, with a bin search. */
async function readingCount(request: APIRequestContext, token: string, pointId: number, search = '') {
  const res = await request.get('/pqt/temp_lists', {
    params: {
      hive_other_id: pointId,
      search_value: search,
      current_page: 1,
      page_size: 1,
      access_token: token,
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.count as number;
}

/** The id of an outlet point, by name, in the backend. */
async function pointIdOf(request: APIRequestContext, token: string, name: string) {
  const res = await request.get('/pqt/last_hive_others', {
    params: { c_area: 1, search_value: name, current_page: 1, page_size: 5, access_token: token },
  });
  const rows = (await res.json()).data as { c_id: number; c_name: string }[];
  const row = rows.find((r) => r.c_name === name);
  expect(row, name).toBeTruthy();
  return row!.c_id;
}

/** Counts the entries the page sends. */
function entriesSent(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/pqt/add_other_data') sent.push(r.url());
  });
  return sent;
}

/** The number on the screen's total of readings. */
async function totalOnScreen(page: Page): Promise<number> {
  await expect(page.getByTestId('reading-total')).toHaveText(/\d/);
  return Number((await page.getByTestId('reading-total').textContent())?.replace(/\D/g, ''));
}

/** A segment of the entry time (named by the segment, in the page's language). */
function segment(dialog: Locator, lang: Lang, which: 'year' | 'hour') {
  const name = which === 'year' ? (lang === 'zh' ? /^年/ : /^year/i) : lang === 'zh' ? /^小时/ : /^hour/i;
  return dialog.getByRole('spinbutton', { name });
}

/** Chooses a dam section in the bay picker and then its first bin; returns the bin number. */
async function chooseBin(page: Page, dialog: Locator, t: ReturnType<typeof texts>, block: number) {
  await dialog.getByRole('button', { name: new RegExp(t.entry.picker.block) }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${fill(t.entry.picker.blockName, { block })}`) })
    .click();
  const tile = dialog.getByTestId('bay-picker-bins').locator('label').first();
  const bin = (await tile.textContent())?.trim() ?? '';
  expect(bin).toMatch(new RegExp(`^${block}-\\d{3}$`));
  await tile.click();
  await expect(dialog.getByTestId('bay-picker-chosen')).toHaveText(fill(t.entry.picker.chosen, { bin }));
  return bin;
}

inBothLanguages('outlet, bin-entry and pouring temperatures', (lang) => {
  const scene = SCENE[lang];

  test('the outlet list: five a page, page 2, a search kept in the address', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const count = await request.get('/pqt/last_hive_others_count', {
      params: { c_area: 1, access_token: session.token },
    });
    const points = (await count.json()).data as number;
    expect(points, 'the seed needs more than 5 outlet points for a second page').toBeGreaterThan(5);

    await page.goto('/main_new');
    await page.locator('a[href="/temperature/temp_list?to=cjk_temp_id"]').first().click();
    await expect(page.getByTestId('point-count')).toHaveText(fill(t.entry.points.count, { count: points }));
    await expect(page.getByTestId('point')).toHaveCount(5);
    await page.getByRole('button', { name: fill(t.pager.page, { page: 2 }) }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('point')).toHaveCount(Math.min(5, points - 5));
    const second = page.getByTestId('point').first().getByRole('link');
    const name = (await second.textContent()) ?? '';
    await second.click();
    await expect(page).toHaveURL(/\/temperature\/temp\/cjk_temp_id\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: fill(t.pager.page, { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('an outlet point: its readings, every bad entry refused, an entry written once', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const pointId = await pointIdOf(request, session.token, scene.point);
    const sent = entriesSent(page);

    await page.goto('/main_new');
    await page.locator('a[href="/temperature/temp_list?to=cjk_temp_id"]').first().click();
    await expect(page).toHaveURL(/\/temperature\/temp_list\?to=cjk_temp_id$/);
    // A search for the point, kept in the address.
    await page.getByRole('searchbox', { name: t.entry.points.search }).fill(scene.point);
    await page.getByTestId('point-search').click();
    await expect(page).toHaveURL(/name=/);
    await expect(page.getByTestId('point')).toHaveCount(1);
    await page.getByRole('link', { name: scene.point }).click();
    await expect(page).toHaveURL(new RegExp(`/temperature/temp/cjk_temp_id/${pointId}$`));

    // Its readings: the count, the first 30, and more as the end scrolls into view.
    const before = await readingCount(request, session.token, pointId);
    expect(await totalOnScreen(page)).toBe(before);
    await expect(page.getByTestId('reading')).toHaveCount(Math.min(30, before));
    if (before > 30) {
      await page.getByRole('button', { name: t.entry.list.loadMore }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('reading')).toHaveCount(Math.min(60, before));
    }
    // The curve of the readings loaded.
    const curve = page.getByRole('region', { name: fill(t.entry.detail.chart, { name: scene.point }) });
    await expect(curve.getByRole('application')).toBeVisible();
    await expect(curve).not.toHaveAttribute('data-empty');

    // Every bad entry: its message, nothing sent, nothing written.
    await page.getByRole('button', { name: t.entry.dialog.open }).click();
    const dialog = page.getByRole('dialog');
    const value = dialog.getByLabel(t.entry.dialog.value);
    const confirm = dialog.getByRole('button', { name: t.entry.dialog.submit, exact: true });
    await confirm.click();
    await expect(dialog.getByText(t.validation.entry.empty)).toBeVisible();
    await value.fill('abc');
    await confirm.click();
    await expect(dialog.getByText(t.validation.entry.numeric)).toBeVisible();
    await value.fill(scene.outletC);
    await segment(dialog, lang, 'year').click();
    await page.keyboard.press('ArrowUp');
    await confirm.click();
    await expect(dialog.getByText(t.validation.entry.future)).toBeVisible();
    expect(sent).toHaveLength(0);
    expect(await readingCount(request, session.token, pointId)).toBe(before);

    // Back to this year: written once, first in the list, one more in the count; the dialog closes.
    await segment(dialog, lang, 'year').click();
    await page.keyboard.press('ArrowDown');
    await confirm.dblclick();
    await expect(page.getByText(t.entry.dialog.added, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(sent).toHaveLength(1);
    await expect.poll(() => readingCount(request, session.token, pointId)).toBe(before + 1);
    await expect(page.getByTestId('reading-total')).toHaveText(new RegExp(`^${before + 1}\\b`));
    const shown = Number(scene.outletC).toFixed(1);
    await expect(page.getByTestId('reading').first()).toContainText(`${shown} `);
    await expect(page.getByTestId('reading').first()).toContainText(session.userId);
    // The last reading and the curve show it too.
    await expect(page.getByTestId('last-reading')).toContainText(shown);

    // The next entry starts empty.
    await page.getByRole('button', { name: t.entry.dialog.open }).click();
    await expect(page.getByRole('dialog').getByLabel(t.entry.dialog.value)).toHaveValue('');
  });

  test('the bin entry needs a dam section and a bin; entered with both', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const sent = entriesSent(page);
    await page.goto('/main_new');
    await page.locator('a[href="/temperature/temp/rc_temp_id/2"]').first().click();
    await expect(page).toHaveURL(/\/temperature\/temp\/rc_temp_id\/2$/);
    await expect(page.getByTestId('reading-total')).toHaveText(/\d/);

    await page.getByRole('button', { name: t.entry.dialog.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.entry.dialog.value).fill(scene.binC);
    const confirm = dialog.getByRole('button', { name: t.entry.dialog.submit, exact: true });
    await confirm.click();
    await expect(dialog.getByText(t.validation.entry.block)).toBeVisible();
    await expect(dialog.getByText(t.validation.entry.bin)).toBeVisible();
    // The other language writes bin entries too: what this page did not send is what was not written.
    expect(sent).toHaveLength(0);

    const bin = await chooseBin(page, dialog, t, scene.binBlock);
    const ofBin = await readingCount(request, session.token, 2, bin);
    await confirm.click();
    await expect(page.getByText(t.entry.dialog.added, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(sent).toHaveLength(1);
    await expect.poll(() => readingCount(request, session.token, 2, bin)).toBe(ofBin + 1);

    // Its readings by that bin: the new one first.
    await page.getByRole('searchbox', { name: t.entry.list.search }).fill(bin);
    await page.getByTestId('reading-search').click();
    await expect(page.getByTestId('reading-count')).toHaveText(
      fill(t.entry.list.matched, { keyword: bin, count: ofBin + 1 }),
    );
    await expect(page.getByTestId('reading').first()).toContainText(Number(scene.binC).toFixed(1));
    await expect(page.getByTestId('reading').first()).toContainText(bin);
  });

  test('the pouring entry', async ({ page, context, request, baseURL, t }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const sent = entriesSent(page);
    await page.goto('/main_new');
    await page.locator('a[href="/temperature/temp/jz_temp_id/4"]').first().click();
    await expect(page).toHaveURL(/\/temperature\/temp\/jz_temp_id\/4$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t.entry.kind.pouring, exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: t.entry.dialog.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.entry.dialog.value).fill(' ');
    const confirm = dialog.getByRole('button', { name: t.entry.dialog.submit, exact: true });
    await confirm.click();
    await expect(dialog.getByText(t.validation.entry.empty)).toBeVisible();
    expect(sent).toHaveLength(0);

    await dialog.getByLabel(t.entry.dialog.value).fill(scene.pourC);
    const bin = await chooseBin(page, dialog, t, scene.binBlock + 14);
    const ofBin = await readingCount(request, session.token, 4, bin);
    await confirm.click();
    await expect(page.getByText(t.entry.dialog.added, { exact: true })).toBeVisible();
    expect(sent).toHaveLength(1);
    await expect.poll(() => readingCount(request, session.token, 4, bin)).toBe(ofBin + 1);
    await page.getByRole('searchbox', { name: t.entry.list.search }).fill(bin);
    await page.getByRole('searchbox', { name: t.entry.list.search }).press('Enter');
    await expect(page.getByTestId('reading').first()).toContainText(Number(scene.pourC).toFixed(1));
  });
});

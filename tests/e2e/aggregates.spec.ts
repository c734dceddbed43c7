/**
 * Aggregates (part 2 §2.8, §5, §7, §8; issue 16) as a new user would go, against the reference backend in
 * Chinese and in English at phone size: home → the aggregate shortcut → a search with an empty name (refused,
 * nothing asked) → a search by name → an aggregate → its curve and records → every bad entry refused with its
 * message and nothing written → an entry: 'Entry complete', the record first in the list and one more record
 * on the screen and in the backend → back to the same results → every aggregate again. Each language enters
 * on its own aggregate, so the two runs can go side by side on the one database.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { stage as stageTexts } from '../../src/i18n/messages/stage.ts';
import { ACCOUNTS, expect, field, inBothLanguages, type Lang, signInAs, test } from './support/fixtures';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** Each language's aggregate, found by searching 风冷 (the two air-cooling bins). */
const SCENE: Record<Lang, { keyword: string; name: string; id: number; tempC: string }> = {
  zh: { keyword: '风冷', name: '风冷料仓A', id: 6, tempC: '6.4' },
  en: { keyword: '风冷', name: '风冷料仓B', id: 7, tempC: '-0.7' },
};

/** The aggregate's records in the backend (the last 7 days, as the detail shows them). */
async function recordsIn(request: APIRequestContext, token: string, id: number) {
  const res = await request.get('/aggregate/getAggregateDetailById', {
    params: { cId: id, access_token: token },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as {
    c_id: number;
    temperature: number;
    stage: number;
    user: string | null;
  }[];
}

/** Counts the calls of a path the page makes (a search, an entry). */
function callsTo(page: Page, path: string, method = 'GET') {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) calls.push(r.url());
  });
  return calls;
}

/** The year segment of the entry time (its spin button is named by the segment, in the page's language). */
function yearOf(form: Locator, lang: Lang, label: string) {
  return form
    .getByRole('group', { name: label })
    .getByRole('spinbutton', { name: lang === 'zh' ? /^年/ : /^year/i });
}

inBothLanguages('aggregates', (lang) => {
  test('search, open an aggregate, refuse every bad entry, enter a temperature once', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const scene = SCENE[lang];
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const searches = callsTo(page, '/aggregate/searchAggregateByKeyword');
    const writes = callsTo(page, '/aggregate/insertAggregateInfo', 'POST');

    // Home → the aggregate shortcut: every aggregate with its two cooling stages.
    await page.goto('/main_new');
    await page.locator('a[href="/areas/aggregate"]').first().click();
    await expect(page).toHaveURL(/\/areas\/aggregate$/);
    const list = page.getByRole('list', { name: t.aggregate.list.label });
    await expect(list.getByRole('article')).toHaveCount(7);
    await expect(page.getByText(fill(t.aggregate.list.count, { count: 7 }))).toBeVisible();
    const firstCard = list.getByRole('article').first();
    await expect(firstCard).toContainText(stageTexts[lang].aggregate.s1);
    await expect(firstCard).toContainText(stageTexts[lang].aggregate.s2);
    await expect(firstCard).toContainText(/\d+\.\d [℃°]/);

    // An empty name is refused with its message and nothing is asked of the backend.
    const searchBox = page.getByRole('textbox', { name: t.aggregate.search.label });
    const searchButton = page.getByRole('button', { name: t.aggregate.search.submit, exact: true });
    await searchButton.click();
    await expect(page.getByText(t.validation.aggregate.search)).toBeVisible();
    await searchBox.fill('   ');
    await searchButton.click();
    await expect(page.getByText(t.validation.aggregate.search)).toBeVisible();
    expect(searches).toEqual([]);

    // A name: its results, the keyword in the address.
    await searchBox.fill(scene.keyword);
    await searchButton.click();
    await expect(page).toHaveURL(new RegExp(`/areas/aggregate\\?name=${encodeURIComponent(scene.keyword)}$`));
    await expect(page.getByText(t.validation.aggregate.search)).toHaveCount(0);
    await expect(page.getByText(fill(t.aggregate.search.results, { keyword: scene.keyword }))).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(2);
    expect(searches).toHaveLength(1);

    // The aggregate: its name, its curve, its records.
    await list.getByRole('link', { name: fill(t.aggregate.list.open, { name: scene.name }) }).click();
    await expect(page).toHaveURL(new RegExp(`/areas/aggregateDetail\\?id=${scene.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: scene.name })).toBeVisible();
    const curve = page.getByRole('region', { name: fill(t.aggregate.detail.curve, { name: scene.name }) });
    await expect(curve.locator('canvas').first()).toBeVisible();
    await expect(curve.getByText(stageTexts[lang].aggregate.s2).first()).toBeVisible();
    const before = await recordsIn(request, session.token, scene.id);
    expect(before.length).toBeGreaterThan(20);
    const count = page.getByTestId('aggregate-record-count');
    await expect(count).toHaveText(fill(t.aggregate.records.count, { count: before.length }));
    const records = page.getByRole('list', { name: fill(t.aggregate.records.label, { name: scene.name }) });
    await expect(records.getByRole('listitem')).toHaveCount(20);

    // Every bad entry: its message under its field, nothing written.
    const form = page.getByRole('form', { name: t.aggregate.form.title });
    const temperature = field(form, t.aggregate.form.temperature);
    const submit = form.getByRole('button', { name: t.aggregate.form.submit, exact: true });
    await submit.click();
    await expect(form.getByText(t.validation.entry.empty)).toBeVisible();
    await expect(form.getByText(t.validation.aggregate.category)).toBeVisible();
    await temperature.fill('12,5度');
    await submit.click();
    await expect(form.getByText(t.validation.entry.numeric)).toBeVisible();
    await temperature.fill(scene.tempC);
    await submit.click();
    await expect(form.getByText(t.validation.aggregate.category)).toBeVisible();
    await expect(form.getByText(t.validation.entry.numeric)).toHaveCount(0);
    // The second category, and the second cooling.
    await form.getByRole('radiogroup', { name: t.aggregate.form.category }).locator('label').nth(1).click();
    await form
      .getByRole('radiogroup', { name: t.aggregate.form.stage })
      .getByText(stageTexts[lang].aggregate.s2)
      .click();
    await expect(form.getByText(t.validation.aggregate.category)).toHaveCount(0);
    // A time later than now: the year up by one.
    const year = yearOf(form, lang, t.aggregate.form.time);
    await year.click();
    await year.press('ArrowUp');
    await submit.click();
    await expect(form.getByText(t.validation.entry.future)).toBeVisible();
    expect(writes).toEqual([]);
    expect(await recordsIn(request, session.token, scene.id)).toHaveLength(before.length);

    // Back to now (the field's year), then a double tap: one entry, 'Entry complete', the value cleared.
    await year.press('ArrowDown');
    await expect(form.getByText(t.validation.entry.future)).toHaveCount(0);
    await submit.dblclick();
    await expect(form.getByRole('status').filter({ hasText: t.aggregate.form.success })).toBeVisible();
    await expect(temperature).toHaveValue('');
    expect(writes).toHaveLength(1);

    // The record: first in the list, one more on the screen and in the backend, with its stage and user.
    await expect(count).toHaveText(fill(t.aggregate.records.count, { count: before.length + 1 }));
    const after = await recordsIn(request, session.token, scene.id);
    expect(after).toHaveLength(before.length + 1);
    const written = after.find((r) => !before.some((b) => b.c_id === r.c_id));
    expect(written).toMatchObject({
      temperature: Math.round(Number(scene.tempC) * 10),
      stage: 2,
      user: session.userId,
    });
    const newest = records.getByRole('listitem').first();
    await expect(newest).toContainText(scene.tempC);
    await expect(newest).toContainText(stageTexts[lang].aggregate.s2);
    await expect(newest).toContainText(session.userId);

    // Back returns to the same results; 'show all' to every aggregate.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/areas/aggregate\\?name=${encodeURIComponent(scene.keyword)}$`));
    await expect(list.getByRole('article')).toHaveCount(2);
    await expect(searchBox).toHaveValue(scene.keyword);
    await page.getByRole('button', { name: t.aggregate.search.showAll }).click();
    await expect(page).toHaveURL(/\/areas\/aggregate$/);
    await expect(list.getByRole('article')).toHaveCount(7);
  });

  test('a missing, unknown or malformed aggregate id', async ({ page, context, request, baseURL, t }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/areas/aggregateDetail');
    await expect(page.getByText(t.aggregate.detail.missingId)).toBeVisible();
    await page.goto('/areas/aggregateDetail?id=999');
    await expect(page.getByText(fill(t.aggregate.detail.unknown, { id: 999 }))).toBeVisible();
    await page.getByRole('link', { name: t.aggregate.detail.backToList }).click();
    await expect(page).toHaveURL(/\/areas\/aggregate$/);
    await page.goto('/areas/aggregateDetail?id=abc');
    await expect(page).toHaveURL(/\/404$/);
  });
});

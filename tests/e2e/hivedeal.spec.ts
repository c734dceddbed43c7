/**
 * Bay handling (part 1 §2 /hivedeal; part 2 §7 getHiveDeal, get_detail_record, add_detail_record) as a new
 * user would use it against the reference backend, in Chinese and in English: from the home quick button,
 * the bays needing handling, one bay's records, an empty record refused with its message, a record added once
 * on a double tap and shown first. The backend refuses an empty record too and writes nothing. Each language
 * works on its own bay so the two runs can go side by side on the one database.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  expect,
  inBothLanguages,
  type Lang,
  signInAs,
  test,
  uniqueName,
} from './support/fixtures';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with its numbers as a pattern ('{{count}} open warnings' → /\d+ open warnings/). */
const pattern = (template: string) =>
  new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('\\d+'),
  );

interface Deal {
  hive: { c_id: number; c_where: string };
  warnings: number;
  lastRecord: number | null;
}

async function engineerToken(request: APIRequestContext) {
  return (await apiLogin(request, ACCOUNTS.engineer.username, ACCOUNTS.engineer.password)).token;
}

/** The bays needing handling, as the backend lists them. */
async function bayDeals(request: APIRequestContext, token: string): Promise<Deal[]> {
  const answer = await request.get('/myapi.php', {
    params: { api: 'getHiveDeal', from_who: 'engineer', access_token: token },
  });
  return (await answer.json()).data as Deal[];
}

async function recordsOf(request: APIRequestContext, token: string, bayId: number) {
  const answer = await request.get('/myapi.php', {
    params: { api: 'get_detail_record', c_hive_id: bayId, access_token: token },
  });
  return (await answer.json()).data as { c_id: number; c_what: string; c_who: string }[];
}

/** Each language's bay: of the first page's bays without a record yet, the first and the second by id. */
function sceneBay(deals: Deal[], lang: Lang): Deal {
  const fresh = deals
    .slice(0, 10)
    .filter((d) => d.lastRecord === null)
    .sort((a, b) => a.hive.c_id - b.hive.c_id);
  return fresh[lang === 'zh' ? 0 : 1]!;
}

inBothLanguages('bay handling', (lang) => {
  test('open a bay needing handling, refuse an empty record, add one once', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const token = await engineerToken(request);
    const deals = await bayDeals(request, token);
    // The seeded site has bays with open warnings, some already handled.
    expect(deals.length).toBeGreaterThan(2);
    expect(deals.some((d) => d.lastRecord !== null)).toBe(true);
    const bay = sceneBay(deals, lang);
    const before = await recordsOf(request, token, bay.hive.c_id);

    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('add_detail_record')) writes.push(r.url());
    });
    await page.goto('/main_new');
    await page.locator('a[href="/hivedeal"]').first().click();
    await expect(page).toHaveURL(/\/hivedeal$/);

    const list = page.getByRole('list', { name: t.handling.list.label });
    await expect(list.getByRole('article')).toHaveCount(10);
    // The whole count, with 10 a page (the count itself moves as the simulated site raises and clears warnings).
    await expect(page.getByText(pattern(t.handling.list.count))).toBeVisible();
    // 10 bays a page: page 2 holds the next ones, and back to page 1.
    const firstBay = (await list.getByRole('article').first().getByRole('heading').textContent())!;
    const pages = page.getByRole('navigation', { name: t.pager.label });
    await pages.getByRole('button', { name: fill(t.pager.page, { page: 2 }), exact: true }).click();
    await expect(page).toHaveURL(/\/hivedeal\?page=2$/);
    await expect(list.getByRole('article').first()).not.toContainText(firstBay);
    await pages.getByRole('button', { name: fill(t.pager.page, { page: 1 }), exact: true }).click();
    await expect(page).toHaveURL(/\/hivedeal$/);
    // Seeded records show on their bays' cards; the scene's bay has none yet.
    const card = list.getByRole('article').filter({
      has: page.getByRole('link', { name: fill(t.handling.list.open, { bay: bay.hive.c_where }) }),
    });
    await expect(card).toContainText(pattern(t.handling.list.warnings));
    await expect(card).toContainText(t.handling.list.noRecord);

    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/hivedeal\\?id=${bay.hive.c_id}$`));
    const detail = page.getByRole('region', { name: bay.hive.c_where });
    await expect(detail.getByRole('heading', { level: 2, name: bay.hive.c_where })).toBeVisible();
    const records = detail.getByRole('list', {
      name: fill(t.handling.records.label, { bay: bay.hive.c_where }),
    });
    if (before.length === 0) await expect(detail.getByText(t.handling.records.empty)).toBeVisible();

    // Empty and blank text: the message, and nothing is sent.
    const text = detail.getByRole('textbox', { name: t.handling.form.label });
    const add = detail.getByRole('button', { name: t.handling.form.submit, exact: true });
    await add.click();
    await expect(detail.getByText(t.handling.form.empty)).toBeVisible();
    await text.fill('   ');
    await add.click();
    await expect(detail.getByText(t.handling.form.empty)).toBeVisible();
    expect(writes).toEqual([]);

    // A double tap adds the record once; it shows first, and the text is cleared.
    const what = `${lang === 'zh' ? '加大 2 号回路通水流量，复测温度' : 'Raised the flow of loop 2, measured again'} ${uniqueName('r')}`;
    await text.fill(what);
    await add.dblclick();
    await expect(detail.getByRole('status').filter({ hasText: t.handling.form.success })).toBeVisible();
    await expect(text).toHaveValue('');
    await expect(records.getByRole('listitem').first()).toContainText(what);
    await expect(records.getByRole('listitem').first()).toContainText('engineer');
    await expect(records.getByRole('listitem')).toHaveCount(before.length + 1);
    expect(writes).toHaveLength(1);
    const after = await recordsOf(request, token, bay.hive.c_id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ c_what: what, c_who: 'engineer' });

    // Back to the list: the bay's card now has a last handling time.
    await page.getByRole('button', { name: t.ui.back, exact: true }).first().click();
    await expect(page).toHaveURL(/\/hivedeal$/);
    await expect(card).not.toContainText(t.handling.list.noRecord);
  });

  test('the backend refuses an empty record and writes nothing', async ({ request }) => {
    const token = await engineerToken(request);
    const bay = sceneBay(await bayDeals(request, token), lang);
    const before = await recordsOf(request, token, bay.hive.c_id);
    for (const c_what of ['', '   ']) {
      const answer = await request.post('/myapi.php', {
        params: { api: 'add_detail_record', access_token: token },
        form: { c_hive_id: bay.hive.c_id, c_what, c_who: 'engineer' },
      });
      expect(answer.status(), c_what).toBe(400);
    }
    expect(await recordsOf(request, token, bay.hive.c_id)).toEqual(before);
  });
});

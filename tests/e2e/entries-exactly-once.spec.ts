/**
 * Hand entries on a bad network (issue 16): a new user taps from home to the pouring temperatures and enters
 * readings. A double tap writes one row; a reading the server wrote but whose answer was lost is kept on the
 * phone and, sent again under the same Idempotency-Key, still writes one row; three readings typed offline
 * survive a reload and are written exactly once each when the network returns. Rows are counted in the
 * backend by their writer (a fresh user per test), so the languages and the other specs can run alongside.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { entry as entryMessages } from '../../src/i18n/messages/entry.ts';
import { pending as pendingMessages } from '../../src/i18n/messages/pending.ts';
import {
  apiLogin,
  expect,
  field,
  freshUser,
  inBothLanguages,
  type Lang,
  type SignedIn,
  storeSession,
  test,
} from './support/fixtures';

const POURING = '/temperature/temp/jz_temp_id/4';
const ENTRY_URL = '**/pqt/add_other_data*';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** A fresh operator, signed in in the browser; its rows are told apart by their writer. */
async function signInFresh(
  context: import('@playwright/test').BrowserContext,
  request: APIRequestContext,
  baseURL: string,
) {
  const user = await freshUser(request, 'entry');
  const session = await apiLogin(request, user.username, user.password);
  await storeSession(context, baseURL, session);
  return session;
}

/** The pouring readings this user wrote, newest first (values in tenths of a degree). */
async function rowsBy(request: APIRequestContext, session: SignedIn): Promise<number[]> {
  const res = await request.get('/pqt/temp_lists', {
    params: { hive_other_id: 4, current_page: 1, page_size: 1000, access_token: session.token },
  });
  expect(res.ok()).toBe(true);
  const list = (await res.json()).data.list as { c_value: number; c_who: string }[];
  return list.filter((r) => r.c_who === session.userId).map((r) => r.c_value);
}

/** Home → the pouring-temperature shortcut, until its entry button is ready (the point has loaded). */
async function openPouring(page: Page, lang: Lang) {
  await page.goto('/main_new');
  await page.locator(`a[href="${POURING}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${POURING}$`));
  await expect(page.getByRole('button', { name: entryMessages[lang].dialog.open })).toBeEnabled();
}

/** Opens the entry dialog and types a value; returns the dialog and its confirm button. */
async function typeEntry(page: Page, lang: Lang, value: string) {
  const t = entryMessages[lang].dialog;
  await page.getByRole('button', { name: t.open }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, t.value).fill(value);
  return { dialog, confirm: dialog.getByRole('button', { name: t.submit, exact: true }) };
}

/** Counts the entry requests the page sends. */
function entryPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/pqt/add_other_data') {
      posts.push(r.headers()['idempotency-key'] ?? '');
    }
  });
  return posts;
}

inBothLanguages('entries written exactly once', (lang) => {
  const waiting = (count: number) =>
    fill(count === 1 ? pendingMessages[lang].title_one : pendingMessages[lang].title, { count });

  test('a double tap on confirm writes one row', async ({ page, context, request, baseURL }) => {
    const session = await signInFresh(context, request, baseURL!);
    const posts = entryPosts(page);
    await openPouring(page, lang);
    const { dialog, confirm } = await typeEntry(page, lang, '15.1');
    await confirm.dblclick();
    await expect(dialog).toBeHidden();
    await expect.poll(() => rowsBy(request, session)).toEqual([151]);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
  });

  test('an answer lost after the write is kept, sent again with its key, and written once', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const session = await signInFresh(context, request, baseURL!);
    const posts = entryPosts(page);
    // The request reaches the server, which writes the row; the answer never reaches the phone.
    let loseAnswers = true;
    await page.route(ENTRY_URL, async (route) => {
      if (!loseAnswers) return route.continue();
      await route.fetch();
      await route.abort('failed');
    });
    await openPouring(page, lang);
    const { dialog, confirm } = await typeEntry(page, lang, '15.2');
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(entryMessages[lang].dialog.queued)).toBeVisible();
    const kept = page.getByTestId('pending-entries');
    await expect(kept.getByRole('heading', { name: waiting(1) })).toBeVisible();
    await expect.poll(() => rowsBy(request, session)).toEqual([152]);

    // The network is back; the user sends it again: the server answers the first answer, writes nothing.
    loseAnswers = false;
    await kept.getByRole('button', { name: pendingMessages[lang].sendNow }).click();
    await expect(kept).toBeHidden();
    expect(await rowsBy(request, session)).toEqual([152]);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts).size).toBe(1);
  });

  test('three readings typed offline survive a reload and are written once each', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const session = await signInFresh(context, request, baseURL!);
    await openPouring(page, lang);
    // The page has loaded what it needs (the dialog's fields among it) before the network goes.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    for (const value of ['16.1', '16.2', '16.3']) {
      const { dialog, confirm } = await typeEntry(page, lang, value);
      await confirm.click();
      await expect(dialog).toBeHidden();
    }
    const kept = page.getByTestId('pending-entries');
    await expect(kept.getByRole('heading', { name: waiting(3) })).toBeVisible();
    await expect(kept.getByTestId('pending-entry')).toHaveCount(3);
    expect(await rowsBy(request, session)).toEqual([]);

    // A reload while the server is still out of reach: the three are still on the phone.
    await page.route(ENTRY_URL, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await expect(kept.getByRole('heading', { name: waiting(3) })).toBeVisible();
    expect(await rowsBy(request, session)).toEqual([]);

    // The network returns: each is written once, in the order typed.
    await page.unroute(ENTRY_URL);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(kept).toBeHidden();
    expect(await rowsBy(request, session)).toEqual([163, 162, 161]);
  });
});

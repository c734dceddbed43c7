/**
 * The warnings tell the truth (part 2 §2.6, §3, §9), tapped through from the tab bar in Chinese and English
 * against the reference backend: every warning list holds only its own kind; every list's count, every
 * category's sum and the tab's badge equal the unread warnings the lists show; marking one card read and
 * "mark all read" change every count at once, without a reload.
 *
 * Each test reads as a fresh user, so nobody else's reads change its numbers. The site runs live: a warning
 * may rise or clear between two looks, so each comparison is retried until the screen settles.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, freshUser, inBothLanguages, signInAs, test, type texts } from '../support/fixtures';

type Texts = ReturnType<typeof texts>;

/** Each list of the messages page, its category, its views and the card variant it shows (one kind each). */
const LISTS = [
  { id: 'tempWarns', category: 'temperature', variant: 'maxTemperature', views: ['all'] },
  { id: 'cjkWarns', category: 'temperature', variant: 'outlet', views: ['realtime', 'history'] },
  { id: 'rcWarns', category: 'temperature', variant: 'entry', views: ['realtime', 'history'] },
  { id: 'jzWarns', category: 'temperature', variant: 'pouring', views: ['realtime', 'history'] },
  { id: 'stageTemp', category: 'temperature', variant: 'stageTemperature', views: ['all'] },
  { id: 'dailyDecline', category: 'temperature', variant: 'dailyDrop', views: ['decline', 'currentTarget'] },
  { id: 'intempBiggerHivetemp', category: 'temperature', variant: 'inletAboveBay', views: ['all'] },
  { id: 'inTempRange', category: 'temperature', variant: 'inletRange', views: ['all'] },
  { id: 'tempControlChangeRange', category: 'temperature', variant: 'changeRange', views: ['all'] },
  { id: 'tempUnknown', category: 'temperature', variant: 'temperatureUnknown', views: ['all'] },
  { id: 'tempTimeout', category: 'temperature', variant: 'temperatureTimeout', views: ['all'] },
  { id: 'loopWarns', category: 'flow', variant: 'flow', views: ['all'] },
  { id: 'gkjWarns', category: 'other', variant: 'computer', views: ['all'] },
  { id: 'sifaWarns', category: 'other', variant: 'valve', views: ['all'] },
] as const;
type Category = (typeof LISTS)[number]['category'];
const CATEGORIES: readonly Category[] = ['temperature', 'flow', 'other'];

/** The second daily-drop view shows the same warnings as another card. */
const VIEW_VARIANT: Partial<Record<string, string>> = { currentTarget: 'dailyDropTarget' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

function messagesTab(page: Page, t: Texts): Locator {
  return page
    .getByRole('navigation', { name: t.app.tab.label })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(t.app.tab.messages)}`) });
}

const cards = (page: Page) => page.locator('main article');
const unreadCards = (page: Page) => page.locator('main article[data-unread="true"]');

/** The number the tab's badge states ("12 unread warnings", read after its label), 0 when it states none. */
async function tabBadge(page: Page, t: Texts): Promise<number> {
  const text = (await messagesTab(page, t).textContent()) ?? '';
  const pattern = new RegExp(escapeRegExp(t.app.message.sum).replace('\\{\\{count\\}\\}', '(\\d+)'));
  const match = pattern.exec(text);
  return match ? Number(match[1]) : 0;
}

/** A list's count on the messages page (its link's badge), 0 when it shows none. */
async function linkCount(page: Page, list: string): Promise<number> {
  return Number((await page.locator(`a[data-list="${list}"]`).getAttribute('data-count')) ?? 0);
}

async function categorySum(page: Page, category: Category): Promise<number> {
  const text = ((await page.getByTestId(`message-sum-${category}`).textContent()) ?? '').trim();
  return Number(text);
}

/** From the workbench, tap the messages tab. */
async function openMessages(page: Page, t: Texts) {
  await page.goto('/main_new');
  await messagesTab(page, t).click();
  await expect(page).toHaveURL(/\/message\/main$/);
  await expect(page.getByTestId('message-sum-temperature')).toHaveText(/^\d+$/);
}

/**
 * Loads a list to its end: scrolls to its "Load more" (the list loads the next step as it comes into view)
 * until there is none.
 */
async function loadAll(page: Page, t: Texts) {
  await expect(
    cards(page)
      .or(page.getByText(t.common.noMore, { exact: true }))
      .first(),
  ).toBeVisible();
  const more = page.getByRole('button', { name: t.warning.loadMore });
  for (let i = 0; i < 60 && (await more.count()) > 0; i++) {
    await more
      .first()
      .evaluate((el) => el.scrollIntoView())
      .catch(() => {});
    await page.waitForTimeout(300);
  }
  await expect(more).toHaveCount(0);
}

inBothLanguages('truth: warnings', () => {
  test('every list holds its own kind; every count equals the unread warnings its list shows', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(600_000);
    const user = await freshUser(request, 'twl');
    await signInAs(context, request, baseURL!, user);
    await openMessages(page, t);

    const shown: Record<string, number> = {};
    for (const list of LISTS) {
      await page.locator(`a[data-list="${list.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/message/${list.id}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t.app.route[list.id as keyof Texts['app']['route']],
      );
      for (const [index, view] of list.views.entries()) {
        if (list.views.length > 1) {
          await page.getByRole('tab', { name: t.app.message.views[view] }).click();
          await expect(page.getByRole('tab', { name: t.app.message.views[view] })).toHaveAttribute(
            'aria-selected',
            'true',
          );
        }
        if (view === 'history') {
          // History: cleared warnings of the list's own kind, none of them counted as unread.
          await expect(
            cards(page)
              .or(page.getByText(t.common.noMore, { exact: true }))
              .first(),
          ).toBeVisible();
          for (const variant of await cards(page).evaluateAll((els) =>
            els.map((e) => e.getAttribute('data-variant')),
          )) {
            expect(variant, `${list.id} history`).toBe(list.variant);
          }
          await expect(cards(page).and(page.locator(':not([data-cleared])'))).toHaveCount(0);
          await expect(unreadCards(page)).toHaveCount(0);
          continue;
        }
        const variant = VIEW_VARIANT[view] ?? list.variant;
        // The list's number, said on screen, equals its unread cards once all are loaded.
        await expect(async () => {
          await loadAll(page, t);
          const variants = await cards(page).evaluateAll((els) =>
            els.map((e) => e.getAttribute('data-variant')),
          );
          for (const v of variants) expect(v, `${list.id} ${view}`).toBe(variant);
          const said = Number(await page.getByTestId('list-unread').getAttribute('data-count'));
          const dots = await unreadCards(page).count();
          expect(dots, `${list.id} ${view}: unread cards against the list's count`).toBe(said);
          await expect(page.getByTestId('list-unread')).toHaveText(
            fill(t.app.message.listUnread, { count: said }),
          );
          if (index === 0) shown[list.id] = said;
        }).toPass({ timeout: 60_000 });
      }
      await page.getByRole('banner').getByLabel(t.ui.back, { exact: true }).click();
      await expect(page).toHaveURL(/\/message\/main$/);
    }
    expect(
      Object.values(shown).reduce((a, b) => a + b, 0),
      'the seeded site has unread warnings',
    ).toBeGreaterThan(0);

    // Each list's link shows its count, each category sums its links, the tab's badge and the page's note
    // sum every category.
    await expect(async () => {
      let all = 0;
      for (const category of CATEGORIES) {
        let sum = 0;
        for (const list of LISTS.filter((l) => l.category === category))
          sum += await linkCount(page, list.id);
        expect(await categorySum(page, category), category).toBe(sum);
        all += sum;
      }
      expect(await tabBadge(page, t)).toBe(all);
      await expect(page.getByTestId('tab-badge-note')).toHaveText(
        fill(t.app.message.tabBadgeNote, { count: all }),
      );
    }).toPass({ timeout: 60_000 });
  });

  test('marking one card read, then all, changes every count at once without a reload', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(180_000);
    const user = await freshUser(request, 'twr');
    await signInAs(context, request, baseURL!, user);
    await openMessages(page, t);
    // A reload would drop this mark.
    await page.evaluate(() => {
      (window as { warningsTruth?: boolean }).warningsTruth = true;
    });
    // Well under the 30 s the counts reload by themselves.
    const AT_ONCE = { timeout: 5000 };

    // One card that opens nothing: its own "Mark read" button.
    await page.locator('a[data-list="stageTemp"]').click();
    await expect(page).toHaveURL(/\/message\/stageTemp$/);
    const listCount = page.getByTestId('list-unread');
    await expect(listCount).toHaveAttribute('data-count', /^[1-9]\d*$/);
    const before = Number(await listCount.getAttribute('data-count'));
    const card = unreadCards(page).first();
    // The subject, without the hidden 'unread' before it.
    const subject = (await card.locator('h2').evaluate((el) => el.lastChild?.textContent ?? '')).trim();
    await card.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.warning.markRead)}`) }).click();
    await expect(page.getByText(t.app.message.markedRead)).toBeVisible();
    await expect(
      cards(page)
        .filter({ has: page.locator('h2', { hasText: subject }) })
        .first(),
    ).toHaveAttribute('data-unread', 'false', AT_ONCE);
    await expect(listCount).toHaveAttribute('data-count', String(before - 1), AT_ONCE);

    await page.getByRole('banner').getByLabel(t.ui.back, { exact: true }).click();
    await expect(page).toHaveURL(/\/message\/main$/);
    await expect(page.locator('a[data-list="stageTemp"]')).toContainText(String(before - 1), AT_ONCE);

    // "Mark all read" asks first, naming how many, then every count goes to 0 at once.
    const tabBefore = await tabBadge(page, t);
    expect(tabBefore).toBeGreaterThan(0);
    await page.getByRole('button', { name: t.app.message.markAllRead }).click();
    const dialog = page.getByRole('alertdialog', { name: t.app.message.confirmAllTitle });
    await expect(dialog).toContainText(/\d+/);
    await dialog.getByRole('button', { name: t.app.message.markAllRead }).click();
    await expect(page.getByText(t.app.message.markedAllRead)).toBeVisible();
    for (const category of CATEGORIES) {
      await expect(page.getByTestId(`message-sum-${category}`)).toHaveText('0', AT_ONCE);
    }
    await expect(messagesTab(page, t)).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(t.app.tab.messages)}$`),
      AT_ONCE,
    );

    // The home badge too, by tapping the workbench tab.
    await page
      .getByRole('navigation', { name: t.app.tab.label })
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(t.app.tab.workbench)}`) })
      .click();
    await expect(page).toHaveURL(/\/main_new$/);
    await expect(
      page.getByRole('region', { name: t.home.sections.monitoring }).locator('[data-item="messages"]'),
    ).toHaveText(t.home.shortcuts.messages, AT_ONCE);
    expect(
      await page.evaluate(() => (window as { warningsTruth?: boolean }).warningsTruth),
      'no reload',
    ).toBe(true);
  });
});

/**
 * Control safety, by tapping from the home screen at phone size in Chinese and English against the reference
 * backend (part 1 §4, §6, §8; part 2 §2.5, §2.10, §2.11, §8):
 * - the visitor finds no enabled write control on any write screen, and reads why up front;
 * - an engineer without the main-power right sees the control of every cabinet (cabinet 0) and the
 *   four-way valve read-only, with the reason;
 * - a loop command opens on the loop's current mode, asks for confirmation with the summary (cabinet, loop,
 *   mode, value and unit), sends nothing on cancel and once on confirm, then reads sending → sent and waiting
 *   for the cabinet → executed
 *   as the backend's records say (the simulator executes a command about 30 s after it was issued).
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { loop as loopMessages } from '../../../src/i18n/messages/loop.ts';
import { rack as rackMessages } from '../../../src/i18n/messages/rack.ts';
import { rights as rightsMessages } from '../../../src/i18n/messages/rights.ts';
import {
  ACCOUNTS,
  expect,
  freshUser,
  inBothLanguages,
  type Lang,
  type SignedIn,
  signInAs,
  test,
  texts,
} from '../support/fixtures';

/** An online cooling cabinet; each language commands its own loop, which no other spec commands. */
const CABINET = { id: 7, name: '右岸01号智能柜', search: '右岸01' } as const;
const COMMAND_LOOP = { zh: 15, en: 25 } as const;
const COMMAND_URL = /\/(pqt_php\/api_issue_cmd|myapi\.php\?api=api_issue_cmd)/;

function words(lang: Lang) {
  return { ...texts(lang), loop: loopMessages[lang], rack: rackMessages[lang], rights: rightsMessages[lang] };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** Home, then a home link by its address (a tile, a shortcut or a quick button). */
async function fromHome(page: Page, href: string) {
  await page.goto('/main_new');
  await page.locator(`a[href="${href}"]`).first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href, { timeout: 30_000 });
}

/** Taps the first link of the page's content whose address starts with `prefix`. */
async function tapFirst(page: Page, prefix: string) {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
}

/**
 * The screen is read-only for `refusal`: the reason shows (in the page's language) and no write control is
 * enabled — no send button or field of a write form, no data-entry, upload or delete button. Search forms
 * (reads) may stay.
 */
async function expectReadOnly(page: Page, lang: Lang, refusal: 'visitor' | 'noMainPower') {
  const w = words(lang);
  const notice = page.getByTestId('read-only-notice').first();
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveAttribute('data-refusal', refusal);
  await expect(notice).toContainText(w.rights[refusal]);
  const writeForm = 'main form:not([role="search"])';
  await expect(page.locator(`${writeForm} button[type="submit"]:not([disabled])`)).toHaveCount(0);
  await expect(page.locator(`${writeForm} :is(input, textarea):not([disabled])`)).toHaveCount(0);
  await expect(page.getByTestId('entry-open')).toHaveCount(0);
  await expect(page.getByRole('button', { name: w.file.upload.button })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${w.file.delete}`) })).toHaveCount(0);
}

/** Home → cabinets → search → the cabinet → its loops → the loop typed by number → its control page. */
async function openLoopControl(page: Page, lang: Lang, loop: number) {
  const w = words(lang);
  await fromHome(page, '/tab/racks');
  await page.getByRole('textbox', { name: w.rack.list.searchLabel }).fill(CABINET.search);
  await page.getByTestId('rack-search').click();
  await page.getByRole('link', { name: CABINET.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tab/racksId/${CABINET.id}$`));
  await page.getByRole('link', { name: new RegExp(`^${w.rack.menu.loops}`) }).click();
  await page.getByRole('button', { name: w.loop.list.enterLoop }).click();
  await page.getByRole('textbox', { name: w.loop.list.loopNumber }).fill(String(loop));
  await page.getByRole('button', { name: w.loop.list.open, exact: true }).click();
  await page.getByRole('link', { name: w.loop.detail.control }).click();
  await expect(page).toHaveURL(new RegExp(`/tab/racksId/${CABINET.id}/loops/${loop}/loopctrl$`));
}

/** Home → cabinets → the loop control of every cabinet (cabinet 0). */
async function openEveryCabinetControl(page: Page) {
  await fromHome(page, '/tab/racks');
  await page.getByTestId('every-cabinet-control').click();
  await expect(page).toHaveURL(/\/tab\/racksId\/0\/loops\/0\/loopctrl$/);
}

/** Home → valve reversal → the first cabinet → its first loop's setting. */
async function openReversal(page: Page) {
  await fromHome(page, '/tab/coolercontrol/0');
  await tapFirst(page, '/tab/coolercontrol/');
  await tapFirst(page, '/tab/coolergo/');
  await expect(page).toHaveURL(/\/tab\/coolergo\/\d+\/\d+\/\d+$/);
}

/** The loop's automatic loops as the backend says (is_auto). */
async function autoLoops(request: APIRequestContext, user: SignedIn): Promise<number[]> {
  const response = await request.get('/pqt_php/is_auto', {
    params: { rack_id: CABINET.id, loop_id: 0, access_token: user.token },
  });
  return ((await response.json()) as { data: { data: number[] } }).data.data.map(Number);
}

/** Picks a react-aria radio (segmented button) by its visible name: a tap on its label. */
async function choose(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

inBothLanguages('control safety', (lang) => {
  const w = words(lang);

  /** Each write screen the visitor reaches by tapping, and what it must not offer beyond the common checks. */
  const visitorScreens: [string, (page: Page) => Promise<void>][] = [
    [
      'loop control of one loop',
      async (page) => {
        await openLoopControl(page, lang, 1);
        await expectReadOnly(page, lang, 'visitor');
        await expect(page.getByRole('button', { name: w.loop.control.submit })).toHaveCount(0);
        await expect(page.getByRole('radio')).toHaveCount(0);
        // What it may look at stays: the loop's state and its history.
        await expect(page.getByText(w.loop.control.history, { exact: true })).toBeVisible();
      },
    ],
    [
      'loop control of every cabinet',
      async (page) => {
        await openEveryCabinetControl(page);
        await expectReadOnly(page, lang, 'visitor');
      },
    ],
    [
      'outlet temperature entry',
      async (page) => {
        await fromHome(page, '/temperature/temp_list?to=cjk_temp_id');
        await tapFirst(page, '/temperature/temp/cjk_temp_id/');
        await expectReadOnly(page, lang, 'visitor');
      },
    ],
    [
      'bin-entry and pouring temperature entry',
      async (page) => {
        for (const href of ['/temperature/temp/rc_temp_id/2', '/temperature/temp/jz_temp_id/4']) {
          await fromHome(page, href);
          await expectReadOnly(page, lang, 'visitor');
        }
      },
    ],
    [
      'aggregate entry',
      async (page) => {
        await fromHome(page, '/areas/aggregate');
        await tapFirst(page, '/areas/aggregateDetail');
        await expectReadOnly(page, lang, 'visitor');
        await expect(page.getByRole('button', { name: w.aggregate.form.submit })).toHaveCount(0);
      },
    ],
    [
      'reversal settings',
      async (page) => {
        await openReversal(page);
        await expectReadOnly(page, lang, 'visitor');
      },
    ],
    [
      'handling records',
      async (page) => {
        await fromHome(page, '/hivedeal');
        await tapFirst(page, '/hivedeal?id=');
        await expectReadOnly(page, lang, 'visitor');
      },
    ],
    [
      'bay files: no upload, no delete',
      async (page) => {
        await fromHome(page, '/areas/pier/0');
        await tapFirst(page, '/areas/hives?id=');
        await page.getByRole('link', { name: w.bay.links.files }).click();
        await expect(page).toHaveURL(/\/areas\/info_list\?id=\d+$/);
        await expectReadOnly(page, lang, 'visitor');
      },
    ],
    [
      'feedback (the server takes it from staff accounts only)',
      async (page) => {
        await fromHome(page, '/feedback');
        await expectReadOnly(page, lang, 'visitor');
      },
    ],
    [
      'the password of the shared visitor account',
      async (page) => {
        await page.goto('/main_new');
        await page.getByRole('button', { name: w.home.changePassword }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByTestId('read-only-notice')).toContainText(w.rights.visitor);
        await expect(dialog.locator('input')).toHaveCount(0);
      },
    ],
  ];

  for (const [screen, check] of visitorScreens) {
    test(`the visitor finds ${screen} read-only, with the reason up front`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await signInAs(context, request, baseURL!, ACCOUNTS.visitor);
      await check(page);
    });
  }

  test('an engineer without the main-power right sees cabinet 0 and the reversal read-only', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await openEveryCabinetControl(page);
    await expectReadOnly(page, lang, 'noMainPower');
    await expect(page.getByRole('button', { name: w.loop.control.submit })).toHaveCount(0);

    await openReversal(page);
    await expectReadOnly(page, lang, 'noMainPower');

    // The engineer's own right stays: one loop of a cabinet has its form.
    await openLoopControl(page, lang, 1);
    await expect(page.getByTestId('read-only-notice')).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.loop.control.submit })).toBeEnabled();
  });

  test('a loop command is confirmed from its summary, sent once, then followed to its execution', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const loop = COMMAND_LOOP[lang];
    const user = await signInAs(context, request, baseURL!, await freshUser(request, 'ctl'));
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (COMMAND_URL.test(r.url())) sent.push(r);
    });
    await openLoopControl(page, lang, loop);

    // The form opens on the loop's current mode, as the backend lists its automatic loops.
    const auto = (await autoLoops(request, user)).includes(loop);
    await expect(
      page.getByRole('radio', { name: auto ? w.loop.control.modeIntelligent : w.loop.control.modeManual }),
    ).toBeChecked();

    await choose(page, w.loop.control.modeManual);
    await choose(page, w.loop.control.setOpening);
    await page.getByRole('textbox', { name: w.loop.control.openingValue }).fill('40');
    const submit = page.getByRole('button', { name: w.loop.control.submit });
    await submit.click();

    const dialog = page.getByRole('alertdialog', { name: w.loop.control.confirm.title });
    const summary = dialog.getByTestId('loop-command-summary');
    await expect(summary).toContainText(CABINET.name);
    await expect(summary).toContainText(fill(w.loop.control.targetLoops, { loops: loop }));
    await expect(summary).toContainText(`${w.loop.control.modeManual} · ${w.loop.control.setOpening}`);
    await expect(summary).toContainText('40%');

    // Cancel sends nothing.
    await dialog.getByRole('button', { name: w.loop.control.confirm.cancel }).click();
    await expect(dialog).toHaveCount(0);
    expect(sent).toHaveLength(0);

    // The command's answer is held a moment: the button says it is on its way, and it cannot go twice.
    await page.route(COMMAND_URL, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await submit.click();
    await dialog.getByRole('button', { name: w.loop.control.confirm.send }).dblclick();
    await expect(page.getByRole('button', { name: w.loop.control.submitting })).toBeDisabled();

    // Then what the backend says, never 'Setting succeeded' before the cabinet did it: sent and waiting
    // for the cabinet (the records list it undone), then executed.
    const progress = page.getByTestId('loop-command-progress');
    await expect(progress).toHaveAttribute('data-state', /^(sent|waiting)$/);
    await expect(progress).toHaveAttribute('data-state', 'waiting');
    await expect(progress).toHaveText(w.loop.control.progress.waiting);
    await expect(page.getByText(w.loop.control.succeeded, { exact: true })).toHaveCount(0);
    const waiting = page.getByTestId('loop-command-waiting');
    await expect(waiting).toContainText(fill(w.loop.control.commandOpening, { value: 40 }));
    // The cabinet executes it after about 30 s; the screen checks every 5 s.
    await expect(progress).toHaveAttribute('data-state', 'executed', { timeout: 75_000 });
    await expect(progress).toContainText(w.loop.control.progress.executed.split('{{')[0]!.trim());
    await expect(waiting).toHaveCount(0);
    expect(sent).toHaveLength(1);
  });
});

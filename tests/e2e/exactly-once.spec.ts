/**
 * Exactly once for loop commands (issue 16): a new user reaches a loop's control page by tapping from home and
 * sends a command on a bad network. A double tap records one command; a command the server wrote but whose
 * answer was lost shows the network failure, and the user's retry (same command, same Idempotency-Key) still records
 * one; offline nothing is sent and the panel says so. Commands are counted through the API (the loop's
 * control records, by issuer), before and after. Each language works on its own loops of one cabinet.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { errors as errorMessages } from '../../src/i18n/messages/errors.ts';
import { loop as loopMessages } from '../../src/i18n/messages/loop.ts';
import { rack as rackMessages } from '../../src/i18n/messages/rack.ts';
import {
  expect,
  freshUser,
  inBothLanguages,
  type Lang,
  type SignedIn,
  signInAs,
  test,
} from './support/fixtures';

/** An online cabinet no other spec commands. */
const CABINET = { id: 7, name: '右岸01号智能柜', search: '右岸01' } as const;
/** The loops each language's run commands: one per test. */
const LOOPS = {
  zh: { doubleTap: 11, lostAnswer: 12, offline: 13 },
  en: { doubleTap: 21, lostAnswer: 22, offline: 23 },
} as const;

const COMMAND_URL = /\/(pqt_php\/api_issue_cmd|myapi\.php\?api=api_issue_cmd)/;

function words(lang: Lang) {
  return { loop: loopMessages[lang], rack: rackMessages[lang], errors: errorMessages[lang] };
}

/** Picks a react-aria radio (segmented button) by its visible name: a tap on its label. */
async function choose(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

/** Home → cabinets → search → the cabinet → its loops → the loop typed by number → its control page. */
async function openLoopControl(page: Page, lang: Lang, loop: number) {
  const w = words(lang);
  await page.goto('/main_new');
  await page.locator('a[href="/tab/racks"]').first().click();
  await expect(page).toHaveURL(/\/tab\/racks$/);
  await page.getByRole('textbox', { name: w.rack.list.searchLabel }).fill(CABINET.search);
  await page.getByTestId('rack-search').click();
  await page.getByRole('link', { name: CABINET.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tab/racksId/${CABINET.id}$`));
  await page.getByRole('link', { name: new RegExp(`^${w.rack.menu.loops}`) }).click();
  await page.getByRole('button', { name: w.loop.list.enterLoop }).click();
  await page.getByRole('textbox', { name: w.loop.list.loopNumber }).fill(String(loop));
  await page.getByRole('button', { name: w.loop.list.open, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tab/racksId/${CABINET.id}/loops/${loop}$`));
  await page.getByRole('link', { name: w.loop.detail.control }).click();
  await expect(page).toHaveURL(new RegExp(`/loops/${loop}/loopctrl$`));
}

/** Fills a manual opening command (the send button is tapped by the test). */
async function manualOpening(page: Page, lang: Lang, percent: number) {
  const w = words(lang);
  await choose(page, w.loop.control.modeManual);
  await choose(page, w.loop.control.setOpening);
  await page.getByRole('textbox', { name: w.loop.control.openingValue }).fill(String(percent));
}

/** Confirms the command's summary in the dialog the send button opens. */
async function confirmCommand(page: Page, lang: Lang, tap: 'click' | 'dblclick' = 'click') {
  const w = words(lang);
  await page.getByRole('alertdialog').getByRole('button', { name: w.loop.control.confirm.send })[tap]();
}

/** The panel follows the sent command: sent, then waiting for the cabinet (never 'Setting succeeded'). */
async function expectSent(page: Page) {
  await expect(page.getByTestId('loop-command-progress')).toHaveAttribute('data-state', /^(sent|waiting)$/);
}

/** How many commands of this loop the user issued, as the backend records them. */
async function commandsBy(request: APIRequestContext, user: SignedIn, loop: number): Promise<number> {
  const response = await request.get('/pqt_php/api_get_loop_ctrl', {
    params: { loop_id: loop, rack_id: CABINET.id, access_token: user.token },
  });
  const body = (await response.json()) as { code: number; data: { c_who_name: string }[] };
  expect(body.code).toBe(200);
  return body.data.filter((c) => c.c_who_name === user.name).length;
}

/** The loop commands the page sends. */
function watchCommands(page: Page) {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (COMMAND_URL.test(r.url())) sent.push(r);
  });
  return sent;
}

inBothLanguages('exactly-once loop commands', (lang) => {
  const w = words(lang);
  const loops = LOOPS[lang];

  test('a double tap on send records one command', async ({ page, context, request, baseURL }) => {
    const user = await signInAs(context, request, baseURL!, await freshUser(request, 'once'));
    await openLoopControl(page, lang, loops.doubleTap);
    const before = await commandsBy(request, user, loops.doubleTap);
    const sent = watchCommands(page);

    await manualOpening(page, lang, 45);
    await page.getByRole('button', { name: w.loop.control.submit }).click();
    await confirmCommand(page, lang, 'dblclick');
    await expectSent(page);

    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers()['idempotency-key']).toMatch(/^[!-~]{8,255}$/);
    await expect.poll(() => commandsBy(request, user, loops.doubleTap)).toBe(before + 1);
  });

  test('the server writes but the answer is lost: the retry records no second command', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const user = await signInAs(context, request, baseURL!, await freshUser(request, 'lost'));
    await openLoopControl(page, lang, loops.lostAnswer);
    const before = await commandsBy(request, user, loops.lostAnswer);
    const sent = watchCommands(page);

    // The first command reaches the backend (it is written), then the connection drops before the answer.
    let lost = 0;
    await page.route(COMMAND_URL, async (route) => {
      if (lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('failed');
    });

    await manualOpening(page, lang, 60);
    const submit = page.getByRole('button', { name: w.loop.control.submit });
    const notice = page.getByTestId('loop-control-notice');
    await submit.click();
    await confirmCommand(page, lang);
    // The command was written but its answer lost: the panel says the network failed, not the command.
    await expect(notice).toHaveText(w.errors.network);
    expect(await commandsBy(request, user, loops.lostAnswer)).toBe(before + 1);

    // The user taps send again: the same command with the same key is answered, not run again.
    const replayed = page.waitForResponse(COMMAND_URL);
    await submit.click();
    await confirmCommand(page, lang);
    await expectSent(page);
    expect((await replayed).headers()['idempotent-replayed']).toBe('true');

    expect(sent).toHaveLength(2);
    const [first, retry] = sent.map((r) => r.headers()['idempotency-key']);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(await commandsBy(request, user, loops.lostAnswer)).toBe(before + 1);
  });

  test('offline a command is not sent, and the panel says so', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const user = await signInAs(context, request, baseURL!, await freshUser(request, 'offl'));
    await openLoopControl(page, lang, loops.offline);
    const before = await commandsBy(request, user, loops.offline);
    const sent = watchCommands(page);

    await choose(page, w.loop.control.modeIntelligent);
    await context.setOffline(true);
    const submit = page.getByRole('button', { name: w.loop.control.submit });
    const notice = page.getByTestId('loop-control-notice');
    await submit.click();
    await confirmCommand(page, lang);
    await expect(notice).toHaveText(w.loop.control.offline);
    expect(sent).toHaveLength(0);
    expect(await commandsBy(request, user, loops.offline)).toBe(before);

    // Back online the user sends it on purpose: once.
    await context.setOffline(false);
    await submit.click();
    await confirmCommand(page, lang);
    await expectSent(page);
    expect(sent).toHaveLength(1);
    await expect.poll(() => commandsBy(request, user, loops.offline)).toBe(before + 1);
  });
});

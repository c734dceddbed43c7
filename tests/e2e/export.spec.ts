/**
 * The silo information export and its batch export (part 2 §2.4, §7, §9), as a new user would use it against
 * the reference backend, in Chinese and in English: from the home shortcut, a block number, a kind of file,
 * Export; the walk exports one bay every 5 s with a progress bar and ends with a summary and ONE download, a
 * zip of every bay's CSV named in the language; Cancel stops it (the zip holds the bays done); a failed bay
 * is listed with why and exported again by Retry (then the zip holds every bay).
 *
 * The walk keeps the seed's 5000 ms: the tests run the page on Playwright's clock and move it on 5 s at a
 * time, so fourteen bays take seconds, not a minute.
 */
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { ACCOUNTS, apiLogin, expect, inBothLanguages, type Lang, signInAs, test } from './support/fixtures';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** The kind of file each language's runs export (the other kinds are covered by the retry and the cancel). */
const KIND = { zh: 'averageTemperature', en: 'flow' } as const;
const KIND_PATH = { averageTemperature: '/api/getAllTemperatureData', flow: '/api/getAllFlowData' } as const;

interface BlockScene {
  block: number;
  bays: { id: number; label: string }[];
}

/** The block of area 1 with the fewest bays (asked of the backend), with its bays in list order. */
async function smallestBlock(request: APIRequestContext): Promise<BlockScene> {
  const { token } = await apiLogin(request, ACCOUNTS.engineer.username, ACCOUNTS.engineer.password);
  const piers = await (
    await request.get('/myapi.php', {
      params: { api: 'api_get_xlml_pier_list', area_id: 1, access_token: token },
    })
  ).json();
  const blocks = (piers.data as { c_block: number; hiveCount: number }[]).filter((b) => b.hiveCount > 0);
  blocks.sort((a, b) => a.hiveCount - b.hiveCount || a.c_block - b.c_block);
  const block = blocks[0]!.c_block;
  const list = await (
    await request.get('/pqt_php/api_get_africa_all_hive', {
      params: { area: 1, block, pageIndex: 1, pageSize: 1000, access_token: token },
    })
  ).json();
  const bays = (list.data.list as { c_id: number; c_where: string }[]).map((h) => ({
    id: h.c_id,
    label: h.c_where,
  }));
  expect(bays.length).toBe(list.data.count);
  return { block, bays };
}

/** Moves the page's clock on to the next bay's turn. */
async function nextTurn(page: Page, ms = 5_000): Promise<void> {
  await page.clock.fastForward(ms);
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The files of a downloaded zip by name, as text. */
async function zipEntries(download: Download): Promise<Map<string, string>> {
  const entries = unzipSync(new Uint8Array(await bytesOf(download)));
  const text = new TextDecoder('utf-8');
  return new Map(Object.entries(entries).map(([name, bytes]) => [name, text.decode(bytes)]));
}

/** The archive name a block's walk is saved as, today's date in the site zone matched by its shape. */
function archivePattern(t: { export: { file: { archiveBlock: string } } }, block: number, kind: string) {
  const [before, after] = fill(t.export.file.archiveBlock, { block, kind, date: '\u0000' }).split('\u0000');
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${quote(before!)}\\d{4}-\\d{2}-\\d{2}${quote(after!)}$`);
}

/** The file names a zip of `bays` holds in the language. */
function bayFileNames(t: { export: { file: { bay: string } } }, bays: { label: string }[], kind: string) {
  return bays.map((bay) => fill(t.export.file.bay, { bay: bay.label, kind }));
}

/** Opens the export screen from the home shortcut, on Playwright's clock. */
async function openExport(page: Page) {
  await page.clock.install();
  await page.goto('/main_new');
  await page.locator('a[href="/tab/outdata"]').first().click();
  await expect(page).toHaveURL(/\/tab\/outdata$/);
}

/** Picks a kind of file by tapping its label, as a finger would. */
async function chooseKind(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

function collectDownloads(page: Page) {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  return downloads;
}

inBothLanguages('batch export', (lang: Lang) => {
  test('a block is exported bay after bay to the end, then saved as one zip of every bay', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(120_000);
    const scene = await smallestBlock(request);
    const total = scene.bays.length;
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await openExport(page);
    const downloads = collectDownloads(page);
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('api_get_africa_all_hive')) listCalls.push(r.url());
    });

    // A block number that is not a whole number is refused before anything is asked.
    const blockField = page.getByRole('textbox', { name: t.export.form.block });
    await blockField.fill('2.5');
    await page.getByRole('button', { name: t.export.form.submit, exact: true }).click();
    await expect(page.getByText(t.export.form.blockInvalid)).toBeVisible();
    expect(listCalls).toEqual([]);

    await blockField.fill(String(scene.block));
    await expect(page.getByText(t.export.form.blockInvalid)).toHaveCount(0);
    const kind = KIND[lang];
    await chooseKind(page, t.export.kind[kind]);
    await page.getByRole('button', { name: t.export.form.submit, exact: true }).click();

    // The seed's call: area 1, the block, page 1, 1000 a page.
    await expect.poll(() => listCalls.length).toBe(1);
    const listed = new URL(listCalls[0]!);
    expect(Object.fromEntries(listed.searchParams)).toMatchObject({
      area: '1',
      block: String(scene.block),
      pageIndex: '1',
      pageSize: '1000',
    });

    const panel = page.getByRole('region', { name: t.export.progress.title });
    await expect(panel).toContainText(
      fill(t.export.form.scopeBlock, { kind: t.export.kind[kind], block: scene.block }),
    );
    const bar = panel.getByRole('progressbar', { name: t.export.progress.label });
    await expect(bar).toHaveAttribute('aria-valuemax', String(total));
    // The first bay goes at once; the next waits for its 5 s.
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(panel.getByText(t.export.progress.next)).toBeVisible();
    await expect(panel.locator('[data-current]')).toContainText(scene.bays[1]!.label);
    await expect(panel.locator('[data-time-left]')).not.toBeEmpty();
    await page.clock.fastForward(4_000);
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('button', { name: t.export.form.submit, exact: true })).toBeDisabled();

    for (let done = 2; done <= total; done++) {
      await nextTurn(page, done === 2 ? 1_000 : 5_000);
      await expect(bar).toHaveAttribute('aria-valuenow', String(done));
    }
    await expect(panel.getByRole('status')).toHaveText(fill(t.export.progress.finishedAll, { total }));
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      fill(t.export.progress.count, { done: total, total }),
    );
    await expect(panel.getByRole('button', { name: t.export.progress.cancel })).toHaveCount(0);

    // ONE download: a zip named in the language, holding exactly one file per bay of the walk.
    await expect.poll(() => downloads.length).toBe(1);
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(1);
    const archive = downloads[0]!;
    expect(archive.url()).toMatch(/^blob:/);
    const fileKind = t.export.file.kind[kind];
    expect(archive.suggestedFilename()).toMatch(archivePattern(t, scene.block, fileKind));
    await expect(panel.locator('[data-saved]')).toHaveText(
      fill(t.export.progress.saved, { name: archive.suggestedFilename(), count: total }),
    );
    const entries = await zipEntries(archive);
    expect([...entries.keys()]).toEqual(bayFileNames(t, scene.bays, fileKind));
    for (const content of entries.values()) {
      expect(content.split(/\r?\n/)[0]).toContain(
        kind === 'flow' ? '流量 Flow (L/min)' : '平均温度 Average temperature (°C)',
      );
    }
    // The form is free again.
    await expect(page.getByRole('button', { name: t.export.form.submit, exact: true })).toBeEnabled();
  });

  test('cancel stops the walk midway; leaving the page stops it too', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const scene = await smallestBlock(request);
    const total = scene.bays.length;
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await openExport(page);
    const downloads = collectDownloads(page);
    const exportCalls: string[] = [];
    page.on('request', (r) => {
      if (/getAllTemperatureData|getAllFlowData|outHiveInfo/.test(r.url())) exportCalls.push(r.url());
    });
    await page.getByRole('textbox', { name: t.export.form.block }).fill(String(scene.block));
    await chooseKind(page, t.export.kind.bayInfo);
    await page.getByRole('button', { name: t.export.form.submit, exact: true }).click();
    const panel = page.getByRole('region', { name: t.export.progress.title });
    const bar = panel.getByRole('progressbar', { name: t.export.progress.label });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await page.clock.fastForward(5_000);
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(exportCalls.every((url) => url.includes('/dn/outHiveInfo?') && url.includes('c_hive_id='))).toBe(
      true,
    );

    await panel.getByRole('button', { name: t.export.progress.cancel }).click();
    await expect(panel.getByRole('status')).toHaveText(fill(t.export.progress.cancelled, { done: 2, total }));
    const asked = exportCalls.length;
    await page.clock.fastForward(30_000);
    await page.waitForTimeout(300);
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(exportCalls).toHaveLength(asked);
    // What was done before Cancel is kept: one zip of the two bays.
    await expect.poll(() => downloads.length).toBe(1);
    expect([...(await zipEntries(downloads[0]!)).keys()]).toEqual(
      bayFileNames(t, scene.bays.slice(0, 2), t.export.file.kind.bayInfo),
    );

    // Start again and leave: nothing more is asked once the page is gone.
    await page.getByRole('button', { name: t.export.form.submit, exact: true }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await page.getByRole('button', { name: t.ui.back, exact: true }).first().click();
    await expect(page).not.toHaveURL(/\/tab\/outdata$/);
    // The clock runs on its own too: a bay whose turn came while the page was leaving may still be asked.
    await page.waitForTimeout(1_000);
    const afterLeaving = exportCalls.length;
    await page.clock.fastForward(30_000);
    await page.waitForTimeout(300);
    expect(exportCalls).toHaveLength(afterLeaving);
  });

  test('a bay that fails is listed with why, and Retry exports it again', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(90_000);
    const scene = await smallestBlock(request);
    const total = scene.bays.length;
    const broken = scene.bays[2]!;
    const kind = KIND[lang];
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await openExport(page);
    const downloads = collectDownloads(page);
    // The network drops the one bay's file.
    const brokenUrl = new RegExp(`${KIND_PATH[kind]}\\?(.*&)?id=${broken.id}(&|$)`);
    await page.route(brokenUrl, (route) => route.abort('connectionreset'));

    await page.getByRole('textbox', { name: t.export.form.block }).fill(String(scene.block));
    await chooseKind(page, t.export.kind[kind]);
    await page.getByRole('button', { name: t.export.form.submit, exact: true }).click();
    const panel = page.getByRole('region', { name: t.export.progress.title });
    const bar = panel.getByRole('progressbar', { name: t.export.progress.label });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    for (let done = 2; done <= total; done++) {
      await nextTurn(page);
      await expect(bar).toHaveAttribute('aria-valuenow', String(done));
    }
    await expect(panel.getByRole('status')).toHaveText(
      fill(t.export.progress.finishedSome, { succeeded: total - 1, failed: 1 }),
    );
    const failures = panel.getByRole('list', { name: fill(t.export.progress.failuresTitle, { count: 1 }) });
    await expect(failures.getByRole('listitem')).toHaveCount(1);
    await expect(failures.getByRole('listitem')).toContainText(broken.label);
    await expect(failures.getByRole('listitem')).toContainText(t.export.failure.network);
    const fileKind = t.export.file.kind[kind];
    await expect.poll(() => downloads.length).toBe(1);
    expect([...(await zipEntries(downloads[0]!)).keys()]).toEqual(
      bayFileNames(
        t,
        scene.bays.filter((bay) => bay !== broken),
        fileKind,
      ),
    );

    await page.unroute(brokenUrl);
    await panel.getByRole('button', { name: fill(t.export.progress.retry, { count: 1 }) }).click();
    await expect(panel.getByRole('status')).toHaveText(fill(t.export.progress.finishedAll, { total: 1 }));
    await expect(bar).toHaveAttribute('aria-valuemax', '1');
    // The retry ends with the whole export again: every bay, the retried one in its place.
    await expect.poll(() => downloads.length).toBe(2);
    expect([...(await zipEntries(downloads[1]!)).keys()]).toEqual(bayFileNames(t, scene.bays, fileKind));
  });

  test('a block without bays says so and exports nothing', async ({ page, context, request, baseURL, t }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await openExport(page);
    await page.getByRole('textbox', { name: t.export.form.block }).fill('99');
    await page.getByRole('button', { name: t.export.form.submit, exact: true }).click();
    await expect(page.getByText(fill(t.export.form.emptyBlock, { block: 99 }))).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

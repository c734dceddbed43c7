/**
 * The files of a bay (part 2 §2.11, §7, §8; issue 14) against the reference backend, in Chinese and in
 * English at 390×844, reached by tapping from the bay detail: upload with progress, the 'already exists'
 * warning, a download whose bytes equal the upload, a name the backend refuses, delete with its confirmation
 * (cancel keeps the file), a cancelled upload, the visitor's read-only table and an id that is no page. Each
 * language works on its own bay with its own file names, so the two runs can go side by side.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, expect, inBothLanguages, type Lang, signInAs, test } from './support/fixtures';

/** The bay each language's run uses. */
const BAY: Record<Lang, number> = { zh: 5, en: 6 };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** A file name no other run uses, with the spaces and Chinese a site's names have. */
const uniqueFileName = (lang: Lang, stem: string, extension: string) =>
  `${stem} ${lang} ${Date.now().toString(36)}${randomBytes(2).toString('hex')}.${extension}`;

/** The bay's location (c_where), as the page title shows it. */
async function bayName(request: APIRequestContext, bayId: number): Promise<string> {
  const { token } = await apiLogin(request, ACCOUNTS.engineer.username, ACCOUNTS.engineer.password);
  const res = await request.get('/api/getHiveInfo', { params: { id: bayId, access_token: token } });
  return (await res.json()).data.name as string;
}

/** From the bay detail, tap the link to its files. */
async function openFilesByTapping(page: Page, bayId: number, linkName: string) {
  await page.goto(`/areas/hives?id=${bayId}&from=0`);
  await page.getByRole('link', { name: linkName }).click();
  await expect(page).toHaveURL(new RegExp(`/areas/info_list\\?id=${bayId}$`));
}

/** Picks a file through the system picker the upload button opens. */
async function pickFile(page: Page, buttonName: string, file: { name: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await (await chooser).setFiles({
    name: file.name,
    mimeType: 'application/octet-stream',
    buffer: file.buffer,
  });
}

/** Slows the page's uploads to `bytesPerSecond`, so an upload is seen under way (Chromium's throttling). */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

inBothLanguages('bay files', (lang) => {
  const bayId = BAY[lang];

  test('upload with progress, the already-exists warning, download the same bytes, delete after confirming', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(90_000);
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await openFilesByTapping(page, bayId, t.bay.links.files);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(t.file.pageTitle, { bay: await bayName(request, bayId) }),
    );

    // Upload: a 1.5 MB file, the upload slowed so its progress is seen, then its end.
    const file = { name: uniqueFileName(lang, '仓面照片', 'jpg'), buffer: randomBytes(1_500_000) };
    const cdp = await throttleUploads(page, 600 * 1024);
    await pickFile(page, t.file.upload.button, file);
    const bar = page.getByRole('progressbar', { name: fill(t.file.upload.uploading, { name: file.name }) });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('button', { name: t.file.upload.button, exact: true })).toBeDisabled();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(page.getByText(t.file.upload.success)).toBeVisible({ timeout: 20_000 });
    await expect(bar).toBeHidden();
    await cdp.detach();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: file.name }) });
    await expect(row).toHaveCount(1);
    // 1 500 000 bytes, under the name on a phone.
    await expect(row).toContainText('1.4 MB');

    // The same name again: code 500 'existed' → the warning; the list is reloaded and still lists it once.
    await pickFile(page, t.file.upload.button, { name: file.name, buffer: Buffer.from('another file') });
    await expect(page.getByText(t.file.upload.existed)).toBeVisible();
    await expect(row).toHaveCount(1);

    // Download: the bytes that were uploaded, under the uploaded name.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: fill(t.file.downloadName, { name: file.name }) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file.name);
    expect(readFileSync((await download.path())!).equals(file.buffer)).toBe(true);

    // Delete: the confirmation; cancel keeps the file, confirming removes it.
    const deleteButton = page.getByRole('button', { name: fill(t.file.deleteName, { name: file.name }) });
    await deleteButton.click();
    let dialog = page.getByRole('alertdialog', { name: t.file.deleteDialog.title });
    await expect(dialog).toContainText(t.file.deleteDialog.message);
    await expect(dialog).toContainText(file.name);
    await dialog.getByRole('button', { name: t.file.deleteDialog.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);
    await deleteButton.click();
    dialog = page.getByRole('alertdialog', { name: t.file.deleteDialog.title });
    await dialog.getByRole('button', { name: t.file.deleteDialog.confirm, exact: true }).click();
    await expect(page.getByText(fill(t.file.deleted, { name: file.name }))).toBeVisible();
    await expect(row).toHaveCount(0);
    // Gone on the server too: a fresh page does not list it.
    await page.reload();
    await expect(page.getByRole('button', { name: t.file.upload.button, exact: true })).toBeEnabled();
    await expect(page.getByRole('rowheader', { name: file.name })).toHaveCount(0);
  });

  test('a cancelled upload stores nothing, and a name the backend refuses says why', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(60_000);
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await openFilesByTapping(page, bayId, t.bay.links.files);
    await expect(page.getByRole('button', { name: t.file.upload.button, exact: true })).toBeEnabled();

    const big = { name: uniqueFileName(lang, '冷却水管布置图', 'dwg'), buffer: randomBytes(3_000_000) };
    const cdp = await throttleUploads(page, 200 * 1024);
    await pickFile(page, t.file.upload.button, big);
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.getByRole('button', { name: t.file.upload.cancel, exact: true }).click();
    await expect(page.getByText(t.file.upload.cancelled)).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeHidden();
    await cdp.detach();
    await page.reload();
    await expect(page.getByRole('button', { name: t.file.upload.button, exact: true })).toBeEnabled();
    await expect(page.getByRole('rowheader', { name: big.name })).toHaveCount(0);

    // A device name Windows reserves: a danger notice with the reason in the reader's language.
    await pickFile(page, t.file.upload.button, { name: 'CON.txt', buffer: Buffer.from('x') });
    await expect(page.getByRole('alert')).toContainText(
      fill(t.file.upload.failed, { reason: t.file.name.reserved }),
    );
  });

  test('the visitor reads and downloads only, and an id that is no bay is no page', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.visitor);
    await openFilesByTapping(page, bayId, t.bay.links.files);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(t.file.pageTitle, { bay: await bayName(request, bayId) }),
    );
    await expect(page.getByText(t.file.empty).or(page.getByRole('table')).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.file.upload.button })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^${t.file.delete}`) })).toHaveCount(0);

    for (const id of ['abc', '0', '']) {
      await page.goto(`/areas/info_list?id=${id}`);
      await expect(page).toHaveURL(/\/404$/);
    }
  });
});

/**
 * The report analysis (part 2 §2.7, §5, §7) as a quality engineer uses it at the end of a week, in Chinese
 * and in English on a phone: from the home shortcut, each of the five report types for the last 7 days
 * (a table, and a chart where the data is a series), its export downloaded and read against the screen
 * (same headers with units, same rows and values), a period of one's own, and a start after the end
 * refused with the seed's message without any call.
 */
import type { Download, Locator, Page } from '@playwright/test';
import { REPORT_TYPES, type ReportType, reportDefaultRange, reportIsSeries } from '../../src/domain/index.ts';
import { parseCsv } from '../support/parseCsv.ts';
import { ACCOUNTS, expect, inBothLanguages, type Lang, signInAs, test, type texts } from './support/fixtures';

type Texts = ReturnType<typeof texts>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The report calls of the screen, as URLs. */
function reportCalls(page: Page): URL[] {
  const calls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/dxc/api_get_report') calls.push(url);
  });
  return calls;
}

/** Home → the report shortcut, by a tap. */
async function openReports(page: Page) {
  await page.goto('/main_new');
  await page.locator('a[href="/reportAnalys"]').first().click();
  await expect(page).toHaveURL(/\/reportAnalys/);
}

/** Opens the report type dropdown and taps a type, as a finger would. */
async function chooseType(page: Page, t: Texts, type: ReportType) {
  await page.getByRole('button', { name: new RegExp(escapeRegExp(t.report.type.label)) }).click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(t.report.type[type])}`) }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(escapeRegExp(t.report.type.label)) }),
  ).toContainText(t.report.type[type]);
}

/** The table of a type once loaded, with its row count from the caption. */
async function loadedTable(
  page: Page,
  t: Texts,
  type: ReportType,
): Promise<{ table: Locator; count: number }> {
  const table = page.locator(`[data-type="${type}"]`);
  const caption = new RegExp(
    `^${escapeRegExp(fill(t.report.table.caption, { type: t.report.type[type], count: '§' })).replace('§', '(\\d+)')}$`,
  );
  const captionCell = table.locator('[data-part="caption"]');
  await expect(captionCell).toHaveText(caption, { timeout: 30_000 });
  const count = Number(caption.exec((await captionCell.textContent()) ?? '')?.[1]);
  return { table, count };
}

/** What the table shows: its headers and the cell texts of the page shown. */
async function shownCells(table: Locator) {
  // A header as a spreadsheet gets it: the label, then the unit (shown under it) in brackets.
  const headers = await table.locator('thead th').evaluateAll((ths) =>
    ths.map((th) => {
      const unit = th.querySelector('span')?.textContent;
      const label = th.firstChild?.textContent ?? '';
      return unit ? `${label} (${unit})` : label;
    }),
  );
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
  return { headers, rows };
}

/** A downloaded CSV: its first bytes and its rows of cells. */
async function readCsv(download: Download): Promise<{ bom: number[]; rows: string[][] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const rows = parseCsv(bytes.subarray(3).toString('utf8'));
  return { bom: [...bytes.subarray(0, 3)], rows };
}

/**
 * Taps Export and reads the file, checking it says what the table shows. The cooling report has live columns
 * (a bay's current temperature, its cumulative flow) that the reference backend's simulator moves every few
 * seconds; when it moved them between the screen's read and the export, the screen is loaded again and the
 * comparison made anew. A file that differs from the screen for any other reason fails every attempt.
 */
async function exportMatchesScreen(page: Page, t: Texts, type: ReportType) {
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    const { table, count } = await loadedTable(page, t, type);
    const shown = await shownCells(table);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.report.export.button, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await readCsv(download);
    expect(file.bom).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = file.rows;
    expect(header).toEqual(shown.headers);
    expect(header!.some((h) => / \((°C|L\/min|m³)\)$/.test(h))).toBe(true);
    expect(rows).toHaveLength(count);
    expect(rows.slice(0, shown.rows.length)).toEqual(shown.rows);
    await expect(page.getByTestId('report-export-done')).toHaveText(
      fill(t.report.export.done, { file: download.suggestedFilename() }),
    );
  }).toPass({ intervals: [0], timeout: 90_000 });
}

/** A segment of a date field (named by the segment, in the page's language). */
function segment(page: Page, lang: Lang, field: string, which: 'year' | 'month' | 'day') {
  const names = {
    zh: { year: /^年/, month: /^月/, day: /^日/ },
    en: { year: /^year/i, month: /^month/i, day: /^day/i },
  };
  return page.getByRole('group', { name: field }).getByRole('spinbutton', { name: names[lang][which] });
}

/** Types a date into a field, segment by segment (year, month, then day). */
async function typeDate(
  page: Page,
  lang: Lang,
  field: string,
  date: { year: number; month: number; day: number },
) {
  for (const [which, value] of [
    ['year', String(date.year)],
    ['month', String(date.month).padStart(2, '0')],
    ['day', String(date.day).padStart(2, '0')],
  ] as const) {
    const box = segment(page, lang, field, which);
    await box.click();
    await page.keyboard.type(value);
  }
}

/** The site calendar date (Asia/Shanghai) of an instant. */
function siteDate(ms: number) {
  const wall = new Date(ms + 8 * 3_600_000);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

inBothLanguages('report analysis', (lang) => {
  test('each report type for the last 7 days: a table, a chart where a series, an export like the screen', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(240_000);
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const calls = reportCalls(page);
    await openReports(page);

    // The last 7 days of the site (part 2 §5), asked in epoch seconds.
    const range = reportDefaultRange(Date.now());
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls[0]!.searchParams.get('type')).toBe('maxTemp');
    expect(Number(calls[0]!.searchParams.get('startTime'))).toBe(Math.floor(range.startMs / 1000));
    expect(Number(calls[0]!.searchParams.get('endTime'))).toBe(Math.floor(range.endMs / 1000));

    for (const type of REPORT_TYPES) {
      if (type !== 'maxTemp') {
        await chooseType(page, t, type);
        await expect(page).toHaveURL(new RegExp(`type=${type}`));
      }
      const { table, count } = await loadedTable(page, t, type);
      expect(count, `${type} has rows in the seeded week`).toBeGreaterThan(0);
      await expect(table.locator('tbody tr')).toHaveCount(Math.min(count, 50));
      // A chart where the data is a series in time; the types that list bays have none.
      if (reportIsSeries(type)) {
        const title = t.report.chart[type as keyof Texts['report']['chart']];
        await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      } else {
        await expect(page.locator('h2')).toHaveCount(0);
      }
      await exportMatchesScreen(page, t, type);
    }

    // The type and the period stay on reload.
    await page.reload();
    await expect(
      page.getByRole('button', { name: new RegExp(escapeRegExp(t.report.type.label)) }),
    ).toContainText(t.report.type.damControl);
    await loadedTable(page, t, 'damControl');
  });

  test('a period of my own, and a start after the end refused without a call', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(180_000);
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const calls = reportCalls(page);
    await openReports(page);
    const type: ReportType = lang === 'zh' ? 'weekDrop' : 'outletEntryPouring';
    await chooseType(page, t, type);
    await loadedTable(page, t, type);

    // The last three days: start three days back at 00:00, the end as it is (today's end).
    const start = siteDate(Date.now() - 3 * 86_400_000);
    await typeDate(page, lang, t.report.range.start, start);
    const before = calls.length;
    await page.getByRole('button', { name: t.report.range.apply, exact: true }).click();
    const from = `${start.year}-${String(start.month).padStart(2, '0')}-${String(start.day).padStart(2, '0')}T00:00`;
    await expect(page).toHaveURL(new RegExp(`from=${from.replace(':', '(:|%3A)')}`));
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    const asked = calls.at(-1)!;
    const startTime = Number(asked.searchParams.get('startTime'));
    expect(startTime).toBe(Date.UTC(start.year, start.month - 1, start.day) / 1000 - 8 * 3600);

    // The screen shows what the backend has for that period, and the export says the same.
    const answer = await request.get('/dxc/api_get_report', {
      params: {
        type,
        startTime,
        endTime: asked.searchParams.get('endTime')!,
        access_token: session.token,
      },
    });
    const rows = ((await answer.json()).data as unknown[]).length;
    const { count } = await loadedTable(page, t, type);
    expect(count).toBe(rows);
    await exportMatchesScreen(page, t, type);

    // A start after the end: the seed's message, the address and the calls unchanged.
    const url = page.url();
    const asking = calls.length;
    await segment(page, lang, t.report.range.start, 'year').click();
    await page.keyboard.type(String(start.year + 1));
    await page.getByRole('button', { name: t.report.range.apply, exact: true }).click();
    await expect(page.getByText(t.validation.tempDetail.checkDate2, { exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(calls.length).toBe(asking);
    expect(page.url()).toBe(url);
  });
});

/**
 * Temperature-gradient meters, pressure meters and solar radiation (part 2 §2.7, §2.9, §9; issue 17) as a
 * new user would go, against the reference backend in Chinese and in English at phone size, by tapping from
 * home: the gradient meters → a meter → its curves keyed by thermometer name and the latest value of each;
 * the pressure meters (MPa = raw / 1000) → a meter → its chart and inlet and outlet lists; solar radiation →
 * the chart and the list of today, a day back per page until 'no more', and a range picked on the calendar.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dateFieldLocale } from '../../src/domain/time.ts';
import { chart as chartTexts } from '../../src/i18n/messages/chart.ts';
import { ACCOUNTS, expect, inBothLanguages, type Lang, signInAs, test } from './support/fixtures';

const SITE_ZONE = 'Asia/Shanghai';
const DAY_S = 86_400;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A day of the site calendar, `days` days before today. */
function siteDay(days: number) {
  const at = new Date(Date.now() - days * DAY_S * 1000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: SITE_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day', string>;
  const pad = (n: string) => n.padStart(2, '0');
  const iso = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  // 00:00 of that day in the site zone (UTC+8, no daylight saving), epoch seconds.
  const startS = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 1000 - 8 * 3600;
  return { iso, startS, at };
}

/** How the calendar names a day (react-aria's cell label) in the locale the demo gives its date fields. */
function calendarName(at: Date, lang: Lang) {
  const text = new Intl.DateTimeFormat(dateFieldLocale(lang), {
    timeZone: SITE_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  return new RegExp(escapeRegExp(text));
}

/** Taps a day in the open calendar, going back a month when the day is not in the one shown. */
async function tapDay(page: Page, lang: Lang, at: Date) {
  const dialog = page.getByRole('dialog');
  const cell = dialog.getByRole('button', { name: calendarName(at, lang), disabled: false });
  if ((await cell.count()) === 0) {
    await dialog.getByRole('button', { name: chartTexts[lang].candle.previousMonth }).click();
  }
  await cell.click();
}

/** Picks a radio (a segment) by its visible name: a tap on its label, as a finger would. */
async function choose(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

/** Calls of a path the page makes, with their query. */
function callsTo(page: Page, path: string) {
  const calls: URLSearchParams[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === path) calls.push(url.searchParams);
  });
  return calls;
}

async function api<T>(request: APIRequestContext, token: string, path: string, params = {}): Promise<T> {
  const res = await request.get(path, { params: { ...params, access_token: token } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as T;
}

/** The rows of a value table (its header row left out). */
const bodyRows = (table: Locator) => table.locator('tbody tr');

inBothLanguages('instruments', (lang) => {
  test('gradient meters → a meter → its curves by thermometer, over another period', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const meters = await api<{ c_td_id: number; c_td_instrument_name: string; thermometers: string[] }[]>(
      request,
      session.token,
      '/aggregate/getTemperatureGradient',
    );
    expect(meters.length).toBeGreaterThan(0);
    const meter = meters[lang === 'zh' ? 0 : meters.length - 1]!;
    const curveCalls = callsTo(page, '/aggregate/getTemperatureGradientData');

    await page.goto('/main_new');
    await page.locator('a[href="/tab/temperatureGradient"]').first().click();
    await expect(page).toHaveURL(/\/tab\/temperatureGradient$/);
    const list = page.getByRole('list', { name: t.instruments.gradient.label });
    await expect(list.getByRole('article')).toHaveCount(meters.length);
    await expect(page.getByText(fill(t.instruments.gradient.count, { count: meters.length }))).toBeVisible();
    const card = list.getByRole('article').filter({ hasText: meter.c_td_instrument_name });
    for (const name of meter.thermometers) await expect(card.getByText(name, { exact: true })).toBeVisible();

    await card
      .getByRole('link', { name: fill(t.instruments.gradient.open, { name: meter.c_td_instrument_name }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/tab/temperatureGradientCure\\?id=${meter.c_td_id}&name=`));
    await expect(page.getByRole('heading', { level: 1, name: meter.c_td_instrument_name })).toBeVisible();

    // The curves: drawn, one toggle per thermometer, by name; and the latest value of each.
    const curve = page.getByRole('region', {
      name: fill(t.instruments.gradient.curve, { name: meter.c_td_instrument_name }),
    });
    await expect(curve.locator('canvas').first()).toBeVisible();
    for (const name of meter.thermometers) {
      await expect(curve.getByRole('checkbox', { name })).toBeChecked();
    }
    const latest = page.getByRole('region', { name: t.instruments.gradient.latest });
    await expect(latest.getByRole('term')).toHaveText(meter.thermometers);
    await expect(latest.getByRole('definition').first()).toHaveText(/^-?\d+\.\d\s*°C$/);
    // The last 3 days by default, up to the server's now.
    const daysAsked = () =>
      curveCalls.map((q) => Math.round((Date.now() / 1000 - Number(q.get('startTime'))) / DAY_S));
    expect(daysAsked()).toContain(3);
    expect(curveCalls.every((q) => !q.has('endTime'))).toBe(true);

    // The last 7 days: asked again, the choice in the address.
    await choose(page, t.instruments.window.day7);
    await expect(page).toHaveURL(/period=day7/);
    await expect.poll(daysAsked).toContain(7);
    await expect(curve.locator('canvas').first()).toBeVisible();

    // A thermometer toggled off leaves the others drawn.
    await curve
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: meter.thermometers[0]!, exact: true }) })
      .click();
    await expect(curve.getByRole('checkbox', { name: meter.thermometers[0]! })).not.toBeChecked();
    await expect(curve.getByRole('checkbox', { name: meter.thermometers[1]! })).toBeChecked();

    // Back to the list by the back arrow.
    await page.getByRole('button', { name: t.ui.back, exact: true }).click();
    await expect(page).toHaveURL(/\/tab\/temperatureGradient$/);
  });

  test('a gradient curve address without a usable id says so', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/tab/temperatureGradientCure');
    await expect(page.getByText(t.instruments.gradient.missingId)).toBeVisible();
    await page.goto('/tab/temperatureGradientCure?id=abc&name=x');
    await expect(page.getByText(fill(t.instruments.gradient.badId, { id: 'abc' }))).toBeVisible();
    await page.goto('/tab/temperatureGradientCure?id=999');
    await expect(page.getByText(fill(t.instruments.gradient.unknown, { id: '999' }))).toBeVisible();
    await page.getByRole('link', { name: t.instruments.gradient.backToList }).click();
    await expect(page).toHaveURL(/\/tab\/temperatureGradient$/);
    await page.goto('/tab/pressureDetails?c_id=');
    await expect(page.getByText(t.instruments.pressure.missingId)).toBeVisible();
  });

  test('pressure meters in MPa → a meter → its chart and inlet and outlet lists', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const meters = await api<{ c_id: number; c_name: string; in_value: number; out_value: number }[]>(
      request,
      session.token,
      '/pqt/pressure_list',
    );
    const meter = meters[lang === 'zh' ? 0 : 1]!;

    await page.goto('/main_new');
    await page.locator('a[href="/tab/pressure"]').first().click();
    await expect(page).toHaveURL(/\/tab\/pressure$/);
    const list = page.getByRole('list', { name: t.instruments.pressure.label });
    await expect(list.getByRole('article')).toHaveCount(meters.length);
    const card = list.getByRole('article').filter({ hasText: meter.c_name });
    // raw / 1000, three decimals (the list may have moved on by one report since the API was asked).
    await expect(card.getByRole('definition').nth(0)).toHaveText(/^\d\.\d{3}\s*MPa$/);
    const shownIn = Number((await card.getByRole('definition').nth(0).textContent())!.replace('MPa', ''));
    expect(Math.abs(shownIn - meter.in_value / 1000)).toBeLessThan(0.05);
    await expect(card.getByRole('definition').nth(2)).toHaveText(/^\d\.\d{3}\s*MPa$/);
    await expect(card.getByRole('definition').nth(1)).toContainText(t.instruments.pressure.lastAt);

    await card.getByRole('link', { name: fill(t.instruments.pressure.open, { name: meter.c_name }) }).click();
    await expect(page).toHaveURL(new RegExp(`/tab/pressureDetails\\?c_id=${meter.c_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: meter.c_name })).toBeVisible();

    const chart = page.getByRole('region', {
      name: fill(t.instruments.pressure.chart, { name: meter.c_name }),
    });
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart.getByRole('checkbox', { name: t.instruments.pressure.inlet })).toBeChecked();
    await expect(chart.getByRole('checkbox', { name: t.instruments.pressure.outlet })).toBeChecked();

    const inTable = page.getByRole('table', { name: new RegExp(`^${t.instruments.pressure.inList}`) });
    const outTable = page.getByRole('table', { name: new RegExp(`^${t.instruments.pressure.outList}`) });
    await expect(bodyRows(inTable)).toHaveCount(24);
    await expect(bodyRows(outTable)).toHaveCount(24);
    await expect(bodyRows(inTable).first().getByRole('cell')).toHaveText(/^\d\.\d{3}$/);
    await expect(
      inTable.getByRole('columnheader', { name: `${t.instruments.pressure.inlet} MPa` }),
    ).toBeVisible();
    // The newest inlet value is the latest pressure shown above the lists.
    const latest = page.getByRole('region', { name: t.instruments.pressure.latest });
    const newest = (await bodyRows(inTable).first().getByRole('cell').textContent())!;
    await expect(latest.getByRole('definition').first()).toContainText(newest);

    // More rows of the inlet list; the last 3 days hold more readings than the last 24 hours.
    await page
      .getByRole('button', { name: fill(t.instruments.table.showMore, { count: 24 }) })
      .first()
      .click();
    await expect(bodyRows(inTable)).toHaveCount(48);
    const dayCount = Number(
      /\d+$/.exec((await inTable.locator('caption').textContent())!.trim().replace(/\D+$/, ''))![0],
    );
    await choose(page, t.instruments.window.day3);
    await expect(page).toHaveURL(/period=day3/);
    await expect(bodyRows(inTable)).toHaveCount(24);
    await expect
      .poll(async () =>
        Number(/\d+$/.exec((await inTable.locator('caption').textContent())!.trim().replace(/\D+$/, ''))![0]),
      )
      .toBeGreaterThan(dayCount * 2);
  });

  test('solar radiation: today, a day back per page until no more, and a range from the calendar', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const calls = callsTo(page, '/pqt/solar_radiation');
    const today = siteDay(0);
    const yesterday = siteDay(1);
    const twoDaysAgo = siteDay(2);

    await page.goto('/main_new');
    await page.locator('a[href="/temperature/solarRadiationMeter"]').first().click();
    await expect(page).toHaveURL(/\/temperature\/solarRadiationMeter$/);

    // Today: the chart and the list of today's readings, newest first.
    const chart = page.getByRole('region', { name: t.instruments.solar.chart });
    await expect(chart.locator('canvas').first()).toBeVisible();
    const table = page.getByRole('table', {
      name: new RegExp(`^${escapeRegExp(fill(t.instruments.solar.listDay, { day: today.iso }))}`),
    });
    await expect(table).toBeVisible();
    await expect(bodyRows(table).first()).toContainText(today.iso);
    await expect(
      table.getByRole('columnheader', { name: `${t.instruments.solar.radiation} W/m²` }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: t.instruments.solar.meter }).getByText(/W\/m²/),
    ).toBeVisible();
    expect(calls.some((q) => Number(q.get('startTime')) === today.startS)).toBe(true);
    const todayRows = await bodyRows(table).count();

    // The day before: its own window, one day back, under today's readings.
    const earlier = page.getByRole('button', { name: t.instruments.solar.earlier });
    await earlier.click();
    await expect
      .poll(() =>
        calls.some(
          (q) =>
            Number(q.get('startTime')) === yesterday.startS && Number(q.get('endTime')) === today.startS - 1,
        ),
      )
      .toBe(true);
    const twoDays = page.getByRole('table', {
      name: new RegExp(
        `^${escapeRegExp(fill(t.instruments.solar.listDays, { from: yesterday.iso, to: today.iso }))}`,
      ),
    });
    await expect(bodyRows(twoDays)).toHaveCount(todayRows + 144);
    await expect(bodyRows(twoDays).last()).toContainText(`${yesterday.iso}`);

    // Back day by day until a day without readings: 'no more', and no button.
    for (let i = 0; i < 12 && (await earlier.isVisible()); i++) {
      const before = calls.length;
      await earlier.click();
      await expect.poll(() => calls.length).toBeGreaterThan(before);
      await expect(earlier.or(page.getByText(t.common.noMore, { exact: true }))).toBeVisible();
      await expect(page.getByRole('button', { name: t.instruments.solar.loadingEarlier })).toHaveCount(0);
    }
    await expect(page.getByText(t.common.noMore, { exact: true })).toBeVisible();
    await expect(earlier).toHaveCount(0);

    // A range on the calendar: two days ago to yesterday; the chart covers both, the list starts yesterday.
    await page.getByRole('button', { name: chartTexts[lang].candle.openCalendar }).click();
    await tapDay(page, lang, twoDaysAgo.at);
    await tapDay(page, lang, yesterday.at);
    await expect(page).toHaveURL(new RegExp(`from=${twoDaysAgo.iso}&to=${yesterday.iso}`));
    await expect
      .poll(() =>
        calls.some(
          (q) =>
            Number(q.get('startTime')) === twoDaysAgo.startS && Number(q.get('endTime')) === today.startS - 1,
        ),
      )
      .toBe(true);
    await expect(chart.locator('canvas').first()).toBeVisible();
    const rangeList = page.getByRole('table', {
      name: new RegExp(`^${escapeRegExp(fill(t.instruments.solar.listDay, { day: yesterday.iso }))}`),
    });
    await expect(bodyRows(rangeList)).toHaveCount(144);
    await expect(bodyRows(rangeList).first()).toContainText(`${yesterday.iso}`);
    await expect(bodyRows(rangeList).first()).toContainText('23:50');
  });
});

/**
 * The comparison screen (/tempduibi, part 2 §2.7) and the record modes of the loop detail (part 1 §4), as a
 * user reaches them by tapping from home, in Chinese and in English at phone size, against the reference
 * backend. Nothing here writes, so both languages share the one database freely.
 */
import type { Locator, Page } from '@playwright/test';
import { chart as chartMessages } from '../../src/i18n/messages/chart.ts';
import { loop as loopMessages } from '../../src/i18n/messages/loop.ts';
import { rack as rackMessages } from '../../src/i18n/messages/rack.ts';
import { ACCOUNTS, expect, inBothLanguages, signInAs, test } from './support/fixtures';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** Taps a react-aria checkbox or radio as a finger would: on its label. */
async function tap(scope: Page | Locator, role: 'checkbox' | 'radio', name: string) {
  // The inner locator of `has` is matched inside each label, so it starts from the page, not the scope.
  const page = 'page' in scope ? scope.page() : scope;
  await scope
    .locator('label')
    .filter({ has: page.getByRole(role, { name, exact: true }) })
    .click();
}

/** A chart card by its heading. */
const chartCard = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The plot of a chart card (the element that takes pointer and keyboard input). */
const plotOf = (card: Locator) => card.locator('[role="application"]');

inBothLanguages('comparison', (lang) => {
  const chart = chartMessages[lang];

  test('block age comparison: blocks 6 to 11, then one block', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    await page.getByRole('link', { name: t.home.shortcuts.compare }).click();
    await expect(page).toHaveURL(/\/tempduibi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.app.route.tempduibi);

    const card = chartCard(page, t.comparison.block.title);
    const picker = card.getByRole('group', { name: t.comparison.block.picker, exact: true });
    for (const block of [6, 7, 8, 9, 10, 11]) {
      await expect(
        picker.getByRole('checkbox', { name: fill(t.comparison.block.name, { block }), exact: true }),
      ).toBeChecked();
    }
    await expect(
      picker.getByRole('checkbox', { name: fill(t.comparison.block.name, { block: 12 }), exact: true }),
    ).not.toBeChecked();
    await expect(card.getByText(fill(t.comparison.block.chosen, { count: 6 }))).toBeVisible();

    // Six lines by concrete age, and a legend naming the six blocks.
    await expect(plotOf(card)).toHaveAttribute(
      'data-series',
      'block-6,block-7,block-8,block-9,block-10,block-11',
    );
    const legend = card.getByRole('group', { name: chart.plot.legend, exact: true });
    await expect(legend.getByRole('checkbox')).toHaveCount(6);
    for (const block of [6, 7, 8, 9, 10, 11]) {
      await expect(
        legend.getByRole('checkbox', { name: fill(t.comparison.block.name, { block }), exact: true }),
      ).toBeChecked();
    }
    await expect(plotOf(card).locator('svg')).toContainText(fill(chart.plot.dayN, { n: 50 }));

    // None chosen: the picker and the chart say to choose one; then block 9 alone.
    await card.getByRole('button', { name: t.comparison.block.clear }).click();
    await expect(card.getByText(t.comparison.block.chooseBlock).first()).toBeVisible();
    await expect(plotOf(card)).toHaveCount(0);
    await tap(picker, 'checkbox', fill(t.comparison.block.name, { block: 9 }));
    await expect(plotOf(card)).toHaveAttribute('data-series', 'block-9');
    await expect(legend.getByRole('checkbox')).toHaveCount(1);
    await expect(
      legend.getByRole('checkbox', { name: fill(t.comparison.block.name, { block: 9 }), exact: true }),
    ).toBeChecked();
    await expect(page).toHaveURL(/[?&]blocks=9(&|$)/);

    // The choice is in the address: a reload keeps it.
    await page.reload();
    await expect(plotOf(chartCard(page, t.comparison.block.title))).toHaveAttribute('data-series', 'block-9');
  });

  test('gradient comparison: one thermometer asks for a second, two draw the curve, a third is refused', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    await page.getByRole('link', { name: t.home.shortcuts.compare }).click();
    await expect(page).toHaveURL(/\/tempduibi$/);

    const card = chartCard(page, t.comparison.gradient.title);
    await card.scrollIntoViewIfNeeded();
    const picker = card.getByRole('group', { name: t.comparison.gradient.thermometers });
    const boxes = picker.getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    const names = await picker.locator('label').allTextContents();
    const [shallow, second, third, , deep] = names.map((n) => n.replace('✓', '').trim()) as string[];

    // At first the shallowest and the deepest: their curves and the difference.
    await expect(picker.getByRole('checkbox', { name: shallow! })).toBeChecked();
    await expect(picker.getByRole('checkbox', { name: deep! })).toBeChecked();
    await expect(plotOf(card)).toHaveAttribute(
      'data-series',
      `gradient-${shallow},gradient-${deep},difference`,
    );

    // One thermometer: no curve, the seed's rule says a second is needed.
    await tap(picker, 'checkbox', deep!);
    await expect(card.getByText(chart.compare.chooseTwo)).toBeVisible();
    await expect(plotOf(card)).toHaveCount(0);
    await expect(card.getByText(fill(t.comparison.gradient.chosen, { count: 1, max: 2 }))).toBeVisible();
    // The last one cannot be taken off.
    await tap(picker, 'checkbox', shallow!);
    await expect(card.getByText(t.validation.gradient.min)).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: shallow! })).toBeChecked();

    // Two: the curve shows again.
    await tap(picker, 'checkbox', second!);
    await expect(plotOf(card)).toHaveAttribute(
      'data-series',
      `gradient-${shallow},gradient-${second},difference`,
    );
    const legend = card.getByRole('group', { name: chart.plot.legend, exact: true });
    await expect(legend.getByRole('checkbox')).toHaveCount(3);

    // A third is refused with the message; the two stay.
    await tap(picker, 'checkbox', third!);
    await expect(card.getByText(t.validation.gradient.max)).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: third! })).not.toBeChecked();
    await expect(plotOf(card)).toHaveAttribute(
      'data-series',
      `gradient-${shallow},gradient-${second},difference`,
    );

    // Another gradient meter: its own thermometers, the shallowest and deepest compared.
    const meters = card.getByRole('radiogroup', { name: t.comparison.gradient.meter });
    const otherMeter = ((await meters.locator('label').nth(1).textContent()) ?? '').trim();
    await tap(meters, 'radio', otherMeter);
    await expect(boxes.first()).not.toHaveAccessibleName(shallow!);
    const otherNames = (await picker.locator('label').allTextContents()).map((n) =>
      n.replace('✓', '').trim(),
    );
    await expect(plotOf(card)).toHaveAttribute(
      'data-series',
      `gradient-${otherNames[0]},gradient-${otherNames[otherNames.length - 1]},difference`,
    );
  });

  test('record modes on a loop detail: the chart reloads in the mode, and the address keeps it', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(120_000); // a long walk through several screens, each loading its data
    const w = { loop: loopMessages[lang], rack: rackMessages[lang] };
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    await page.locator('a[href="/tab/racks"]').first().click();
    await page
      .getByRole('list', { name: w.rack.list.title })
      .getByRole('link')
      .nth(lang === 'zh' ? 1 : 2)
      .click();
    await page.getByRole('link', { name: new RegExp(`^${w.rack.menu.loops}`) }).click();
    await expect(page).toHaveURL(/\/loops$/);
    await page.locator('a[href*="/loops/"]').first().click();
    await expect(page).toHaveURL(/\/tab\/racksId\/\d+\/loops\/\d+$/);

    // Every reading of the chosen days, as candles, at first.
    await expect(page.locator('section[data-mode="candles"]')).toBeVisible();
    const modes = page.locator('[data-record-modes]');
    await expect(modes.getByRole('radio', { name: w.loop.detail.record.real })).toBeChecked();
    await expect(modes.getByText(w.loop.detail.record.showsDays)).toBeVisible();

    const recordsCall = (check: (query: string) => boolean) =>
      page.waitForRequest((r) => {
        if (!r.url().includes('api_getMoreLoopData')) return false;
        return check(decodeURIComponent(r.url()));
      });

    // Hourly averages: the chart loads them and draws a line.
    const averaged = recordsCall((q) => q.includes('mode[whichMode]=average') && q.includes('start='));
    await tap(modes, 'radio', w.loop.detail.record.average);
    await averaged;
    await expect(page).toHaveURL(/[?&]data=average/);
    const chartSection = page
      .locator('section')
      .filter({ has: page.locator('[role="application"]') })
      .first();
    await expect(chartSection.locator('[role="application"]')).toHaveAttribute('data-series', 'flow');
    await expect(page.locator('section[data-mode="candles"]')).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(51);

    // The last 2 hours (define, default 2).
    const defined = recordsCall(
      (q) => q.includes('mode[which]=define') && q.includes('mode[input_hour]=2') && !q.includes('start='),
    );
    await tap(modes, 'radio', w.loop.detail.record.define);
    await defined;
    const hours = modes.getByRole('textbox', { name: w.loop.detail.record.hours });
    await expect(hours).toHaveValue('2');
    await expect(modes.getByText(fill(w.loop.detail.record.showsHours, { hours: 2 }))).toBeVisible();

    // An empty hour count: 'Please enter the hour'.
    await hours.fill('');
    await expect(modes.getByText(t.validation.tempDetail.enterHour)).toBeVisible();
    const six = recordsCall((q) => q.includes('mode[which]=define') && q.includes('mode[input_hour]=6'));
    await hours.fill('6');
    await six;
    await expect(modes.getByText(t.validation.tempDetail.enterHour)).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]time=define/);
    await expect(page).toHaveURL(/[?&]hours=6/);

    // A reload keeps the modes; so does going to the loop control and back.
    await page.reload();
    const again = page.locator('[data-record-modes]');
    await expect(again.getByRole('radio', { name: w.loop.detail.record.average })).toBeChecked();
    await expect(again.getByRole('radio', { name: w.loop.detail.record.define })).toBeChecked();
    await expect(again.getByRole('textbox', { name: w.loop.detail.record.hours })).toHaveValue('6');
    await page.getByRole('link', { name: w.loop.detail.control }).click();
    await expect(page).toHaveURL(/\/loopctrl/);
    await page.goBack();
    await expect(
      page.locator('[data-record-modes]').getByRole('textbox', { name: w.loop.detail.record.hours }),
    ).toHaveValue('6');

    // The latest records, every reading: candles again.
    await tap(page.locator('[data-record-modes]'), 'radio', w.loop.detail.record.real);
    await tap(page.locator('[data-record-modes]'), 'radio', w.loop.detail.record.latest);
    await expect(page).not.toHaveURL(/[?&](data|hours)=/);
    await expect(page.locator('section[data-mode]').first()).toBeVisible();
    await expect(page.getByText(w.loop.detail.record.showsLatest)).toBeVisible();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { forecast as messages } from '../../../i18n/messages/forecast';
import { CoolingForecast } from './CoolingForecast';
import {
  coolingBay,
  flatBay,
  gappyBay,
  nearBay,
  reachedBay,
  retiredBay,
  silentBay,
  tooSlowBay,
  warmingBay,
} from './CoolingForecast.fixtures';
import { formatRate } from './format';

/** The facts shown, as label → value. */
function facts(root: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const fact of root.querySelectorAll('[data-fact]')) {
    // Values keep their unit with a no-break space; compare them as read.
    out[fact.querySelector('dt')!.textContent!] = fact.querySelector('dd')!.textContent!.replace(/\s+/g, ' ');
  }
  return out;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('CoolingForecast', () => {
  it('shows the expected date in the site zone, the days to go, the three facts and the method', async () => {
    const zh = messages.zh;
    const screen = await render(
      <DamProvider language="zh">
        <CoolingForecast forecast={coolingBay} />
      </DamProvider>,
    );
    const card = screen.getByRole('region', { name: zh.title });
    await expect.element(card).toBeVisible();
    await expect.element(card).toHaveAttribute('data-status', 'expected');
    await expect.element(screen.getByText(zh.expectedDate)).toBeVisible();
    // 3.2 days after 2026-11-20 10:00 in Shanghai.
    await expect.element(screen.getByText('2026-11-23')).toBeVisible();
    await expect.element(screen.getByText('3 天后')).toBeVisible();
    expect(facts(screen.container)).toEqual({
      [zh.target]: '19.0 °C',
      [zh.current]: '20.3 °C',
      [zh.rate]: '0.35 °C/d',
    });
    await expect.element(screen.getByText(fill(zh.method.stage, { days: 3, target: '19.0' }))).toBeVisible();
  });

  it('dates a bay in another site zone by that zone', async () => {
    const screen = await render(
      <DamProvider language="en" timeZone="America/Los_Angeles">
        <CoolingForecast forecast={coolingBay} />
      </DamProvider>,
    );
    // 2026-11-23 14:48 in Shanghai is still the 22nd in Los Angeles.
    await expect.element(screen.getByText('2026-11-22')).toBeVisible();
    await expect.element(screen.getByText('In 3 days')).toBeVisible();
  });

  it('says within a day when the target is that close, and names a current target as such', async () => {
    const screen = await render(
      <DamProvider language="en">
        <CoolingForecast forecast={nearBay} />
      </DamProvider>,
    );
    await expect.element(screen.getByText(messages.en.withinDay)).toBeVisible();
    await expect
      .element(screen.getByText(fill(messages.en.method.current, { days: 3, target: '18.0' })))
      .toBeVisible();
  });

  const en = messages.en;
  it.each([
    {
      name: 'reached',
      forecast: reachedBay,
      status: 'reached',
      title: en.reached.title,
      detail: fill(en.reached.detail, { current: '17.9', target: '18.0' }),
    },
    {
      name: 'warming',
      forecast: warmingBay,
      status: 'willNotReach',
      title: en.willNotReach.title,
      detail: fill(en.willNotReach.warming, { rate: '-2.19' }),
    },
    {
      name: 'flat',
      forecast: flatBay,
      status: 'willNotReach',
      title: en.willNotReach.title,
      detail: fill(en.willNotReach.flat, { rate: '0.00' }),
    },
    {
      name: 'too slow',
      forecast: tooSlowBay,
      status: 'willNotReach',
      title: en.willNotReach.title,
      detail: fill(en.willNotReach.tooSlow, { rate: formatRate(tooSlowBay.ratePerDay ?? 0) }),
    },
  ])('says $name with its reason, in English', async ({ forecast, status, title, detail }) => {
    const screen = await render(
      <DamProvider language="en">
        <CoolingForecast forecast={forecast} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('region', { name: en.title }))
      .toHaveAttribute('data-status', status);
    await expect.element(screen.getByText(title)).toBeVisible();
    await expect.element(screen.getByText(detail, { exact: false })).toBeVisible();
  });

  it('explains too few days, with the method on the days that had readings', async () => {
    const screen = await render(
      <DamProvider language="en">
        <CoolingForecast forecast={gappyBay} />
      </DamProvider>,
    );
    await expect.element(screen.getByText(en.notEnoughData.title)).toBeVisible();
    await expect.element(screen.getByText(fill(en.notEnoughData.tooFewDays, { days: 3 }))).toBeVisible();
    await expect
      .element(screen.getByText(fill(en.method.stagePartial, { days: 3, withReadings: 1, target: '19.0' })))
      .toBeVisible();
    expect(facts(screen.container)[en.rate]).toBe(en.none);
    expect(screen.container.querySelector('[data-fact="rate"] dd')).toHaveAttribute('data-missing', 'true');
  });

  it('dates the last reading of a bay whose readings are old, without a method', async () => {
    const screen = await render(
      <DamProvider language="en">
        <CoolingForecast forecast={retiredBay} />
      </DamProvider>,
    );
    // The last reading, 117 days before 2026-11-20 10:00 in Shanghai.
    await expect.element(screen.getByText('2026-07-26', { exact: false })).toBeVisible();
    expect(screen.container.querySelector('[data-method]')).toBeNull();
  });

  it('says there are no readings', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <CoolingForecast forecast={silentBay} />
      </DamProvider>,
    );
    await expect.element(screen.getByText(messages.zh.notEnoughData.noReadings)).toBeVisible();
    expect(facts(screen.container)[messages.zh.current]).toBe(messages.zh.none);
  });

  it('shows loading', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <CoolingForecast forecast={undefined} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('region', { name: messages.zh.title }))
      .toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error with retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <CoolingForecast forecast={coolingBay} error onRetry={onRetry} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('alert')).toMatchTextContent(new RegExp(messages.en.loadError));
    await userEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.container.querySelector('[data-status]')).toBeNull();
  });

  it('keeps the three facts in one row inside a phone width, with className and style on the root', async () => {
    const screen = await render(
      <DamProvider language="en">
        <div style={{ width: 358 }}>
          <CoolingForecast forecast={coolingBay} className="portal" style={{ marginTop: 3 }} title={null} />
        </div>
      </DamProvider>,
    );
    await expect.element(screen.getByRole('region', { name: messages.en.title })).toBeVisible();
    const root = screen.container.querySelector('section')!;
    expect(root).toHaveClass('portal');
    expect(root.style.marginTop).toBe('3px');
    expect(root).toHaveAccessibleName(messages.en.title);
    const tops = [...root.querySelectorAll('[data-fact]')].map((f) => f.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(1);
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  });
});

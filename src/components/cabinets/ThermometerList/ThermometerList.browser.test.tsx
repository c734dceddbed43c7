import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { cabinetThermometers, FIXTURE_NOW } from '../LoopList/LoopList.fixtures';
import { ThermometerList, type ThermometerRow } from './ThermometerList';

const base: ThermometerRow = {
  loop: 3,
  name: '22# 坝段 1452 m 温度计 T3',
  reportedAt: FIXTURE_NOW - 5 * 60_000,
  temp: { kind: 'value', celsius: 27.4 },
};

describe('ThermometerList', () => {
  it('shows each temperature in °C, not collected for 0, and flags stale thermometers', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <ThermometerList
          now={FIXTURE_NOW}
          rows={[
            base,
            { ...base, loop: 4, name: 'T4', temp: { kind: 'notCollected' } },
            { ...base, loop: 5, name: 'T5', reportedAt: FIXTURE_NOW - 3_600_000 },
            { ...base, loop: 6, name: 'T6', reportedAt: FIXTURE_NOW - 3_600_001 },
            { ...base, loop: 7, name: 'T7', reportedAt: null },
          ]}
        />
      </DamProvider>,
    );
    const rows = screen.getByRole('article');
    await expect.element(rows.nth(0).getByText('27.4 °C')).toBeVisible();
    await expect.element(rows.nth(1).getByText('未采集')).toBeVisible();
    // Exactly one hour is still ok; a millisecond more is an error.
    await expect.element(rows.nth(2)).toHaveAttribute('data-health', 'ok');
    await expect.element(rows.nth(3)).toHaveAttribute('data-health', 'error');
    await expect.element(rows.nth(3).getByText('超过 1 小时无数据上报')).toBeVisible();
    await expect.element(rows.nth(4)).toHaveAttribute('data-health', 'error');
    await expect.element(screen.getByText('2 个异常')).toBeVisible();
  });

  it('searches on name and opens a thermometer by number typed by hand', async () => {
    const onOpenLoop = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <ThermometerList rows={cabinetThermometers()} now={FIXTURE_NOW} onOpenLoop={onOpenLoop} />
      </DamProvider>,
    );
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search thermometers by name' }), 't21');
    await expect.element(screen.getByText('1 of 24')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Enter loop no.' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Loop number' }), '21');
    await userEvent.keyboard('{Enter}');
    expect(onOpenLoop).toHaveBeenCalledWith(21);
  });

  it('shows the empty state', async () => {
    const screen = await render(
      <DamProvider language="en">
        <ThermometerList rows={[]} now={FIXTURE_NOW} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('This cabinet has no thermometers')).toBeVisible();
  });
});

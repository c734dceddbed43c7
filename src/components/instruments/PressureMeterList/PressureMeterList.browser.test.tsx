import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { PressureMeterList } from './PressureMeterList';
import { FIXTURE_NOW, meters } from './PressureMeterList.fixtures';

describe('PressureMeterList', () => {
  it('shows inlet and outlet pressure in MPa with three decimals and their times in the site zone', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <PressureMeterList
          meters={meters}
          now={FIXTURE_NOW}
          hrefFor={(m) => `/tab/pressureDetails?c_id=${m.id}`}
        />
      </DamProvider>,
    );
    await expect.element(screen.getByText('共 5 台压力计')).toBeVisible();
    const list = screen.getByRole('list', { name: '压力计' });
    const first = list.getByRole('article').first();
    await expect.element(first).toHaveAttribute('data-health', 'ok');
    await expect.element(first.getByRole('definition').nth(0)).toHaveTextContent('0.404 MPa');
    await expect.element(first.getByRole('definition').nth(2)).toHaveTextContent('0.129 MPa');
    // FIXTURE_NOW - 4 min is 2026-11-20 09:56 in Shanghai.
    await expect.element(first.getByText('2026-11-20 09:56').first()).toBeVisible();
    await expect
      .element(list.getByRole('link', { name: '查看河床01号智能柜主管压力的进出口压力' }))
      .toHaveAttribute('href', '/tab/pressureDetails?c_id=3');
    // Silent for three hours, and never heard.
    await expect.element(list.getByRole('article').nth(3)).toHaveAttribute('data-health', 'error');
    const never = list.getByRole('article').nth(4);
    await expect.element(never).toHaveAttribute('data-health', 'error');
    await expect.element(never.getByText('未采集').first()).toHaveAttribute('data-missing', 'true');
    await expect.element(never.getByRole('definition').nth(1)).toHaveTextContent('更新于 从未');
  });

  it('opens a meter by press', async () => {
    const onOpenMeter = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <PressureMeterList meters={meters} now={FIXTURE_NOW} onOpenMeter={onOpenMeter} />
      </DamProvider>,
    );
    await userEvent.click(
      screen.getByRole('link', { name: 'Open the inlet and outlet pressure of 左岸01号智能柜主管压力' }),
    );
    expect(onOpenMeter).toHaveBeenCalledWith(meters[0]);
  });

  it('shows loading, empty, and an error with retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <PressureMeterList meters={undefined} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Loading...')).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <PressureMeterList meters={[]} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('No pressure meters')).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <PressureMeterList meters={undefined} error onRetry={onRetry} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/pressure meters could not be loaded/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

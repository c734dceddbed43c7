import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { GradientMeterList } from './GradientMeterList';
import { bare, meters } from './GradientMeterList.fixtures';

describe('GradientMeterList', () => {
  it('lists meters with their thermometers by name and links to their curves', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <GradientMeterList
          meters={[...meters, bare]}
          hrefFor={(m) => `/tab/temperatureGradientCure?id=${m.id}`}
        />
      </DamProvider>,
    );
    await expect.element(screen.getByText('共 4 台梯度仪')).toBeVisible();
    const list = screen.getByRole('list', { name: '温度梯度仪' });
    await expect
      .element(list.getByRole('link', { name: '查看19#-010温度梯度仪的曲线' }))
      .toHaveAttribute('href', '/tab/temperatureGradientCure?id=1');
    const first = list.getByRole('article').first();
    await expect.element(first).toHaveAttribute('data-thermometers', '5');
    await expect.element(first.getByText('5 支温度计')).toBeVisible();
    await expect.element(first.getByText('TD19-010-0.1m')).toBeVisible();
    await expect.element(first.getByText('TD19-010-3m')).toBeVisible();
    await expect.element(list.getByRole('article').nth(3)).toHaveAttribute('data-thermometers', '0');
    await expect.element(screen.getByText('未配置温度计')).toBeVisible();
  });

  it('opens a meter by press', async () => {
    const onOpenMeter = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <GradientMeterList meters={meters} onOpenMeter={onOpenMeter} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('3 gradient meters')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Open the curves of 19#-012温度梯度仪' }));
    expect(onOpenMeter).toHaveBeenCalledWith(meters[2]);
  });

  it('shows loading, empty, and an error with retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <GradientMeterList meters={undefined} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Loading...')).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <GradientMeterList meters={[]} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('No temperature gradient meters')).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <GradientMeterList meters={undefined} error onRetry={onRetry} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/gradient meters could not be loaded/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

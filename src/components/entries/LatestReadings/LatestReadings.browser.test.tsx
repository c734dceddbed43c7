import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { LatestReadings } from './LatestReadings';
import { pressures, thermometers } from './LatestReadings.fixtures';

describe('LatestReadings', () => {
  it('lists each point with its value, unit and time in the site zone', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <LatestReadings title="最新压力" readings={pressures} unit="MPa" decimals={3} />
      </DamProvider>,
    );
    const region = screen.getByRole('region', { name: '最新压力' });
    await expect.element(region.getByRole('term').first()).toHaveTextContent('进口压力');
    await expect.element(region.getByRole('definition').nth(0)).toHaveTextContent('0.404 MPa');
    await expect.element(region.getByRole('definition').nth(2)).toHaveTextContent('0.129 MPa');
    // FIXTURE_NOW - 5 min is 2026-11-20 09:55 in Shanghai.
    await expect.element(region.getByText('2026-11-20 09:55').first()).toBeVisible();
  });

  it('says when a point has no reading', async () => {
    const screen = await render(
      <DamProvider language="en">
        <LatestReadings title="Latest" readings={thermometers} unit="°C" decimals={1} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('No reading')).toHaveAttribute('data-missing', 'true');
    await expect.element(screen.getByText(/^13\.8/)).toBeVisible();
  });

  it('shows loading and an error with retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <LatestReadings title="Latest" readings={undefined} unit="°C" />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('region', { name: 'Latest' })).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(
      <DamProvider language="en">
        <LatestReadings title="Latest" readings={undefined} unit="°C" error onRetry={onRetry} />
      </DamProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { CabinetMenu } from './CabinetMenu';

const links = {
  loops: '/tab/racksId/12/loops',
  temps: '/tab/racksId/12/temps',
  settings: '/tab/racksId/12/loops/0/loopctrl',
  autoReversal: '/tab/racksId/12/auto_reversal',
};

describe('CabinetMenu', () => {
  it('links loops, thermometers and settings with their count badges', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <CabinetMenu links={links} counts={{ loops: 36, temps: 24, settings: 0 }} hasMainPower={false} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: '流量回路 36 个' }))
      .toHaveAttribute('href', links.loops);
    await expect
      .element(screen.getByRole('link', { name: '温度计 24 个' }))
      .toHaveAttribute('href', links.temps);
    await expect
      .element(screen.getByRole('link', { name: '回路设置 0 个' }))
      .toHaveAttribute('href', links.settings);
  });

  it('hides auto reversal and restart without main power', async () => {
    const screen = await render(
      <DamProvider language="en">
        <CabinetMenu links={links} hasMainPower={false} onRestart={async () => {}} />
      </DamProvider>,
    );
    expect(screen.getByRole('link').elements()).toHaveLength(3);
    expect(screen.getByText('Auto-reversing valve').elements()).toHaveLength(0);
    expect(screen.getByText('Restart cabinet').elements()).toHaveLength(0);
  });

  it('restarts once after confirmation and says so, even when tapped twice', async () => {
    let finish = () => {};
    const onRestart = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const screen = await render(
      <DamProvider language="en">
        <CabinetMenu links={links} hasMainPower onRestart={onRestart} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Auto-reversing valve' }))
      .toHaveAttribute('href', links.autoReversal);
    await userEvent.click(screen.getByRole('button', { name: 'Restart cabinet' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Restart the smart cabinet?' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(screen.getByRole('button', { name: 'Restarting…' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Restarting…' }), { force: true });
    expect(onRestart).toHaveBeenCalledTimes(1);
    finish();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Restart succeeded');
  });

  it('cancelling sends nothing; a failure shows the server message', async () => {
    const onRestart = vi.fn(() => Promise.reject(new Error('cabinet offline')));
    const screen = await render(
      <DamProvider language="en">
        <CabinetMenu links={links} hasMainPower onRestart={onRestart} />
      </DamProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Restart cabinet' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(onRestart).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Restart cabinet' }));
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('cabinet offline');
  });
});

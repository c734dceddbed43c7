import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { CommandOutcome } from '../../../domain';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { AutoReversalPanel, type AutoReversalPanelProps, type ReversalRequest } from './AutoReversalPanel';
import { pressure, reversalLog } from './AutoReversalPanel.fixtures';

type Submit = (request: ReversalRequest) => Promise<CommandOutcome>;

async function setup(props: Partial<AutoReversalPanelProps> = {}, language: Language = 'en') {
  const onSubmit = vi.fn<Submit>(async () => ({ ok: true }));
  const screen = await render(
    <DamProvider language={language}>
      <AutoReversalPanel
        loop={5}
        pressure={pressure}
        logs={reversalLog.slice(0, 10)}
        logTotal={reversalLog.length}
        onSubmit={onSubmit}
        {...props}
      />
    </DamProvider>,
  );
  return { screen, onSubmit: (props.onSubmit ?? onSubmit) as ReturnType<typeof vi.fn<Submit>> };
}

const field = (name: string) => page.getByRole('textbox', { name });
const save = () => userEvent.click(page.getByRole('button', { name: 'Save setting' }));
const notice = () => page.getByTestId('reversal-notice');

describe('AutoReversalPanel', () => {
  it('shows the inlet and outlet pressure texts', async () => {
    await setup();
    await expect.element(page.getByText('0.42 MPa')).toBeVisible();
    await expect.element(page.getByText('0.18 MPa')).toBeVisible();
  });

  it('caps days at 60, hours at 23, minutes at 59 and removes the decimal point', async () => {
    await setup();
    await userEvent.type(field('Days'), '75');
    await expect.element(field('Days')).toHaveValue('60');
    await userEvent.type(field('Hours'), '2.5');
    await expect.element(field('Hours')).toHaveValue('23');
    await userEvent.type(field('Minutes'), '1.5');
    await expect.element(field('Minutes')).toHaveValue('15');
    await userEvent.fill(field('Minutes'), '99');
    await expect.element(field('Minutes')).toHaveValue('59');
    await userEvent.fill(field('Hours'), 'x');
    await expect.element(field('Hours')).toHaveValue('');
  });

  it('sends hours = days·24 + hours and the minutes separately', async () => {
    const { onSubmit } = await setup();
    await userEvent.type(field('Days'), '2');
    await userEvent.type(field('Hours'), '3');
    await userEvent.type(field('Minutes'), '30');
    await save();
    await expect.element(notice()).toHaveTextContent('Setting succeeded');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ mode: 'auto', hours: 51, minutes: 30 });
  });

  it('needs at least one field filled, and sends nothing otherwise', async () => {
    const { onSubmit } = await setup();
    await save();
    await expect.element(notice()).toHaveTextContent('Please fill in the auto-reversal time');
    await userEvent.type(field('Minutes'), '0');
    await save();
    await expect.element(notice()).toHaveTextContent('Please fill in the auto-reversal time');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('switches the direction by hand', async () => {
    const { onSubmit } = await setup();
    await userEvent.click(page.getByRole('radio', { name: 'Manual' }), { force: true });
    await save();
    await expect.element(notice()).toHaveTextContent('Please enter complete data');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('radio', { name: 'Reverse' }), { force: true });
    await save();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ mode: 'manual', direction: 'reverse' });
  });

  it("says 'Setting failed' for a refused setting or a failed call, and sends once per tap", async () => {
    let resolve: (outcome: CommandOutcome) => void = () => {};
    let fail = false;
    const onSubmit = vi.fn<Submit>(() =>
      fail ? Promise.reject(new Error('timeout')) : new Promise((r) => (resolve = r)),
    );
    await setup({ onSubmit });
    await userEvent.type(field('Hours'), '12');
    await userEvent.dblClick(page.getByRole('button', { name: 'Save setting' }));
    await expect.element(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    resolve({ ok: false, reason: 'rejected' });
    await expect.element(notice()).toHaveTextContent('Setting failed');
    fail = true;
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(2);
    await expect.element(notice()).toHaveTextContent('Setting failed');
    // The retry of the same setting carries the same request id.
    expect(onSubmit.mock.calls[1]![0].requestId).toBe(onSubmit.mock.calls[0]![0].requestId);
  });

  it('is read-only without the main-power right: the reason up front, the setting and log, no form', async () => {
    const { onSubmit } = await setup({ refusal: 'noMainPower' }, 'zh');
    await expect.element(page.getByTestId('read-only-notice')).toMatchTextContent(/需要总控权限/);
    expect(page.getByRole('button', { name: '保存设置' }).elements()).toHaveLength(0);
    expect(page.getByRole('textbox').elements()).toHaveLength(0);
    await expect.element(page.getByRole('list', { name: '换向记录' })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists the log with waiting / success / interrupted, 10 a page', async () => {
    const onPageChange = vi.fn();
    await setup({ onPageChange });
    const items = page.getByRole('list', { name: 'Reversal log' }).getByRole('listitem');
    expect(items.elements()).toHaveLength(10);
    await expect.element(items.nth(0)).toHaveAttribute('data-result', 'waiting');
    await expect.element(items.nth(1)).toHaveAttribute('data-result', 'success');
    await expect.element(items.nth(9)).toHaveAttribute('data-result', 'interrupted');
    await expect.element(items.nth(0)).toMatchTextContent(/Automatic · every 12 h/);
    await expect.element(items.nth(3)).toMatchTextContent(/Manual · Reverse/);
    await expect.element(page.getByText('Page 1 of 3')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('starts from the current setting until the user edits', async () => {
    const { onSubmit } = await setup({
      current: { mode: 'auto', direction: null, intervalMinutes: 3 * 1440 + 4 * 60 + 5 },
    });
    await expect
      .element(page.getByTestId('reversal-current'))
      .toHaveTextContent('Current setting Automatic · every 3 d 4 h 5 min');
    await expect.element(field('Days')).toHaveValue('3');
    await expect.element(field('Hours')).toHaveValue('4');
    await expect.element(field('Minutes')).toHaveValue('5');
    await save();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ mode: 'auto', hours: 76, minutes: 5 });
  });

  it('starts in manual mode with the current direction', async () => {
    await setup({ current: { mode: 'manual', direction: 'reverse', intervalMinutes: null } });
    await expect.element(page.getByRole('radio', { name: 'Reverse' })).toBeChecked();
  });

  it('shows loading, empty and error states of the log', async () => {
    const onRetry = vi.fn();
    const { screen } = await setup({ loading: true, logs: undefined, pressure: undefined });
    await expect.element(screen.getByText('Loading...').first()).toBeVisible();
    await screen.unmount();
    await setup({ logs: [], logTotal: 0 });
    await expect.element(page.getByText('No reversal yet')).toBeVisible();
    await setup({ logs: undefined, error: true, onRetry });
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

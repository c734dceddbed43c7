import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { CommandOutcome, LoopCommandRecord } from '../../../domain';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { type LoopCommandRequest, LoopControlPanel, type LoopControlPanelProps } from './LoopControlPanel';
import { autoLoops, commandHistory, FIXTURE_NOW, waitingCommand } from './LoopControlPanel.fixtures';

type Submit = (command: LoopCommandRequest) => Promise<CommandOutcome>;

const base = { loop: 12, autoLoops, history: commandHistory, now: FIXTURE_NOW, cabinetName: 'Cabinet 12' };

async function setup(props: Partial<LoopControlPanelProps> = {}, language: Language = 'en') {
  const onSubmit = vi.fn<Submit>(async () => ({ ok: true }));
  const screen = await render(
    <DamProvider language={language}>
      <LoopControlPanel {...base} onSubmit={onSubmit} {...props} />
    </DamProvider>,
  );
  return { screen, onSubmit: (props.onSubmit ?? onSubmit) as ReturnType<typeof vi.fn<Submit>> };
}

const dialog = () => page.getByRole('alertdialog');
/** Taps Send command and confirms the summary. */
const send = async (confirm = 'Send') => {
  await userEvent.click(page.getByRole('button', { name: 'Send command' }));
  await userEvent.click(dialog().getByRole('button', { name: confirm }));
};
const notice = () => page.getByTestId('loop-control-notice');
const progress = () => page.getByTestId('loop-command-progress');

describe('LoopControlPanel', () => {
  it("shows 'Auto' for a loop among the automatic loops and 'Manual' otherwise", async () => {
    const { screen } = await setup({ loop: 13 });
    const status = screen.getByRole('heading', { name: /^Loop 13/ });
    await expect.element(status.getByText('Auto', { exact: true })).toBeVisible();
    await expect.element(status).toHaveAccessibleName('Loop 13 Auto');
    await screen.unmount();
    const other = await setup({ loop: 12 });
    const otherStatus = other.screen.getByRole('heading', { name: /^Loop 12/ });
    await expect.element(otherStatus.getByText('Manual', { exact: true })).toBeVisible();
    await expect.element(otherStatus).toHaveAccessibleName('Loop 12 Manual');
  });

  it('opens on the loop’s current mode: a manual loop with its way of setting, an auto loop intelligent', async () => {
    const { screen } = await setup({ loop: 12 });
    await expect.element(page.getByRole('radio', { name: 'Manual' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Set flow (slow)' })).toBeChecked();
    await expect.element(page.getByRole('textbox', { name: 'Flow (L/min)' })).toHaveValue('');
    await screen.unmount();
    await setup({ loop: 13 });
    await expect.element(page.getByRole('radio', { name: 'Intelligent' })).toBeChecked();
  });

  it('asks for confirmation with the summary — cabinet, loop, mode, value and unit — and cancel sends nothing', async () => {
    const { onSubmit } = await setup();
    await userEvent.click(page.getByRole('radio', { name: 'Set opening' }), { force: true });
    await userEvent.type(page.getByRole('textbox', { name: 'Opening (1–100)' }), '6a0');
    await userEvent.click(page.getByRole('button', { name: 'Send command' }));
    const summary = dialog().getByTestId('loop-command-summary');
    await expect.element(summary).toMatchTextContent(/Cabinet\s*Cabinet 12/);
    await expect.element(summary).toMatchTextContent(/Loops?\s*loop 12/);
    await expect.element(summary).toMatchTextContent(/Manual · Set opening/);
    await expect.element(summary).toMatchTextContent(/60%/);
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      mode: 'manual',
      valueKind: 'opening',
      value: 60,
      loops: [12],
    });
  });

  it('switches a loop to intelligent mode: auto, with no value type and no value', async () => {
    const { onSubmit } = await setup();
    await userEvent.click(page.getByRole('radio', { name: 'Intelligent' }), { force: true });
    await userEvent.click(page.getByRole('button', { name: 'Send command' }));
    await expect.element(dialog().getByTestId('loop-command-summary')).toMatchTextContent(/Intelligent/);
    expect(dialog().getByText('L/min').elements()).toHaveLength(0);
    await userEvent.click(dialog().getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      mode: 'auto',
      valueKind: null,
      value: null,
      loops: [12],
    });
  });

  it('follows a sent command as the backend reports it: sent, waiting for the cabinet, executed', async () => {
    const onSubmit = vi.fn<Submit>(async () => ({ ok: true, commandId: 'c-2000' }));
    const props = { ...base, onSubmit, issuerName: 'Zhang' };
    const screen = await render(
      <DamProvider language="en">
        <LoopControlPanel {...props} />
      </DamProvider>,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'Flow (L/min)' }), '20');
    await send();
    await expect.element(progress()).toHaveAttribute('data-state', 'sent');
    await expect.element(progress()).toHaveTextContent('Command sent; waiting for the cabinet to receive it');
    expect(page.getByText('Setting succeeded').elements()).toHaveLength(0);
    await expect.element(page.getByTestId('loop-command-waiting')).toMatchTextContent(/Zhang/);
    const record: LoopCommandRecord = {
      id: 'c-2000',
      loop: 12,
      mode: 'manual',
      valueKind: 'flowSlow',
      value: 20,
      issuerName: 'Zhang',
      issuedAt: FIXTURE_NOW,
      doneAt: null,
    };
    await screen.rerender(
      <DamProvider language="en">
        <LoopControlPanel {...props} pending={record} />
      </DamProvider>,
    );
    await expect.element(progress()).toHaveAttribute('data-state', 'waiting');
    await expect.element(progress()).toHaveTextContent('Sent; waiting for the cabinet to execute it');
    await screen.rerender(
      <DamProvider language="en">
        <LoopControlPanel
          {...props}
          pending={null}
          history={[{ ...record, doneAt: FIXTURE_NOW + 30_000 }, ...commandHistory]}
        />
      </DamProvider>,
    );
    await expect.element(progress()).toHaveAttribute('data-state', 'executed');
    await expect.element(progress()).toMatchTextContent(/Executed by the cabinet at/);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends slow and fast flow with their value types', async () => {
    const { onSubmit } = await setup();
    await userEvent.type(page.getByRole('textbox', { name: 'Flow (L/min)' }), '28.5');
    await send();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ mode: 'manual', valueKind: 'flowSlow', value: 28.5 });
    await userEvent.click(page.getByRole('radio', { name: 'Set flow (fast)' }), { force: true });
    await send();
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ mode: 'manual', valueKind: 'flowFast', value: 28.5 });
  });

  it('sends nothing on bad input and says why once, at the field', async () => {
    const { onSubmit } = await setup();
    const sendButton = page.getByRole('button', { name: 'Send command' });
    await userEvent.click(sendButton); // no value
    await expect.element(page.getByText('Please enter complete data')).toBeVisible();
    expect(page.getByText('Please enter complete data').elements()).toHaveLength(1);
    await userEvent.click(page.getByRole('radio', { name: 'Set opening' }), { force: true });
    const input = page.getByRole('textbox', { name: 'Opening (1–100)' });
    await userEvent.fill(input, '101');
    await userEvent.click(sendButton);
    await expect.element(page.getByText('The opening must be from 1 to 100')).toBeVisible();
    expect(page.getByText('The opening must be from 1 to 100').elements()).toHaveLength(1);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    expect(dialog().elements()).toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.fill(input, '100');
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('never sends twice on a double tap, and stays sent until the form changes', async () => {
    let resolve: (r: CommandOutcome) => void = () => {};
    const onSubmit = vi.fn<Submit>(() => new Promise((r) => (resolve = r)));
    await setup({ onSubmit });
    await userEvent.click(page.getByRole('radio', { name: 'Intelligent' }), { force: true });
    await userEvent.click(page.getByRole('button', { name: 'Send command' }));
    await userEvent.dblClick(dialog().getByRole('button', { name: 'Send' }));
    await expect.element(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    resolve({ ok: true });
    await expect.element(page.getByRole('button', { name: 'Sent' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Sent' }), { force: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // A new command is a new request.
    await userEvent.click(page.getByRole('radio', { name: 'Manual' }), { force: true });
    await userEvent.click(page.getByRole('radio', { name: 'Set opening' }), { force: true });
    await userEvent.type(page.getByRole('textbox', { name: 'Opening (1–100)' }), '40');
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]![0].requestId).not.toBe(onSubmit.mock.calls[0]![0].requestId);
  });

  it('a retry after a failed call repeats the same request id; the failure shows once', async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce({ ok: true });
    await setup({ onSubmit });
    await userEvent.click(page.getByRole('radio', { name: 'Intelligent' }), { force: true });
    await send();
    await expect.element(notice()).toHaveTextContent('Operation failed! loop 12');
    expect(page.getByText('Operation failed! loop 12').elements()).toHaveLength(1);
    await send();
    await expect.element(progress()).toHaveAttribute('data-state', 'sent');
    expect(page.getByText('Operation failed! loop 12').elements()).toHaveLength(0);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]![0].requestId).toBe(onSubmit.mock.calls[0]![0].requestId);
  });

  it('read-only for the visitor: the reason up front, the state and history, no control to operate', async () => {
    const { screen, onSubmit } = await setup({ refusal: 'visitor', pending: waitingCommand });
    const reason = page.getByTestId('read-only-notice');
    await expect.element(reason).toMatchTextContent(/visitor account can only look/);
    // Up front: before the loop's state.
    const first = screen.container.querySelector('[data-read-only] > *');
    expect(first?.getAttribute('data-testid')).toBe('read-only-notice');
    await expect.element(page.getByTestId('loop-command-waiting')).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Command history' })).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
    expect(page.getByRole('radio').elements()).toHaveLength(0);
    expect(page.getByRole('textbox').elements()).toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('read-only without the main-power right on cabinet 0, in Chinese', async () => {
    await setup({ refusal: 'noMainPower', loop: 0, everyCabinet: true }, 'zh');
    await expect.element(page.getByTestId('read-only-notice')).toMatchTextContent(/需要总控权限/);
    expect(page.getByRole('button', { name: '下发命令' }).elements()).toHaveLength(0);
  });

  it('shows the permission message and the server message from the answer', async () => {
    const denied = vi.fn<Submit>(async () => ({ ok: false, reason: 'permission' }));
    const first = await setup({ onSubmit: denied }, 'zh');
    await userEvent.click(page.getByRole('radio', { name: '智能温控' }), { force: true });
    await userEvent.click(page.getByRole('button', { name: '下发命令' }));
    await userEvent.click(dialog().getByRole('button', { name: '确认下发' }));
    await expect.element(notice()).toHaveTextContent('无操作权限，请联系管理员');
    await first.screen.unmount();

    const refused = vi.fn<Submit>(async () => ({
      ok: false,
      reason: 'rejected',
      message: 'cabinet offline',
    }));
    await setup({ onSubmit: refused });
    await userEvent.click(page.getByRole('radio', { name: 'Intelligent' }), { force: true });
    await send();
    await expect.element(notice()).toHaveTextContent('cabinet offline');
  });

  it('moves a waiting command to the history once the cabinet executes it', async () => {
    const onSubmit = vi.fn<Submit>(async () => ({ ok: true }));
    const props = { loop: 12, autoLoops, onSubmit, now: FIXTURE_NOW };
    const screen = await render(
      <DamProvider language="en">
        <LoopControlPanel {...props} pending={waitingCommand} history={commandHistory} />
      </DamProvider>,
    );
    await expect.element(screen.getByTestId('loop-command-waiting')).toMatchTextContent(/Set opening 60%/);
    const done: LoopCommandRecord = { ...waitingCommand, doneAt: FIXTURE_NOW };
    await screen.rerender(
      <DamProvider language="en">
        <LoopControlPanel {...props} pending={null} history={[done, ...commandHistory]} />
      </DamProvider>,
    );
    expect(screen.getByTestId('loop-command-waiting').elements()).toHaveLength(0);
    const history = screen.getByRole('list', { name: 'Command history' });
    await expect.element(history.getByRole('listitem').first()).toMatchTextContent(/Set opening 60%/);
    await expect.element(history.getByRole('listitem').first()).toMatchTextContent(/张工/);
  });

  it('loop 0: lists the automatic loops, needs a chosen loop, sends the chosen set or all loops', async () => {
    const { onSubmit } = await setup({ loop: 0 });
    await expect
      .element(page.getByRole('list', { name: 'Automatic loops' }))
      .toHaveTextContent('1235813142134');
    await userEvent.click(page.getByRole('radio', { name: 'Intelligent' }), { force: true });
    await userEvent.click(page.getByRole('button', { name: 'Send command' }));
    await expect.element(page.getByText('Please enter complete data')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('checkbox', { name: 'Loop 40' }), { force: true });
    await userEvent.click(page.getByRole('checkbox', { name: 'Loop 3 (auto)' }), { force: true });
    await userEvent.click(page.getByRole('button', { name: 'Send command' }));
    await expect.element(dialog().getByTestId('loop-command-summary')).toMatchTextContent(/loop 3,40/);
    await userEvent.click(dialog().getByRole('button', { name: 'Send' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ loop: 0, loops: [3, 40], allLoops: false });
    await userEvent.click(page.getByRole('radio', { name: 'All loops' }), { force: true });
    await send();
    const all = onSubmit.mock.calls[1]![0];
    expect(all.allLoops).toBe(true);
    expect(all.loops).toHaveLength(72);
    expect(all.loops[71]).toBe(72);
  });

  it('every cabinet (cabinet 0): says so, sends only after the confirmation, and not at all on cancel', async () => {
    const { onSubmit } = await setup({ loop: 0, everyCabinet: true });
    await expect.element(page.getByText('A command sent here goes to every cabinet at once')).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: 'Manual' }), { force: true });
    await userEvent.click(page.getByRole('radio', { name: 'Set opening' }), { force: true });
    await userEvent.type(page.getByRole('textbox', { name: 'Opening (1–100)' }), '100');
    await userEvent.click(page.getByRole('radio', { name: 'All loops' }), { force: true });
    await userEvent.click(page.getByRole('button', { name: 'Send command' }));
    const every = page.getByRole('alertdialog', { name: 'Send to every cabinet?' });
    await expect.element(every.getByTestId('loop-command-summary')).toMatchTextContent(/Every cabinet/);
    await expect.element(every.getByTestId('loop-command-summary')).toMatchTextContent(/all loops/);
    await expect.element(every.getByTestId('loop-command-summary')).toMatchTextContent(/100%/);
    await userEvent.click(every.getByRole('button', { name: 'Cancel' }));
    await expect.element(every).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await send('Send to all');
    await expect.element(progress()).toHaveAttribute('data-state', 'everyCabinet');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ mode: 'manual', value: 100, allLoops: true });
  });

  it('refuses a flow above 60 L/min before anything is sent', async () => {
    const { onSubmit } = await setup();
    await userEvent.click(page.getByRole('radio', { name: 'Set flow (fast)' }), { force: true });
    await userEvent.type(page.getByRole('textbox', { name: 'Flow (L/min)' }), '600');
    await userEvent.click(page.getByRole('button', { name: 'Send command' }));
    await expect.element(page.getByText('The flow cannot be more than 60 L/min')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('select all / clear pick every loop 1–72 or none', async () => {
    await setup({ loop: 0 }, 'zh');
    await userEvent.click(page.getByRole('button', { name: '全选' }));
    await expect.element(page.getByText('已选 72 个')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '清空' }));
    await expect.element(page.getByText('已选 0 个')).toBeVisible();
  });

  it('fits a 360 px phone with the 72-loop grid', async () => {
    await page.viewport(360, 740);
    const screen = await render(
      <DamProvider language="zh" theme="sunlight">
        <div style={{ width: 360, padding: 8, boxSizing: 'border-box' }} data-testid="frame">
          <LoopControlPanel loop={0} autoLoops={autoLoops} onSubmit={async () => ({ ok: true })} />
        </div>
      </DamProvider>,
    );
    const frame = screen.getByTestId('frame').element();
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const box = screen.getByRole('checkbox', { name: '回路 1 (自动)' }).element().closest('label')!;
    expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});

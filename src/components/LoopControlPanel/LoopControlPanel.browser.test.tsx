import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { CommandOutcome, LoopCommandRecord } from '../../domain';
import { DamProvider } from '../../hooks/DamProvider';
import type { Language } from '../../i18n/language';
import { type LoopCommandRequest, LoopControlPanel, type LoopControlPanelProps } from './LoopControlPanel';
import { autoLoops, commandHistory, FIXTURE_NOW, waitingCommand } from './LoopControlPanel.fixtures';

type Submit = (command: LoopCommandRequest) => Promise<CommandOutcome>;

async function setup(props: Partial<LoopControlPanelProps> = {}, language: Language = 'en') {
  const onSubmit = vi.fn<Submit>(async () => ({ ok: true }));
  const all = { loop: 12, autoLoops, history: commandHistory, onSubmit, now: FIXTURE_NOW, ...props };
  const screen = await render(
    <DamProvider language={language}>
      <LoopControlPanel {...all} />
    </DamProvider>,
  );
  return { screen, onSubmit: (props.onSubmit ?? onSubmit) as ReturnType<typeof vi.fn<Submit>> };
}

const send = () => userEvent.click(page.getByRole('button', { name: 'Send command' }));
const notice = () => page.getByTestId('loop-control-notice');

describe('LoopControlPanel', () => {
  it("shows 'auto' for a loop among the automatic loops and 'manual' otherwise", async () => {
    const { screen } = await setup({ loop: 13 });
    await expect.element(screen.getByText('auto', { exact: true })).toBeVisible();
    await screen.unmount();
    const other = await setup({ loop: 12 });
    await expect.element(other.screen.getByText('manual', { exact: true })).toBeVisible();
  });

  it('switches a loop to intelligent mode: auto, with no value type and no value', async () => {
    const { onSubmit } = await setup();
    await userEvent.click(page.getByRole('radio', { name: 'Intelligent' }), { force: true });
    await send();
    await expect.element(notice()).toHaveTextContent('Setting succeeded');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      mode: 'auto',
      valueKind: null,
      value: null,
      loop: 12,
      loops: [12],
    });
  });

  it('sets a manual opening: manual, opening, the value; then waits with the issuer', async () => {
    const { onSubmit } = await setup({ issuerName: 'Zhang' });
    await userEvent.click(page.getByRole('radio', { name: 'Manual' }), { force: true });
    await userEvent.click(page.getByRole('radio', { name: 'Set opening' }), { force: true });
    await userEvent.type(page.getByRole('textbox', { name: 'Opening (1–100)' }), '6a0');
    await send();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      mode: 'manual',
      valueKind: 'opening',
      value: 60,
      loops: [12],
    });
    const waiting = page.getByTestId('loop-command-waiting');
    await expect.element(waiting).toMatchTextContent(/Waiting for execution/);
    await expect.element(waiting).toMatchTextContent(/Set opening 60%/);
    await expect.element(waiting).toMatchTextContent(/Zhang/);
  });

  it('sends slow and fast flow with their value types', async () => {
    const { onSubmit } = await setup();
    await userEvent.click(page.getByRole('radio', { name: 'Manual' }), { force: true });
    await userEvent.click(page.getByRole('radio', { name: 'Set flow (slow)' }), { force: true });
    await userEvent.type(page.getByRole('textbox', { name: 'Flow (L/min)' }), '28.5');
    await send();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ mode: 'manual', valueKind: 'flowSlow', value: 28.5 });
    await userEvent.click(page.getByRole('radio', { name: 'Set flow (fast)' }), { force: true });
    await send();
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ mode: 'manual', valueKind: 'flowFast', value: 28.5 });
  });

  it('sends nothing on bad input and says why', async () => {
    const { onSubmit } = await setup();
    await send(); // no mode
    await expect.element(notice()).toHaveTextContent('Please enter complete data');
    await userEvent.click(page.getByRole('radio', { name: 'Manual' }), { force: true });
    await send(); // no value type, no value
    await expect.element(notice()).toHaveTextContent('Please enter complete data');
    await userEvent.click(page.getByRole('radio', { name: 'Set opening' }), { force: true });
    await send(); // no value
    await expect.element(notice()).toHaveTextContent('Please enter complete data');
    const input = page.getByRole('textbox', { name: 'Opening (1–100)' });
    await userEvent.fill(input, '0');
    await send();
    await expect.element(notice()).toHaveTextContent('The opening must be from 1 to 100');
    await userEvent.fill(input, '101');
    await send();
    await expect.element(notice()).toHaveTextContent('The opening must be from 1 to 100');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
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
    await userEvent.dblClick(page.getByRole('button', { name: 'Send command' }));
    await expect.element(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    // A keyboard submit while the call is in flight does not send either.
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

  it('a retry after a failed call repeats the same request id', async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce({ ok: true });
    await setup({ onSubmit });
    await userEvent.click(page.getByRole('radio', { name: 'Intelligent' }), { force: true });
    await send();
    await expect.element(notice()).toHaveTextContent('Operation failed! loop 12');
    await send();
    await expect.element(notice()).toHaveTextContent('Setting succeeded');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]![0].requestId).toBe(onSubmit.mock.calls[0]![0].requestId);
  });

  it('shows the permission message, from the prop or from the answer, and the server message', async () => {
    const first = await setup({ canOperate: false });
    await userEvent.click(page.getByRole('radio', { name: 'Intelligent' }), { force: true });
    await send();
    await expect.element(notice()).toHaveTextContent('No operation permission, please contact administrator');
    expect(first.onSubmit).not.toHaveBeenCalled();
    await first.screen.unmount();

    const denied = vi.fn<Submit>(async () => ({ ok: false, reason: 'permission' }));
    const second = await setup({ onSubmit: denied }, 'zh');
    await userEvent.click(page.getByRole('radio', { name: '智能温控' }), { force: true });
    await userEvent.click(page.getByRole('button', { name: '下发命令' }));
    await expect.element(notice()).toHaveTextContent('无操作权限，请联系管理员');
    await second.screen.unmount();

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
    await send();
    await expect.element(notice()).toHaveTextContent('Please enter complete data');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('checkbox', { name: 'Loop 40' }), { force: true });
    await userEvent.click(page.getByRole('checkbox', { name: 'Loop 3 (auto)' }), { force: true });
    await send();
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
    await send();
    const dialog = page.getByRole('alertdialog', { name: 'Send to every cabinet?' });
    await expect.element(dialog.getByText('Set opening 100% · all loops')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await send();
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Send to all' }));
    await expect.element(notice()).toHaveTextContent('Setting succeeded');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ mode: 'manual', value: 100, allLoops: true });
  });

  it('refuses a flow above 60 L/min before anything is sent', async () => {
    const { onSubmit } = await setup();
    await userEvent.click(page.getByRole('radio', { name: 'Manual' }), { force: true });
    await userEvent.click(page.getByRole('radio', { name: 'Set flow (fast)' }), { force: true });
    await userEvent.type(page.getByRole('textbox', { name: 'Flow (L/min)' }), '600');
    await send();
    await expect.element(notice()).toHaveTextContent('The flow cannot be more than 60 L/min');
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

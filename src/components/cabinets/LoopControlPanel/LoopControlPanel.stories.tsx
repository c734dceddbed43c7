import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import type { CommandOutcome } from '../../../domain';
import { LoopControlPanel } from './LoopControlPanel';
import {
  allLoopsHistory,
  autoLoops,
  commandHistory,
  FIXTURE_NOW,
  waitingCommand,
} from './LoopControlPanel.fixtures';

const ok = (): Promise<CommandOutcome> =>
  new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 400));

/** Confirms the command summary the panel asks about before sending. */
async function confirmSend(canvasElement: HTMLElement, globals: Parameters<typeof storyTexts>[0]) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  await userEvent.click(
    within(dialog).getByRole('button', { name: storyTexts(globals)('loop.control.confirm.send') }),
  );
}

const meta = {
  title: 'Control/LoopControlPanel 智能柜回路控制',
  id: 'control-loopcontrolpanel',
  component: LoopControlPanel,
  args: {
    loop: 12,
    autoLoops,
    history: commandHistory,
    pending: null,
    issuerName: '张工',
    cabinetName: '12号智能柜',
    onSubmit: fn(ok),
    now: FIXTURE_NOW,
  },
} satisfies Meta<typeof LoopControlPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManualLoop: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('loop.control.statusManual'), { selector: 'span' })).toBeVisible();
    await expect(
      canvas.getByText(t('loop.control.commandSlow', { value: 28 }), { selector: 'dd' }),
    ).toBeVisible();
  },
};

export const AutoLoop: Story = {
  args: { loop: 13 },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(
      within(canvasElement).getByText(t('loop.control.statusAuto'), { selector: 'span' }),
    ).toBeVisible();
  },
};

export const Waiting: Story = { args: { pending: waitingCommand } };

/**
 * Send a manual opening: confirmed from its summary, then the command shows as sent and waiting with the
 * issuer (never 'Setting succeeded' before the cabinet executed it), and the button cannot send it again.
 */
export const SetOpening: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('loop.control.setOpening') }));
    await userEvent.type(canvas.getByRole('textbox', { name: t('loop.control.openingValue') }), '60');
    await userEvent.dblClick(canvas.getByRole('button', { name: t('loop.control.submit') }));
    await confirmSend(canvasElement, globals);
    await expect(await canvas.findByText(t('loop.control.progress.sent'))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByTestId('loop-command-waiting')).toHaveTextContent('张工');
  },
};

export const IncompleteData: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('loop.control.submit') }));
    // Said once, at the empty field.
    await expect(canvas.getAllByText(t('validation.loopCommand.incomplete'))).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The visitor: the reason up front, the loop's state and history, no form to fill in. */
export const Visitor: Story = {
  args: { refusal: 'visitor', pending: waitingCommand },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('read-only-notice')).toHaveTextContent(t('rights.visitor'));
    await expect(canvas.queryByRole('button', { name: t('loop.control.submit') })).toBeNull();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

/** Cabinet 0 for an account without the main-power right. */
export const NoMainPower: Story = {
  args: { refusal: 'noMainPower', loop: 0, everyCabinet: true, history: allLoopsHistory },
  globals: { language: 'en' },
};

export const OperationFailed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('loop.control.modeIntelligent') }));
    await userEvent.click(canvas.getByRole('button', { name: t('loop.control.submit') }));
    await confirmSend(canvasElement, globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('loop.control.failed', { loops: '12' }),
    );
  },
};

/** A command on its way: the button says so and cannot send again. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<CommandOutcome>(() => {})) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('loop.control.modeIntelligent') }));
    await userEvent.click(canvas.getByRole('button', { name: t('loop.control.submit') }));
    await confirmSend(canvasElement, globals);
    await expect(await canvas.findByRole('button', { name: t('loop.control.submitting') })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const AllLoops: Story = {
  args: { loop: 0, history: allLoopsHistory },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: t('loop.control.autoLoops') })).toHaveTextContent(
      '1235813142134',
    );
    await userEvent.click(canvas.getByRole('radio', { name: t('loop.control.modeIntelligent') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('loop.loopN', { loop: 4 }) }));
    const autoLoop5 = `${t('loop.loopN', { loop: 5 })} (${t('loop.control.autoMark')})`;
    await userEvent.click(canvas.getByRole('checkbox', { name: autoLoop5 }));
    await expect(canvas.getByText(t('loop.control.chosenCount', { count: 2 }))).toBeVisible();
  },
};

/** Cabinet 0: the command goes to every cabinet, so a valid one is confirmed first. */
export const EveryCabinet: Story = {
  args: { loop: 0, history: allLoopsHistory, everyCabinet: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('loop.control.everyCabinet.notice'))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: t('loop.control.modeIntelligent') }));
    await userEvent.click(canvas.getByRole('radio', { name: t('loop.allLoops') }));
    await userEvent.click(canvas.getByRole('button', { name: t('loop.control.submit') }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('loop.control.confirm.everyCabinet'));
    await expect(dialog).toHaveTextContent(t('loop.control.targetAll'));
    await expect(dialog).toHaveTextContent(t('loop.control.modeIntelligent'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Loop 12 is manual, set by slow flow: both are selected when the form opens. */
export const ConfirmSummary: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('loop.control.flowValue') }), '24.5');
    await userEvent.click(canvas.getByRole('button', { name: t('loop.control.submit') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('loop.control.targetLoops', { loops: '12' }));
    await expect(dialog).toHaveTextContent('24.5 L/min');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { autoLoops: undefined, history: [], loading: true } };
export const NoHistory: Story = { args: { history: [] } };
export const LoadError: Story = { args: { error: true, onRetry: fn() } };
export const ServerMessage: Story = {
  args: {
    onSubmit: fn(async () => ({ ok: false, reason: 'rejected', message: '智能柜离线，命令未下发' }) as const),
  },
};

export const English: Story = { args: { pending: waitingCommand }, globals: { language: 'en' } };
export const EnglishAllLoops: Story = {
  args: { loop: 0, history: allLoopsHistory },
  globals: { language: 'en' },
};
export const Dark: Story = { args: { pending: waitingCommand }, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { pending: waitingCommand }, globals: { theme: 'sunlight' } };
export const SunlightAllLoops: Story = {
  args: { loop: 0, history: allLoopsHistory },
  globals: { theme: 'sunlight', language: 'en' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import type { CommandOutcome } from '../../../domain';
import { AutoReversalPanel, type AutoReversalPanelProps } from './AutoReversalPanel';
import { pressure, reversalLog } from './AutoReversalPanel.fixtures';

const meta = {
  title: 'Control/AutoReversalPanel 智能柜自动换向',
  id: 'control-autoreversalpanel',
  component: AutoReversalPanel,
  args: {
    loop: 5,
    pressure,
    logs: reversalLog.slice(0, 10),
    logTotal: reversalLog.length,
    page: 1,
    onSubmit: fn(
      () => new Promise<CommandOutcome>((resolve) => setTimeout(() => resolve({ ok: true }), 300)),
    ),
  },
} satisfies Meta<typeof AutoReversalPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The log pages through the 23 entries, 10 a page. */
function Paged(args: AutoReversalPanelProps) {
  const [page, setPage] = useState(1);
  return (
    <AutoReversalPanel
      {...args}
      page={page}
      onPageChange={setPage}
      logs={reversalLog.slice((page - 1) * 10, page * 10)}
    />
  );
}

export const Default: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('reversal.page', { page: 1, pages: 3 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('reversal.next') }));
    await expect(canvas.getByText(t('reversal.page', { page: 2, pages: 3 }))).toBeVisible();
  },
};

export const SaveSchedule: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('reversal.days') }), '1.5');
    await userEvent.type(canvas.getByRole('textbox', { name: t('reversal.hours') }), '30');
    await expect(canvas.getByRole('textbox', { name: t('reversal.days') })).toHaveValue('15');
    await expect(canvas.getByRole('textbox', { name: t('reversal.hours') })).toHaveValue('23');
    await userEvent.click(canvas.getByRole('button', { name: t('reversal.save') }));
    await expect(await canvas.findByText(t('loop.control.succeeded'))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'auto', hours: 383, minutes: 0 }),
    );
  },
};

export const EmptyTime: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('reversal.save') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('validation.reversal.empty'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Manual: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('reversal.modeManual') }));
    await userEvent.click(canvas.getByRole('radio', { name: t('reversal.reverse') }));
  },
};

export const SettingFailed: Story = {
  args: { onSubmit: fn(async (): Promise<CommandOutcome> => ({ ok: false, reason: 'rejected' })) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('reversal.minutes') }), '30');
    await userEvent.click(canvas.getByRole('button', { name: t('reversal.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('reversal.failed'));
  },
};

/** A setting on its way: the button says so and cannot save again. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<CommandOutcome>(() => {})) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('reversal.hours') }), '12');
    await userEvent.click(canvas.getByRole('button', { name: t('reversal.save') }));
    await expect(canvas.getByRole('button', { name: t('reversal.saving') })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The loop reverses every 1 day 12 hours: shown, and the form starts from it. */
export const CurrentSetting: Story = {
  args: { current: { mode: 'auto', direction: 'forward', intervalMinutes: 36 * 60 } },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const interval = `${t('reversal.intervalDays', { count: 1 })} ${t('reversal.intervalHours', { count: 12 })}`;
    await expect(canvas.getByTestId('reversal-current')).toHaveTextContent(
      `${t('reversal.current')} ${t('reversal.modeAuto')} · ${t('reversal.every', { interval })}`,
    );
    await expect(canvas.getByRole('textbox', { name: t('reversal.days') })).toHaveValue('1');
  },
};

export const CurrentManual: Story = {
  args: { current: { mode: 'manual', direction: 'reverse', intervalMinutes: null } },
  globals: { language: 'en' },
};

export const Loading: Story = { args: { loading: true, pressure: undefined, logs: undefined } };
export const EmptyLog: Story = { args: { logs: [], logTotal: 0, pressure: { inlet: null, outlet: null } } };
export const LogError: Story = { args: { logs: undefined, error: true, onRetry: fn() } };
export const Extreme: Story = {
  args: {
    pressure: { inlet: '12.345 MPa（超量程）', outlet: '-0.001 MPa' },
    logs: reversalLog.slice(0, 10).map((entry) => ({
      ...entry,
      intervalMinutes: entry.intervalMinutes === null ? null : 60 * 24 * 60 + 23 * 60 + 59,
      issuerName: '白鹤滩水电站左岸温控值班工程师（夜班）',
    })),
    logTotal: 9999,
    page: 17,
  },
};
export const English: Story = { render: (args) => <Paged {...args} />, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };

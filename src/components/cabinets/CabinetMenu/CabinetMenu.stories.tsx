import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { CabinetMenu } from './CabinetMenu';

const links = {
  loops: '#/tab/racksId/12/loops',
  temps: '#/tab/racksId/12/temps',
  settings: '#/tab/racksId/12/loops/0/loopctrl',
  autoReversal: '#/tab/racksId/12/auto_reversal',
};

const meta = {
  title: 'Cabinets/CabinetMenu 智能柜菜单',
  id: 'cabinets-cabinetmenu',
  component: CabinetMenu,
  args: {
    links,
    counts: { loops: 36, temps: 24, settings: 5 },
    hasMainPower: true,
    onRestart: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
} satisfies Meta<typeof CabinetMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MainPower: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('rack.menu.restart') }));
    const body = within(canvasElement.ownerDocument.body);
    // Visible once the sheet's entrance (a fade from opacity 0) has run.
    const dialog = await body.findByRole('alertdialog', { name: t('rack.menu.restartConfirm') });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: t('ui.confirm') }));
    await expect(await canvas.findByText(t('rack.menu.restartSucceeded'))).toBeVisible();
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

/** Without main power: neither the auto-reversing valve nor restart. */
export const NoMainPower: Story = {
  args: { hasMainPower: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(t('rack.menu.autoReversal'))).toBeNull();
    await expect(canvas.queryByText(t('rack.menu.restart'))).toBeNull();
  },
};

export const CountsLoading: Story = { args: { counts: {} } };
export const EmptyCabinet: Story = { args: { counts: { loops: 0, temps: 0, settings: 0 } } };
export const RestartFails: Story = {
  args: { onRestart: fn(() => Promise.reject(new Error('智能柜离线，无法重启'))) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('rack.menu.restart') }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: t('ui.confirm') }));
    await expect(await canvas.findByText('智能柜离线，无法重启')).toBeVisible();
  },
};
export const Extreme: Story = { args: { counts: { loops: 72, temps: 72, settings: 72 } } };
export const English: Story = { globals: { language: 'en' } };
export const EnglishConfirm: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restart cabinet' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Restart the smart cabinet?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { LoopList } from './LoopList';
import { cabinetLoops, FIXTURE_NOW, fullCabinetLoops } from './LoopList.fixtures';

const meta = {
  title: 'Cabinets/LoopList 智能柜回路列表',
  id: 'cabinets-looplist',
  component: LoopList,
  args: {
    rows: cabinetLoops(),
    now: FIXTURE_NOW,
    hrefFor: (loop: number) => `#/tab/racksId/12/loops/${loop}`,
    onOpenLoop: fn(),
  },
} satisfies Meta<typeof LoopList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('loop.list.count', { count: 36 }))).toBeVisible();
    // Loops 7 and 22 are abnormal (42 and 31 min), 15 (95 min) and 29 (never) in error.
    await expect(canvas.getByText(t('loop.list.staleCount', { count: 4 }))).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: undefined } };
export const Empty: Story = { args: { rows: [] } };
export const LoadError: Story = { args: { rows: undefined, error: true, onRetry: fn() } };
export const ServerMessage: Story = {
  args: { rows: undefined, error: 'Token错误', onRetry: fn() },
};

/** 72 loops, the most a cabinet holds, with the longest names seen on site. */
export const FullCabinet: Story = { args: { rows: fullCabinetLoops } };

/** All loops silent for more than an hour (a cabinet that lost its network). */
export const AllStale: Story = {
  args: { rows: cabinetLoops(12).map((row) => ({ ...row, reportedAt: FIXTURE_NOW - 3 * 3_600_000 })) },
};

export const Search: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '23# 坝段');
    await expect(
      await canvas.findByText(t('loop.list.countFiltered', { shown: 6, count: 36 })),
    ).toBeVisible();
  },
};

/** The search given from outside (uncontrolled start), as a screen restoring it from the URL would. */
export const PresetSearch: Story = {
  args: { defaultQuery: '24# 坝段' },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(
      within(canvasElement).getByText(t('loop.list.countFiltered', { shown: 6, count: 36 })),
    ).toBeVisible();
  },
};

export const ManualLoopNumber: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('loop.list.enterLoop') }));
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('textbox', { name: t('loop.list.loopNumber') });
    await userEvent.type(input, '8a');
    await userEvent.click(body.getByRole('button', { name: t('loop.list.open') }));
    await expect(args.onOpenLoop).toHaveBeenCalledWith(8);
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('36 in all')).toBeVisible();
  },
};

export const EnglishEmpty: Story = { args: { rows: [] }, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = {
  args: { rows: fullCabinetLoops },
  globals: { theme: 'sunlight', language: 'en' },
};
export const DarkError: Story = {
  args: { rows: undefined, error: true, onRetry: fn() },
  globals: { theme: 'dark' },
};

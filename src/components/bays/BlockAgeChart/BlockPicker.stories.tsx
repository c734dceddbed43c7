import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { DAM_BLOCKS } from './BlockAgeChart.fixtures';
import { BlockPicker } from './BlockPicker';

const meta = {
  title: 'Charts/BlockPicker 选坝段',
  id: 'charts-blockpicker',
  component: BlockPicker,
  args: { blocks: DAM_BLOCKS, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlockPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 22 blocks, 6 to 11 chosen at first; the default button is off while the default is chosen. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('comparison.block.chosen', { count: 6 }))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('comparison.block.defaults', { blocks: '6–11' }) }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('comparison.block.name', { block: 13 }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith([6, 7, 8, 9, 10, 11, 13]);
  },
};

export const NoneChosen: Story = { args: { defaultValue: [] } };
/** A dam without blocks 6 to 11: the default is every block it has. */
export const SmallDam: Story = { args: { blocks: [1, 2, 3, 4] } };
/** An address that names a block the dam does not list: it shows, so it can be taken off. */
export const UnknownBlock: Story = { args: { value: [6, 40] } };
export const Loading: Story = { args: { blocks: undefined } };
export const LoadError: Story = { args: { blocks: undefined, error: true, onRetry: fn() } };
export const English: Story = { globals: { language: 'en' } };
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };

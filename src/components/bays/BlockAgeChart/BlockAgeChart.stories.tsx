import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { BlockAgeChart } from './BlockAgeChart';
import {
  blockCurve,
  DAM_BLOCKS,
  defaultBlockCurves,
  emptyBlockCurve,
  everyBlockCurve,
  UNPOURED_BLOCKS,
  youngBlockCurves,
} from './BlockAgeChart.fixtures';
import { BlockPicker } from './BlockPicker';

const meta = {
  title: 'Charts/BlockAgeChart 坝段龄期对比',
  id: 'charts-blockagechart',
  component: BlockAgeChart,
  args: { curves: defaultBlockCurves(), headingLevel: 2 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockAgeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Blocks 6 to 11 (the default, part 2 §2.7): a line per block by concrete age, a toggle per block. */
export const DefaultBlocks: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(6);
    await expect(
      canvas.getByRole('checkbox', { name: t('comparison.block.name', { block: 6 }) }),
    ).toBeChecked();
    await expect(canvasElement.querySelector('[data-series]')).toHaveAttribute(
      'data-series',
      'block-6,block-7,block-8,block-9,block-10,block-11',
    );
  },
};

/** One block: still named in a legend. */
export const OneBlock: Story = { args: { curves: [blockCurve(9)] } };

/** Every block of the dam: 18 lines (the palette wraps), four unpoured blocks named under the title. */
export const EveryBlock: Story = { args: { curves: everyBlockCurve() }, globals: desktop };

/** Blocks poured this week: a few days, still heating. */
export const YoungBlocks: Story = { args: { curves: youngBlockCurves() } };

/** Only unpoured blocks: nothing to draw. */
export const NoData: Story = { args: { curves: UNPOURED_BLOCKS.map(emptyBlockCurve) } };

export const Loading: Story = { args: { curves: undefined } };
export const Refreshing: Story = { args: { loading: true } };
export const LoadError: Story = { args: { curves: undefined, error: true, onRetry: fn() } };
export const ServerMessage: Story = { args: { curves: undefined, error: '网络错误', onRetry: fn() } };
export const English: Story = { globals: { language: 'en' } };
export const EnglishDesktop: Story = { globals: { language: 'en', ...desktop } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };

/** The screen's use: the block picker above the chart; choosing blocks redraws the lines. */
function WithPicker({ emptyText }: { emptyText: string }) {
  const all = everyBlockCurve();
  const [chosen, setChosen] = useState<number[]>([6, 7, 8, 9, 10, 11]);
  const curves = all.filter((c) => chosen.includes(c.block));
  return (
    <BlockAgeChart
      headingLevel={2}
      curves={curves}
      emptyText={chosen.length === 0 ? emptyText : undefined}
      controls={<BlockPicker blocks={DAM_BLOCKS} value={chosen} onChange={setChosen} />}
    />
  );
}

export const WithBlockPicker: Story = {
  render: (_args, { globals }) => (
    <WithPicker emptyText={storyTexts(globals)('comparison.block.chooseBlock')} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('loop.control.selectNone') }));
    await expect(canvas.getAllByText(t('comparison.block.chooseBlock')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('comparison.block.name', { block: 12 }) }));
    await expect(canvasElement.querySelector('[data-series]')).toHaveAttribute('data-series', 'block-12');
    await userEvent.click(
      canvas.getByRole('button', { name: t('comparison.block.defaults', { blocks: '6–11' }) }),
    );
    await expect(canvasElement.querySelector('[data-series]')).toHaveAttribute(
      'data-series',
      'block-6,block-7,block-8,block-9,block-10,block-11',
    );
  },
};
export const WithBlockPickerEnglishDark: Story = {
  render: (_args, { globals }) => (
    <WithPicker emptyText={storyTexts(globals)('comparison.block.chooseBlock')} />
  ),
  globals: { language: 'en', theme: 'dark' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { RecordTable } from './RecordTable';
import { loopRecords, thermometerRecords } from './RecordTable.fixtures';

const meta = {
  title: 'Cabinets/RecordTable 回路与温度计记录',
  id: 'cabinets-recordtable',
  component: RecordTable,
  args: { kind: 'loop', records: loopRecords() },
} satisfies Meta<typeof RecordTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoopRecords: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyTexts(globals)('loop.records.caption', { count: 50 }))).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(51);
  },
};

export const ThermometerRecords: Story = { args: { kind: 'thermometer', records: thermometerRecords() } };
export const Loading: Story = { args: { records: undefined } };
export const Empty: Story = { args: { records: [] } };
export const LoadError: Story = { args: { records: undefined, error: true, onRetry: fn() } };
export const Few: Story = { args: { records: loopRecords(3) } };

/** Extremes: negative and three-digit readings, every special value. */
export const Extreme: Story = {
  args: {
    records: loopRecords(12).map((record, i) => ({
      ...record,
      flow: i % 2 ? { kind: 'value' as const, lpm: 1234.56 } : record.flow,
      outTemp: i % 3 ? record.outTemp : { kind: 'value' as const, celsius: -12.35 },
      opening: i % 4 === 0 ? (100 as const) : record.opening,
    })),
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Last 50 records (newest first)')).toBeVisible();
  },
};
export const EnglishThermometer: Story = {
  args: { kind: 'thermometer', records: thermometerRecords() },
  globals: { language: 'en' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };

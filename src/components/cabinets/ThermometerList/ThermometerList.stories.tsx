import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { cabinetThermometers, FIXTURE_NOW } from '../LoopList/LoopList.fixtures';
import { ThermometerList } from './ThermometerList';

const meta = {
  title: 'Cabinets/ThermometerList 温度计测温列表',
  id: 'cabinets-thermometerlist',
  component: ThermometerList,
  args: {
    rows: cabinetThermometers(),
    now: FIXTURE_NOW,
    hrefFor: (loop: number) => `#/tab/racksId/12/temps/${loop}`,
    onOpenLoop: fn(),
  },
} satisfies Meta<typeof ThermometerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('loop.list.count', { count: 24 }))).toBeVisible();
    // T5 reported 75 minutes ago and T17 never: two errors.
    await expect(canvas.getByText(t('loop.list.staleCount', { count: 2 }))).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: undefined } };
export const Empty: Story = { args: { rows: [] } };
export const LoadError: Story = { args: { rows: undefined, error: true, onRetry: fn() } };
export const Extreme: Story = {
  args: {
    rows: cabinetThermometers(72, 3).map((row) => ({
      ...row,
      name: `白鹤滩水电站右岸 ${row.loop}# 坝段第四十七层浇筑仓中心温度计 T${row.loop}-${row.loop + 100}`,
      temp: row.loop % 9 === 0 ? { kind: 'value' as const, celsius: -12.35 } : row.temp,
    })),
  },
};

export const Search: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'T12');
    await expect(
      await canvas.findByText(t('loop.list.countFiltered', { shown: 1, count: 24 })),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 in error')).toBeVisible();
  },
};
export const EnglishEmpty: Story = { args: { rows: [] }, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { LatestReadings } from './LatestReadings';
import { extreme, pressures, thermometers } from './LatestReadings.fixtures';

const meta = {
  title: 'Instruments/LatestReadings 最新读数',
  id: 'instruments-latestreadings',
  component: LatestReadings,
  args: { title: '各温度计最新值', readings: thermometers, unit: '°C', decimals: 1 },
} satisfies Meta<typeof LatestReadings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest value of each thermometer of a gradient meter; one has never reported. */
export const Thermometers: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('TD19-010-1m')).toBeVisible();
    await expect(canvas.getByText(/^12\.4/)).toBeVisible();
    await expect(canvas.getByText(t('instruments.latest.none'))).toBeVisible();
  },
};
export const Pressure: Story = { args: { title: '最新压力', readings: pressures, unit: 'MPa', decimals: 3 } };
export const Loading: Story = { args: { readings: undefined } };
export const Empty: Story = { args: { readings: [] } };
export const LoadError: Story = { args: { readings: undefined, error: '网络错误', onRetry: fn() } };
export const Extreme: Story = { args: { readings: extreme, decimals: 4 } };
export const English: Story = {
  args: { title: 'Latest value of each thermometer' },
  globals: { language: 'en' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const DarkEnglishPressure: Story = {
  args: {
    title: 'Latest pressure',
    readings: [
      { ...pressures[0]!, name: 'Inlet pressure' },
      { ...pressures[1]!, name: 'Outlet pressure' },
    ],
    unit: 'MPa',
    decimals: 3,
  },
  globals: { theme: 'dark', language: 'en' },
};

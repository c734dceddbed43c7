import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { GradientMeterList } from './GradientMeterList';
import { bare, extreme, meters } from './GradientMeterList.fixtures';

const meta = {
  title: 'Instruments/GradientMeterList 温度梯度仪测温',
  id: 'instruments-gradientmeterlist',
  component: GradientMeterList,
  args: {
    meters: [...meters, bare],
    hrefFor: (m) => `#/tab/temperatureGradientCure?id=${m.id}&name=${encodeURIComponent(m.name)}`,
  },
} satisfies Meta<typeof GradientMeterList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('instruments.gradient.count', { count: 4 }))).toBeVisible();
    const open = t('instruments.gradient.open', { name: '19#-011温度梯度仪' });
    await expect(canvas.getByRole('link', { name: open })).toHaveAttribute(
      'href',
      `#/tab/temperatureGradientCure?id=2&name=${encodeURIComponent('19#-011温度梯度仪')}`,
    );
    await expect(canvas.getByText(t('instruments.gradient.noThermometers'))).toBeVisible();
  },
};
export const Loading: Story = { args: { meters: undefined } };
export const Empty: Story = { args: { meters: [] } };
export const LoadError: Story = { args: { meters: undefined, error: true, onRetry: fn() } };
export const Extreme: Story = { args: { meters: extreme } };
export const English: Story = { globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglishDesktop: Story = {
  globals: { theme: 'sunlight', language: 'en', viewport: { value: 'desktop', isRotated: false } },
};

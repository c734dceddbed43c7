import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { gradientCurve, METER_THERMOMETERS, surfaceAndCore, withGaps } from './GradientComparison.fixtures';
import { GradientComparisonChart } from './GradientComparisonChart';
import { ThermometerPicker } from './ThermometerPicker';

const meta = {
  title: 'Charts/GradientComparisonChart 温度梯度对比',
  id: 'charts-gradientcomparisonchart',
  component: GradientComparisonChart,
  args: { curves: surfaceAndCore(), headingLevel: 2 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GradientComparisonChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** 0.1 m against 3 m: the two curves, and their difference dashed on the right axis. */
export const TwoThermometers: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-series]')).toHaveAttribute(
      'data-series',
      'gradient-TD19-010-0.1m,gradient-TD19-010-3m,difference',
    );
  },
};
/** One thermometer: nothing drawn, the chart asks for a second (part 2 §2.7). */
export const OneThermometer: Story = {
  args: { curves: [gradientCurve('TD19-010-1m')] },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(within(canvasElement).getByText(t('chart.compare.chooseTwo'))).toBeVisible();
  },
};
export const WithoutDifference: Story = { args: { showDifference: false } };
export const GapInOneChannel: Story = { args: { curves: withGaps() }, globals: desktop };
export const Loading: Story = { args: { curves: undefined } };
export const LoadError: Story = { args: { curves: undefined, error: true, onRetry: fn() } };
export const English: Story = { globals: { language: 'en' } };
export const EnglishDesktop: Story = { globals: { language: 'en', ...desktop } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglishOne: Story = {
  args: { curves: [gradientCurve('TD19-010-2m')] },
  globals: { theme: 'sunlight', language: 'en' },
};

/** The screen's use: the picker above the chart; a third thermometer is refused with the message. */
function WithPicker() {
  const [chosen, setChosen] = useState<string[]>(['TD19-010-0.1m']);
  return (
    <GradientComparisonChart
      headingLevel={2}
      curves={chosen.length === 2 ? chosen.map((name) => gradientCurve(name)) : []}
      controls={<ThermometerPicker thermometers={METER_THERMOMETERS} value={chosen} onChange={setChosen} />}
    />
  );
}

export const WithThermometerPicker: Story = {
  render: () => <WithPicker />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('chart.compare.chooseTwo'))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'TD19-010-1m' }));
    await expect(canvasElement.querySelector('[data-series]')).toHaveAttribute(
      'data-series',
      'gradient-TD19-010-0.1m,gradient-TD19-010-1m,difference',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'TD19-010-3m' }));
    await expect(canvas.getByText(t('validation.gradient.max'))).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'TD19-010-3m' })).not.toBeChecked();
  },
};
export const WithThermometerPickerEnglishDark: Story = {
  render: () => <WithPicker />,
  globals: { language: 'en', theme: 'dark' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { METER_THERMOMETERS } from './GradientComparison.fixtures';
import { ThermometerPicker } from './ThermometerPicker';

const meta = {
  title: 'Charts/ThermometerPicker 选温度计',
  id: 'charts-thermometerpicker',
  component: ThermometerPicker,
  args: { thermometers: METER_THERMOMETERS, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThermometerPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first chosen; taking it off is refused ('choose at least 1'). */
export const OneChosen: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'TD19-010-0.1m' }));
    await expect(canvas.getByText(t('validation.gradient.min'))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'TD19-010-2m' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['TD19-010-0.1m', 'TD19-010-2m']);
    await expect(canvas.getByText(t('comparison.gradient.chosen', { count: 2, max: 2 }))).toBeVisible();
  },
};
export const TwoChosen: Story = { args: { defaultValue: ['TD19-010-0.5m', 'TD19-010-3m'] } };
/** A meter of ten channels with long names. */
export const ManyThermometers: Story = {
  args: {
    thermometers: Array.from({ length: 10 }, (_, i) => `TD21-104-上游面-${(i + 1) * 0.5}m`),
  },
};
export const NoThermometers: Story = { args: { thermometers: [] } };
export const Loading: Story = { args: { thermometers: undefined } };
export const LoadError: Story = { args: { thermometers: undefined, error: true, onRetry: fn() } };
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

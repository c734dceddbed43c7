import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { TimeValueTable } from './TimeValueTable';
import { extreme, inletPressure, none, solarDay, withGaps } from './TimeValueTable.fixtures';

const meta = {
  title: 'Instruments/TimeValueTable 时间数值表',
  id: 'instruments-timevaluetable',
  component: TimeValueTable,
  args: { series: inletPressure, unit: 'MPa', decimals: 3, caption: '进口压力记录', initialRows: 24 },
} satisfies Meta<typeof TimeValueTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pressure meter's inlet readings of a day, newest first, 24 at a time. */
export const Pressure: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(25);
    await userEvent.click(
      canvas.getByRole('button', { name: t('instruments.table.showMore', { count: 24 }) }),
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(49);
  },
};

/** A day of solar radiation in W/m², every row at once. */
export const SolarRadiation: Story = {
  args: { series: solarDay, unit: 'W/m²', decimals: 0, caption: '辐射读数', initialRows: undefined },
};

export const MissingValues: Story = { args: { series: withGaps } };
export const Loading: Story = { args: { series: undefined } };
export const Empty: Story = { args: { series: none, emptyText: '所选时间内没有压力读数' } };
export const LoadError: Story = { args: { series: undefined, error: true, onRetry: fn() } };
/** A month of readings, values far out of range: the table scrolls inside its frame. */
export const Extreme: Story = {
  args: { series: extreme, unit: 'W/m²', decimals: 4, caption: '太阳辐射（一个月）', initialRows: 100 },
};

export const English: Story = {
  args: { caption: 'Inlet pressure readings', valueLabel: 'Inlet pressure' },
  globals: { language: 'en' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglishError: Story = {
  args: { series: undefined, error: true, onRetry: fn() },
  globals: { theme: 'sunlight', language: 'en' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { DateRangeField, type DayRange } from './DateRangeField';

/** Midnight of a day on site (Asia/Shanghai, UTC+8). */
const day = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date) - 8 * 3_600_000;

const meta = {
  title: 'Charts/DateRangeField 日期范围',
  id: 'charts-daterangefield',
  component: DateRangeField,
  args: {
    value: { start: day(2026, 11, 13), end: day(2026, 11, 20) },
    onChange: fn(),
    minDate: day(2020, 1, 1),
    maxDate: day(2026, 11, 29),
  },
  // Controlled: the story keeps the chosen days, as the candlestick does.
  render: function Render(args) {
    const [value, setValue] = useState<DayRange | null>(args.value);
    return (
      <div style={{ padding: 16, maxWidth: 420 }}>
        <DateRangeField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        code: `const [range, setRange] = useState<DayRange | null>(null);

<DateRangeField
  value={range}
  onChange={setRange}
  minDate={Date.UTC(2020, 0, 1)}
  maxDate={Date.now()}
/>`,
      },
    },
  },
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week chosen: start and end day, typed or picked on the calendar, in the site's time zone. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = storyTexts(globals)('chart.candle.dateRange');
    await expect(within(canvasElement).getByRole('group', { name })).toBeVisible();
  },
};
/** Nothing chosen yet. */
export const Empty: Story = { args: { value: null } };
export const English: Story = { globals: { language: 'en' } };

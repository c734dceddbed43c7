import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import type { Series } from '../core/types';
import { Candlestick, type CandlestickProps } from './Candlestick';
import { FIXTURE_NOW, loopFlow, shortSpan, thermometer } from './Candlestick.fixtures';

const fixtures = {
  weekOfFlow: () => loopFlow(7),
  yearOfFlow: () => loopFlow(365, { stepMinutes: 10, seed: 12 }),
  thermometer: () => thermometer(6),
  short: shortSpan,
  none: () => null,
} as const;
type FixtureName = keyof typeof fixtures;
const cache = new Map<FixtureName, Series | null>();
function fixture(name: FixtureName): Series | null {
  if (!cache.has(name)) cache.set(name, fixtures[name]());
  return cache.get(name) ?? null;
}

/** The component's props, its `series` named by a fixture (the docs page still lists `series`). */
type StoryArgs = Omit<CandlestickProps, 'series'> & {
  fixture: FixtureName;
  series?: CandlestickProps['series'];
};

const meta = {
  title: 'Charts/Candlestick 回路温度计K线图',
  id: 'charts-candlestick',
  // The docs page documents the component's own props; `series` comes from the story's fixture.
  component: Candlestick as unknown as ComponentType<StoryArgs>,
  render: ({ fixture: name, ...args }) => <Candlestick {...args} series={fixture(name)} />,
  args: { fixture: 'weekOfFlow', title: '12# 智能柜 3# 回路 流量', unit: 'L/min', now: FIXTURE_NOW },
  argTypes: {
    fixture: { control: 'select', options: Object.keys(fixtures), table: { disable: true } },
    series: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      source: {
        language: 'tsx',
        code: `// Readings every 10 minutes, as typed columns (epoch ms and values).
const start = Date.UTC(2026, 10, 20);
const time = Float64Array.from({ length: 288 }, (_, i) => start + i * 600_000);
const value = time.map((_, i) => 42 + 6 * Math.sin(i / 18));

<Candlestick
  title="12# 智能柜 3# 回路 流量"
  unit="L/min"
  series={{ id: 'flow', name: '流量', time, value }}
  defaultVisibleCurves={['candles', 'ma48']}
/>`,
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** A week of flow readings as 30-minute candles with MA2, MA4 and MA48. */
export const WeekOfFlow: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-mode', 'candles');
    await expect(
      await within(canvasElement).findByRole('checkbox', { name: t('chart.candle.ma48') }),
    ).toBeChecked();
  },
};
export const Thermometer: Story = { args: { fixture: 'thermometer', title: 'T-12 温度计', unit: '°C' } };
/** Less than 30 minutes of data: a simple line (part 1 §9). */
export const ShortSpanFallsBackToLine: Story = {
  args: { fixture: 'short' },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-mode', 'line');
    await expect(within(canvasElement).getByText(t('chart.candle.lineFallback'))).toBeVisible();
  },
};
/** A year of 10-minute readings: 17,520 buckets merged per pixel until zoomed in. */
export const YearOfFlow: Story = { args: { fixture: 'yearOfFlow' }, globals: desktop };
export const Loading: Story = { args: { fixture: 'none', loading: true } };
export const Refreshing: Story = { args: { loading: true } };
export const NoData: Story = { args: { fixture: 'none' } };
export const LoadError: Story = { args: { fixture: 'none', error: true, onRetry: () => {} } };
export const English: Story = {
  args: { title: 'Cabinet 12, loop 3, flow' },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Date range')).toBeVisible();
  },
};
export const EnglishLine: Story = { args: { fixture: 'short' }, globals: { language: 'en' } };
export const Dark: Story = {
  args: { fixture: 'thermometer', title: 'T-12 温度计', unit: '°C' },
  globals: { theme: 'dark' },
};
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglishDesktop: Story = {
  args: { fixture: 'thermometer', title: 'Thermometer T-12', unit: '°C' },
  globals: { theme: 'sunlight', language: 'en', ...desktop },
};
export const Desktop: Story = { globals: desktop, args: { height: 420 } };

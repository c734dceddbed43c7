import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { useDamText } from '../../../i18n/useDamText';
import * as chartStyles from '../core/chart.css';
import { longSeries } from '../core/fixtures';
import { TimeSeriesChart, type TimeSeriesChartProps, type TimeSeriesLine } from './TimeSeriesChart';
import * as styles from './TimeSeriesChart.css';
import {
  aggregateTemps,
  blockAgeComparison,
  comparisonThermometers,
  gradientCurves,
  outletEntryPouring,
  pressureCurves,
  solarRadiation,
} from './TimeSeriesChart.fixtures';
import { timeSeriesChartTexts } from './texts';

const fixtures = {
  gradient: gradientCurves,
  pressure: pressureCurves,
  solar: solarRadiation,
  aggregate: aggregateTemps,
  outletEntryPouring,
  blockAge: blockAgeComparison,
  halfMillion: () => [{ series: longSeries('t', '温度', 500_000, { seed: 3 }), unit: '°C' }],
  gaps: () => {
    const s = longSeries('t', '温度', 3000, { stepMs: 600_000, seed: 4 });
    for (let i = 900; i < 1300; i++) (s.value as Float64Array)[i] = Number.NaN;
    for (let i = 2000; i < 2004; i++) (s.value as Float64Array)[i] = Number.NaN;
    return [{ series: s, unit: '°C' }];
  },
  onePoint: () => [
    {
      series: {
        id: 'p',
        name: '入仓温度',
        time: new Float64Array([Date.UTC(2026, 10, 20, 2)]),
        value: new Float64Array([11.2]),
      },
      unit: '°C',
    },
  ],
  none: () => [],
} as const;
type FixtureName = keyof typeof fixtures;
const cache = new Map<FixtureName, TimeSeriesLine[]>();
function fixture(name: FixtureName): TimeSeriesLine[] {
  if (!cache.has(name)) cache.set(name, fixtures[name]());
  return cache.get(name)!;
}

/** The component's props, its `lines` named by a fixture (the docs page still lists `lines`). */
type StoryArgs = Omit<TimeSeriesChartProps, 'lines'> & {
  fixture: FixtureName;
  lines?: TimeSeriesChartProps['lines'];
};

const meta = {
  title: 'Charts/TimeSeriesChart 时间曲线',
  id: 'charts-timeserieschart',
  // The docs page documents the component's own props; `lines` comes from the story's fixture.
  component: TimeSeriesChart as unknown as ComponentType<StoryArgs>,
  render: ({ fixture: name, ...args }) => <TimeSeriesChart {...args} lines={fixture(name)} />,
  args: { fixture: 'gradient', title: '1# 温度梯度仪' },
  argTypes: {
    fixture: { control: 'select', options: Object.keys(fixtures), table: { disable: true } },
    lines: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      source: {
        language: 'tsx',
        code: `const time = [Date.UTC(2026, 10, 20, 0), Date.UTC(2026, 10, 20, 6), Date.UTC(2026, 10, 20, 12)];

<TimeSeriesChart
  title="3# 压力计"
  lines={[
    { series: { id: 'in', name: '进水压力', time, value: [0.42, 0.45, 0.41] }, unit: 'MPa' },
    { series: { id: 'out', name: '出水压力', time, value: [0.31, 0.33, null] }, unit: 'MPa' },
  ]}
  includeZero={{ left: true }}
/>`,
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Gradient curves keyed by thermometer name (part 2 §2.9). */
export const GradientCurves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The toggles mount after the chart's first paint.
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'TD-05 (6 m)' }));
    await expect(canvas.getByRole('checkbox', { name: 'TD-05 (6 m)' })).not.toBeChecked();
  },
};
/** Inlet and outlet pressure, MPa (part 2 §2.9). */
export const Pressure: Story = { args: { fixture: 'pressure', title: '3# 压力计' } };
/** Solar radiation, W/m², from 0 (part 2 §2.7). */
export const SolarRadiation: Story = {
  args: { fixture: 'solar', title: '太阳辐射', includeZero: { left: true }, navigator: true },
};
/** Sparse manual readings show their points. */
export const AggregateTemperature: Story = { args: { fixture: 'aggregate', title: '粗骨料温度' } };
export const OutletEntryPouring: Story = {
  args: { fixture: 'outletEntryPouring', title: '出机口、入仓、浇筑温度' },
};
/** Daily average concrete temperature per block by age (part 2 §2.7). */
export const BlockAgeComparison: Story = {
  args: { fixture: 'blockAge', title: '坝段龄期对比', xKind: 'days' },
  globals: desktop,
};
export const HalfMillionPoints: Story = {
  args: { fixture: 'halfMillion', title: '温度', navigator: true },
  globals: desktop,
};
export const GapsInData: Story = { args: { fixture: 'gaps', title: '温度' } };
export const OnePoint: Story = { args: { fixture: 'onePoint', title: '入仓温度' } };
export const Loading: Story = { args: { fixture: 'none', loading: true } };
/** New data loading over the old: the plot stays, dimmed under the loading message. */
export const Refreshing: Story = { args: { loading: true } };
export const NoData: Story = { args: { fixture: 'none' } };
export const LoadError: Story = { args: { fixture: 'none', error: '网络错误', onRetry: () => {} } };
export const English: Story = {
  args: { fixture: 'pressure', title: 'Pressure meter 3' },
  globals: { language: 'en' },
};
export const Dark: Story = {
  args: { fixture: 'outletEntryPouring', title: '出机口、入仓、浇筑温度' },
  globals: { theme: 'dark' },
};
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const DarkEnglishDesktop: Story = {
  args: { fixture: 'blockAge', title: 'Block age comparison', xKind: 'days' },
  globals: { theme: 'dark', language: 'en', ...desktop },
};

/** The gradient comparison: choose one or two thermometers; the curves show only with exactly two. */
function GradientComparison() {
  const { t } = useDamText(timeSeriesChartTexts);
  const all = fixture('gradient').slice(0, 4);
  const [chosen, setChosen] = useState<string[]>(['td1']);
  const lines = chosen.length === 2 ? all.filter((l) => chosen.includes(l.series.id)) : [];
  return (
    <TimeSeriesChart
      title="温度梯度对比"
      lines={lines}
      emptyText={t('chart.compare.chooseTwo')}
      controls={
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend element the design does not show
        <div className={styles.pickers} role="group" aria-label="温度计">
          {comparisonThermometers().map((l) => (
            <Checkbox
              key={l.series.id}
              className={chartStyles.toggle}
              isSelected={chosen.includes(l.series.id)}
              isDisabled={!chosen.includes(l.series.id) && chosen.length >= 2}
              onChange={(on) =>
                setChosen((c) => (on ? [...c, l.series.id] : c.filter((id) => id !== l.series.id)))
              }
            >
              <span className={chartStyles.checkbox} aria-hidden="true" />
              {l.series.name}
            </Checkbox>
          ))}
        </div>
      }
    />
  );
}

export const TwoThermometerComparison: Story = {
  render: () => <GradientComparison />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('chart.compare.chooseTwo'))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'TD-02 (1.5 m)' }));
    await expect(canvasElement.querySelector('[data-series]')).toHaveAttribute('data-series', 'td1,td2');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { containing, storyTexts } from '../../../../.storybook/storyTexts';
import { BAY_CURVE_KEYS, BayCurve, type BayCurveData, type BayCurveProps } from './BayCurve';
import {
  bayWithGaps,
  bayWithSentinels,
  extremesOf,
  flatBay,
  freshBay,
  hugeBay,
  onePointBay,
  yearOldBay,
} from './BayCurve.fixtures';

/** Fixtures are generated once per story file load and shared by the stories (the big ones take ~50 ms). */
const fixtures = {
  fresh: freshBay,
  yearOld: yearOldBay,
  gaps: bayWithGaps,
  sentinels: bayWithSentinels,
  flat: flatBay,
  onePoint: onePointBay,
  huge: hugeBay,
  none: () => null,
} as const;
type FixtureName = keyof typeof fixtures;
const cache = new Map<FixtureName, BayCurveData | null>();
function fixture(name: FixtureName): BayCurveData | null {
  if (!cache.has(name)) cache.set(name, fixtures[name]());
  return cache.get(name) ?? null;
}

/** The component's props, its `data` named by a fixture (the docs page still lists `data`). */
type StoryArgs = Omit<BayCurveProps, 'data'> & { fixture: FixtureName; data?: BayCurveProps['data'] };

const meta = {
  title: 'Charts/BayCurve 仓混凝土温度曲线',
  id: 'charts-baycurve',
  // The docs page documents the component's own props; `data` comes from the story's fixture.
  component: BayCurve as unknown as ComponentType<StoryArgs>,
  render: ({ fixture: name, ...args }) => <BayCurve {...args} data={fixture(name)} />,
  args: {
    fixture: 'fresh',
    location: '左岸 12# 坝段 3# 仓',
    temperatureExportHref: '#/api/getAllTemperatureData?id=3',
    flowExportHref: '#/api/getAllFlowData?id=3',
  },
  argTypes: {
    fixture: { control: 'select', options: Object.keys(fixtures), table: { disable: true } },
    data: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      source: {
        language: 'tsx',
        code: `<BayCurve
  location="左岸 12# 坝段 3# 仓"
  data={{
    average: {
      id: 'average',
      name: '平均温度',
      time: [Date.UTC(2026, 10, 1), Date.UTC(2026, 10, 2), Date.UTC(2026, 10, 3)],
      value: [18.2, 24.6, 27.1],
    },
  }}
  defaultVisibleCurves={['target']}
  temperatureExportHref="/api/getAllTemperatureData?id=3"
/>`,
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
/** The phone layout's own stories stay on a phone whatever the toolbar's width. */
const phone = { viewport: { value: 'phone', isRotated: false } };

/** A bay poured four days ago; only the average temperature shows at first (part 1 §4). */
export const FreshBay: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const title = t('chart.bay.title', { location: args.location });
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('chart.range.all') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByRole('checkbox', { name: t('chart.bay.target') })).not.toBeChecked();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-series]')).toHaveAttribute('data-series', 'average'),
    );
  },
};

/** Every curve on, including set flow, which only says 'No function'. */
export const AllCurves: Story = {
  args: { defaultVisibleCurves: BAY_CURVE_KEYS },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(within(canvasElement).getByText(containing(t('chart.bay.noFunction')))).toBeVisible();
  },
};

/** The layout of a narrow chart: the plot right under the title, then the controls; toggles wrap, all in view. */
async function expectPlotFirst(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const legend = canvasElement.querySelector<HTMLElement>('[data-chart-legend]')!;
  await waitFor(() => expect(canvasElement.querySelector('[role="application"]')).not.toBeNull());
  const plotBox = canvasElement.querySelector('[role="application"]')!.getBoundingClientRect();
  const title = canvas.getByRole('heading').getBoundingClientRect();
  await expect(plotBox.top - title.bottom).toBeLessThan(24);
  await expect(legend.getBoundingClientRect().top).toBeGreaterThan(plotBox.bottom);
  // No sideways scroller that hides toggles: they wrap onto more rows, each one inside the legend's box.
  const chips = [...legend.querySelectorAll('label')];
  const tops = new Set(chips.map((l) => l.getBoundingClientRect().top));
  await expect(tops.size).toBeGreaterThan(1);
  await expect(legend.scrollWidth).toBeLessThanOrEqual(legend.clientWidth);
  const legendBox = legend.getBoundingClientRect();
  for (const chip of chips)
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(legendBox.right + 0.5);
  for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
}

/**
 * A phone with every curve on: the plot first under the title; range, extremes, the toggles wrapping onto rows
 * all in view, the notice and the downloads under it.
 */
export const PhoneAllCurves: Story = {
  args: { defaultVisibleCurves: BAY_CURVE_KEYS },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('checkbox')).toHaveLength(8);
    await expectPlotFirst(canvasElement);
  },
};
export const PhoneAllCurvesEnglish: Story = {
  ...PhoneAllCurves,
  tags: ['settings'],
  args: { fixture: 'yearOld', defaultVisibleCurves: BAY_CURVE_KEYS },
  globals: { language: 'en', ...phone },
};
/** On a desktop screen in a 360 px portal column: laid out by the chart's own width, as on a phone. */
export const NarrowColumnOnDesktop: Story = {
  ...PhoneAllCurves,
  tags: ['settings'],
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: '360px 1fr', gap: 16, padding: 16 }}>
        <Story />
        <div />
      </div>
    ),
  ],
  globals: { language: 'en', ...desktop },
};

export const YearOldBay: Story = { args: { fixture: 'yearOld', defaultVisibleCurves: ['target', 'flow'] } };
export const YearOldLastWeek: Story = {
  args: { fixture: 'yearOld', defaultRangePreset: 'week', defaultVisibleCurves: ['inOutTemp'] },
};
export const GapsInData: Story = { args: { fixture: 'gaps', defaultVisibleCurves: ['inOutTemp', 'flow'] } };
/** Readings of 0, 100 °C, -1 and -2 arrive mapped to "no value" by the domain: gaps, not spikes. */
export const SentinelValues: Story = {
  args: { fixture: 'sentinels', defaultVisibleCurves: ['inOutTemp', 'flow'] },
};
export const FlatLine: Story = { args: { fixture: 'flat' } };
export const OnePoint: Story = { args: { fixture: 'onePoint' } };
/** 500,000 readings: drawn per pixel column, zoom and pan stay smooth. */
export const HalfMillionPoints: Story = { args: { fixture: 'huge' }, globals: desktop };
/** Server extremes win over computed ones. */
export const ServerExtremes: Story = {
  args: { extremes: extremesOf(fixture('fresh')!) ?? undefined },
};

export const Loading: Story = { args: { fixture: 'none', loading: true } };
export const Refreshing: Story = { args: { loading: true } };
export const NoData: Story = {
  args: { fixture: 'none' },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(within(canvasElement).getByText(t('common.noData'))).toBeVisible();
  },
};
export const LoadError: Story = { args: { fixture: 'none', error: true, onRetry: () => {} } };
export const CallbackExports: Story = {
  args: {
    temperatureExportHref: undefined,
    flowExportHref: undefined,
    onExportTemperature: () => {},
    onExportFlow: () => {},
  },
};

export const English: Story = {
  args: { defaultVisibleCurves: ['target', 'flow', 'setFlow'] },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Concrete temperature curve/ })).toBeVisible();
    await expect(canvas.getByText(/No function/)).toBeVisible();
  },
};
export const Dark: Story = {
  args: { defaultVisibleCurves: ['target', 'inOutTemp', 'flow'] },
  globals: { theme: 'dark' },
};
export const Sunlight: Story = {
  args: { defaultVisibleCurves: ['target', 'inOutTemp', 'flow'] },
  globals: { theme: 'sunlight' },
};
export const SunlightEnglish: Story = {
  args: { fixture: 'gaps', defaultVisibleCurves: ['air'] },
  globals: { theme: 'sunlight', language: 'en' },
};
export const DarkEnglishDesktop: Story = {
  args: { fixture: 'yearOld', defaultVisibleCurves: ['target', 'inOutTemp', 'flow', 'air'] },
  globals: { theme: 'dark', language: 'en', ...desktop },
};
export const Desktop: Story = {
  args: { fixture: 'yearOld', defaultVisibleCurves: ['target', 'flow', 'coolingTrend'], height: 420 },
  globals: desktop,
};

/** A portal replaces the tooltip with its own rendering through `renderTooltip`. */
export const CustomTooltip: Story = {
  args: {
    renderTooltip: (hover, helpers) => (
      <div
        style={{
          position: 'absolute',
          right: 8,
          top: 8,
          padding: 8,
          background: '#17202a',
          color: '#fff',
          borderRadius: 4,
        }}
      >
        {helpers.formatTime(hover.time)} · {hover.rows.map((r) => helpers.formatValue(r)).join(' / ')}
      </div>
    ),
  },
};

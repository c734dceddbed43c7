import type { Meta, StoryObj } from '@storybook/react-vite';
import { scaleLog } from 'd3-scale';
import { type ComponentType, useState } from 'react';
import { expect, within } from 'storybook/test';
import { ChartCard } from '../core/ChartCard';
import { ChartTooltip } from '../core/ChartTooltip';
import { chartPalette } from '../core/chart.css';
import type { HoverState, Series } from '../core/types';
import { Annotation } from './Annotation';
import { Area, Band } from './Area';
import { Candles } from './Candles';
import { Chart } from './Chart';
import { loopFlowAndPressure, MAX_PRESSURE_MPA, setpointAndBand } from './Chart.fixtures';
import { Key } from './Key';
import { Layer } from './Layer';
import { Legend } from './Legend';
import { Line, Markers } from './Line';
import { Navigator } from './Navigator';
import { Step } from './Step';
import { TargetLine, Threshold } from './Threshold';
import { YAxis } from './YAxis';

/** The portal's own words for its chart, in the reader's language. */
const WORDS = {
  zh: {
    title: '12# 智能柜 3# 回路：流量与压力',
    flow: '流量',
    pressure: '压力',
    limit: '最大压力',
    over: '超过最大压力',
    picked: '选中',
    colon: '：',
  },
  en: {
    title: 'Cabinet 12, loop 3: flow and pressure',
    flow: 'Flow',
    pressure: 'Pressure',
    limit: 'Max pressure',
    over: 'over the max pressure',
    picked: 'Picked',
    colon: ': ',
  },
} as const;

type Language = keyof typeof WORDS;

const { flow, pressure } = loopFlowAndPressure(7);

/**
 * What a portal composes from `damtherm/charts`: one loop's flow (left axis, from 0) and pipe pressure (right
 * axis) with the pressure limit as a threshold, its own tooltip wording, a legend of toggles, the overview
 * strip, and a click on a point that the page shows.
 */
function LoopFlowAndPressure({ language, flowSeries, pressureSeries }: LoopProps) {
  const w = WORDS[language];
  const [picked, setPicked] = useState<HoverState | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8, padding: 16 }}>
      <h3 style={{ margin: 0 }}>{w.title}</h3>
      <Chart
        label={w.title}
        height={300}
        onPointClick={setPicked}
        tooltipContent={(hover, helpers) => (
          <div data-loop-tooltip="">
            <strong>{helpers.formatPosition(hover)}</strong>
            {hover.rows.map((row) => (
              <div key={row.id}>
                {row.name}
                {w.colon}
                {helpers.formatValue(row)}
                {row.id === 'pressure' && row.value > MAX_PRESSURE_MPA ? ` · ${w.over}` : null}
              </div>
            ))}
          </div>
        )}
      >
        <YAxis unit="L/min" includeZero />
        <YAxis side="right" unit="MPa" />
        <Line series={flowSeries} name={w.flow} color={chartPalette[0]!} unit="L/min" width={2} />
        <Line
          series={pressureSeries}
          name={w.pressure}
          axis="right"
          color={chartPalette[4]!}
          unit="MPa"
          decimals={3}
        />
        <Threshold value={MAX_PRESSURE_MPA} label={w.limit} axis="right" unit="MPa" />
        <Legend />
        <Navigator />
      </Chart>
      <output data-picked="">
        {picked ? `${w.picked}${w.colon}${picked.rows.map((r) => `${r.name} ${r.value}`).join(', ')}` : ''}
      </output>
    </div>
  );
}

interface LoopProps {
  language: Language;
  flowSeries: Series;
  pressureSeries: Series;
}

const meta = {
  title: 'Charts/Composed (damtherm/charts) 组合图表',
  id: 'charts-composed-damtherm-charts',
  // The docs page documents the frame and every part of damtherm/charts; the story composes a few of them.
  component: Chart as unknown as ComponentType<LoopProps>,
  subcomponents: {
    YAxis,
    Line,
    Markers,
    Step,
    Area,
    Band,
    Candles,
    Threshold,
    TargetLine,
    Annotation,
    Layer,
    Key,
    Legend,
    Navigator,
    ChartCard,
    ChartTooltip,
  },
  render: (args, { globals }) => (
    <LoopFlowAndPressure {...args} language={globals.language === 'en' ? 'en' : 'zh'} />
  ),
  args: { language: 'zh', flowSeries: flow, pressureSeries: pressure },
  parameters: { layout: 'fullscreen', controls: { exclude: ['flowSeries', 'pressureSeries', 'language'] } },
} satisfies Meta<LoopProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour each line is stroked with, as the plot reports it, by series id. */
function strokes(root: HTMLElement): Record<string, string> {
  return JSON.parse(root.querySelector<HTMLElement>('[role="application"]')?.dataset.strokes ?? '{}');
}

/**
 * Flow and pressure of one loop on two axes, with the pressure limit. Checks what the reader is told: the
 * right axis holds the limit, the legend names both lines and the limit, and its swatches are the colours the
 * lines are drawn in.
 */
export const LoopFlowAndPressureChart: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = WORDS[globals.language === 'en' ? 'en' : 'zh'];
    const canvas = within(canvasElement);
    const plot = await canvas.findByRole('application');
    await expect(plot.dataset.series).toBe('flow,pressure');
    const [low, high] = (plot.dataset.yRight ?? '').split(' ').map(Number);
    await expect(low! <= MAX_PRESSURE_MPA && MAX_PRESSURE_MPA <= high!).toBe(true);
    const drawn = strokes(canvasElement);
    for (const name of [words.flow, words.pressure]) {
      const toggle = await canvas.findByRole('checkbox', { name });
      await expect(toggle).toBeChecked();
    }
    await expect(canvas.getByRole('checkbox', { name: words.limit })).toBeChecked();
    await expect(Object.keys(drawn)).toEqual(['flow', 'pressure']);
  },
};
export const English: Story = { globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkEnglish: Story = { globals: { theme: 'dark', language: 'en' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };

const bay = setpointAndBand(10);

/** A bay against a setpoint the site changed twice (a step line) within its design band, with the changes marked. */
export const SetpointStepBandAndAnnotations: StoryObj = {
  render: () => (
    <div style={{ padding: 16 }}>
      <Chart label="Bay 1: average temperature against its setpoint" height={280}>
        <YAxis unit="°C" />
        <Line series={bay.average} name="Average" color={chartPalette[0]!} unit="°C" width={2} />
        <Step series={bay.setpoint} name="Setpoint" color={chartPalette[1]!} unit="°C" />
        <Band series={bay.high} lower={bay.low} name="Design band" color={chartPalette[1]!} opacity={0.15} />
        <Annotation time={bay.setpoint.time[3 * 48]!} label="Setpoint 23 °C" />
        <Annotation time={bay.setpoint.time[7 * 48]!} label="Setpoint 21 °C" />
        <Legend />
      </Chart>
    </div>
  ),
};

/** A value axis on any continuous d3 scale: flow on a log scale, its ticks and labels the scale's own. */
export const LogScaleAxis: StoryObj = {
  render: () => (
    <div style={{ padding: 16 }}>
      <Chart label="Loop 3 flow, log scale" height={260}>
        <YAxis unit="L/min" scale={scaleLog()} />
        <Line series={flow} name="Flow" color={chartPalette[0]!} unit="L/min" />
      </Chart>
    </div>
  ),
};

import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { WeeklyReportRow } from '../../../domain/adapters/reports';
import { minAxisSpan } from '../../../domain/unitRules';
import { DamProvider } from '../../../hooks/DamProvider';
import { BayCurve, type BayCurveData } from '../../bays/BayCurve';
import { BlockAgeChart } from '../../bays/BlockAgeChart';
import { GradientComparisonChart } from '../../instruments/GradientComparison';
import { ReportChart } from '../../reports/ReportChart';
import { Candlestick } from '../Candlestick';
import { TimeSeriesChart } from '../TimeSeriesChart';
import { makeSeries } from './fixtures';
import { extentInView, plotTruth } from './testing';
import type { Series } from './types';

/*
 * The truth of every chart: each value drawn lies within the axes the chart drew (the range it exposes on the
 * plot, compared with the extremes of the data in its window, computed here from the data, not by the chart),
 * each axis is at least its unit's minimum span wide, and each colour of a legend or key equals the colour
 * the plot strokes that line with. The fixtures are extreme on purpose: the extreme on the last point, a
 * lone spike, a flat flow read to ±0.01, gaps, negative values, a fixed range the data leaves.
 */

const DAY = 86_400_000;
const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 1);

const grid = (n: number, step: number, start = T0) =>
  Float64Array.from({ length: n }, (_, i) => start + i * step);
const series = (id: string, values: number[], step = DAY, start = T0): Series =>
  makeSeries(id, id, grid(values.length, step, start), Float64Array.from(values));

/** What a test knows of each line: its data, axis and unit. */
type Expected = Record<string, { series: Series; side?: 'left' | 'right'; unit: string }>;

async function show(ui: ReactElement, width = 390) {
  const screen = await render(
    <DamProvider language="en">
      <div style={{ width }}>{ui}</div>
    </DamProvider>,
  );
  const plot = () => screen.container.querySelector<HTMLElement>('[role="application"]')!;
  await expect.poll(() => plot()?.dataset.yLeft ?? plot()?.dataset.yRight, { timeout: 10_000 }).toBeTruthy();
  return { screen, plot };
}

/** Every drawn line of `plot` that the test knows lies within its axis, and the axis is wide enough. */
function expectAxesHold(plot: HTMLElement, expected: Expected) {
  const truth = plotTruth(plot);
  expect(truth.series.length).toBeGreaterThan(0);
  for (const id of truth.series) {
    const line = expected[id];
    if (!line) continue;
    const domain = truth[line.side ?? 'left'];
    expect(domain, `axis of ${id}`).not.toBeNull();
    const [lo, hi] = domain!;
    const ext = extentInView(line.series.time, line.series.value, truth.view);
    if (ext) {
      expect(lo, `${id} min ${ext[0]} within [${lo}, ${hi}]`).toBeLessThanOrEqual(ext[0]);
      expect(hi, `${id} max ${ext[1]} within [${lo}, ${hi}]`).toBeGreaterThanOrEqual(ext[1]);
    }
    expect(hi - lo, `${id} axis span`).toBeGreaterThanOrEqual(minAxisSpan(line.unit) - 1e-9);
  }
  return truth;
}

const colorOf = (el: Element) => getComputedStyle(el).color;

describe('every chart: the axes hold every value drawn', () => {
  it('the weekly drop: the last day is the lowest drop and the axis holds it', async () => {
    const days = [0.1, 0.05, -0.1, 0, 0.08, -0.05, -0.2];
    const rows: WeeklyReportRow[] = days.map((dropC, i) => ({
      bay: '1#',
      stage: null,
      date: T0 + i * DAY,
      dropC,
      flowLpm: 20 + i * 0.01,
    }));
    const { plot } = await show(<ReportChart report={{ type: 'weekDrop', rows }} />);
    const truth = expectAxesHold(plot(), {
      drop: { series: series('drop', days), unit: '°C' },
      flow: {
        series: series(
          'flow',
          days.map((_, i) => 20 + i * 0.01),
        ),
        side: 'right',
        unit: 'L/min',
      },
    });
    expect(truth.left![0]).toBeLessThanOrEqual(-0.2);
  });

  it('a time series with a spike on the first and the last point, gaps, on two axes', async () => {
    const temps = series('temp', [-5, 12, Number.NaN, 13, 12.5, Number.NaN, 85], 10 * MIN);
    const flows = series('flow', [0.64, 0.66, 0.69, Number.NaN, 0.65, 0.67, 0.68], 10 * MIN);
    const { plot } = await show(
      <TimeSeriesChart
        title="Extremes"
        lines={[
          { series: temps, unit: '°C' },
          { series: flows, unit: 'L/min', axis: 'right' },
        ]}
      />,
    );
    expectAxesHold(plot(), {
      temp: { series: temps, unit: '°C' },
      flow: { series: flows, side: 'right', unit: 'L/min' },
    });
  });

  it('a flat flow read to ±0.01 gets at least the minimum span of L/min, and no negative flow', async () => {
    const flows = series('flow', [0.64, 0.66, 0.69, 0.65, 0.67, 0.68, 0.66], 10 * MIN);
    const { plot } = await show(<TimeSeriesChart title="Flow" lines={[{ series: flows, unit: 'L/min' }]} />);
    const truth = expectAxesHold(plot(), { flow: { series: flows, unit: 'L/min' } });
    expect(truth.left![0]).toBeGreaterThanOrEqual(0);
  });

  it('pressure read to the thousandth, and a line of a single reading', async () => {
    const pressure = series('in', [0.301, 0.305, 0.303], 10 * MIN);
    const one = series('out', [0.4], 10 * MIN);
    const p = await show(
      <TimeSeriesChart
        title="Pressure"
        lines={[
          { series: pressure, unit: 'MPa' },
          { series: one, unit: 'MPa' },
        ]}
      />,
    );
    expectAxesHold(p.plot(), { in: { series: pressure, unit: 'MPa' }, out: { series: one, unit: 'MPa' } });
  });

  it('radiation past a fixed range: the range grows to hold it', async () => {
    const sun = series('sun', [0, 400, 1180, 300], 10 * MIN);
    const r = await show(
      <TimeSeriesChart title="Sun" lines={[{ series: sun, unit: 'W/m²' }]} yDomains={{ left: [0, 1000] }} />,
    );
    expectAxesHold(r.plot(), { sun: { series: sun, unit: 'W/m²' } });
  });

  it('the bay chart with every curve, and its key and toggles in the colours drawn', async () => {
    const n = 48;
    const hours = (f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));
    const data: BayCurveData = {
      average: series(
        'average',
        hours((i) => (i === n - 1 ? 41.7 : 25 + Math.sin(i / 5))),
        3_600_000,
      ),
      target: series(
        'target',
        hours(() => 22),
        3_600_000,
      ),
      inlet: series(
        'inlet',
        hours((i) => (i === 0 ? -2 : 9)),
        3_600_000,
      ),
      outlet: series(
        'outlet',
        hours(() => 14),
        3_600_000,
      ),
      flow: series(
        'flow',
        hours((i) => 0.64 + (i % 6) * 0.01),
        3_600_000,
      ),
      air: series(
        'air',
        hours((i) => (i % 2 ? -12 : 3)),
        3_600_000,
      ),
      tempDiff: series(
        'tempDiff',
        hours(() => 0.3),
        3_600_000,
      ),
      inFaceDiff: series(
        'inFaceDiff',
        hours((i) => i / 10),
        3_600_000,
      ),
    };
    const { screen, plot } = await show(
      <BayCurve
        location="1#"
        data={data}
        defaultVisibleCurves={['target', 'inOutTemp', 'flow', 'air', 'tempDiff', 'inFaceDiff']}
      />,
    );
    await expect.poll(() => plotTruth(plot()).series.length).toBe(8);
    const expected: Expected = {};
    for (const [id, s] of Object.entries(data)) {
      expected[id] = {
        series: s!,
        unit: id === 'flow' ? 'L/min' : '°C',
        side: id === 'flow' ? 'right' : 'left',
      };
    }
    const truth = expectAxesHold(plot(), expected);

    // The key names exactly the lines drawn, each in its stroke colour.
    const key = [...screen.container.querySelectorAll<HTMLElement>('[data-key-of]')];
    expect(key.map((k) => k.dataset.keyOf)).toEqual(truth.series);
    for (const k of key) expect(colorOf(k.querySelector('span')!)).toBe(truth.strokes[k.dataset.keyOf!]);
    // Each shown toggle's swatches are the colours of the lines it adds (inlet and outlet: two).
    const swatches = (curve: string) =>
      [...screen.container.querySelectorAll(`[data-curve="${curve}"] span[style]`)].map(colorOf);
    expect(swatches('inOutTemp')).toEqual([truth.strokes.inlet, truth.strokes.outlet]);
    expect(swatches('flow')).toEqual([truth.strokes.flow]);
    expect(swatches('air')).toEqual([truth.strokes.air]);
  });

  it('the bay chart on a phone: every toggle is in view, none in a sideways scroller', async () => {
    const data: BayCurveData = { average: series('average', [20, 21, 22], 3_600_000) };
    const { screen } = await show(<BayCurve location="1#" data={data} />, 358);
    const toggles = [...screen.container.querySelectorAll<HTMLElement>('[data-curve]')];
    expect(toggles).toHaveLength(8);
    const box = screen.container.querySelector('[data-chart-legend]')!.getBoundingClientRect();
    for (const t of toggles) {
      const r = t.getBoundingClientRect();
      expect(r.left).toBeGreaterThanOrEqual(box.left - 0.5);
      expect(r.right).toBeLessThanOrEqual(box.right + 0.5);
    }
  });

  it('the loop candlestick: a flow of 0.64–0.69 L/min on an axis at least 1 L/min wide, candles inside', async () => {
    const values = Array.from({ length: 6 * 24 }, (_, i) => [0.64, 0.66, 0.69, 0.65, 0.67][i % 5]!);
    const flow = series('flow', values, 10 * MIN);
    const { screen, plot } = await show(<Candlestick title="Loop 1" series={flow} unit="L/min" />);
    await expect.poll(() => plot().dataset.layer).toBe('candles');
    const truth = plotTruth(plot());
    const ext = extentInView(flow.time, flow.value, truth.view)!;
    expect(truth.left![0]).toBeLessThanOrEqual(ext[0]);
    expect(truth.left![1]).toBeGreaterThanOrEqual(ext[1]);
    expect(truth.left![1] - truth.left![0]).toBeGreaterThanOrEqual(1);
    expect(truth.left![0]).toBeGreaterThanOrEqual(0);
    // The moving averages are means of the candles: inside the data's extent, so inside the axis.
    for (const id of truth.series) {
      const toggle = screen.container.querySelector(`[data-curve="${id}"] span[style]`)!;
      expect(colorOf(toggle)).toBe(truth.strokes[id]);
    }
  });

  it('the candlestick as a line (less than a bucket of readings) with a spike on its last reading', async () => {
    const temps = series('t', [12.1, 12.2, 12.1, 19.9], 5 * MIN);
    const { plot } = await show(<Candlestick title="Thermometer 3" series={temps} unit="°C" />);
    expectAxesHold(plot(), { t: { series: temps, unit: '°C' } });
  });

  it('the block age comparison: days from 0, a gap, a late spike', async () => {
    const b6 = series('a', [30, 31.5, 29, Number.NaN, 27, 55.2], DAY, 0);
    const b7 = series('b', [-3, 28, 27.5], DAY, 0);
    const blocks = await show(
      <BlockAgeChart
        curves={[
          { block: 6, series: b6 },
          { block: 7, series: b7 },
        ]}
      />,
    );
    expectAxesHold(blocks.plot(), {
      'block-6': { series: b6, unit: '°C' },
      'block-7': { series: b7, unit: '°C' },
    });
  });

  it('the gradient comparison: two thermometers and their difference on the right axis', async () => {
    const top = series('top', [20, 20.4, 21, 19.8, 35], 10 * MIN);
    const bottom = series('bottom', [18, 18.1, 18, 18.2, 10], 10 * MIN);
    const difference = series(
      'difference',
      [...top.value].map((v, i) => v - bottom.value[i]!),
      10 * MIN,
    );
    const gradient = await show(<GradientComparisonChart curves={[top, bottom]} />);
    await expect.poll(() => plotTruth(gradient.plot()).series).toContain('difference');
    expectAxesHold(gradient.plot(), {
      top: { series: top, unit: '°C' },
      bottom: { series: bottom, unit: '°C' },
      difference: { series: difference, side: 'right', unit: '°C' },
    });
  });
});

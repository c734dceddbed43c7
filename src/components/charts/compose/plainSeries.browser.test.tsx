import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { BayCurve } from '../../bays/BayCurve';
import { chartPalette } from '../core/chart.css';
import type { Series, SeriesInput } from '../core/types';
import { TimeValueTable } from '../TimeValueTable';
import { Chart } from './Chart';
import { loopFlowAndPressure } from './Chart.fixtures';
import { Line } from './Line';
import { YAxis } from './YAxis';

const { flow } = loopFlowAndPressure(3);

/** The same series as plain arrays, as a Next.js server component passes it (a gap as null). */
const plain = (series: Series): SeriesInput => ({
  id: series.id,
  name: series.name,
  time: Array.from(series.time),
  value: Array.from(series.value, (v) => (Number.isNaN(v) ? null : v)),
});

/** The first chart's summary, as a screen reader gets it. */
const summary = () => document.querySelector('[data-chart-summary]')?.textContent ?? '';

describe('plain number arrays as series', () => {
  it('draw and read out as the typed columns they convert to', async () => {
    const chart = (series: SeriesInput) => (
      <Chart label="Loop 3" height={200}>
        <YAxis unit="L/min" />
        <Line series={series} name="flow" color={chartPalette[0]!} unit="L/min" />
      </Chart>
    );
    await render(
      <DamProvider language="en">
        {chart(flow)}
        {chart(plain(flow))}
      </DamProvider>,
    );
    const summaries = () => [...document.querySelectorAll('[data-chart-summary]')].map((s) => s.textContent);
    // The summary is written once the chart has laid out, later on a busy machine.
    await expect.poll(() => summaries()[0], { timeout: 10_000 }).toMatch(/flow: \d+ points/);
    await expect.poll(() => summaries()[1], { timeout: 10_000 }).toBe(summaries()[0]);
  });

  it('fill BayCurve and TimeValueTable', async () => {
    const average = {
      id: 'average',
      name: 'average',
      time: [1_700_000_000_000, 1_700_000_600_000],
      value: [21.5, 21.7],
    };
    const screen = await render(
      <DamProvider language="en">
        <BayCurve location="Bay 1" data={{ average }} />
        <TimeValueTable series={average} unit="°C" />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('region', { name: /Bay 1/ })).not.toHaveAttribute('data-empty');
    await expect.element(screen.getByRole('cell', { name: '21.70' })).toBeInTheDocument();
    await expect.poll(summary, { timeout: 10_000 }).toMatch(/Average temperature: 2 points/);
  });
});

import { scaleLinear, scaleLog } from 'd3-scale';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { chartPalette } from '../core/chart.css';
import { plot, plotTruth, pointAt } from '../core/testing';
import type { HoverState, View } from '../core/types';
import { Annotation } from './Annotation';
import { Area } from './Area';
import { Chart } from './Chart';
import { loopFlowAndPressure, MAX_PRESSURE_MPA } from './Chart.fixtures';
import { Legend } from './Legend';
import { Line } from './Line';
import { Step } from './Step';
import { scaleAxis } from './scaleAxis';
import { Threshold } from './Threshold';
import { YAxis } from './YAxis';

const { flow, pressure } = loopFlowAndPressure(3);
const BLUE = chartPalette[0]!;
const RED = chartPalette[4]!;

/** The summary's sentences, as a screen reader gets them. */
const summary = () => document.querySelector('[data-chart-summary]')?.textContent ?? '';

function LoopChart(props: Partial<Parameters<typeof Chart>[0]> & { withLegend?: boolean }) {
  const { withLegend, ...chart } = props;
  return (
    <Chart label="Loop 3" height={260} {...chart}>
      <YAxis unit="L/min" includeZero />
      <YAxis side="right" unit="MPa" />
      <Line series={flow} name="flow" color={BLUE} unit="L/min" />
      <Line series={pressure} name="pressure" axis="right" color={RED} unit="MPa" decimals={3} />
      <Threshold value={MAX_PRESSURE_MPA} label="Max pressure" axis="right" unit="MPa" />
      {withLegend ? <Legend /> : null}
    </Chart>
  );
}

const DAY = 86_400_000;

/** A page that owns the chart's window: a button moves it a day on, and every reported window is kept. */
function Controlled({ start, seen }: { start: number; seen: View[] }) {
  const [range, setRange] = useState<View>({ start, end: start + DAY });
  return (
    <>
      <button type="button" onClick={() => setRange({ start: start + DAY, end: start + 2 * DAY })}>
        next day
      </button>
      <LoopChart
        range={range}
        onRangeChange={(next) => {
          seen.push(next);
          setRange(next);
        }}
      />
    </>
  );
}

describe('a composed Chart', () => {
  it('draws its lines on their axes, holds the threshold on its axis and names it in the summary', async () => {
    await render(
      <DamProvider language="en">
        <LoopChart />
      </DamProvider>,
    );
    const truth = plotTruth(plot());
    expect(truth.series).toEqual(['flow', 'pressure']);
    expect(truth.left![0]).toBe(0);
    expect(truth.right![0]).toBeLessThanOrEqual(MAX_PRESSURE_MPA);
    expect(truth.right![1]).toBeGreaterThanOrEqual(MAX_PRESSURE_MPA);
    expect(plot().dataset.layer).toBe(`rule-Max pressure`);
    await vi
      .waitFor(() => expect(summary()).toContain('Max pressure: 0.5 MPa.'), { timeout: 3000 })
      .catch((e) => {
        console.log('SUMMARY', summary());
        throw e;
      });
  });

  it('lists every mark in its legend with the colour it is drawn in, and hides a mark it unticks', async () => {
    const screen = await render(
      <DamProvider language="en">
        <LoopChart withLegend />
      </DamProvider>,
    );
    const truth = plotTruth(plot());
    const swatch = (name: string) =>
      screen
        .getByRole('checkbox', { name })
        .element()
        .closest('label')
        ?.querySelector('[style]') as HTMLElement;
    for (const [name, id] of [
      ['flow', 'flow'],
      ['pressure', 'pressure'],
    ] as const) {
      expect(getComputedStyle(swatch(name)).color).toBe(truth.strokes[id]);
    }
    await screen.getByRole('checkbox', { name: 'pressure' }).click({ force: true });
    expect(plot().dataset.series).toBe('flow');
    expect(plot().dataset.yRight).toBeDefined();
    await screen.getByRole('checkbox', { name: 'Max pressure' }).click({ force: true });
    expect(plot().dataset.yRight).toBeUndefined();
  });

  it('follows a controlled range and reports the windows a user moves to', async () => {
    const seen: View[] = [];
    const start = flow.time[0]!;
    const day = DAY;
    const screen = await render(
      <DamProvider language="en">
        <Controlled start={start} seen={seen} />
      </DamProvider>,
    );
    expect(Number(plot().dataset.viewStart)).toBe(start);
    expect(Number(plot().dataset.viewEnd)).toBe(start + day);
    await screen.getByRole('button', { name: 'next day' }).click();
    await vi.waitFor(() => expect(Number(plot().dataset.viewStart)).toBe(start + day));
    expect(seen).toEqual([]);
    plot().focus();
    plot().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen.at(-1)!.start).toBeGreaterThan(start + day);
    expect(Number(plot().dataset.viewStart)).toBe(Math.round(seen.at(-1)!.start));
  });

  it('hands a clicked point, and the point under the keyboard crosshair on Enter, to onPointClick', async () => {
    const picked: HoverState[] = [];
    await render(
      <DamProvider language="en">
        <LoopChart onPointClick={(p) => picked.push(p)} />
      </DamProvider>,
    );
    pointAt(0.5);
    const el = plot();
    const r = el.getBoundingClientRect();
    const at = { bubbles: true, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
    el.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerId: 7, pointerType: 'mouse' }));
    el.dispatchEvent(new PointerEvent('pointerup', { ...at, pointerId: 7, pointerType: 'mouse' }));
    el.dispatchEvent(new MouseEvent('click', at));
    expect(picked).toHaveLength(1);
    expect(picked[0]!.rows.map((row) => row.id)).toEqual(['flow', 'pressure']);
    // A drag pans; its click picks nothing.
    el.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerId: 7, pointerType: 'mouse' }));
    el.dispatchEvent(new MouseEvent('click', { ...at, clientX: at.clientX + 40 }));
    expect(picked).toHaveLength(1);
    el.focus();
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', shiftKey: true, bubbles: true }));
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(picked).toHaveLength(2);
  });

  it('forwards its ref to its root, which holds the plot and the summary', async () => {
    const ref = createRef<HTMLDivElement>();
    await render(
      <DamProvider language="en">
        <LoopChart ref={ref} className="mine" />
      </DamProvider>,
    );
    expect(ref.current?.classList.contains('mine')).toBe(true);
    expect(ref.current?.contains(plot())).toBe(true);
    expect(ref.current?.querySelector('[data-chart-summary]')).not.toBeNull();
  });

  it('takes any continuous d3 scale for a value axis and a linear d3 scale for x', async () => {
    // Kilopascals along a pipe: x is a position, y spans a decade.
    const readings = {
      id: 'kpa',
      name: 'kPa',
      time: Float64Array.from(pressure.time, (_, i) => i),
      value: Float64Array.from(pressure.value, (v) => v * 100),
    };
    const screen = await render(
      <DamProvider language="en">
        <Chart label="Pressure along the pipe, log scale" height={260} x={scaleAxis(scaleLinear())}>
          <YAxis unit="kPa" scale={scaleLog()} />
          <Line series={readings} color={BLUE} unit="kPa" />
        </Chart>
      </DamProvider>,
    );
    const [low, high] = plotTruth(plot()).left!;
    // A log axis is rounded to powers of ten by d3's nice(); every value drawn lies within it.
    expect(Math.log10(low)).toBe(Math.round(Math.log10(low)));
    expect(Math.log10(high)).toBe(Math.round(Math.log10(high)));
    const labels = [...screen.container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(labels).toContain('10');
    expect(labels).toContain('100');
    // The x axis: positions 0 … 431 with the linear scale's round ticks.
    expect(labels).toContain('200');
  });

  it('draws a step line, an area and an annotation, and the summary names the annotation', async () => {
    await render(
      <DamProvider language="en">
        <Chart label="Setpoint" height={240}>
          <Step series={pressure} color={RED} unit="MPa" />
          <Area series={pressure} lower={0.2} color={BLUE} />
          <Annotation time={pressure.time[100]!} label="Valve opened" />
        </Chart>
      </DamProvider>,
    );
    expect(plot().dataset.series).toBe('pressure');
    expect(plot().dataset.layer).toBe(`pressure,note-Valve opened-${pressure.time[100]}`);
    // The summary is written when the page is idle (within a second).
    await vi.waitFor(() => expect(summary()).toMatch(/Valve opened: 2026-11-\d\d \d\d:\d\d\./), {
      timeout: 3000,
    });
    // The area's lower edge is in the axis' range.
    expect(plotTruth(plot()).left![0]).toBeLessThanOrEqual(0.2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { plot, pointAt } from '../core/testing';
import { TimeSeriesChart } from './TimeSeriesChart';
import {
  blockAgeComparison,
  gradientCurves,
  outletEntryPouring,
  pressureCurves,
} from './TimeSeriesChart.fixtures';

describe('TimeSeriesChart', () => {
  it('draws gradient curves keyed by thermometer and toggles them with checkboxes', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <TimeSeriesChart title="1# 温度梯度仪" lines={gradientCurves()} />
      </DamProvider>,
    );
    expect(plot().dataset.series).toBe('td1,td2,td3,td4,td5');
    await screen.getByRole('checkbox', { name: 'TD-03 (3 m)' }).click({ force: true });
    expect(plot().dataset.series).toBe('td1,td2,td4,td5');
  });

  it('pairs the shown curves as react-aria does: uncontrolled, then controlled', async () => {
    const all = gradientCurves();
    const onVisibleCurvesChange = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <TimeSeriesChart
          title="1# 温度梯度仪"
          lines={all.slice(0, 3)}
          defaultVisibleCurves={['td1', 'td3']}
          onVisibleCurvesChange={onVisibleCurvesChange}
        />
      </DamProvider>,
    );
    expect(plot().dataset.series).toBe('td1,td3');
    await screen.getByRole('checkbox', { name: 'TD-01 (0.5 m)' }).click({ force: true });
    expect(onVisibleCurvesChange).toHaveBeenLastCalledWith(['td3']);
    expect(plot().dataset.series).toBe('td3');
    // A thermometer chosen later shows; the curves the user hid stay hidden.
    await screen.rerender(
      <DamProvider language="zh">
        <TimeSeriesChart
          title="1# 温度梯度仪"
          lines={all.slice(0, 4)}
          defaultVisibleCurves={['td1', 'td3']}
        />
      </DamProvider>,
    );
    expect(plot().dataset.series).toBe('td3,td4');
    // Controlled: the page decides; a toggle only asks.
    const onChange = vi.fn();
    await screen.rerender(
      <DamProvider language="zh">
        <TimeSeriesChart
          title="1# 温度梯度仪"
          lines={all.slice(0, 4)}
          visibleCurves={['td2']}
          onVisibleCurvesChange={onChange}
        />
      </DamProvider>,
    );
    expect(plot().dataset.series).toBe('td2');
    await screen.getByRole('checkbox', { name: 'TD-04 (4.5 m)' }).click({ force: true });
    expect(onChange).toHaveBeenLastCalledWith(['td2', 'td4']);
    expect(plot().dataset.series).toBe('td2');
  });

  it('shows pressure in MPa with three decimals', async () => {
    await render(
      <DamProvider language="en">
        <TimeSeriesChart title="Pressure meter 3" lines={pressureCurves()} />
      </DamProvider>,
    );
    expect(plot().querySelector('svg')?.textContent).toContain('MPa');
    pointAt(0.4);
    await vi.waitFor(() => {
      const text = document.querySelector('[role="tooltip"]')?.textContent ?? '';
      expect(text).toMatch(/进口压力\s*0\.\d{1,3} MPa/);
      expect(text).toMatch(/出口压力\s*0\.\d{1,3} MPa/);
    });
  });

  it('marks the points of sparse manual readings and lists them in the tooltip', async () => {
    await render(
      <DamProvider language="zh">
        <TimeSeriesChart title="出机口、入仓、浇筑温度" lines={outletEntryPouring()} />
      </DamProvider>,
    );
    pointAt(0.5);
    await vi.waitFor(() => {
      const text = document.querySelector('[role="tooltip"]')?.textContent ?? '';
      expect(text).toContain('出机口温度');
    });
  });

  it('counts days on the block-age comparison', async () => {
    await render(
      <DamProvider language="zh">
        <TimeSeriesChart title="坝段龄期对比" lines={blockAgeComparison()} xKind="days" />
      </DamProvider>,
    );
    expect(plot().querySelector('svg')?.textContent).toContain('第0天');
    pointAt(0.3);
    await vi.waitFor(() =>
      expect(document.querySelector('[role="tooltip"]')?.textContent).toMatch(/^第\d+天/),
    );
  });

  it('shows the empty text when there is nothing to draw (two thermometers must be chosen)', async () => {
    const screen = await render(
      <DamProvider language="en">
        <TimeSeriesChart
          title="Gradient comparison"
          lines={[]}
          emptyText="Choose two thermometers to compare"
        />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Choose two thermometers to compare')).toBeVisible();
  });

  it('lets a portal replace the legend and the tooltip', async () => {
    const screen = await render(
      <DamProvider language="en">
        <TimeSeriesChart
          title="Pressure meter 3"
          lines={pressureCurves()}
          renderLegend={({ items, toggle }) => (
            <ul>
              {items.map((i) => (
                <li key={i.id}>
                  <button type="button" onClick={() => toggle(i.id, !i.checked)}>
                    portal {i.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
          renderTooltip={(hover, helpers) => (
            <output data-portal-tooltip="">{helpers.formatTime(hover.time)}</output>
          )}
        />
      </DamProvider>,
    );
    await screen.getByRole('button', { name: 'portal 出口压力' }).click();
    expect(plot().dataset.series).toBe('in');
    pointAt(0.5);
    await vi.waitFor(() =>
      expect(document.querySelector('[data-portal-tooltip]')?.textContent).toMatch(
        /^2026-11-\d\d \d\d:\d\d$/,
      ),
    );
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('offers "Show all" after a zoom, and it shows everything again', async () => {
    const screen = await render(
      <DamProvider language="en">
        <TimeSeriesChart title="Gradient" lines={gradientCurves()} />
      </DamProvider>,
    );
    const r = plot().getBoundingClientRect();
    plot().dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -300,
        clientX: r.left + 200,
        clientY: r.top + 100,
        bubbles: true,
        cancelable: true,
      }),
    );
    const button = screen.getByRole('button', { name: 'Show all' });
    await expect.element(button).toBeVisible();
    await button.click();
    await expect.element(screen.getByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
  });
});

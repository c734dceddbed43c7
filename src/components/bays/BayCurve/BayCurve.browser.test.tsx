import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { plot, pointAt, renderFirstFrame } from '../../charts/core/testing';
import { BAY_CURVE_KEYS, BayCurve, type BayCurveData } from './BayCurve';
import { FIXTURE_NOW, simulateBay } from './BayCurve.fixtures';

const DAY = 86_400_000;
const data: BayCurveData = simulateBay({ days: 10, seed: 2 });

function span() {
  const el = plot();
  return Number(el.dataset.viewEnd) - Number(el.dataset.viewStart);
}

describe('BayCurve', () => {
  it('shows all of the data when it arrives after the first render, as from the server', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve location="1#-010" data={null} loading />
      </DamProvider>,
    );
    await screen.rerender(
      <DamProvider language="zh">
        <BayCurve location="1#-010" data={data} loading={false} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('button', { name: '全部' }))
      .toHaveAttribute('aria-pressed', 'true');
    const t = data.average.time;
    expect(Number(plot().dataset.viewStart)).toBe(Math.round(t[0]!));
    expect(Number(plot().dataset.viewEnd)).toBe(Math.round(t[t.length - 1]!));
  });

  it('applies the first range to data that arrives later', async () => {
    const screen = await render(
      <DamProvider language="en">
        <BayCurve location="1#-010" data={null} loading defaultRangePreset="day" />
      </DamProvider>,
    );
    await screen.rerender(
      <DamProvider language="en">
        <BayCurve location="1#-010" data={data} loading={false} defaultRangePreset="day" />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(span()).toBe(DAY);
  });

  it('shows the location and "Concrete temperature curve", and at first only the average temperature', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve location="左岸 12# 坝段 3# 仓" data={data} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('heading', { name: '左岸 12# 坝段 3# 仓 混凝土温度曲线' }))
      .toBeVisible();
    expect(plot().dataset.series).toBe('average');
    for (const name of [
      '目标温度',
      '进出水温度',
      '流量',
      '设定流量',
      '气温',
      '仓内温差',
      '内表温差',
      '降温趋势',
    ]) {
      await expect.element(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await expect
      .element(screen.getByRole('button', { name: '全部' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('adds and removes curves with the react-aria checkboxes; flow gets its own axis', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={data} />
      </DamProvider>,
    );
    await screen.getByRole('checkbox', { name: '目标温度' }).click({ force: true });
    expect(plot().dataset.series).toBe('average,target');
    await screen.getByRole('checkbox', { name: '进出水温度' }).click({ force: true });
    await screen.getByRole('checkbox', { name: '流量' }).click({ force: true });
    expect(plot().dataset.series).toBe('average,target,inlet,outlet,flow');
    expect(plot().querySelector('svg')?.textContent).toContain('L/min');
    await screen.getByRole('checkbox', { name: '目标温度' }).click({ force: true });
    expect(plot().dataset.series).toBe('average,inlet,outlet,flow');
    await expect.element(screen.getByRole('checkbox', { name: '目标温度' })).not.toBeChecked();
  });

  it('says "No function" for set flow, in English too', async () => {
    const screen = await render(
      <DamProvider language="en">
        <BayCurve location="Bay 3" data={data} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('heading', { name: 'Bay 3 Concrete temperature curve' }))
      .toBeVisible();
    await screen.getByRole('checkbox', { name: 'Set flow' }).click({ force: true });
    await expect.element(screen.getByText('Set flow: No function')).toBeVisible();
    expect(plot().dataset.series).toBe('average');
  });

  it('shows the last day, the last week or everything with the range buttons', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={data} />
      </DamProvider>,
    );
    expect(span()).toBeCloseTo(10 * DAY, -4);
    await screen.getByRole('button', { name: '日' }).click({ force: true });
    expect(span()).toBe(DAY);
    expect(Number(plot().dataset.viewEnd)).toBe(FIXTURE_NOW);
    await expect.element(screen.getByRole('button', { name: '日' })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('button', { name: '全部' }))
      .toHaveAttribute('aria-pressed', 'false');
    await screen.getByRole('button', { name: '周' }).click({ force: true });
    expect(span()).toBe(7 * DAY);
    await screen.getByRole('button', { name: '全部' }).click({ force: true });
    expect(span()).toBeCloseTo(10 * DAY, -4);
  });

  it('starts on the range it is given', async () => {
    await render(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={data} defaultRangePreset="week" />
      </DamProvider>,
    );
    expect(span()).toBe(7 * DAY);
  });

  it('shows a tooltip with the time in the site zone and the points in at most three rows', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve
          location="3# 仓"
          data={data}
          defaultVisibleCurves={['target', 'inOutTemp', 'flow', 'air', 'tempDiff', 'inFaceDiff']}
        />
      </DamProvider>,
    );
    pointAt(0.5);
    const tooltip = screen.getByRole('tooltip');
    await expect.element(tooltip).toBeVisible();
    const text = tooltip.element().textContent ?? '';
    // The time is a Shanghai wall-clock time within the data.
    expect(text).toMatch(/^2026-11-1\d \d\d:\d\d/);
    expect(text).toContain('平均温度');
    expect(text).toMatch(/\d+(\.\d+)? °C/);
    expect(text).toMatch(/\d+(\.\d+)? L\/min/);
    const rows = tooltip.element().querySelectorAll('[data-tooltip-row]');
    expect(rows.length).toBe(3);
    expect(tooltip.element().querySelectorAll('[data-series]').length).toBe(8);
    // The crosshair snaps to a reading of the average temperature.
    expect(document.querySelector('[data-crosshair]')).not.toBeNull();
    // React hears a pointer leaving through pointerout.
    plot().dispatchEvent(
      new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: document.body }),
    );
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('says "Not collected" for a missing reading under the crosshair', async () => {
    const time = new Float64Array([FIXTURE_NOW - 2 * 3_600_000, FIXTURE_NOW - 3_600_000, FIXTURE_NOW]);
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve
          location="3# 仓"
          data={{
            average: { id: 'average', name: '', time, value: new Float64Array([20, 21, 22]) },
            air: { id: 'air', name: '', time, value: new Float64Array([5, Number.NaN, 6]) },
          }}
          defaultVisibleCurves={['air']}
        />
      </DamProvider>,
    );
    pointAt(0.5);
    await vi.waitFor(() =>
      expect(document.querySelector('[role="tooltip"]')?.textContent).toContain('气温未采集'),
    );
    await expect.element(screen.getByText('未采集')).toBeVisible();
  });

  it('lets a finger put the crosshair under it and move it', async () => {
    await render(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={data} />
      </DamProvider>,
    );
    pointAt(0.2, 'touch', 'pointerdown');
    const first = document.querySelector<HTMLElement>('[data-crosshair]')!.style.transform;
    pointAt(0.7, 'touch', 'pointermove');
    const second = document.querySelector<HTMLElement>('[data-crosshair]')!.style.transform;
    expect(first).not.toBe(second);
    pointAt(0.7, 'touch', 'pointerup');
    // The tooltip stays after the finger lifts, to be read.
    expect(document.querySelector('[role="tooltip"]')).not.toBeNull();
  });

  it('zooms with two fingers pinching apart', async () => {
    await render(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={data} />
      </DamProvider>,
    );
    const full = span();
    const el = plot();
    const r = el.getBoundingClientRect();
    const y = r.top + r.height / 2;
    const mid = r.left + r.width / 2;
    const touch = (type: string, id: number, x: number) =>
      el.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: id,
          pointerType: 'touch',
          clientX: x,
          clientY: y,
        }),
      );
    touch('pointerdown', 1, mid - 20);
    touch('pointerdown', 2, mid + 20);
    touch('pointermove', 1, mid - 60);
    touch('pointermove', 2, mid + 60);
    await vi.waitFor(() => expect(span()).toBeLessThan(full / 2));
    touch('pointerup', 1, mid - 60);
    touch('pointerup', 2, mid + 60);
  });

  it('zooms with the wheel and the keyboard, pans with the keyboard, and Home shows everything', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={data} />
      </DamProvider>,
    );
    const full = span();
    const r = plot().getBoundingClientRect();
    plot().dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -200,
        clientX: r.left + r.width / 2,
        clientY: r.top + 100,
        bubbles: true,
        cancelable: true,
      }),
    );
    await vi.waitFor(() => expect(span()).toBeLessThan(full * 0.8));
    await expect
      .element(screen.getByRole('button', { name: '全部' }))
      .toHaveAttribute('aria-pressed', 'false');
    plot().focus();
    await userEvent.keyboard('{ArrowUp}');
    const zoomed = span();
    expect(zoomed).toBeLessThan(full * 0.7);
    const start = Number(plot().dataset.viewStart);
    await userEvent.keyboard('{ArrowLeft}');
    expect(Number(plot().dataset.viewStart)).toBeLessThan(start);
    await userEvent.keyboard('{Home}');
    expect(span()).toBe(full);
  });

  it('steps the crosshair through the points with Shift+arrows and announces them', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={data} />
      </DamProvider>,
    );
    plot().focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const live = document.querySelector('[aria-live="polite"]')!;
    await vi.waitFor(() =>
      expect(live.textContent).toMatch(/^2026-11-\d\d \d\d:\d\d：平均温度 \d+(\.\d+)? °C$/),
    );
    const before = live.textContent;
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await vi.waitFor(() => expect(live.textContent).not.toBe(before));
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
  });

  it('shows the max and min average temperature with their times in the site zone', async () => {
    const time = new Float64Array([Date.UTC(2026, 10, 18, 16, 0), Date.UTC(2026, 10, 19, 1, 30)]);
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve
          location="3# 仓"
          data={{ average: { id: 'average', name: '', time, value: new Float64Array([12.345, 28.4]) } }}
        />
      </DamProvider>,
    );
    // 16:00 UTC is midnight of the next day in Shanghai.
    await expect.element(screen.getByText('28.4 °C')).toBeVisible();
    await expect.element(screen.getByText('2026-11-19 09:30')).toBeVisible();
    await expect.element(screen.getByText('12.35 °C')).toBeVisible();
    await expect.element(screen.getByText('2026-11-19 00:00')).toBeVisible();
  });

  it('has a text summary of the visible data for screen readers', async () => {
    await render(
      <DamProvider language="en">
        <BayCurve location="Bay 3" data={data} />
      </DamProvider>,
    );
    const summary = () => document.getElementById(plot().getAttribute('aria-describedby')!.split(' ')[1]!);
    // Written when the page is idle (at the latest after 1 s): give a busy machine time.
    await vi.waitFor(() => expect(summary()?.textContent).toMatch(/Average temperature: \d+ points, min/), {
      timeout: 5000,
    });
    expect(summary()?.textContent).toMatch(/last \d+(\.\d+)? °C \(2026-11-20 10:00\)/);
  });

  it('shows the loading overlay, the no-data state and an error with retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={null} loading />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('加载中...');
    await screen.rerender(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={null} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('暂无数据')).toBeVisible();
    expect(plot()).toBeNull();
    await screen.rerender(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={null} error onRetry={onRetry} />
      </DamProvider>,
    );
    await screen.getByRole('button', { name: '重试' }).click({ force: true });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says its state on data attributes and takes a class and a style', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={null} loading className="portal-chart" style={{ maxWidth: 600 }} />
      </DamProvider>,
    );
    const region = () => screen.getByRole('region').element() as HTMLElement;
    expect(region().classList.contains('portal-chart')).toBe(true);
    expect(region().style.maxWidth).toBe('600px');
    expect(region().getAttribute('aria-busy')).toBe('true');
    await screen.rerender(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={null} />
      </DamProvider>,
    );
    expect(region().dataset.empty).toBe('true');
    expect(region().hasAttribute('aria-busy')).toBe(false);
    await screen.rerender(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={null} error="网络错误" />
      </DamProvider>,
    );
    expect(region().dataset.error).toBe('true');
    expect(region().dataset.empty).toBeUndefined();
    // Refreshing: the plot stays, under the loading message.
    await screen.rerender(
      <DamProvider language="zh">
        <BayCurve location="3# 仓" data={data} loading />
      </DamProvider>,
    );
    expect(plot()).not.toBeNull();
    await expect.element(screen.getByRole('status')).toHaveTextContent('加载中...');
  });

  it('offers the temperature and flow exports', async () => {
    const onExportTemperature = vi.fn();
    const onExportFlow = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <BayCurve
          location="3# 仓"
          data={data}
          onExportTemperature={onExportTemperature}
          onExportFlow={onExportFlow}
        />
      </DamProvider>,
    );
    await screen.getByRole('button', { name: '导出温度数据' }).click({ force: true });
    await screen.getByRole('button', { name: '导出流量数据' }).click({ force: true });
    expect(onExportTemperature).toHaveBeenCalledTimes(1);
    expect(onExportFlow).toHaveBeenCalledTimes(1);
  });

  it('has its buttons in its first frame, for a screen reader and a portal test at once', () => {
    const onExportFlow = vi.fn();
    const { host, unmount } = renderFirstFrame(
      <DamProvider language="en">
        <BayCurve location="Bay 3" data={data} onExportTemperature={() => {}} onExportFlow={onExportFlow} />
      </DamProvider>,
      800,
    );
    // The frame that carries the plot's first pixels: native buttons, no stand-ins.
    const buttons = [...host.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Day',
      'Week',
      'All',
      'Export temperature data',
      'Export flow data',
    ]);
    expect(host.querySelector('[aria-hidden="true"][data-face]')).toBeNull();
    expect(buttons[2]!.getAttribute('aria-pressed')).toBe('true');
    buttons[4]!.click();
    expect(onExportFlow).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('fits a 360 px phone', async () => {
    await page.viewport(360, 740);
    const screen = await render(
      <DamProvider language="zh">
        <div style={{ width: 360, padding: 8, boxSizing: 'border-box' }}>
          <BayCurve
            location="白鹤滩水电站左岸坝段第二十三号浇筑仓"
            data={data}
            defaultVisibleCurves={['flow']}
          />
        </div>
      </DamProvider>,
    );
    const section = screen.getByRole('region').element();
    expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect.element(screen.getByRole('checkbox').first()).toBeInTheDocument();
    for (const box of screen.getByRole('checkbox').elements()) {
      expect(box.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  /** The bay chart, all curves on, in a column `width` px wide on a desktop screen (as a portal may place it). */
  async function inColumn(width: number, language: 'zh' | 'en' = 'en') {
    await page.viewport(1280, 800);
    const screen = await render(
      <DamProvider language={language}>
        <div style={{ width }}>
          <BayCurve
            location="Left bank block 12 bay 3"
            data={data}
            defaultVisibleCurves={BAY_CURVE_KEYS}
            temperatureExportHref="#temperature"
            flowExportHref="#flow"
          />
        </div>
      </DamProvider>,
    );
    await expect.element(screen.getByRole('checkbox').first()).toBeInTheDocument();
    const legend = document.querySelector<HTMLElement>('[data-chart-legend]')!;
    const chips = [...legend.querySelectorAll('label')];
    return { screen, legend, chips, rows: new Set(chips.map((c) => c.getBoundingClientRect().top)).size };
  }

  it('in a narrow column puts the plot right under the title and every curve toggle in view, wrapping', async () => {
    const { screen, legend, chips, rows } = await inColumn(360);
    const title = screen.getByRole('heading').element().getBoundingClientRect();
    const plotBox = plot().getBoundingClientRect();
    // Nothing but the gap between the title and the plot, though the screen is a desktop's.
    expect(plotBox.top - title.bottom).toBeLessThan(24);
    // Range buttons, extremes, toggles, the notice and the downloads all come after the plot.
    for (const el of [
      screen.getByRole('button', { name: 'All' }).element(),
      screen.getByText('Max average temperature').element(),
      legend,
      screen.getByText('Set flow: No function').element(),
      screen.getByRole('button', { name: 'Export flow data' }).element(),
    ]) {
      expect(el.getBoundingClientRect().top).toBeGreaterThan(plotBox.bottom);
    }
    // No sideways scroller that hides toggles: they wrap, each one inside the legend's box.
    expect(rows).toBeGreaterThan(1);
    expect(legend.scrollWidth).toBeLessThanOrEqual(legend.clientWidth);
    const box = legend.getBoundingClientRect();
    for (const chip of chips) expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    const section = screen.getByRole('region').element();
    expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    for (const chip of chips) expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Still a group of checkboxes, all of them checked.
    const group = screen.getByRole('group', { name: 'Curves' });
    expect(group.getByRole('checkbox').elements()).toHaveLength(BAY_CURVE_KEYS.length);
    for (const box of group.getByRole('checkbox').elements()) expect(box).toBeChecked();
  });

  it('scrolls the toggle that gets keyboard focus into view', async () => {
    const { screen, legend, chips } = await inColumn(360);
    (screen.getByRole('checkbox').first().element() as HTMLElement).focus();
    for (const [i, chip] of chips.entries()) {
      if (i > 0) await userEvent.tab();
      expect(document.activeElement?.closest('label')).toBe(chip);
      const row = legend.getBoundingClientRect();
      const box = chip.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(row.left);
      expect(box.right).toBeLessThanOrEqual(row.right);
    }
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('checkbox', { name: 'Cooling trend' })).not.toBeChecked();
  });

  it('wraps the curve toggles in a wide chart', async () => {
    const { legend, rows } = await inColumn(900);
    expect(rows).toBeGreaterThan(1);
    expect(legend.scrollWidth).toBeLessThanOrEqual(legend.clientWidth);
  });
});

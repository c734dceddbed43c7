import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { plot, pointAt, renderFirstFrame } from '../core/testing';
import { Candlestick } from './Candlestick';
import * as styles from './Candlestick.css';
import { FIXTURE_NOW, loopFlow, shortSpan } from './Candlestick.fixtures';

const week = loopFlow(7);

function section() {
  return document.querySelector('section')!;
}

describe('Candlestick', () => {
  it('draws 30-minute candles with MA2, MA4 and MA48', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <Candlestick title="3# 回路 流量" series={week} unit="L/min" now={FIXTURE_NOW} />
      </DamProvider>,
    );
    expect(section().dataset.mode).toBe('candles');
    expect(plot().dataset.layer).toBe('candles');
    expect(plot().dataset.series).toBe('ma2,ma4,ma48');
    for (const name of ['K线（30分钟）', 'MA2（1小时）', 'MA4（2小时）', 'MA48（1天）']) {
      await expect.element(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    await screen.getByRole('checkbox', { name: 'MA48（1天）' }).click({ force: true });
    expect(plot().dataset.series).toBe('ma2,ma4');
    await screen.getByRole('checkbox', { name: 'K线（30分钟）' }).click({ force: true });
    expect(plot().dataset.layer).toBeUndefined();
  });

  it('shows open, high, low and close of the bucket under the crosshair', async () => {
    await render(
      <DamProvider language="zh">
        <Candlestick title="3# 回路 流量" series={week} unit="L/min" now={FIXTURE_NOW} />
      </DamProvider>,
    );
    pointAt(0.5);
    await vi.waitFor(() => {
      const text = document.querySelector('[role="tooltip"]')?.textContent ?? '';
      // The bucket is named by its start, a half hour in the site zone.
      expect(text).toMatch(/^2026-11-1\d \d\d:(00|30)/);
      expect(text).toMatch(/开 [\d.]+ 高 [\d.]+ 低 [\d.]+ 收 [\d.]+ L\/min/);
      expect(text).toContain('MA48（1天）');
    });
  });

  it('falls back to a simple line when the data spans less than 30 minutes', async () => {
    const screen = await render(
      <DamProvider language="en">
        <Candlestick title="Loop 3 flow" series={shortSpan()} unit="L/min" now={FIXTURE_NOW} />
      </DamProvider>,
    );
    expect(section().dataset.mode).toBe('line');
    expect(plot().dataset.layer).toBeUndefined();
    expect(plot().dataset.series).toBe('flow');
    await expect.element(screen.getByText('Less than 30 minutes of data: shown as a line')).toBeVisible();
    expect(document.querySelector('[data-chart-legend]')).toBeNull();
    expect(screen.getByRole('checkbox').elements()).toHaveLength(0);
    pointAt(0.5);
    await vi.waitFor(() =>
      expect(document.querySelector('[role="tooltip"]')?.textContent).toMatch(/[\d.]+ L\/min/),
    );
  });

  it('has date pickers from 2020-01-01 to now and zooms to the picked days', async () => {
    const screen = await render(
      <DamProvider language="en">
        <Candlestick title="Loop 3 flow" series={week} unit="L/min" now={FIXTURE_NOW} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Date range')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Date range' });
    await expect.element(group).toBeVisible();
    // The picker loads on first use and takes the focus to the date clicked: its first segment, the year.
    await screen.getByRole('button', { name: /^Start date \d{4}-\d\d-\d\d$/ }).click();
    const startYear = screen.getByRole('spinbutton', { name: /year, Start date/i });
    await expect.element(startYear).toHaveFocus();
    // The start day: typed into its segment.
    await screen.getByRole('spinbutton', { name: /day, Start date/i }).click();
    await userEvent.keyboard('18');
    await vi.waitFor(() => {
      const start = Number(plot().dataset.viewStart);
      // 2026-11-18 00:00 in Shanghai.
      expect(start).toBe(Date.UTC(2026, 10, 17, 16));
    });
    await expect.element(screen.getByRole('button', { name: 'Show all' })).toBeVisible();
    // Before 2020-01-01 is out of range.
    await startYear.click();
    await userEvent.keyboard('2019');
    await expect.element(group).toHaveAttribute('data-invalid', 'true');
  });

  it('opens the calendar when its button is the first thing clicked', async () => {
    const screen = await render(
      <DamProvider language="en">
        <Candlestick title="Loop 3 flow" series={week} unit="L/min" now={FIXTURE_NOW} />
      </DamProvider>,
    );
    await screen.getByRole('button', { name: 'Open calendar' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Date range' })).toBeVisible();
  });

  it.each([
    ['en', 'Loop 3 flow', /^\d{4}-\d\d-\d\d–\d{4}-\d\d-\d\d$/],
    ['zh', '3# 回路 流量', /^\d{4}-\d\d-\d\d–\d{4}-\d\d-\d\d$/],
  ] as const)(
    'shows the date range field (%s) as a look-alike until its first use, then the picker in its place',
    async (language, title, dates) => {
      const { host, boxes, unmount } = renderFirstFrame(
        <DamProvider language={language}>
          <Candlestick title={title} series={week} unit="L/min" now={FIXTURE_NOW} />
        </DamProvider>,
        800,
      );
      const look = () => boxes(`.${styles.group}`)[0]!;
      // The chart's first frames: the dates and the calendar button as native buttons, no picker yet.
      expect(host.querySelector('[data-date-range-face]')).not.toBeNull();
      expect(host.querySelectorAll('[data-date-range-face] button')).toHaveLength(3);
      const first = look();
      expect(first.text).toMatch(dates);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(host.querySelectorAll('[role="spinbutton"]')).toHaveLength(0);

      // Tabbing to the end date loads the picker, which takes the focus to that date's first segment.
      host.querySelector<HTMLElement>('[data-date-range-face] [data-part="end"]')!.focus();
      await vi.waitFor(() => expect(host.querySelectorAll('[role="spinbutton"]')).toHaveLength(6));
      expect(document.activeElement).toBe(host.querySelectorAll('[role="spinbutton"]')[3]);
      expect(host.querySelector('[data-date-range-face]')).toBeNull();
      // The same dates where they were.
      const next = look();
      expect(next.text?.replace(/[\u2066-\u2069\u200e]/g, '')).toBe(first.text);
      expect(next.y).toBe(first.y);
      expect(next.height).toBe(first.height);
      unmount();
    },
  );

  it('calls onDateRangeChange with whole site days when the page loads data by range', async () => {
    const onDateRangeChange = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <Candlestick
          title="Loop 3 flow"
          series={week}
          unit="L/min"
          now={FIXTURE_NOW}
          dateRange={{ start: Date.UTC(2026, 10, 12, 16), end: Date.UTC(2026, 10, 20, 16) - 1 }}
          onDateRangeChange={onDateRangeChange}
        />
      </DamProvider>,
    );
    await screen.getByRole('button', { name: /^End date/ }).click();
    await screen.getByRole('spinbutton', { name: /day, End date/i }).click();
    await userEvent.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(onDateRangeChange).toHaveBeenCalled());
    const range = onDateRangeChange.mock.calls.at(-1)![0] as { start: number; end: number };
    expect(range.start).toBe(Date.UTC(2026, 10, 12, 16));
    expect(range.end).toBe(Date.UTC(2026, 10, 19, 16) - 1);
  });

  it('starts on the days it is given', async () => {
    const start = Date.UTC(2026, 10, 17, 16);
    await render(
      <DamProvider language="en">
        <Candlestick
          title="Loop 3 flow"
          series={week}
          unit="L/min"
          now={FIXTURE_NOW}
          defaultDateRange={{ start, end: Date.UTC(2026, 10, 18, 16) - 1 }}
          defaultVisibleCurves={['candles']}
        />
      </DamProvider>,
    );
    expect(Number(plot().dataset.viewStart)).toBe(start);
    expect(plot().dataset.layer).toBe('candles');
    expect(plot().dataset.series).toBe('');
  });

  it('shows loading, no data and errors', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <Candlestick title="3# 回路" series={null} unit="°C" loading />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('加载中...');
    await screen.rerender(
      <DamProvider language="zh">
        <Candlestick title="3# 回路" series={null} unit="°C" />
      </DamProvider>,
    );
    await expect.element(screen.getByText('暂无数据')).toBeVisible();
    await screen.rerender(
      <DamProvider language="zh">
        <Candlestick title="3# 回路" series={null} unit="°C" error="网络错误" />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('网络错误');
  });
});

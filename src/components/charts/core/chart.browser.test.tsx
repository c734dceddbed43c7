import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { ChartLegend, type LegendItem } from './ChartLegend';
import { ChartNavigator } from './ChartNavigator';
import { ChartPlot } from './ChartPlot';
import { chartPalette } from './chart.css';
import { renderFirstFrame } from './testing';
import { createViewStore } from './view';

const H = 3_600_000;
// 2026-11-19 16:00 UTC = 2026-11-20 00:00 in Shanghai.
const start = Date.UTC(2026, 10, 19, 16);
const time = new Float64Array(Array.from({ length: 49 }, (_, i) => start + i * 0.5 * H));
const value = new Float64Array(Array.from({ length: 49 }, (_, i) => 20 + Math.sin(i / 5)));
const lines = [{ series: { id: 'a', name: 'A', time, value }, color: chartPalette[0]!, unit: '°C' }];

/** x of the time-axis label reading `text` (the midnight label), relative to the plot's left edge. */
function labelX(text: string) {
  const t = [...document.querySelectorAll('svg text[data-major]')].find((n) => n.textContent === text);
  return t ? Number(t.getAttribute('x')) - 50 : null;
}

describe('chart core', () => {
  it('has its checkboxes in the first frame', () => {
    const items: LegendItem[] = [
      { id: 'a', label: 'Average temperature', color: chartPalette[0]!, checked: true },
      { id: 'b', label: 'Target temperature', color: chartPalette[1]!, checked: false, dashed: true },
      { id: 'c', label: 'Set flow', color: chartPalette[2]!, checked: false, disabled: true },
    ];
    const onToggle = vi.fn();
    const { host, boxes, unmount } = renderFirstFrame(
      <DamProvider language="en">
        <ChartLegend items={items} onToggle={onToggle} label="Curves" />
      </DamProvider>,
      360,
    );
    // The frame that carries the chart's first pixels already has the checkboxes: a screen reader and a
    // portal's tests find them at once.
    expect(host.querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
    expect(boxes('[data-curve]').map((b) => b.text)).toEqual(items.map((i) => i.label));
    for (const el of host.querySelectorAll('[data-curve]'))
      expect(el.hasAttribute('aria-hidden')).toBe(false);
    expect(host.querySelector('[data-curve="a"]')?.hasAttribute('data-selected')).toBe(true);
    const target = host.querySelector<HTMLInputElement>('[data-curve="b"] input')!;
    expect(target.checked).toBe(false);
    target.click();
    expect(onToggle).toHaveBeenCalledWith('b', true);
    expect(host.querySelector<HTMLInputElement>('[data-curve="c"] input')!.disabled).toBe(true);
    unmount();
  });

  it('labels the time axis in the site time zone given to the provider', async () => {
    const store = createViewStore({ start: time[0]!, end: time[48]! });
    const screen = await render(
      <DamProvider language="zh" timeZone="Asia/Shanghai">
        <ChartPlot lines={lines} store={store} label="A" width={800} />
      </DamProvider>,
    );
    // Midnight of 2026-11-20 in Shanghai is where the data starts.
    expect(labelX('11-20')).toBe(0);
    await screen.rerender(
      <DamProvider language="zh" timeZone="UTC">
        <ChartPlot lines={lines} store={store} label="A" width={800} />
      </DamProvider>,
    );
    // In UTC that midnight comes 8 hours later: a third of the way along.
    expect(labelX('11-20')).toBeCloseTo((800 - 66) / 3, 0);
  });

  it('draws the series in the theme color on the canvas, and again when the theme changes', async () => {
    const store = createViewStore({ start: time[0]!, end: time[48]! });
    // The same props each time: the plot itself does not re-render, the theme class of the provider changes.
    const thick = [{ ...lines[0]!, width: 4 }];
    const plot = (theme: 'light' | 'dark') => (
      <DamProvider language="zh" theme={theme}>
        <ChartPlot lines={thick} store={store} label="A" width={400} />
      </DamProvider>
    );
    const has = (rgb: [number, number, number]) => {
      const canvas = document.querySelector('canvas')!;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2] && data[i + 3] === 255)
          return true;
      }
      return false;
    };
    const screen = await render(plot('dark'));
    // The dark palette's first color is #6cb4ff, the light one's #0b63c5.
    expect(has([0x6c, 0xb4, 0xff])).toBe(true);
    await screen.rerender(plot('light'));
    await vi.waitFor(() => expect(has([0x0b, 0x63, 0xc5])).toBe(true));
    expect(has([0x6c, 0xb4, 0xff])).toBe(false);
  });

  it('moves the window when the overview strip is dragged, and jumps on a tap outside the window', async () => {
    const store = createViewStore({ start: time[0]!, end: time[48]! });
    store.set({ start: time[0]!, end: time[12]! });
    await render(
      <DamProvider language="zh">
        <div style={{ width: 600 }}>
          <ChartNavigator store={store} lines={lines} />
        </div>
      </DamProvider>,
    );
    const strip = document.querySelector<HTMLElement>('[data-navigator]')!;
    const win = strip.querySelector<HTMLElement>('[data-window]')!;
    const r = win.getBoundingClientRect();
    const y = r.top + r.height / 2;
    const at = (el: Element, type: string, x: number) =>
      el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 3 }));
    at(win, 'pointerdown', r.left + r.width / 2);
    at(strip, 'pointermove', r.left + r.width / 2 + 100);
    at(strip, 'pointerup', r.left + r.width / 2 + 100);
    const moved = store.get();
    expect(moved.start).toBeGreaterThan(time[0]!);
    expect(moved.end - moved.start).toBeCloseTo(time[12]! - time[0]!, -3);
    const s = strip.getBoundingClientRect();
    at(strip, 'pointerdown', s.right - 5);
    at(strip, 'pointerup', s.right - 5);
    expect(store.get().end).toBe(time[48]);
  });
});

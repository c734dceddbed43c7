import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { bandColor, temperatureBand } from '../../../domain';
import { DamProvider } from '../../../hooks/DamProvider';
import { renderFirstFrame } from '../../charts/core/testing';
import { DamMap, type DamMapHandle, type DamMapProps } from './DamMap';
import { largeDam, smallDam } from './DamMap.fixtures';

const hive = smallDam.bays.find((h) => h.block === 12 && h.top - h.bottom === 3)!;
/** A view centred on `hive` at a zoom: the bay (and its label) sit at the middle of the canvas. */
const on = (zoom: number) => ({ zoom, block: hive.block + 0.5, elevation: (hive.top + hive.bottom) / 2 });

async function renderMap(props: Partial<DamMapProps> = {}, language: 'zh' | 'en' = 'zh') {
  const ref = createRef<DamMapHandle>();
  const screen = await render(
    <DamProvider language={language}>
      <div style={{ width: 390 }}>
        <DamMap
          ref={ref}
          bays={smallDam.bays}
          holes={smallDam.holes}
          blockLines={smallDam.blockLines}
          crossLines={smallDam.crossLines}
          height={500}
          {...props}
        />
      </div>
    </DamProvider>,
  );
  const canvasElement = screen.container.querySelector('canvas')!;
  const canvas = page.elementLocator(canvasElement);
  // The first frame is drawn once the map has its size.
  await expect.element(canvas).toHaveAttribute('data-zoom');
  return { screen, canvas, canvasElement, ref };
}

/** Clicks the canvas at a point given relative to its centre. */
async function clickCanvas(canvasElement: HTMLCanvasElement, dx = 0, dy = 0) {
  const box = canvasElement.getBoundingClientRect();
  await userEvent.click(page.elementLocator(canvasElement), {
    position: { x: box.width / 2 + dx, y: box.height / 2 + dy },
  });
}

describe('DamMap toggles', () => {
  it('turning an overlay on asks for its data, colors and labels; off removes it', async () => {
    const onOverlayChange = vi.fn();
    const { screen } = await renderMap({
      onOverlayChange,
      overlayData: { currentTemperature: smallDam.overlayData.currentTemperature! },
    });
    await userEvent.click(screen.getByRole('tab', { name: '温度数据' }));
    const toggle = screen.getByRole('button', { name: '当前仓温' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onOverlayChange).toHaveBeenLastCalledWith('currentTemperature');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    // The legend shows the temperature bands of part 2 §4.
    await expect.element(screen.getByRole('heading', { name: '当前仓温' })).toBeVisible();
    await expect.element(screen.getByText('> 27 °C')).toBeVisible();
    await expect.element(screen.getByText('未收仓')).toBeVisible();
    await userEvent.click(toggle);
    expect(onOverlayChange).toHaveBeenLastCalledWith(null);
    await expect.element(screen.getByRole('heading', { name: '当前仓温' })).not.toBeInTheDocument();
  });

  it('lists every toggle of part 2 §2.3 on its tab, hiding max minus 17 unless asked', async () => {
    const { screen } = await renderMap({ warningTab: true });
    for (const name of ['刷新页面', '混凝土龄期', '阶段', '灌区号', '约束区/自由区', '预警数']) {
      await expect.element(screen.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await userEvent.click(screen.getByRole('tab', { name: '温度数据' }));
    for (const name of ['当前仓温', '最新最高温', '平均降温速率', '温差', '控制模式']) {
      await expect.element(screen.getByRole('button', { name, exact: true })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: '最高温-17' }).elements()).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: '流量数据' }));
    await expect.element(screen.getByRole('button', { name: '当前流量（L/min）' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '累计流量（L）' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: '实时预警' }));
    await expect.element(screen.getByRole('button', { name: '实时预警数' })).toBeVisible();
  });

  it('shows the age legend with its 100/200/300-day scale', async () => {
    const { screen } = await renderMap({ defaultOverlay: 'age' });
    await expect.element(screen.getByRole('heading', { name: '混凝土龄期' })).toBeVisible();
    const ticks = screen.getByRole('list', { name: '龄期刻度（天）' });
    await expect.element(ticks).toHaveTextContent('0天100天200天300天');
  });

  it('says "under development" for a toggle id it does not know, in English too', async () => {
    const onOverlayChange = vi.fn();
    const { screen } = await renderMap({ toggles: { basic: [2, 6] }, onOverlayChange }, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Layer 6' }));
    await expect.element(screen.getByRole('alert')).toBeVisible();
    expect(screen.getByRole('alert').element().textContent).toContain('Layer 6: under development');
    expect(onOverlayChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('reload page calls onReload', async () => {
    const onReload = vi.fn();
    const { screen } = await renderMap({ onReload });
    await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('says when the overlay is loading or failed, and retries', async () => {
    const onOverlayRetry = vi.fn();
    const loading = await renderMap({
      defaultTab: 'flow',
      defaultOverlay: 'currentFlow',
      overlayLoading: { currentFlow: true },
    });
    await expect.element(loading.screen.getByText('当前流量（L/min）：加载中...')).toBeVisible();
    const { screen } = await renderMap({
      defaultTab: 'flow',
      defaultOverlay: 'totalFlow',
      overlayError: { totalFlow: true },
      onOverlayRetry,
    });
    await expect.element(screen.getByText('累计流量（L）：加载失败')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onOverlayRetry).toHaveBeenCalledWith('totalFlow');
  });

  it('keeps the selected toggle, the legend and the colours drawn on one overlay', async () => {
    const values = smallDam.overlayData.currentTemperature!;
    const { screen } = await renderMap({
      overlayData: { currentTemperature: values, currentFlow: smallDam.overlayData.currentFlow! },
    });
    await userEvent.click(screen.getByRole('tab', { name: '温度数据' }));
    await userEvent.click(screen.getByRole('button', { name: '当前仓温' }));
    await userEvent.click(screen.getByRole('button', { name: `仓列表（${smallDam.bays.length}）` }));
    const row = () => screen.container.querySelector<HTMLElement>('[data-bay-id]')!;
    const first = smallDam.bays.find((h) => h.id === row().dataset.bayId)!;
    const value = values.get(first.id);
    expect(value).toBeDefined();
    expect(row().dataset.color).toBe(bandColor(temperatureBand(value?.value ?? null, first.closed ?? true)));
    // Choosing current flow on the flow tab replaces the temperatures: its toggle alone is selected, its
    // legend says the bays are not coloured, and no bay is.
    await userEvent.click(screen.getByRole('tab', { name: '流量数据' }));
    await userEvent.click(screen.getByRole('button', { name: '当前流量（L/min）' }));
    expect(screen.container.querySelectorAll('[aria-pressed="true"]')).toHaveLength(1);
    await expect.element(screen.getByRole('heading', { name: '当前流量（L/min）' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: '当前仓温' })).not.toBeInTheDocument();
    await expect.element(screen.getByText('不着色，数值写在各仓上')).toBeVisible();
    expect(row().dataset.color).toBe('');
    // Back on the temperature tab nothing is pressed there, and the flow tab carries the mark.
    await userEvent.click(screen.getByRole('tab', { name: '温度数据' }));
    await expect
      .element(screen.getByRole('button', { name: '当前仓温' }))
      .toHaveAttribute('aria-pressed', 'false');
    await expect
      .element(screen.getByRole('tab', { name: '流量数据' }))
      .toHaveAttribute('data-holds-overlay', 'true');
  });
});

describe('DamMap zoom thresholds', () => {
  it('hides hive labels and cross lines at zoom ≤ 5 and shows them above', async () => {
    const { screen, canvas } = await renderMap({ defaultView: on(5) });
    await expect.element(canvas).toHaveAttribute('data-zoom', '5.00');
    await expect.element(canvas).toHaveAttribute('data-bay-labels', 'hidden');
    await expect.element(canvas).toHaveAttribute('data-cross-lines', 'hidden');
    await expect.element(canvas).toHaveAttribute('data-grout-labels', 'shown');
    await expect.element(canvas).toHaveAttribute('data-labels-drawn', '0');
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    await expect.element(canvas).toHaveAttribute('data-zoom', '6.00');
    await expect.element(canvas).toHaveAttribute('data-bay-labels', 'shown');
    await expect.element(canvas).toHaveAttribute('data-cross-lines', 'shown');
    await expect.element(screen.getByText('缩放级别 6')).toBeVisible();
    // Labels are drawn for the bays in view only.
    const drawn = Number(canvas.element().getAttribute('data-labels-drawn'));
    const visible = Number(canvas.element().getAttribute('data-visible-bays'));
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(visible);
    expect(visible).toBeLessThan(smallDam.bays.length);
  });

  it('hides grouting-zone labels at zoom ≤ 3 and shows them at 4', async () => {
    const { screen, canvas } = await renderMap({ defaultView: on(3) });
    await expect.element(canvas).toHaveAttribute('data-grout-labels', 'hidden');
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    await expect.element(canvas).toHaveAttribute('data-zoom', '4.00');
    await expect.element(canvas).toHaveAttribute('data-grout-labels', 'shown');
    await expect.element(canvas).toHaveAttribute('data-bay-labels', 'hidden');
  });

  it('keeps the zoom within -3..8 and disables the buttons at the ends', async () => {
    const { screen, canvas, ref } = await renderMap({ defaultView: on(7) });
    const zoomIn = screen.getByRole('button', { name: '放大' });
    await userEvent.click(zoomIn);
    await expect.element(canvas).toHaveAttribute('data-zoom', '8.00');
    await expect.element(zoomIn).toBeDisabled();
    ref.current!.setView({ zoom: -10 });
    await expect.element(canvas).toHaveAttribute('data-zoom', '-3.00');
    await expect.element(screen.getByRole('button', { name: '缩小' })).toBeDisabled();
  });

  it('zooms by wheel and by double click, and pans by drag', async () => {
    const { canvas, canvasElement, ref } = await renderMap({ defaultView: on(2) });
    const before = ref.current!.getView();
    canvasElement.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -250, clientX: 200, clientY: 300, bubbles: true, cancelable: true }),
    );
    await expect.poll(() => ref.current!.getView().zoom).toBeGreaterThan(before.zoom + 0.3);
    const afterWheel = ref.current!.getView().zoom;
    // Double click far from the dam (above its top) zooms in one level there.
    const box = canvasElement.getBoundingClientRect();
    await userEvent.dblClick(canvas, { position: { x: box.width - 20, y: 10 } });
    await expect.poll(() => ref.current!.getView().zoom).toBeCloseTo(afterWheel + 1, 1);
    // Drag: the view centre moves.
    const start = ref.current!.getView();
    const el = canvasElement;
    const down = { clientX: box.left + 100, clientY: box.top + 200, bubbles: true, view: window, button: 0 };
    el.dispatchEvent(new MouseEvent('mousedown', down));
    window.dispatchEvent(
      new MouseEvent('mousemove', { ...down, clientX: box.left + 160, clientY: box.top + 240 }),
    );
    window.dispatchEvent(
      new MouseEvent('mouseup', { ...down, clientX: box.left + 160, clientY: box.top + 240 }),
    );
    await expect.poll(() => ref.current!.getView().block).not.toBe(start.block);
    expect(ref.current!.getView().zoom).toBeCloseTo(start.zoom, 5);
  });
});

describe('DamMap touch', () => {
  const touch = (el: HTMLCanvasElement, type: string, pointerId: number, x: number, y: number) => {
    const box = el.getBoundingClientRect();
    el.dispatchEvent(
      new PointerEvent(type, {
        pointerId,
        pointerType: 'touch',
        isPrimary: pointerId === 1,
        clientX: box.left + x,
        clientY: box.top + y,
        bubbles: true,
        cancelable: true,
      }),
    );
  };

  it('pinches to zoom about the fingers and pans with one finger', async () => {
    const { canvasElement: el, ref } = await renderMap({ defaultView: on(3) });
    const start = ref.current!.getView();
    // Two fingers 100 px apart about the centre move to 200 px apart: twice the scale, one zoom level.
    const { width, height } = el.getBoundingClientRect();
    const [cx, cy] = [width / 2, height / 2];
    touch(el, 'pointerdown', 1, cx - 50, cy);
    touch(el, 'pointerdown', 2, cx + 50, cy);
    touch(el, 'pointermove', 1, cx - 100, cy);
    touch(el, 'pointermove', 2, cx + 100, cy);
    touch(el, 'pointerup', 1, cx - 100, cy);
    touch(el, 'pointerup', 2, cx + 100, cy);
    expect(ref.current!.getView().zoom).toBeCloseTo(start.zoom + 1, 5);
    // The point between the fingers stayed where it was: the centre did not move across the dam.
    expect(ref.current!.getView().block).toBeCloseTo(start.block, 5);
    const pinched = ref.current!.getView();
    touch(el, 'pointerdown', 3, cx, cy);
    touch(el, 'pointermove', 3, cx + 60, cy);
    touch(el, 'pointerup', 3, cx + 60, cy);
    expect(ref.current!.getView().block).toBeLessThan(pinched.block);
    expect(ref.current!.getView().zoom).toBeCloseTo(pinched.zoom, 5);
  });
});

describe('DamMap selection', () => {
  it('a tap on a hive, or on its label, calls onBaySelect with the hive id', async () => {
    const onBaySelect = vi.fn();
    const { canvasElement } = await renderMap({ defaultView: on(6), onBaySelect });
    // The bay is at the centre of the canvas; its label is drawn there too.
    await clickCanvas(canvasElement);
    expect(onBaySelect).toHaveBeenLastCalledWith(hive.id);
    // Near the left edge of the same lift (96 px wide at zoom 6, half of it is 96 px).
    await clickCanvas(canvasElement, -80, 0);
    expect(onBaySelect).toHaveBeenLastCalledWith(hive.id);
    expect(onBaySelect).toHaveBeenCalledTimes(2);
  });

  it('a tap away from every hive selects nothing', async () => {
    const onBaySelect = vi.fn();
    const { canvasElement } = await renderMap({ defaultView: { ...on(6), elevation: 900 }, onBaySelect });
    await clickCanvas(canvasElement);
    expect(onBaySelect).not.toHaveBeenCalled();
  });

  it('selects with the keyboard: arrows move between hives, Enter opens', async () => {
    const onBaySelect = vi.fn();
    const { screen } = await renderMap({ defaultView: on(6), onBaySelect });
    const map = screen.getByRole('application', { name: '坝体立面温控图' });
    (map.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    // The first arrow picks the bay at the centre of the view and announces it.
    await expect.element(screen.getByText(new RegExp(`^${hive.label}，12#坝段`))).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onBaySelect).toHaveBeenLastCalledWith(hive.id);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    const above = smallDam.bays.filter((h) => h.block === 12 && h.bottom >= hive.top)[0]!;
    expect(onBaySelect).toHaveBeenLastCalledWith(above.id);
  });

  it('lists the hives with the shown value as a text alternative, and opens one', async () => {
    const onBaySelect = vi.fn();
    const values = smallDam.overlayData.currentTemperature!;
    const { screen } = await renderMap({
      onBaySelect,
      defaultOverlay: 'currentTemperature',
      overlayData: { currentTemperature: values },
    });
    await userEvent.click(screen.getByRole('button', { name: `仓列表（${smallDam.bays.length}）` }));
    await userEvent.click(screen.getByRole('radio', { name: '12#', exact: true }));
    // The lowest lift of block 12: the first row of the virtualised list.
    const first = smallDam.bays.find((h) => h.block === 12)!;
    const celsius = values.get(first.id)!.value!.toFixed(1);
    const row = screen.getByRole('option', { name: new RegExp(`^${first.label}，.*${celsius} °C$`) });
    await expect.element(row).toBeInTheDocument();
    await userEvent.click(row);
    expect(onBaySelect).toHaveBeenLastCalledWith(first.id);
  });
});

describe('DamMap states', () => {
  it('shows loading, error with retry, and empty', async () => {
    const onRetry = vi.fn();
    const loading = await render(
      <DamProvider language="zh">
        <DamMap bays={undefined} />
      </DamProvider>,
    );
    await expect.element(loading.getByText('温控图加载中...')).toBeVisible();
    const error = await render(
      <DamProvider language="en">
        <DamMap bays={undefined} error onRetry={onRetry} />
      </DamProvider>,
    );
    await userEvent.click(error.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const empty = await render(
      <DamProvider language="zh">
        <DamMap bays={[]} />
      </DamProvider>,
    );
    await expect.element(empty.getByText('该区域暂无仓')).toBeVisible();
  });

  it('draws 3,100 hives and labels only those in view', async () => {
    const { canvas } = await renderMap({
      bays: largeDam.bays,
      holes: largeDam.holes,
      blockLines: largeDam.blockLines,
      crossLines: largeDam.crossLines,
      defaultView: { zoom: 6, block: 13.5, elevation: 700 },
    });
    await expect.element(canvas).toHaveAttribute('data-bay-labels', 'shown');
    const visible = Number(canvas.element().getAttribute('data-visible-bays'));
    expect(visible).toBeGreaterThan(10);
    expect(visible).toBeLessThan(200);
  });
});

describe('DamMap view and layout', () => {
  it('reports its centre on the canvas, and a defaultView restores it (a screen coming back)', async () => {
    const onViewChange = vi.fn();
    const { canvas } = await renderMap({ defaultView: on(6), onViewChange });
    await expect.element(canvas).toHaveAttribute('data-zoom', '6.00');
    await expect.element(canvas).toHaveAttribute('data-view-block', (hive.block + 0.5).toFixed(2));
    await expect
      .element(canvas)
      .toHaveAttribute('data-view-elevation', ((hive.top + hive.bottom) / 2).toFixed(1));
    expect(onViewChange).toHaveBeenLastCalledWith({
      zoom: expect.closeTo(6, 6),
      block: expect.closeTo(hive.block + 0.5, 6),
      elevation: expect.closeTo((hive.top + hive.bottom) / 2, 6),
    });
  });

  it('has its toggles and zoom buttons in its first frame, for a screen reader and a portal test at once', async () => {
    const { host, unmount } = renderFirstFrame(
      <DamProvider language="en">
        <DamMap bays={smallDam.bays} defaultView={{ zoom: 8 }} height={500} />
      </DamProvider>,
      390,
    );
    // The frame that carries the bays: native buttons, no stand-ins.
    const zoom = [...host.querySelectorAll('[role="group"][aria-label="Zoom"] > *')];
    expect(zoom.map((b) => [b.tagName, b.getAttribute('aria-label')])).toEqual([
      ['BUTTON', 'Zoom in'],
      ['BUTTON', 'Zoom out'],
      ['BUTTON', 'Whole dam'],
    ]);
    const toggle = host.querySelector<HTMLButtonElement>('button[data-toggle][aria-pressed]')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    toggle.click();
    await vi.waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(toggle.hasAttribute('data-selected')).toBe(true);
    // At zoom 8, the most there is.
    await vi.waitFor(() =>
      expect(host.querySelector<HTMLButtonElement>('button[aria-label="Zoom in"]')!.disabled).toBe(true),
    );
    unmount();
  });

  it("with height 'fill' takes the room its flex column leaves, at least 280 px", async () => {
    const screen = await render(
      <DamProvider language="en">
        <div style={{ width: 390, height: 700, display: 'flex', flexDirection: 'column' }}>
          <DamMap bays={smallDam.bays} height="fill" />
        </div>
      </DamProvider>,
    );
    const root = screen.container.querySelector('section')!;
    expect(root.hasAttribute('data-fill')).toBe(true);
    const canvas = screen.container.querySelector('canvas')!;
    await expect.element(page.elementLocator(canvas)).toHaveAttribute('data-zoom');
    const stage = canvas.parentElement!.parentElement!;
    const stageBox = stage.getBoundingClientRect();
    // Tabs, one row of toggles and the closed bay list above and below: the rest is the map's.
    expect(stageBox.height).toBeGreaterThan(400);
    expect(root.getBoundingClientRect().bottom).toBeLessThanOrEqual(700 + 1);
  });

  it('keeps the toggles of a tab on one scrolling row on a phone, so the map stays in view', async () => {
    const { screen } = await renderMap({}, 'en');
    await userEvent.click(screen.getByRole('tab', { name: 'Temperature data' }));
    const group = screen.getByRole('group', { name: 'Temperature data layers' }).element() as HTMLElement;
    const tops = [...group.querySelectorAll('button')].map((b) => b.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(1);
    expect(group.scrollWidth).toBeGreaterThan(group.clientWidth);
  });
});

describe('DamMap value hint', () => {
  it('says to zoom in while an overlay is on and the values are hidden (zoom ≤ 5)', async () => {
    const { screen } = await renderMap({
      defaultView: on(5),
      defaultTab: 'flow',
      defaultOverlay: 'currentFlow',
      overlayData: { currentFlow: smallDam.overlayData.currentFlow! },
    });
    await expect.element(screen.getByText('放大到 5 级以上可看到各仓数值')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    await expect.element(screen.getByText('放大到 5 级以上可看到各仓数值')).not.toBeInTheDocument();
    const off = await renderMap({ defaultView: on(5) });
    expect(off.screen.container.querySelector('[data-value-hint]')).toBeNull();
  });
});

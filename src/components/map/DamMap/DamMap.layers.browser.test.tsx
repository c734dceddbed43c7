import { scaleLinear, scaleSequential, scaleThreshold } from 'd3-scale';
import { interpolateTurbo } from 'd3-scale-chromatic';
import { createRef, Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { DamMap3DFrame } from '../DamMap3DFrame';
import type { CustomMapOverlay } from './customOverlay';
import { DamMap, type DamMapHandle, type DamMapProps } from './DamMap';
import { smallDam } from './DamMap.fixtures';
import type { MapLayer, MapLayerTransform } from './layer';
import type { MapBay, MapView } from './types';

const hive = smallDam.bays.find((h) => h.block === 12 && h.top - h.bottom === 3)!;
const middle = (h: MapBay) => (h.top + h.bottom) / 2;
/** A view centred on `hive`: the bay sits at the middle of the canvas. */
const on = (zoom: number): MapView => ({ zoom, block: hive.block + 0.5, elevation: middle(hive) });

const temperatures = smallDam.overlayData.currentTemperature!;
const temperatureOf = (bay: MapBay) => temperatures.get(bay.id)?.value;

const bands: CustomMapOverlay<'bands'> = {
  id: 'bands',
  title: 'Temperature bands',
  value: temperatureOf,
  color: scaleThreshold<number, string>()
    .domain([15, 20, 25])
    .range(['#2c7bb6', '#abd9e9', '#fdae61', '#d7191c']),
  label: (value) => `${value.toFixed(1)} °C`,
};

const turbo: CustomMapOverlay<'turbo'> = {
  id: 'turbo',
  title: 'Temperature (turbo)',
  value: temperatureOf,
  color: { interpolator: interpolateTurbo, domain: [5, 35] },
};

async function renderMap<Id extends string = never>(props: Partial<DamMapProps<Id>> = {}) {
  const ref = createRef<DamMapHandle>();
  const screen = await render(
    <DamProvider language="en">
      <div style={{ width: 390 }}>
        <DamMap<Id> apiRef={ref} bays={smallDam.bays} height={400} defaultView={on(5)} {...props} />
      </div>
    </DamProvider>,
  );
  const canvasElement = screen.container.querySelector('canvas')!;
  const canvas = page.elementLocator(canvasElement);
  await expect.element(canvas).toHaveAttribute('data-zoom');
  return { screen, canvas, canvasElement, ref };
}

/** The colour drawn at the canvas's centre, as #rrggbb. */
function centrePixel(canvas: HTMLCanvasElement): string {
  const ratio = canvas.width / canvas.clientWidth;
  const ctx = canvas.getContext('2d')!;
  const [r, g, b] = ctx.getImageData(
    Math.round((canvas.clientWidth / 2) * ratio),
    Math.round((canvas.clientHeight / 2) * ratio),
    1,
    1,
  ).data;
  return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
}

const swatches = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-scheme="custom"] li')].map((li) => ({
    color: li.querySelector<HTMLElement>('[data-color]')!.dataset.color!,
    label: li.textContent!,
  }));

const hex = (css: string) => {
  const ctx = document.createElement('canvas').getContext('2d')!;
  ctx.fillStyle = css;
  return ctx.fillStyle;
};

describe('DamMap custom overlay', () => {
  it('draws a threshold scale: its toggle, the legend from its thresholds, and the colour drawn is the swatch of the value', async () => {
    const { screen, canvasElement, ref } = await renderMap<'bands'>({
      customOverlays: [bands],
      defaultOverlay: 'bands',
    });
    await expect
      .element(screen.getByRole('button', { name: 'Temperature bands' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByRole('heading', { name: 'Temperature bands' })).toBeVisible();
    const legend = swatches(screen.container);
    expect(legend.map((s) => s.label)).toEqual(['< 15', '15 – 20', '20 – 25', '≥ 25']);
    expect(legend.map((s) => s.color)).toEqual(['#2c7bb6', '#abd9e9', '#fdae61', '#d7191c']);
    // The bay at the centre: its pixel is the swatch of the band its value falls in.
    ref.current!.flush();
    const value = temperatureOf(hive)!;
    const band = value < 15 ? 0 : value < 20 ? 1 : value < 25 ? 2 : 3;
    expect(centrePixel(canvasElement)).toBe(legend[band]!.color);
    // The text list says the same: each row's colour is a swatch, and its text is the overlay's label.
    await userEvent.click(screen.getByRole('button', { name: /^Bay list/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Block 12', exact: true }));
    const row = screen.container.querySelector<HTMLElement>(`[data-bay-id="${hive.id}"]`)!;
    expect(row.dataset.color).toBe(legend[band]!.color);
    expect(row.textContent).toContain(`${value.toFixed(1)} °C`);
    const colours = new Set(legend.map((s) => s.color));
    for (const option of screen.container.querySelectorAll<HTMLElement>('[data-bay-id]')) {
      expect(colours.has(option.dataset.color!) || option.dataset.color === '').toBe(true);
    }
  });

  it('draws an interpolator over a domain: the legend has the scale’s ticks, each swatch the colour of its tick', async () => {
    const { screen, canvasElement, ref } = await renderMap<'turbo'>({
      customOverlays: [turbo],
      defaultOverlay: 'turbo',
    });
    const scale = scaleSequential(interpolateTurbo).domain([5, 35]);
    const legend = swatches(screen.container);
    // The ticks of a continuous scale over 5–35 (d3's sequential scales tick as its linear ones do).
    const ticks = scaleLinear().domain([5, 35]).ticks(5);
    expect(legend.slice(0, ticks.length)).toEqual(
      ticks.map((t) => ({ color: hex(scale(t)), label: String(t) })),
    );
    ref.current!.flush();
    expect(centrePixel(canvasElement)).toBe(hex(scale(temperatureOf(hive)!)));
  });

  it('turns on and off from its toggle, as a built-in overlay does', async () => {
    const onOverlayChange = vi.fn();
    const { screen } = await renderMap<'bands'>({
      customOverlays: [{ ...bands, tab: 'temperature' }],
      onOverlayChange,
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Temperature data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Temperature bands' }));
    expect(onOverlayChange).toHaveBeenLastCalledWith('bands');
    await expect.element(screen.getByRole('heading', { name: 'Temperature bands' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Basic data' }));
    await expect
      .element(screen.getByRole('tab', { name: 'Temperature data' }))
      .toHaveAttribute('data-holds-overlay', 'true');
  });
});

describe('DamMap drawing layers', () => {
  it('calls a layer with the transform on every frame, also after a zoom, and what it draws shows', async () => {
    const seen: MapLayerTransform[] = [];
    const layer: MapLayer = vi.fn((ctx, transform) => {
      seen.push(transform);
      const [x, y] = transform.toScreen(hive.block + 0.5, middle(hive));
      ctx.fillStyle = '#ff00ff';
      ctx.fillRect(x - 2, y - 2, 4, 4);
    });
    const { screen, canvasElement, ref } = await renderMap({ layers: [layer] });
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    ref.current!.flush();
    const last = seen[seen.length - 1]!;
    expect(last.zoom).toBeCloseTo(6, 6);
    expect(last.scale).toBeCloseTo(64, 6);
    // The centre of the view is the centre of the canvas, both ways.
    const [x, y] = last.toScreen(hive.block + 0.5, middle(hive));
    expect(x).toBeCloseTo(canvasElement.clientWidth / 2, 6);
    expect(y).toBeCloseTo(canvasElement.clientHeight / 2, 6);
    expect(last.toMap(x, y).block).toBeCloseTo(hive.block + 0.5, 6);
    const [, top, , height] = last.bayBox(hive);
    expect(top + height / 2).toBeCloseTo(y, 6);
    expect(centrePixel(canvasElement)).toBe('#ff00ff');
  });

  it('draws gesture frames without a React render when the view is the map’s own', async () => {
    const layer = vi.fn();
    let commits = 0;
    const screen = await render(
      <DamProvider language="en">
        <Profiler id="map" onRender={() => commits++}>
          <div style={{ width: 390 }}>
            <DamMap bays={smallDam.bays} height={400} defaultView={on(3)} layers={[layer]} />
          </div>
        </Profiler>
      </DamProvider>,
    );
    const canvas = screen.container.querySelector('canvas')!;
    await expect.element(page.elementLocator(canvas)).toHaveAttribute('data-zoom', '3.00');
    const before = commits;
    const calls = layer.mock.calls.length;
    for (let step = 0; step < 3; step++) {
      canvas.dispatchEvent(
        new WheelEvent('wheel', { deltaY: -50, clientX: 200, clientY: 200, bubbles: true, cancelable: true }),
      );
      await new Promise(requestAnimationFrame);
    }
    await expect.poll(() => layer.mock.calls.length).toBeGreaterThanOrEqual(calls + 3);
    expect(layer.mock.calls.at(-1)![1].zoom).toBeCloseTo(3.3, 6);
    expect(commits).toBe(before);
  });
});

/** A screen holding the view, with its own buttons outside the map. */
function ControlledScreen({ onViewChange }: { onViewChange: (view: MapView) => void }) {
  const [view, setView] = useState(on(4));
  return (
    <DamProvider language="en">
      <div style={{ width: 390 }}>
        <button type="button" onClick={() => setView(on(6))}>
          Closer
        </button>
        <DamMap
          bays={smallDam.bays}
          height={400}
          view={view}
          onViewChange={(next) => {
            onViewChange(next);
            setView(next);
          }}
        />
      </div>
    </DamProvider>
  );
}

describe('DamMap controlled view', () => {
  it('follows its view prop and reports gestures, which the screen passes back', async () => {
    const onViewChange = vi.fn();
    const screen = await render(<ControlledScreen onViewChange={onViewChange} />);
    const canvas = screen.container.querySelector('canvas')!;
    const located = page.elementLocator(canvas);
    await expect.element(located).toHaveAttribute('data-zoom', '4.00');
    await userEvent.click(screen.getByRole('button', { name: 'Closer' }));
    await expect.element(located).toHaveAttribute('data-zoom', '6.00');
    canvas.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -100, clientX: 200, clientY: 200, bubbles: true, cancelable: true }),
    );
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: expect.closeTo(6.2, 6) }));
    await expect.element(located).toHaveAttribute('data-zoom', '6.20');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: expect.closeTo(5.2, 6) }));
    await expect.element(located).toHaveAttribute('data-zoom', '5.20');
  });

  it('stays on its view when the screen does not pass the gesture’s view back', async () => {
    const onViewChange = vi.fn();
    const { canvas, canvasElement } = await renderMap({ view: on(4), onViewChange, defaultView: undefined });
    await expect.element(canvas).toHaveAttribute('data-zoom', '4.00');
    canvasElement.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -100, clientX: 200, clientY: 200, bubbles: true, cancelable: true }),
    );
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: expect.closeTo(4.2, 6) }));
    await new Promise(requestAnimationFrame);
    await expect.element(canvas).toHaveAttribute('data-zoom', '4.00');
  });
});

describe('DamMap tooltip', () => {
  const renderTooltip: DamMapProps['renderTooltip'] = (bay, context) =>
    `${bay.label} · ${context.lines.join(' ')} · ${context.source}`;

  it('shows the render prop for the bay under the mouse and for the bay the keyboard moved to', async () => {
    const { screen, canvasElement } = await renderMap({
      defaultOverlay: 'currentTemperature',
      overlayData: { currentTemperature: temperatures },
      renderTooltip,
    });
    const box = canvasElement.getBoundingClientRect();
    canvasElement.dispatchEvent(
      new PointerEvent('pointermove', {
        pointerType: 'mouse',
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
        bubbles: true,
      }),
    );
    const tooltip = screen.getByRole('tooltip');
    const celsius = temperatureOf(hive)!.toFixed(1);
    await expect.element(tooltip).toHaveTextContent(`${hive.label} · ${celsius} °C · pointer`);
    canvasElement.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    await expect.element(tooltip).not.toBeInTheDocument();
    // The keyboard: the first arrow picks the bay at the centre of the view.
    (screen.getByRole('application').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(tooltip).toHaveTextContent(`${hive.label} · ${celsius} °C · focus`);
    (screen.getByRole('application').element() as HTMLElement).blur();
    await expect.element(tooltip).not.toBeInTheDocument();
  });
});

describe('DamMap refs', () => {
  it('gives its root element to ref, carrying the handle; apiRef gets the handle alone', async () => {
    const element = createRef<HTMLElement>();
    const handle = createRef<DamMapHandle>();
    const screen = await render(
      <DamProvider language="en">
        <DamMap ref={element} apiRef={handle} bays={smallDam.bays} height={300} defaultView={on(6)} />
      </DamProvider>,
    );
    await expect
      .element(page.elementLocator(screen.container.querySelector('canvas')!))
      .toHaveAttribute('data-zoom');
    expect(element.current).toBe(screen.container.querySelector('section'));
    expect((element.current as unknown as DamMapHandle).getView().zoom).toBeCloseTo(6, 6);
    expect(handle.current!.getView().zoom).toBeCloseTo(6, 6);
    expect(handle.current).not.toBeInstanceOf(HTMLElement);
  });

  it('gives DamMap3DFrame’s root element to its ref', async () => {
    const element = createRef<HTMLDivElement>();
    const screen = await render(
      <DamProvider language="en">
        <DamMap3DFrame ref={element} src="about:blank" onBaySelect={() => {}} height={200} />
      </DamProvider>,
    );
    expect(element.current).toBe(screen.container.querySelector('iframe')!.parentElement);
  });
});

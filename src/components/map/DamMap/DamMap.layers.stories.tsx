import type { Meta, StoryObj } from '@storybook/react-vite';
import { scaleSequential, scaleThreshold } from 'd3-scale';
import { interpolateTurbo } from 'd3-scale-chromatic';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import type { CustomMapOverlay } from './customOverlay';
import { DamMap } from './DamMap';
import { smallDam } from './DamMap.fixtures';
import type { MapLayer } from './layer';
import type { MapBay, MapView } from './types';

/**
 * What a portal adds to the map: its own overlays coloured by a d3 scale, its own drawing over the bays, a view
 * it holds itself, and its own tooltip.
 */
const meta = {
  title: 'Map/DamMap/Layers 地图图层',
  id: 'map-dammap-layers',
  component: DamMap,
  args: { bays: smallDam.bays, height: 460, onBaySelect: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DamMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const temperatures = smallDam.overlayData.currentTemperature!;
const temperatureOf = (bay: MapBay) => temperatures.get(bay.id)?.value;
const middleBay = smallDam.bays[Math.floor(smallDam.bays.length / 2)]!;
const closeView: MapView = {
  zoom: 6,
  block: middleBay.block + 0.5,
  elevation: (middleBay.top + middleBay.bottom) / 2,
};

/** A portal's temperature overlays: turbo colours over 5–35 °C, and its own four bands. */
const overlays: CustomMapOverlay<'turbo' | 'bands'>[] = [
  {
    id: 'turbo',
    title: 'Temperature (turbo)',
    tab: 'temperature',
    value: temperatureOf,
    color: scaleSequential(interpolateTurbo).domain([5, 35]),
    label: (value) => `${value.toFixed(1)} °C`,
  },
  {
    id: 'bands',
    title: 'Temperature bands',
    tab: 'temperature',
    value: temperatureOf,
    color: scaleThreshold<number, string>()
      .domain([15, 20, 25])
      .range(['#2c7bb6', '#abd9e9', '#fdae61', '#d7191c']),
    label: (value) => `${value.toFixed(1)} °C`,
  },
];

/** The portal's overlays, the turbo one on. */
const withTurbo = { customOverlays: overlays, defaultTab: 'temperature', defaultOverlay: 'turbo' } as const;

/** A custom overlay from `scaleSequential(interpolateTurbo)`: the legend has the scale's ticks under its gradient. */
export const CustomOverlay: Story = {
  render: (args) => <DamMap {...args} {...withTurbo} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Temperature (turbo)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Temperature bands' }));
    await expect(await canvas.findByText('≥ 25')).toBeVisible();
  },
};

/** The same overlay up close: each bay carries the overlay's label. */
export const CustomOverlayLabels: Story = {
  render: (args) => <DamMap {...args} {...withTurbo} defaultView={closeView} />,
};

/** Where the site's cranes stand (a portal's data): a mast and a jib over the blocks they serve. */
const cranes = [
  { name: 'Crane 1', block: 11.5, elevation: 0 },
  { name: 'Crane 2', block: 14, elevation: 0 },
];
const crest = Math.max(...smallDam.bays.map((b) => b.top));
const craneLayer: MapLayer = (ctx, map) => {
  ctx.strokeStyle = '#c2410c';
  ctx.fillStyle = '#c2410c';
  ctx.lineWidth = 2;
  ctx.font = '12px sans-serif';
  ctx.textAlign = 'center';
  for (const crane of cranes) {
    const [x, top] = map.toScreen(crane.block, crest + 25);
    const [, base] = map.toScreen(crane.block, crest);
    const jib = map.scale * 4;
    ctx.beginPath();
    ctx.moveTo(x, base);
    ctx.lineTo(x, top);
    ctx.moveTo(x - jib / 3, top);
    ctx.lineTo(x + jib, top);
    ctx.stroke();
    ctx.fillText(crane.name, x, top - 6);
  }
};

/** A drawing layer: crane positions, drawn with the map on every frame of a zoom or a pan. */
export const CustomLayer: Story = {
  render: (args) => <DamMap {...args} layers={[craneLayer]} defaultView={{ zoom: 3 }} />,
};

/** A screen that holds the view: its own buttons move the map, and the map's gestures come back through it. */
function ControlledView(props: Omit<Parameters<typeof DamMap>[0], 'view' | 'onViewChange'>) {
  const [view, setView] = useState<MapView>({ zoom: 3, block: 12.5, elevation: closeView.elevation });
  const go = (block: number) => setView({ ...view, block });
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', padding: 8 }}>
        <button type="button" onClick={() => go(10.5)}>
          Block 10
        </button>
        <button type="button" onClick={() => go(15.5)}>
          Block 15
        </button>
        <button type="button" onClick={() => setView({ ...view, zoom: 6 })}>
          Close up
        </button>
        <output data-testid="view">
          zoom {view.zoom.toFixed(1)} · block {view.block.toFixed(1)} · {view.elevation.toFixed(0)} m
        </output>
      </div>
      <DamMap {...props} view={view} onViewChange={setView} />
    </div>
  );
}

export const ControlledViewStory: Story = {
  name: 'Controlled view',
  render: (args) => <ControlledView {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close up' }));
    await expect(canvas.getByTestId('view')).toHaveTextContent('zoom 6.0');
    await userEvent.click(canvas.getByRole('button', { name: t('map.zoomOut') }));
    await expect(canvas.getByTestId('view')).toHaveTextContent('zoom 5.0');
  },
};

/**
 * A screen's tooltip: the bay under the mouse, or the bay the arrow keys moved to, with the overlay's value
 * (DamMap.layers.browser.test.tsx checks both ways).
 */
export const CustomTooltip: Story = {
  render: (args) => (
    <DamMap
      {...args}
      {...withTurbo}
      defaultView={closeView}
      renderTooltip={(bay, { lines, color }) => (
        <span style={{ display: 'grid', gap: 2 }}>
          <strong>{bay.label}</strong>
          <span>
            <span
              style={{ display: 'inline-block', width: 10, height: 10, background: color, marginRight: 4 }}
            />
            {lines.join(' ') || '—'}
          </span>
          <span>
            {bay.bottom}–{bay.top} m
          </span>
        </span>
      )}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { DamMap, type DamMapProps } from './DamMap';
import { type DamFixture, largeDam, smallDam } from './DamMap.fixtures';
import type { MapOverlay } from './types';

/**
 * A screen around the map, as the demo builds it: an overlay that turns on asks for its values, which arrive
 * a moment later (here from the fixture), and are dropped when it turns off.
 */
function MapScreen({
  dam,
  delayMs = 250,
  ...props
}: Omit<DamMapProps, 'bays'> & { dam: DamFixture; delayMs?: number }) {
  const [data, setData] = useState<DamMapProps['overlayData']>(() =>
    props.defaultOverlay ? { [props.defaultOverlay]: dam.overlayData[props.defaultOverlay] } : {},
  );
  const [loading, setLoading] = useState<Partial<Record<MapOverlay, boolean>>>({});
  const onOverlayChange = (next: MapOverlay | null) => {
    props.onOverlayChange?.(next);
    setData({});
    setLoading({});
    if (next && dam.overlayData[next]) {
      setLoading({ [next]: true });
      setTimeout(() => {
        setData({ [next]: dam.overlayData[next] });
        setLoading({});
      }, delayMs);
    }
  };
  return (
    <DamMap
      bays={dam.bays}
      holes={dam.holes}
      blockLines={dam.blockLines}
      crossLines={dam.crossLines}
      {...props}
      overlayData={props.overlayData ?? data}
      overlayLoading={props.overlayLoading ?? loading}
      onOverlayChange={onOverlayChange}
    />
  );
}

const meta = {
  title: 'Map/DamMap 温控地图',
  id: 'map-dammap',
  // The docs page documents the map's own props; the stories render it inside the screen above.
  component: DamMap as unknown as ComponentType<ComponentProps<typeof MapScreen>>,
  render: (args) => <MapScreen {...args} />,
  args: {
    dam: smallDam,
    onBaySelect: fn(),
    onOverlayChange: fn(),
    onOverlayRetry: fn(),
    onReload: fn(),
    height: 460,
  },
  argTypes: {
    dam: { table: { disable: true } },
    delayMs: { table: { disable: true } },
    // The geometry comes from the story's dam.
    holes: { control: false },
    blockLines: { control: false },
    crossLines: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      source: {
        language: 'tsx',
        code: `const bays: MapBay[] = [
  { id: '1201', label: '1#', block: 12, top: 1102.5, bottom: 1099.5, grout: 3, free: false, stage: 2, ageDays: 41 },
  { id: '1202', label: '2#', block: 12, top: 1105.5, bottom: 1102.5, grout: 3, free: true, stage: 1, ageDays: 12 },
  { id: '1301', label: '1#', block: 13, top: 1102.5, bottom: 1099.5, grout: 3, free: false, stage: null, ageDays: null },
];

<DamMap
  bays={bays}
  defaultOverlay="age"
  height={460}
  onBaySelect={(id) => navigate(\`/areas/hives?id=\${id}\`)}
/>`,
      },
    },
  },
} satisfies Meta<typeof MapScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsView = (dam: DamFixture) => {
  const mid = dam.bays[Math.floor(dam.bays.length / 2)]!;
  return { zoom: 6, block: mid.block + 0.5, elevation: (mid.top + mid.bottom) / 2 };
};

/** About 150 bays, the whole area in view (zoom ≤ 5: no bay labels). */
export const Small: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: t('map.tab.basic') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('map.toggle.age') })).toBeVisible();
  },
};

/** Zoom 6: bay labels, cross lines and grouting-zone labels show. */
export const SmallLabels: Story = { args: { defaultView: labelsView(smallDam) } };

/** 3,100 bays in 25 blocks, the whole dam. */
export const Large: Story = { args: { dam: largeDam } };

/** 3,100 bays at zoom 6 with the current temperature: only the bays in view are labelled. */
export const LargeLabels: Story = {
  args: {
    dam: largeDam,
    defaultView: labelsView(largeDam),
    defaultTab: 'temperature',
    defaultOverlay: 'currentTemperature',
  },
};

/** Zoom 4: grouting-zone labels show, bay labels do not. */
export const GroutLabelsOnly: Story = {
  args: { dam: largeDam, defaultView: { ...labelsView(largeDam), zoom: 4 }, defaultOverlay: 'groutZone' },
};

export const Age: Story = { args: { defaultOverlay: 'age', defaultView: labelsView(smallDam) } };
export const Stage: Story = { args: { dam: largeDam, defaultOverlay: 'stage' } };
export const GroutingZoneNumber: Story = {
  args: { defaultOverlay: 'groutZone', defaultView: labelsView(smallDam) },
};
export const ConstrainedFree: Story = { args: { dam: largeDam, defaultOverlay: 'constraintZone' } };
export const WarningCount: Story = { args: { dam: largeDam, defaultOverlay: 'warningCount' } };

export const CurrentTemperature: Story = {
  args: { dam: largeDam, defaultTab: 'temperature', defaultOverlay: 'currentTemperature' },
};
export const LatestMaxTemperature: Story = {
  args: {
    defaultTab: 'temperature',
    defaultOverlay: 'latestMaxTemperature',
    defaultView: { ...labelsView(smallDam), zoom: 7 },
  },
};
export const DropRate: Story = {
  args: { defaultTab: 'temperature', defaultOverlay: 'dropRate', defaultView: labelsView(smallDam) },
};
export const TemperatureGap: Story = {
  args: { defaultTab: 'temperature', defaultOverlay: 'temperatureGap', defaultView: labelsView(smallDam) },
};
/** Max temperature minus 17 is hidden in the legacy app; a screen can show it. */
export const MaxMinus17Hidden: Story = {
  args: {
    defaultTab: 'temperature',
    showHiddenToggles: true,
    defaultOverlay: 'foundationDiff',
    defaultView: labelsView(smallDam),
  },
};
export const ControlMode: Story = {
  args: { dam: largeDam, defaultTab: 'temperature', defaultOverlay: 'controlMode' },
};
/** Current temperature at zoom 8: the colours, the legend and the values of one overlay. */
export const CurrentTemperatureClose: Story = {
  args: {
    defaultTab: 'temperature',
    defaultOverlay: 'currentTemperature',
    defaultView: { ...labelsView(smallDam), zoom: 8 },
  },
};

export const CurrentFlow: Story = {
  args: { defaultTab: 'flow', defaultOverlay: 'currentFlow', defaultView: labelsView(smallDam) },
};
export const TotalFlow: Story = {
  args: { defaultTab: 'flow', defaultOverlay: 'totalFlow', defaultView: labelsView(smallDam) },
};

/** The area-3 variant: a real-time warning tab. */
export const RealTimeWarningTab: Story = {
  args: { dam: largeDam, warningTab: true, defaultTab: 'warning', defaultOverlay: 'liveWarnings' },
};

/** Turning an overlay on asks for its data; the legend says it is loading, then the colours arrive. */
export const ToggleOnAndOff: Story = {
  args: { delayMs: 150 },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t('map.tab.temperature') }));
    const current = canvas.getByRole('button', { name: t('map.toggle.currentTemperature') });
    await userEvent.click(current);
    await expect(args.onOverlayChange).toHaveBeenCalledWith('currentTemperature');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: t('map.toggle.currentTemperature') })).toBeVisible(),
    );
    await userEvent.click(current);
    await expect(args.onOverlayChange).toHaveBeenLastCalledWith(null);
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: t('map.toggle.currentTemperature') })).toBeNull(),
    );
  },
};

/** A toggle id the map does not know says 'under development'. */
export const UnderDevelopment: Story = {
  args: { toggles: { basic: [1, 2, 3, 4, 5, 6, 7], flow: [1, 2, 3] } },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const layer = t('map.toggle.other', { id: 6 });
    await userEvent.click(canvas.getByRole('button', { name: layer }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('map.underDevelopment', { name: layer }));
  },
};

export const OverlayLoading: Story = {
  args: {
    defaultTab: 'temperature',
    defaultOverlay: 'currentTemperature',
    overlayData: {},
    overlayLoading: { currentTemperature: true },
  },
};
export const OverlayError: Story = {
  args: {
    defaultTab: 'temperature',
    defaultOverlay: 'currentTemperature',
    overlayData: {},
    overlayError: { currentTemperature: true },
  },
};

export const Loading: Story = {
  args: { loading: true },
  render: ({ dam: _dam, delayMs: _delay, ...args }) => <DamMap {...args} bays={undefined} />,
};
export const Empty: Story = { args: { dam: { ...smallDam, bays: [], holes: [], blockLines: [] } } };
export const LoadError: Story = {
  args: { error: true, onRetry: fn() },
  render: ({ dam: _dam, delayMs: _delay, ...args }) => <DamMap {...args} bays={undefined} />,
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // Nothing to zoom: no zoom buttons over the error's message.
    await expect(canvas.queryByRole('group', { name: t('map.zoomGroup') })).toBeNull();
  },
};

export const English: Story = {
  args: { dam: largeDam, defaultTab: 'temperature', defaultOverlay: 'currentTemperature' },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Temperature data' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Current bay temperature' })).toBeVisible();
  },
};
export const EnglishLabels: Story = {
  args: { defaultOverlay: 'age', defaultView: labelsView(smallDam) },
  globals: { language: 'en' },
};
export const Dark: Story = {
  args: { dam: largeDam, defaultOverlay: 'stage' },
  globals: { theme: 'dark' },
};
export const DarkLabels: Story = {
  args: { defaultOverlay: 'constraintZone', defaultView: labelsView(smallDam) },
  globals: { theme: 'dark', language: 'en' },
};
export const Sunlight: Story = {
  args: { dam: largeDam, defaultTab: 'temperature', defaultOverlay: 'currentTemperature' },
  globals: { theme: 'sunlight' },
};
export const SunlightLabels: Story = {
  args: {
    defaultTab: 'temperature',
    defaultOverlay: 'currentTemperature',
    defaultView: labelsView(smallDam),
  },
  globals: { theme: 'sunlight' },
};
export const Desktop: Story = {
  args: { dam: largeDam, height: 620, defaultOverlay: 'age' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
export const DesktopEnglish: Story = {
  args: { dam: largeDam, height: 620, defaultTab: 'temperature', defaultOverlay: 'latestMaxTemperature' },
  globals: { viewport: { value: 'desktop', isRotated: false }, language: 'en' },
};
export const NarrowPhone: Story = {
  args: { dam: largeDam, defaultOverlay: 'constraintZone' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/**
 * `height="fill"` in a phone screen's column (as the demo's 2D tab uses it): the map takes what the tabs, the
 * toggle row and the legend leave of a 700 px column, so the whole map shows without scrolling.
 */
export const FillsItsColumn: Story = {
  args: { height: 'fill', defaultTab: 'temperature', defaultOverlay: 'currentTemperature' },
  globals: { language: 'en' },
  decorators: [
    (Story) => (
      <div
        style={{
          height: 700,
          display: 'flex',
          flexDirection: 'column',
          padding: 12,
          boxSizing: 'border-box',
        }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section[data-fill]')!;
    const column = section.parentElement!.getBoundingClientRect();
    await waitFor(() => expect(section.getBoundingClientRect().bottom).toBeLessThanOrEqual(column.bottom));
    const map = canvasElement.querySelector('canvas')!;
    await waitFor(() => expect(map.getBoundingClientRect().height).toBeGreaterThan(280));
  },
};

/**
 * The map benchmark page: the same 3,100 hives drawn by damtherm's DamMap and by `react-leaflet` in a React
 * page as the legacy app drew them with Leaflet (`CRS.Simple`, one `<Rectangle>` and one `<Marker>` with a
 * `divIcon` label per hive, inside a `<MapContainer>`, and its controls around the map), each in a fresh
 * React root. `run.ts` drives it through `window.mapBench`.
 *
 * Timing: every measurement starts at the top of an animation frame and ends when a message posted at the
 * end of the work arrives, that is after the browser has done that frame's rendering (style, layout, paint,
 * canvas flush) and after any work React or Leaflet scheduled meanwhile. Main-thread time until drawn, the
 * same clock for both.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { DamMap, type DamMapHandle, DamProvider } from 'damtherm';
import { bandColor, temperatureBand } from 'damtherm/domain';
import { createRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MapContainer, Marker, Rectangle } from 'react-leaflet';
import 'damtherm/styles.css';
// The hives themselves: test data, not part of the package.
import { largeDam } from '../../../../src/components/map/DamMap/DamMap.fixtures';
// DamMap's texts and legend, for the controls around the Leaflet map.
import { legendFor } from '../../../../src/components/map/DamMap/overlay';
import { map as mapMessages } from '../../../../src/i18n/messages/map';

type Lib = 'ours' | 'leaflet';
type StepKind = 'zoom' | 'pan';

const stage = document.getElementById('stage')!;
const dam = largeDam;
const temperature = dam.overlayData.currentTemperature!;
const overlayData = { currentTemperature: temperature };

// The view both start at: zoom 6 (hive labels shown), centred on a hive in the upper middle of the dam.
const centreHive = dam.bays
  .filter((h) => h.block === 13)
  .sort((a, b) => a.bottom - b.bottom)
  .at(-20)!;
const VIEW = { zoom: 6, block: centreHive.block + 0.5, elevation: (centreHive.top + centreHive.bottom) / 2 };
const MAP_HEIGHT = 760;

function measure(work: () => void): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const t0 = performance.now();
      work();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - t0);
      channel.port2.postMessage(null);
    });
  });
}

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

interface Mounted {
  lib: Lib;
  host: HTMLElement;
  step(kind: StepKind, sign: 1 | -1): void;
  check(): string;
  destroy(): void;
}

function mountOurs(): Mounted {
  const host = document.createElement('div');
  stage.append(host);
  const root: Root = createRoot(host);
  const ref: RefObject<DamMapHandle | null> = createRef<DamMapHandle>();
  flushSync(() =>
    root.render(
      <DamProvider language="zh">
        <DamMap
          ref={ref}
          bays={dam.bays}
          holes={dam.holes}
          blockLines={dam.blockLines}
          crossLines={dam.crossLines}
          overlayData={overlayData}
          defaultTab="temperature"
          defaultOverlay="currentTemperature"
          defaultView={VIEW}
          height={MAP_HEIGHT}
        />
      </DamProvider>,
    ),
  );
  return {
    lib: 'ours',
    host,
    step(kind, sign) {
      const map = ref.current!;
      if (kind === 'zoom') map.zoomBy(sign);
      else map.panBy(60 * sign, 40 * sign);
      map.flush();
    },
    check() {
      const canvas = host.querySelector('canvas')!;
      return `ours: ${dam.bays.length} hives, ${canvas.dataset.visibleHives} in view, ${canvas.dataset.labelsDrawn} labels drawn at zoom ${canvas.dataset.zoom}`;
    },
    destroy() {
      root.unmount();
      host.remove();
    },
  };
}

// DamMap's texts in Chinese, from its catalog: a key as DamMap's `t` takes it, `{{name}}` filled.
const zh = mapMessages.zh;
const t = (key: string, values: Record<string, unknown> = {}): string => {
  const text = key
    .split('.')
    .slice(1)
    .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], zh);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};
/** DamMap's texts around the map, so the two pages stay alike when a text changes. */
const LEGACY_TEXTS = {
  tabs: ['basic', 'temperature', 'flow'].map((tab) => t(`map.tab.${tab}`)),
  toggles: ['currentTemperature', 'latestMaxTemperature', 'dropRate', 'temperatureGap', 'controlMode'].map(
    (toggle) => t(`map.toggle.${toggle}`),
  ),
  zoom: t('map.zoomLevel', { zoom: 6 }),
  legendTitle: t('map.toggle.currentTemperature'),
  // The temperature legend as DamMap makes it (its ranges and 未收仓).
  legend: legendFor('currentTemperature', 'temperature', {
    t,
    number: (value, decimals) => value.toFixed(decimals),
    shortTime: String,
  }).entries.map((entry) => entry.label),
  list: t('map.list.title', { count: dam.bays.length }),
};

/** A wrapping row of the legacy controls' texts. */
interface LegacyRowProps {
  tag: 'button' | 'span';
  className: string;
  texts: readonly string[];
  /** The selected tab or toggle, in bold. */
  on?: number;
}

/**
 * The controls the legacy app showed around its Leaflet map, with the texts DamMap shows (its tabs, the
 * temperature tab's toggles, the zoom level, the legend and the bay list's title). Both pages then lay out the
 * same Chinese text in the timed first render: in a fresh page the first CJK text costs font fallback and
 * shaping, which a bare Leaflet map would not pay (the chart bench gives uPlot the chart's Chinese title and
 * series names for the same reason).
 */
function LegacyRow({ tag: Tag, className, texts, on = -1 }: LegacyRowProps) {
  return (
    <div className="legacy-row">
      {texts.map((text, i) => (
        <Tag key={text} className={i === on ? `${className} on` : className}>
          {text}
        </Tag>
      ))}
    </div>
  );
}

/** One hive as the legacy app drew it: its rectangle in its temperature band's colour, and its label. */
function Hive({ hive }: { hive: (typeof dam.bays)[number] }) {
  const value = temperature.get(hive.id)?.value ?? null;
  const fill = bandColor(temperatureBand(value, hive.closed ?? true));
  const x = hive.block * 3;
  const click = {
    click: () => {
      window.location.hash = `hive-${hive.id}`;
    },
  };
  return (
    <>
      <Rectangle
        bounds={[
          [hive.bottom / 5, x],
          [hive.top / 5, x + 3],
        ]}
        pathOptions={{ color: '#7a8591', weight: 1, fillColor: fill, fillOpacity: 1 }}
        eventHandlers={click}
      />
      <Marker
        position={[(hive.top + hive.bottom) / 10, x + 1.5]}
        icon={L.divIcon({
          className: 'hive-label',
          html: `${hive.label}<br>${value === null ? '—' : `${value.toFixed(1)}℃`}`,
          iconSize: [90, 28],
          iconAnchor: [45, 14],
        })}
        eventHandlers={click}
      />
    </>
  );
}

/** The legacy map as a React page writes it with react-leaflet. */
function LegacyMap({ mapRef }: { mapRef: RefObject<L.Map | null> }) {
  return (
    <div>
      <div className="legacy-controls">
        <LegacyRow tag="button" className="legacy-tab" texts={LEGACY_TEXTS.tabs} on={1} />
        <LegacyRow tag="button" className="legacy-toggle" texts={LEGACY_TEXTS.toggles} on={0} />
        <span className="legacy-zoom">{LEGACY_TEXTS.zoom}</span>
      </div>
      <MapContainer
        ref={mapRef}
        className="leaflet-host"
        crs={L.CRS.Simple}
        minZoom={-3}
        maxZoom={8}
        center={[VIEW.elevation / 5, VIEW.block * 3]}
        zoom={VIEW.zoom}
        attributionControl={false}
      >
        {dam.bays.map((hive) => (
          <Hive key={hive.id} hive={hive} />
        ))}
      </MapContainer>
      <div className="legacy-controls">
        <h3 className="legacy-title">{LEGACY_TEXTS.legendTitle}</h3>
        <LegacyRow tag="span" className="legacy-legend" texts={LEGACY_TEXTS.legend} />
        <h3 className="legacy-title">{LEGACY_TEXTS.list}</h3>
      </div>
    </div>
  );
}

function mountLeaflet(): Mounted {
  const host = document.createElement('div');
  stage.append(host);
  const root: Root = createRoot(host);
  const mapRef = createRef<L.Map>();
  flushSync(() => root.render(<LegacyMap mapRef={mapRef} />));
  return {
    lib: 'leaflet',
    host,
    step(kind, sign) {
      const map = mapRef.current!;
      if (kind === 'zoom') map.setZoom(map.getZoom() + sign, { animate: false });
      else map.panBy([60 * sign, 40 * sign], { animate: false });
    },
    check() {
      return `react-leaflet: ${host.querySelectorAll('path.leaflet-interactive').length} rectangles, ${host.querySelectorAll('.hive-label').length} label markers at zoom ${mapRef.current!.getZoom()}`;
    },
    destroy() {
      root.unmount();
      host.remove();
    },
  };
}

const mount = (lib: Lib) => (lib === 'ours' ? mountOurs() : mountLeaflet());

/** The synchronous part (script: create, render, first draw) of the last first render. */
let lastSync = 0;
/** The synchronous part (script: the step and its draw) of each measured step since the last call. */
let stepSyncs: number[] = [];

async function firstRender(lib: Lib): Promise<number> {
  await frames(2);
  let mounted: Mounted | null = null;
  const ms = await measure(() => {
    const t0 = performance.now();
    mounted = mount(lib);
    lastSync = performance.now() - t0;
  });
  await frames(1);
  (mounted as Mounted | null)?.destroy();
  return ms;
}

async function steps(lib: Lib, kind: StepKind, count: number, warmup = 2): Promise<number[]> {
  const mounted = mount(lib);
  await frames(3);
  const out: number[] = [];
  for (let i = 0; i < count + warmup; i++) {
    const sign = i % 2 === 0 ? 1 : -1;
    let sync = 0;
    const ms = await measure(() => {
      const t0 = performance.now();
      mounted.step(kind, sign);
      sync = performance.now() - t0;
    });
    if (i >= warmup) {
      out.push(ms);
      stepSyncs.push(sync);
    }
    await frames(1);
  }
  mounted.destroy();
  return out;
}

/** Frames that do nothing, timed the same way: the floor the machine gives any step right now. */
async function emptyFrames(count: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    out.push(await measure(() => undefined));
    await frames(1);
  }
  return out;
}

async function check(): Promise<string[]> {
  const lines: string[] = [];
  for (const lib of ['ours', 'leaflet'] as const) {
    const mounted = mount(lib);
    await frames(2);
    lines.push(mounted.check());
    mounted.destroy();
  }
  return lines;
}

declare global {
  interface Window {
    mapBench: {
      firstRender: typeof firstRender;
      steps: typeof steps;
      emptyFrames: typeof emptyFrames;
      check: typeof check;
      hiveCount: number;
      lastSync(): number;
      stepSyncs(): number[];
    };
  }
}

window.mapBench = {
  firstRender,
  steps,
  emptyFrames,
  check,
  hiveCount: dam.bays.length,
  lastSync: () => lastSync,
  stepSyncs: () => {
    const out = stepSyncs;
    stepSyncs = [];
    return out;
  },
};

/**
 * damtherm's bench page: a fresh page per cold run, as a portal page loads it. It imports the published
 * package (`damtherm`, resolved to dist/ by run.ts, and its styles.css), makes the case's data, then times
 * createRoot + DamProvider + the component. The zoom-pan page mounts a 500,000-point TimeSeriesChart once and
 * times single wheel and drag steps on it.
 */
import {
  BayCurve,
  type BayCurveKey,
  Candlestick,
  DamProvider,
  type Series,
  TimeSeriesChart,
  type TimeSeriesChartProps,
} from 'damtherm';
import 'damtherm/styles.css';
import type { ReactElement } from 'react';
import { BAY_LOCATION, type CaseName, type Column, makeCase } from './data';
import {
  box,
  caseParam,
  coldRun,
  HEIGHT,
  inkOf,
  measure,
  nextFrame,
  nextTask,
  renderRoot,
  type Timing,
  WIDTH,
} from './protocol';

type Engine = Parameters<NonNullable<TimeSeriesChartProps['onEngine']>>[0];

const name = caseParam() as CaseName;
const data = makeCase(name);
const series = (c: Column): Series => ({ id: c.id, name: c.name, time: c.time, value: c.value });

function chart(onEngine?: (e: Engine) => void): ReactElement {
  // What any React component pays on a fresh page before it draws: React's cold start, the provider and one
  // line of text (the chart's title), no chart.
  if (name === 'react-floor') return <h3>{data.title}</h3>;
  if (data.bay) {
    const { average, inlet, outlet, air } = data.bay;
    const curves: BayCurveKey[] = [];
    if (inlet) curves.push('inOutTemp');
    if (air) curves.push('air');
    return (
      <BayCurve
        location={BAY_LOCATION}
        data={{
          average: series(average),
          ...(inlet ? { inlet: series(inlet) } : {}),
          ...(outlet ? { outlet: series(outlet) } : {}),
          ...(air ? { air: series(air) } : {}),
        }}
        defaultVisibleCurves={curves}
        height={HEIGHT}
      />
    );
  }
  const lines = data.lines!;
  if (name === 'candles') {
    return <Candlestick title={data.title} series={series(lines[0]!)} unit="°C" height={HEIGHT} />;
  }
  return (
    <TimeSeriesChart
      title={data.title}
      lines={lines.map((c) => ({ series: series(c), width: 1, unit: '°C' }))}
      height={HEIGHT}
      width={WIDTH}
      onEngine={onEngine}
    />
  );
}

const app = (child: ReactElement) => (
  <DamProvider language="zh" theme="light">
    {child}
  </DamProvider>
);

/** Cold render: root, provider and component, rendered synchronously. */
const run = () => coldRun(() => app(chart()));

// The zoom-pan page: one chart, steps timed on it.
let engine: Engine | null = null;
let plot: HTMLElement | null = null;
let el: HTMLElement | null = null;

async function mount(): Promise<number> {
  el = box();
  renderRoot(
    el,
    app(
      chart((e) => {
        engine = e;
      }),
    ),
  );
  plot = el.querySelector<HTMLElement>('[role="application"]')!;
  await nextTask();
  await nextFrame();
  return inkOf(el);
}

const time = () => data.lines![0]!.time;
const centre = () => {
  const r = plot!.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

/** Back to the full view, for a zoom step. */
async function prepareZoom(): Promise<void> {
  const t = time();
  engine!.store()!.set({ start: t[0]!, end: t[t.length - 1]! });
  await nextTask();
  await nextFrame();
}

/** One wheel notch at the centre, from the full view (`prepared`: prepareZoom ran already). */
async function zoom(prepared = false): Promise<Timing> {
  if (!prepared) await prepareZoom();
  const { x, y } = centre();
  return measure(el!, () =>
    plot!.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -100, clientX: x, clientY: y, bubbles: true, cancelable: true }),
    ),
  );
}

const pointer = () => {
  const { x, y } = centre();
  return {
    x,
    init: {
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      buttons: 1,
      clientX: x,
      clientY: y,
      bubbles: true,
    },
  };
};

/** Half zoom and a pressed pointer moved past the 4 px that start a drag, for a pan step. */
async function preparePan(): Promise<void> {
  const t = time();
  const a = t[0]!;
  const b = t[t.length - 1]!;
  engine!.store()!.set({ start: a + (b - a) * 0.25, end: a + (b - a) * 0.75 });
  await nextTask();
  const { x, init } = pointer();
  plot!.dispatchEvent(new PointerEvent('pointerdown', init));
  plot!.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x - 4 }));
  await nextTask();
  await nextFrame();
}

/** One 40 px drag move at half zoom (`prepared`: preparePan ran already). */
async function pan(prepared = false): Promise<Timing> {
  if (!prepared) await preparePan();
  const { x, init } = pointer();
  const timing = await measure(el!, () =>
    plot!.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x - 44 })),
  );
  plot!.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1, pointerType: 'mouse', bubbles: true }));
  return timing;
}

/** The window a zoom step and a pan step give, for the peers to set the same. */
async function windows(): Promise<{ zoom: [number, number]; pan: [number, number] }> {
  await zoom();
  const z = engine!.store()!.get();
  await pan();
  const p = engine!.store()!.get();
  return { zoom: [z.start, z.end], pan: [p.start, p.end] };
}

declare global {
  interface Window {
    bench: {
      run: () => Promise<Timing>;
      mount: () => Promise<number>;
      zoom: (prepared?: boolean) => Promise<Timing>;
      pan: (prepared?: boolean) => Promise<Timing>;
      /** The set-up of a zoom or pan step, run apart from it (to profile the step alone). */
      prepare?: (step: 'zoom' | 'pan') => Promise<void>;
      windows?: () => Promise<{ zoom: [number, number]; pan: [number, number] }>;
      setWindows?: (w: { zoom: [number, number]; pan: [number, number] }) => void;
    };
  }
}

window.bench = {
  run,
  mount,
  zoom,
  pan,
  windows,
  prepare: (step) => (step === 'zoom' ? prepareZoom() : preparePan()),
};

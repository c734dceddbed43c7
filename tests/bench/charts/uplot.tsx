/**
 * uPlot's bench page, the required peer, as a React app uses it: `uplot-react`'s component in a fresh React
 * root (its effect creates the uPlot), with the same data in uPlot's documented format (one shared x array, the
 * value arrays; null for a gap, which uPlot breaks the line at), the same size, colours and line widths, and
 * the same texts (the title, the series' names in the legend). The zoom-pan page sets the windows damtherm's
 * steps give.
 */
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import UplotReact from 'uplot-react';
import { BAY_ORDER, bayColumns, type CaseName, makeCase } from './data';
import {
  box,
  COLORS,
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
  WIDTHS,
} from './protocol';

const name = caseParam() as CaseName;
const made = makeCase(name);
const columns = made.bay ? bayColumns(made.bay) : made.lines!;
const hasGaps = columns.some((c) => c.value.some(Number.isNaN));
// Typed arrays as they are; with gaps, plain arrays with null (uPlot draws NaN as a jump, not a break).
const ys = columns.map((c) => (hasGaps ? Array.from(c.value, (v) => (Number.isNaN(v) ? null : v)) : c.value));
const data = [columns[0]!.time, ...ys] as unknown as uPlot.AlignedData;
/** A bay series' colour and width by its kind (inlet, air…), another line's by its place. */
const look = (id: string, i: number) =>
  made.bay ? BAY_ORDER.indexOf(id as (typeof BAY_ORDER)[number]) : i % COLORS.length;
const lineWidth = (i: number) => (made.bay ? WIDTHS[i]! : 1);

const opts: uPlot.Options = {
  width: WIDTH,
  height: HEIGHT,
  ms: 1,
  title: made.title,
  series: [
    {},
    ...columns.map((c, i) => ({
      label: c.name,
      stroke: COLORS[look(c.id, i)],
      width: lineWidth(look(c.id, i)),
    })),
  ],
};

const run = () => coldRun(() => <UplotReact options={opts} data={data} />);

let u: uPlot | null = null;
let el: HTMLElement | null = null;
let windows = { zoom: [0, 1] as [number, number], pan: [0, 1] as [number, number] };

async function mount(): Promise<number> {
  el = box();
  renderRoot(
    el,
    <UplotReact
      options={opts}
      data={data}
      onCreate={(chart) => {
        u = chart;
      }}
    />,
  );
  await nextTask();
  await nextFrame();
  return inkOf(el);
}

async function step(from: [number, number], to: [number, number]): Promise<Timing> {
  u!.setScale('x', { min: from[0], max: from[1] });
  await nextTask();
  await nextFrame();
  return measure(el!, () => u!.setScale('x', { min: to[0], max: to[1] }));
}

const t = columns[0]!.time;
const full: [number, number] = [t[0]!, t[t.length - 1]!];
const half: [number, number] = [full[0] + (full[1] - full[0]) * 0.25, full[0] + (full[1] - full[0]) * 0.75];

window.bench = {
  run,
  mount,
  zoom: () => step(full, windows.zoom),
  pan: () => step(half, windows.pan),
  setWindows: (w) => {
    windows = w;
  },
};

/**
 * The data sets of the chart benchmark, made in the page before the timing starts, the same for every
 * library. A year of 10-minute readings as a bay's chart has it: a smooth average concrete temperature, inlet
 * and outlet water with the steps of the cooling stages, and air temperature whose daily swing of ±8 °C crosses
 * a large part of the plot in every pixel column (the case that costs a canvas most to rasterise): the
 * average, inlet and air alone (3 × 55,550, the case the goal names), or all four. Besides: the same with
 * outages (gaps), sensors stuck at one value (flat lines), a series of one reading each, smooth random walks,
 * and 500,000 one-minute points for the zoom and pan steps.
 *
 * Every page shows the same texts — the chart's title and the series' names, in Chinese as on site: the first
 * CJK text a fresh page lays out loads its font (about 25 ms at CPU 1×), which a peer labelled in Latin
 * letters would skip while damtherm paid it.
 */

export const STEP_10_MIN = 600_000;
export const YEAR_10_MIN = 55_550;
const END = Date.UTC(2026, 10, 20, 2);
const DAY = 86_400_000;

export interface Column {
  id: string;
  /** The series' name in the legend. */
  name: string;
  time: Float64Array;
  value: Float64Array;
}

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function times(n: number, step: number): Float64Array {
  const time = new Float64Array(n);
  for (let i = 0; i < n; i++) time[i] = END - (n - 1 - i) * step;
  return time;
}

/** The bay's location, and the title BayCurve makes of it (its heading, and the peers' title). */
export const BAY_LOCATION = '左岸 12# 坝段 1#仓';
const BAY_TITLE = `${BAY_LOCATION} 混凝土温度曲线`;

const NAMES: Record<string, string> = {
  average: '平均温度',
  inlet: '进水温度',
  outlet: '出水温度',
  air: '气温',
};

function column(id: string, time: Float64Array, f: (t: number, i: number) => number): Column {
  const value = new Float64Array(time.length);
  for (let i = 0; i < time.length; i++) value[i] = f(time[i]!, i);
  return { id, name: NAMES[id] ?? id.toUpperCase(), time, value };
}

const days = (t: number, t0: number) => (t - t0) / DAY;

/** Average concrete temperature: hydration heat for a week, then slow cooling; small sensor noise. */
function average(time: Float64Array, seed: number): Column {
  const r = prng(seed);
  const t0 = time[0]!;
  return column('average', time, (t) => {
    const d = days(t, t0);
    return 14 + 16 * (1 - Math.exp(-d / 2)) * Math.exp(-d / 60) + 4 * Math.exp(-d / 400) + (r() - 0.5) * 0.05;
  });
}

/** Cooling water: a level per stage (changed every few weeks) with slow noise; outlet = inlet + the pick-up. */
function water(time: Float64Array, seed: number, offset: number, id: string): Column {
  const r = prng(seed);
  const t0 = time[0]!;
  let drift = 0;
  return column(id, time, (t) => {
    const stage = Math.floor(days(t, t0) / 21);
    drift = drift * 0.99 + (r() - 0.5) * 0.04;
    return 9 + (stage % 3) * 1.5 + offset + drift + (r() - 0.5) * 0.1;
  });
}

/** Air temperature: the seasons, a daily swing of ±8 °C and weather noise. */
function air(time: Float64Array, seed: number): Column {
  const r = prng(seed);
  let weather = 0;
  return column('air', time, (t) => {
    weather = weather * 0.995 + (r() - 0.5) * 0.3;
    const season = 12 + 10 * Math.sin((t / (365 * DAY)) * 2 * Math.PI);
    return season + 8 * Math.sin((t / DAY) * 2 * Math.PI) + weather + (r() - 0.5) * 0.8;
  });
}

/** A smooth random walk (what the bench drew before it knew better). */
function walk(id: string, time: Float64Array, seed: number): Column {
  const r = prng(seed);
  let drift = 0;
  return column(id, time, (t) => {
    drift = drift * 0.999 + (r() - 0.5) * 0.08;
    return 18 + seed * 2 + drift * 4 + 3 * Math.sin((t / DAY) * 2 * Math.PI) + (r() - 0.5) * 0.6;
  });
}

/** Outages: two days missing every three weeks (a different phase per series) and 1 % lone misses. */
function withGaps(c: Column, seed: number): Column {
  const r = prng(seed);
  const value = c.value.slice();
  const perDay = DAY / STEP_10_MIN;
  for (let i = 0; i < value.length; i++) {
    const day = Math.floor(i / perDay) + seed * 5;
    if (day % 21 < 2 || r() < 0.01) value[i] = Number.NaN;
  }
  return { ...c, value };
}

/** A bay chart's four series as BayCurve takes them (average, inlet, outlet, air), or fewer. */
export interface BayData {
  average: Column;
  inlet?: Column;
  outlet?: Column;
  air?: Column;
}

export type CaseName =
  | 'bay-average'
  | 'bay-three'
  | 'bay-dense'
  | 'bay-gaps'
  | 'bay-flat'
  | 'bay-one-point'
  | 'react-floor'
  | 'bay-walks'
  | 'timeseries-walks'
  | 'candles'
  | 'zoom-pan';

export interface CaseData {
  /** The chart's title (the floor's heading). */
  title: string;
  /** BayCurve's series, or TimeSeriesChart's / Candlestick's lines in order. */
  bay?: BayData;
  lines?: Column[];
}

function bayDense(): BayData {
  const time = times(YEAR_10_MIN, STEP_10_MIN);
  return {
    average: average(time, 1),
    inlet: water(time, 2, 0, 'inlet'),
    outlet: water(time, 3, 4, 'outlet'),
    air: air(time, 4),
  };
}

const TITLES: Partial<Record<CaseName, string>> = {
  candles: '3# 回路 温度',
  'timeseries-walks': '1#–3# 温度计 温度',
  'zoom-pan': '1# 温度计 温度',
};

export function makeCase(name: CaseName): CaseData {
  return { title: TITLES[name] ?? BAY_TITLE, ...caseSeries(name) };
}

function caseSeries(name: CaseName): Omit<CaseData, 'title'> {
  switch (name) {
    case 'bay-average':
      return { bay: { average: average(times(YEAR_10_MIN, STEP_10_MIN), 1) } };
    case 'bay-three': {
      const { average, inlet, air } = bayDense();
      return { bay: { average, inlet, air } };
    }
    case 'bay-dense':
      return { bay: bayDense() };
    case 'bay-gaps': {
      const d = bayDense();
      return {
        bay: {
          average: withGaps(d.average, 1),
          inlet: withGaps(d.inlet!, 2),
          outlet: withGaps(d.outlet!, 3),
          air: withGaps(d.air!, 4),
        },
      };
    }
    case 'bay-flat': {
      const time = times(YEAR_10_MIN, STEP_10_MIN);
      const flat = (id: string, v: number) => column(id, time, () => v);
      return {
        bay: {
          average: flat('average', 21),
          inlet: flat('inlet', 9),
          outlet: flat('outlet', 13),
          air: flat('air', 17),
        },
      };
    }
    // The floor: damtherm's page renders the chart's title alone; the peer draws the one-point chart.
    case 'react-floor':
    case 'bay-one-point': {
      const time = times(1, STEP_10_MIN);
      const one = (id: string, v: number) => column(id, time, () => v);
      return {
        bay: {
          average: one('average', 21),
          inlet: one('inlet', 9),
          outlet: one('outlet', 13),
          air: one('air', 17),
        },
      };
    }
    case 'bay-walks': {
      const time = times(YEAR_10_MIN, STEP_10_MIN);
      return {
        bay: {
          average: walk('average', time, 1),
          inlet: walk('inlet', time, 2),
          outlet: walk('outlet', time, 3),
          air: walk('air', time, 4),
        },
      };
    }
    case 'timeseries-walks': {
      const time = times(YEAR_10_MIN, STEP_10_MIN);
      return { lines: [walk('s1', time, 1), walk('s2', time, 2), walk('s3', time, 3)] };
    }
    case 'candles':
      return { lines: [air(times(YEAR_10_MIN, STEP_10_MIN), 4)] };
    case 'zoom-pan':
      return { lines: [air(times(500_000, 60_000), 4)] };
  }
}

/** The bay series in legend order, for the peers (BayCurve draws the average first and on top). */
export const BAY_ORDER = ['average', 'inlet', 'outlet', 'air'] as const;

export function bayColumns(bay: BayData): Column[] {
  return BAY_ORDER.map((k) => bay[k]).filter((c): c is Column => c !== undefined);
}

import { type BayCurveData, type Cabinet, type MapBay, seriesFrom } from 'damtherm/domain';

/**
 * What the portal would fetch from its site backend, made up here so the page renders without one: a week of
 * 10-minute readings of one bay, its cabinet, and the bays of a small dam. Fixed values, so every build
 * renders the same page.
 */

/** The last reading: 2026-11-20 10:00 in Shanghai. */
export const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Reading {
  /** Epoch ms. */
  at: number;
  concrete: number;
  target: number;
  inlet: number;
  outlet: number;
  flow: number;
}

/** A bay in first-phase cooling: hydration heat fading, pipe water pulling it towards 22 °C. */
function readings(days: number, stepMs: number): Reading[] {
  const out: Reading[] = [];
  for (let at = NOW - days * DAY; at <= NOW; at += stepMs) {
    const age = 6 + (at - (NOW - days * DAY)) / DAY;
    const hour = ((at / 3_600_000 + 8) % 24) / 24;
    const concrete = 22 + 5.5 * Math.exp(-(age - 6) / 3) + 0.35 * Math.sin(2 * Math.PI * hour);
    const inlet = 11.5 + 0.6 * Math.sin(2 * Math.PI * (hour - 0.2));
    out.push({
      at,
      concrete: Math.round(concrete * 100) / 100,
      target: 22,
      inlet: Math.round(inlet * 100) / 100,
      outlet: Math.round((inlet + (concrete - inlet) * 0.42) * 100) / 100,
      flow:
        Math.round((18 + 12 * Math.exp(-(age - 6) / 2.5) + 1.5 * Math.sin(2 * Math.PI * age * 3)) * 10) / 10,
    });
  }
  return out;
}

const week = readings(7, 10 * MINUTE);

/** One column of the readings as a series, with the domain adapter a portal uses on raw readings. */
const series = (id: string, value: (r: Reading) => number) =>
  seriesFrom(id, id, week, (r) => r.at, value, 'ms');

export const bayCurve: BayCurveData = {
  average: series('average', (r) => r.concrete),
  target: series('target', (r) => r.target),
  inlet: series('inlet', (r) => r.inlet),
  outlet: series('outlet', (r) => r.outlet),
  flow: series('flow', (r) => r.flow),
};

export const cabinet: Cabinet = {
  id: '12',
  name: '左岸 12# 智能柜',
  heartbeatAt: NOW - 0.5 * MINUTE,
  flowUpdatedAt: NOW - 4 * MINUTE,
  tempUpdatedAt: NOW - 7 * MINUTE,
  thermometerCount: 24,
  thermometerErrors: 0,
  flowMeterCount: 36,
  flowMeterErrors: 2,
};

/** Twelve blocks in a valley, lifts of 3 m, the middle blocks highest; older lifts further along in cooling. */
export function damBays(): MapBay[] {
  const bays: MapBay[] = [];
  const blocks = 12;
  for (let b = 0; b < blocks; b++) {
    const u = (b / (blocks - 1)) * 2 - 1;
    const foundation = Math.round(600 + 60 * Math.abs(u) ** 1.5);
    const lifts = Math.round(14 - 6 * Math.abs(u));
    for (let lift = 0; lift < lifts; lift++) {
      const ageDays = (lifts - lift) * 9;
      bays.push({
        id: `${b + 1}-${lift + 1}`,
        label: `${b + 1}-${lift + 1}`,
        block: b + 1,
        bottom: foundation + lift * 3,
        top: foundation + (lift + 1) * 3,
        grout: Math.floor(lift / 3) + 1,
        free: lift >= 4,
        stage: Math.min(7, Math.floor(ageDays / 20) + 1),
        ageDays,
        closed: true,
        temperature: Math.round((14 + 14 * Math.exp(-ageDays / 40)) * 10) / 10,
      });
    }
  }
  return bays;
}

/**
 * One cooling loop's flow (L/min) and the pipe pressure at its cabinet (MPa) over the week: the controller
 * opens the valve wider twice a day, and the pressure follows the flow past its 0.5 MPa limit at the peaks.
 */
export const MAX_PRESSURE_MPA = 0.5;
const loopReadings = week.map((r) => {
  const hour = ((r.at / 3_600_000 + 8) % 24) / 24;
  const flow =
    Math.round((30 + 14 * Math.max(0, Math.sin(4 * Math.PI * hour)) + 0.5 * Math.sin(r.at / 7e6)) * 10) / 10;
  return { at: r.at, flow, pressure: Math.round((0.2 + 0.0068 * flow) * 1000) / 1000 };
});
export const loopFlow = seriesFrom(
  'flow',
  '流量',
  loopReadings,
  (r) => r.at,
  (r) => r.flow,
  'ms',
);
export const loopPressure = seriesFrom(
  'pressure',
  '压力',
  loopReadings,
  (r) => r.at,
  (r) => r.pressure,
  'ms',
);

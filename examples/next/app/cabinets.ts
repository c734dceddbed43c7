import type { Cabinet } from 'damtherm/domain';

/** The last reading of the page: 2026-11-20 10:00 in Shanghai. */
export const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);

const MINUTE = 60_000;

/**
 * What the server would read from the site backend for the page, made up so the example renders without one:
 * the cabinets of the left bank, as domain values.
 */
export const cabinets: Cabinet[] = [
  {
    id: '12',
    name: 'Left bank 12# cabinet',
    heartbeatAt: NOW - 0.5 * MINUTE,
    flowUpdatedAt: NOW - 4 * MINUTE,
    tempUpdatedAt: NOW - 7 * MINUTE,
    thermometerCount: 24,
    thermometerErrors: 0,
    flowMeterCount: 36,
    flowMeterErrors: 0,
  },
  {
    id: '13',
    name: 'Left bank 13# cabinet',
    heartbeatAt: NOW - 2 * MINUTE,
    flowUpdatedAt: NOW - 9 * MINUTE,
    tempUpdatedAt: NOW - 12 * MINUTE,
    thermometerCount: 18,
    thermometerErrors: 2,
    flowMeterCount: 24,
    flowMeterErrors: 0,
  },
  {
    id: '14',
    name: 'Left bank 14# cabinet',
    heartbeatAt: NOW - 47 * MINUTE,
    flowUpdatedAt: NOW - 52 * MINUTE,
    tempUpdatedAt: NOW - 55 * MINUTE,
    thermometerCount: 24,
    thermometerErrors: 3,
    flowMeterCount: 36,
    flowMeterErrors: 1,
  },
];

/** One 10-minute reading of bay 12-1, as plain numbers (what a server can hand to a client island). */
export interface BayReading {
  /** Epoch ms. */
  at: number;
  concrete: number;
  target: number;
  flow: number;
}

/** A week of readings of a bay in first-phase cooling: hydration heat fading towards the 22 °C target. */
export function bayReadings(): BayReading[] {
  const out: BayReading[] = [];
  const start = NOW - 7 * 24 * 60 * MINUTE;
  for (let at = start; at <= NOW; at += 10 * MINUTE) {
    const age = 6 + (at - start) / (24 * 60 * MINUTE);
    const hour = ((at / 3_600_000 + 8) % 24) / 24;
    const concrete = 22 + 5.5 * Math.exp(-(age - 6) / 3) + 0.35 * Math.sin(2 * Math.PI * hour);
    const flow = 18 + 12 * Math.exp(-(age - 6) / 2.5) + 1.5 * Math.sin(2 * Math.PI * age * 3);
    out.push({
      at,
      concrete: Math.round(concrete * 100) / 100,
      target: 22,
      flow: Math.round(flow * 10) / 10,
    });
  }
  return out;
}

import { type RawNumber, toNumber } from './number.ts';

/** Valve opening shown for a loop, in percent: 100 is fully open, 0 fully closed. */
export type ValveOpening = 0 | 10 | 20 | 30 | 50 | 80 | 100;

/** The legacy opening indicator a = -1.25·kaidu + 125 (part 1 §9). */
export function valveIndicator(kaidu: number): number {
  return -1.25 * kaidu + 125;
}

/**
 * Valve opening in percent from the loop's kaidu and its flow in L/min (part 1 §9):
 * a = -1.25·kaidu + 125; a > 90 → 100 (fully open), > 70 → 80, > 30 → 50, > 15 → 30; otherwise the flow
 * decides: > 16 L/min → 20, > 6 L/min → 10, else 0 (fully closed). A missing kaidu leaves the decision to
 * the flow; an unknown flow (null) counts as no flow.
 */
export function valveOpening(kaidu: RawNumber, flowLpm: number | null | undefined): ValveOpening {
  const k = toNumber(kaidu);
  if (k !== null) {
    const a = valveIndicator(k);
    if (a > 90) return 100;
    if (a > 70) return 80;
    if (a > 30) return 50;
    if (a > 15) return 30;
  }
  const flow = flowLpm ?? 0;
  if (flow > 16) return 20;
  if (flow > 6) return 10;
  return 0;
}

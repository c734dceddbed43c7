import { valveOpening } from '../../../domain';
import { FIXTURE_NOW } from '../LoopList/LoopList.fixtures';
import type { LoopRecord, ThermometerRecord } from './RecordTable';

export { FIXTURE_NOW };

const TEN_MINUTES = 600_000;

/** A loop reporting every 10 minutes: inlet water warming slowly, the valve closing as the bay cools. */
export function loopRecords(count = 80): LoopRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const age = i; // 0 = newest
    const flow = Math.round((32 - age * 0.12 + Math.sin(age / 3) * 2.5) * 100) / 100;
    // The valve reading of the cabinet, as an opening by the seed's rule (as the adapter turns it).
    const valve = Math.min(100, Math.round(10 + age * 1.1));
    return {
      at: FIXTURE_NOW - age * TEN_MINUTES - 47_000,
      flow:
        age === 6
          ? { kind: 'stopped' as const }
          : age === 13
            ? { kind: 'unknown' as const }
            : { kind: 'value' as const, lpm: flow },
      inTemp:
        age === 9
          ? { kind: 'notCollected' as const }
          : { kind: 'value' as const, celsius: Math.round((9.6 + Math.sin(age / 5) * 0.6) * 10) / 10 },
      outTemp: { kind: 'value' as const, celsius: Math.round((16.8 + Math.cos(age / 7) * 1.3) * 10) / 10 },
      opening: valveOpening(valve, age === 6 ? 0 : age === 13 ? null : flow),
    };
  });
}

/** A concrete thermometer reporting every 10 minutes during the first-phase temperature rise. */
export function thermometerRecords(count = 80): ThermometerRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    at: FIXTURE_NOW - i * TEN_MINUTES - 12_000,
    temp:
      i === 4
        ? { kind: 'notCollected' as const }
        : i === 11
          ? { kind: 'unknown' as const }
          : {
              kind: 'value' as const,
              celsius: Math.round((28.4 - i * 0.03 + Math.sin(i / 4) * 0.2) * 100) / 100,
            },
  }));
}

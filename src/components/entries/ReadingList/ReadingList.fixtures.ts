import { adaptReading, type RawReading, type Reading } from '../../../domain';
import { createRandom, FIXTURE_NOW, HOUR } from '../../fixtures';

export { FIXTURE_NOW };

/*
 * Readings as the reference backend answers /pqt/temp_lists (newest first, c_value in tenths of a degree,
 * c_when_acquire in epoch ms), read through the same adapter as the hook: the plant's own readings every
 * hour from 06:00 to 22:00 and a few typed by hand.
 */
function simulated(count: number, seed: number, bins: (i: number) => string | null): RawReading[] {
  const random = createRandom(seed);
  const out: RawReading[] = [];
  let at = FIXTURE_NOW - 20 * 60_000;
  for (let i = 0; out.length < count; i++) {
    const hour = new Date(at + 8 * HOUR).getUTCHours();
    if (hour >= 6 && hour <= 22) {
      const manual = i % 7 === 3;
      out.push({
        c_id: 90_000 - i,
        c_value: Math.round((11 + 3 * Math.sin(i / 9) + random() * 1.4) * 10),
        c_when_acquire: manual ? at - 7 * 60_000 : at,
        c_idam_id: bins(i),
        c_who: manual ? (i % 2 ? 'engineer' : '张工') : '',
      });
    }
    at -= HOUR;
  }
  return out;
}

/** An outlet point: 95 readings in all, the first page of 30 loaded. */
export const outletReadings: Reading[] = simulated(95, 7, () => null).map(adaptReading);

/** The bin entry: each reading names the bin it went into. */
export const binReadings: Reading[] = simulated(
  30,
  11,
  (i) => `${12 + (i % 3)}-${String(30 + (i % 6)).padStart(3, '0')}`,
).map(adaptReading);

/** Odd readings: below zero, a missing value, several bins, a long user name. */
export const oddReadings: Reading[] = [
  {
    c_id: 5,
    c_value: -35,
    c_when_acquire: FIXTURE_NOW - HOUR,
    c_idam_id: '12-034,12-035,13-030',
    c_who: 'engineer',
  },
  { c_id: 4, c_value: null, c_when_acquire: FIXTURE_NOW - 2 * HOUR, c_idam_id: '14-031', c_who: '' },
  {
    c_id: 3,
    c_value: 999,
    c_when_acquire: FIXTURE_NOW - 3 * HOUR,
    c_idam_id: null,
    c_who: '右岸拌和系统值班工程师（夜班）',
  },
].map(adaptReading);

import {
  type AggregateRecord,
  type AggregateType,
  adaptAggregateRecord,
  adaptAggregateType,
  type RawAggregateRecord,
} from '../../../domain';
import { createRandom, DAY, FIXTURE_NOW, HOUR } from '../../fixtures';

export { FIXTURE_NOW };

/*
 * An aggregate's records as the reference backend answers getAggregateDetailById (the simulator's readings
 * every two hours in both cooling stages, plus hand entries; newest first), read through the same adapters
 * as the hooks. The temperatures follow the simulator: a November air wave, the first cooling near
 * 0.45·air + 6 °C, the second near 0.15·air + 3.5 °C.
 */

/** The categories of the seeded site (aggregateType). */
export const aggregateTypes: AggregateType[] = [
  { c_id: 1, c_type: '特大石', c_region: '1#拌和楼' },
  { c_id: 2, c_type: '大石', c_region: '1#拌和楼' },
  { c_id: 3, c_type: '中石', c_region: '2#拌和楼' },
  { c_id: 4, c_type: '小石', c_region: '2#拌和楼' },
  { c_id: 5, c_type: '砂', c_region: '3#拌和楼' },
].map(adaptAggregateType);

function simulated(days: number, seed: number): RawAggregateRecord[] {
  const random = createRandom(seed);
  const out: RawAggregateRecord[] = [];
  let id = 1000;
  for (let at = FIXTURE_NOW - days * DAY; at <= FIXTURE_NOW; at += 2 * HOUR) {
    // Air in Shanghai time: coldest near 06:00, warmest near 14:00.
    const hour = ((at + 8 * HOUR) % DAY) / HOUR;
    const air = 6 + 5 * Math.sin((2 * Math.PI * (hour - 8)) / 24);
    for (const stage of [1, 2] as const) {
      const base = stage === 1 ? 0.45 * air + 6 : 0.15 * air + 3.5;
      out.push({
        c_id: id++,
        temperature: Math.round((base + 0.6 * (random() - 0.5)) * 10),
        time: at / 1000,
        stage,
        typeId: 1,
        user: null,
      });
    }
  }
  return out;
}

/** Records of 1#料仓特大石 over the last 7 days, with two hand entries, newest first. */
export const rawRecords: RawAggregateRecord[] = [
  ...simulated(7, 11),
  {
    c_id: 2001,
    temperature: 91,
    time: (FIXTURE_NOW - 40 * 60_000) / 1000,
    stage: 1,
    typeId: 1,
    user: 'engineer',
  },
  {
    c_id: 2002,
    temperature: 42,
    time: (FIXTURE_NOW - 26 * HOUR) / 1000,
    stage: 2,
    typeId: 2,
    user: '温控工程师',
  },
].sort((a, b) => Number(b.time) - Number(a.time) || Number(b.c_id) - Number(a.c_id));

export const records: AggregateRecord[] = rawRecords.map(adaptAggregateRecord);

/** A few records only (a new bin), one without a known stage or category. */
export const fewRecords: AggregateRecord[] = [
  { c_id: 3001, temperature: 126, time: (FIXTURE_NOW - HOUR) / 1000, stage: 1, typeId: 1, user: 'engineer' },
  { c_id: 3002, temperature: -12, time: (FIXTURE_NOW - 3 * HOUR) / 1000, stage: 2, typeId: 4, user: null },
  {
    c_id: 3003,
    temperature: 88,
    time: (FIXTURE_NOW - 5 * HOUR) / 1000,
    stage: 9,
    typeId: 99,
    user: 'a-very-long-user-name-from-the-portal',
  },
].map(adaptAggregateRecord);

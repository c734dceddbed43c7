import { type Aggregate, adaptAggregate } from '../../../domain';
import { FIXTURE_NOW, HOUR } from '../../fixtures';

export { FIXTURE_NOW };

/*
 * Aggregates as the reference backend answers getAggregates (captured from its simulator: the latest
 * reading in the first cooling, then the second, every two hours; times moved to FIXTURE_NOW), read through
 * the same adapter as the hooks.
 */

/** Epoch seconds `ms` before FIXTURE_NOW, as the calls send times. */
const ago = (ms: number) => Math.round((FIXTURE_NOW - ms) / 1000);

const raw = (
  cid: number,
  aggregateName: string,
  typeId: number,
  first: number | null,
  second: number | null,
  age = 0,
) => ({
  cid,
  aggregateName,
  aggregateDetails: [
    { theLastTemperature: first, theLastTime: first === null ? null : ago(age), typeId },
    { theLastTemperature: second, theLastTime: second === null ? null : ago(age), typeId },
  ],
});

/** The seven bins of the seeded site. */
export const aggregates: Aggregate[] = [
  raw(1, '1#料仓特大石', 1, 87, 39),
  raw(2, '1#料仓大石', 2, 98, 52),
  raw(3, '2#料仓中石', 3, 78, 32),
  raw(4, '2#料仓小石', 4, 97, 55),
  raw(5, '3#料仓砂', 5, 81, 35),
  raw(6, '风冷料仓A', 2, 92, 42),
  raw(7, '风冷料仓B', 3, 96, 48),
].map(adaptAggregate);

/** A search for 风冷 (the two air-cooling bins). */
export const searchResults: Aggregate[] = aggregates.filter((a) => a.name.includes('风冷'));

/**
 * Awkward cases: a new bin never measured, one measured only in the first cooling a day ago, a long name,
 * a below-zero second cooling in winter.
 */
export const mixedAggregates: Aggregate[] = [
  raw(8, '4#料仓（新建，尚未投用）', 1, null, null),
  raw(9, '5#料仓特大石', 1, 112, null, 26 * HOUR),
  raw(10, '左岸二次风冷料仓特大石（供 3#拌和楼 4.5 m³ 强制式搅拌机）', 1, 64, -8),
  raw(11, 'Right-bank secondary air-cooling bin, extra-large stone', 1, -21, -36, 2 * HOUR),
].map(adaptAggregate);

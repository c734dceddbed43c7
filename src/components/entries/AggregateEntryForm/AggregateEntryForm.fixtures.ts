import { type AggregateType, adaptAggregateType, type EntryOutcome } from '../../../domain';
import { FIXTURE_NOW } from '../../fixtures';

/** The categories of the seeded site (the records' fixtures hold them). */
export { aggregateTypes } from '../AggregateRecordList/AggregateRecordList.fixtures';
export { FIXTURE_NOW };

/** A portal's longer categories: long types and regions that wrap in their tiles. */
export const longTypes: AggregateType[] = [
  { c_id: 11, c_type: '特大石（80–150 mm）', c_region: '左岸 1#拌和楼二次风冷料仓' },
  {
    c_id: 12,
    c_type: 'Extra-large stone 80–150 mm',
    c_region: 'Left-bank batching plant 1, secondary air cooling',
  },
  { c_id: 13, c_type: '人工砂', c_region: '右岸 3#拌和楼' },
].map(adaptAggregateType);

/** Answers of a data layer, after a short wait as on a site's network. */
export const answer =
  (outcome: EntryOutcome, ms = 300) =>
  () =>
    new Promise<EntryOutcome>((resolve) => setTimeout(() => resolve(outcome), ms));

/** A call that fails (no network, a timeout): the form says 'Entry failed, please re-enter'. */
export const failing =
  (ms = 300) =>
  () =>
    new Promise<EntryOutcome>((_, reject) => setTimeout(() => reject(new Error('network')), ms));

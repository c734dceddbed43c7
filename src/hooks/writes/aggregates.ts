/* Hand entries of aggregate temperatures. */
import { toAggregateInsert } from '../../domain/adapters/index.ts';
import type { AggregateEntryWrite } from '../../domain/pendingEntries.ts';
import { defineMutation, matching } from '../defineMutation';
import { AGGREGATE_READS, AGGREGATE_RECORD_READS } from '../reads/aggregates';
import { idempotencyKey, type WriteOnce } from './writeOnce';

/** A hand entry of an aggregate temperature, as `useInsertAggregate` sends it. */
export type InsertAggregateInput = AggregateEntryWrite &
  WriteOnce & {
    /** User id of the signed-in user. */
    userId: string;
  };

/**
 * Enter an aggregate temperature (°C, epoch ms), with its `requestId` as Idempotency-Key; reloads the
 * aggregate and its records.
 */
export const useInsertAggregate = defineMutation('/aggregate/insertAggregateInfo', {
  async request(client, { requestId, ...entry }: InsertAggregateInput, path) {
    await client.POST(path, {
      body: toAggregateInsert({ ...entry, user: entry.userId }),
      params: idempotencyKey(requestId),
    });
  },
  affects: [
    AGGREGATE_READS,
    matching(AGGREGATE_RECORD_READS, (entry: InsertAggregateInput) => ({ cId: entry.aggregateId })),
  ],
});

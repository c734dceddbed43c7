/* Hand entries of outlet, bin-entry and pouring temperatures. */
import { toManualEntry } from '../../domain/adapters/index.ts';
import type { ManualEntryWrite } from '../../domain/pendingEntries.ts';
import { defineMutation } from '../defineMutation';
import {
  useLastOutletRecord,
  useOutletPointCount,
  useOutletPointPage,
  useOutletPointPages,
  useReadingPages,
} from '../reads/entries';
import { useEntryReport } from '../reads/reports';
import { ENTRY_WARNING_READS } from './warnings';
import { idempotencyKey, type WriteOnce } from './writeOnce';

/** A hand entry of an outlet, bin-entry or pouring temperature, as `useAddManualEntry` sends it. */
export type AddManualEntryInput = ManualEntryWrite &
  WriteOnce & {
    /** User id of the signed-in user. */
    userId: string;
  };

/**
 * Enter an outlet, bin-entry or pouring temperature (°C, epoch ms), with its `requestId` as Idempotency-Key
 * (an entry kept offline and sent again later keeps its id); reloads the lists and counts.
 */
export const useAddManualEntry = defineMutation('/pqt/add_other_data', {
  async request(client, { requestId, ...entry }: AddManualEntryInput, path) {
    await client.POST(path, {
      body: toManualEntry({ ...entry, who: entry.userId }),
      params: idempotencyKey(requestId),
    });
  },
  affects: [
    useReadingPages,
    useOutletPointPages,
    useOutletPointPage,
    useLastOutletRecord,
    useOutletPointCount,
    useEntryReport,
    // A reading above its limit raises an outlet / bin-entry / pouring warning; one within it clears one.
    ...ENTRY_WARNING_READS,
  ],
});

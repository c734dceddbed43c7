import type { PendingEntry } from '../../../domain';

const AT = Date.UTC(2026, 10, 23, 6, 40);

/** Three entries typed on a site without network: an outlet, a bin-entry and an aggregate temperature. */
export const waitingEntries: PendingEntry[] = [
  { key: 'k-1', savedAt: AT, kind: 'manualEntry', entry: { kind: 1, pointId: 3, tempC: 10.2, at: AT } },
  {
    key: 'k-2',
    savedAt: AT + 60_000,
    kind: 'manualEntry',
    entry: { kind: 2, tempC: 14.8, at: AT + 60_000, bayIds: [43] },
  },
  {
    key: 'k-3',
    savedAt: AT + 120_000,
    kind: 'aggregateEntry',
    entry: { aggregateId: 1, typeId: 2, stage: 1, tempC: 7.5, at: AT + 120_000 },
  },
];

/** One entry the server refused when it was sent later (its time was past the allowed range by then). */
export const refusedEntry: PendingEntry = {
  key: 'k-4',
  savedAt: AT - 3_600_000,
  kind: 'manualEntry',
  entry: { kind: 4, tempC: 18.3, at: AT - 3_600_000 },
  refused: { message: 'Entry time is later than the current time', messageKey: 'validation.entry.future' },
};

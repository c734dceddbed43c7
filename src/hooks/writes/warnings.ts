/* Marking warnings read. */
import { wireWarningKind } from '../../domain/adapters/index.ts';
import { type Affected, defineMutation } from '../defineMutation';
import {
  type AnyWarningListKind,
  ENTRY_WARNING_LISTS,
  useWarningCounts,
  WARNING_KINDS_OF_LIST,
  WARNING_LISTS,
  WARNING_TABLES,
  type WarningKind,
} from '../reads/warnings';

/** The counts and the outlet / bin-entry / pouring lists and tables (real time and history). */
export const ENTRY_WARNING_READS: readonly Affected<unknown>[] = [
  useWarningCounts,
  ENTRY_WARNING_LISTS,
  WARNING_TABLES.cjk,
  WARNING_TABLES.cjkHistory,
  WARNING_TABLES.rc,
  WARNING_TABLES.rcHistory,
  WARNING_TABLES.jz,
  WARNING_TABLES.jzHistory,
];

/**
 * Which warnings to mark read: by id (`WarningItem.id`, e.g. on opening a warning), or all of them — of one
 * list (`kind`, as the read hooks take it: `'loop'`, `'cjkHistory'` …), of some warning kinds (`kinds`,
 * `WarningItem.kind`), or every warning when neither is given.
 */
export type MarkWarningsReadInput =
  | { ids: readonly number[] }
  | { all: true; kind?: AnyWarningListKind; kinds?: readonly WarningKind[] };

/**
 * Mark warnings read for the signed-in user (reads are per user: the dot, the counts of the tab, the
 * messages page and the home badge fall for that user only). Resolves with how many were newly marked (0
 * when they already were: marking again is harmless); reloads the counts and every warning list and table.
 */
export const useMarkWarningsRead = defineMutation('/pqt/warnings_read', {
  async request(client, input: MarkWarningsReadInput, path): Promise<{ marked: number }> {
    if ('ids' in input) {
      if (input.ids.length === 0) return { marked: 0 };
      const { data } = await client.POST(path, { body: { ids: [...input.ids] } });
      return { marked: data?.data.marked ?? 0 };
    }
    const named = [...(input.kind ? WARNING_KINDS_OF_LIST[input.kind] : []), ...(input.kinds ?? [])];
    const kinds = [...new Set(named.map(wireWarningKind))];
    const { data } = await client.POST(path, { body: kinds.length > 0 ? { all: 1, kinds } : { all: 1 } });
    return { marked: data?.data.marked ?? 0 };
  },
  affects: [useWarningCounts, WARNING_LISTS, ENTRY_WARNING_LISTS, WARNING_TABLES],
});

/**
 * One shape for the three ways a warning view is fed (see `catalog.ts`): a whole /pqt list shown a page at a
 * time, a /cytWarn table loaded page after page, or a /cytWarn history table moved through by page links.
 */

import { useWarningList, useWarningTable, useWarningTablePages } from 'damtherm';
import type { DamError } from 'damtherm/client';
import type { WarningItem } from 'damtherm/domain';
import type { WarningSource } from './catalog';
import { useReveal } from './useReveal';

/**
 * Cards shown per step of a whole list (fills whole rows of one, two or three columns), and per page of a
 * history table (part 2 §9: history 10).
 */
export const LIST_STEP = 24;
export const HISTORY_PAGE_SIZE = 10;

export interface WarningFeed {
  items: WarningItem[];
  /** The whole list's size, once known. */
  total: number | null;
  loading: boolean;
  error: DamError | undefined;
  retry: () => void;
  /** Shows or loads more; undefined for a paged history (it has page links instead). */
  loadMore?: () => void;
  loadingMore: boolean;
}

/**
 * The warnings of one view. `page` is the history table's page (from 1); `userId` goes to the calls that
 * take the user (the /pqt lists).
 */
export function useWarningFeed(source: WarningSource, userId: string | null, page: number): WarningFeed {
  const list = useWarningList(source.call === 'list' ? source.kind : null, userId);
  const table = useWarningTablePages(source.call === 'table' ? source.kind : null);
  const history = useWarningTable(source.call === 'history' ? source.kind : null, page, HISTORY_PAGE_SIZE);
  const whole = list.data ?? [];
  const reveal = useReveal(whole.length, LIST_STEP);

  switch (source.call) {
    case 'list':
      return {
        items: whole.slice(0, reveal.shown),
        total: list.data ? whole.length : null,
        loading: list.isLoading,
        error: list.error,
        retry: () => void list.mutate(),
        loadMore: reveal.more,
        loadingMore: false,
      };
    case 'table':
      return {
        items: table.items,
        total: table.total,
        loading: table.isLoading,
        error: table.error,
        retry: () => void table.reload(),
        loadMore: table.loadMore,
        loadingMore: table.isLoadingMore,
      };
    case 'history':
      return {
        items: history.data?.items ?? [],
        total: history.data?.total ?? null,
        loading: history.isLoading,
        error: history.error,
        retry: () => void history.mutate(),
        loadingMore: false,
      };
  }
}

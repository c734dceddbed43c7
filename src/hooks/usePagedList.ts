import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { DamClient } from '../client/createDamClient';
import type { DamError } from '../client/errors';
import type { DamGetPath } from '../client/reads';
import type { ListPage } from '../domain/adapters/index.ts';
import { useDamApi } from './api';

/** One loaded page: its items and, when the answer carries it, the total of the whole list. */
export type Page<Item> = ListPage<Item>;

export interface PagedListOptions<Item> {
  /**
   * Identifies the list (path and filters): a new key starts over from page 1; null skips loading.
   * The first element must be the contract path, so mutations of that path reload the list.
   */
  key: readonly [path: DamGetPath, ...rest: unknown[]] | null;
  /** Loads page `page` (from 1) of `pageSize` items. */
  fetchPage: (client: DamClient, page: number, pageSize: number) => Promise<Page<Item>>;
  /** Items per page (the seeds: 10 bays, 5 outlet points, 30 readings, 10 logs, 1000 for exports). */
  pageSize: number;
  /** The total when another call gives it (e.g. a count call); otherwise each page's total is used. */
  total?: number | null;
  /** Load page after page by itself until the loaded count reaches the total (exports, pickers). */
  auto?: boolean;
  /** Reload every loaded page every this many ms while the list is shown (lists that change on their own). */
  refreshEvery?: number;
}

export interface PagedList<Item> {
  /** Every loaded item, in page order. */
  items: Item[];
  /** The total of the list, once known. */
  total: number | null;
  /** Pages loaded so far. */
  pages: number;
  /** The loaded count reached the total (or a page came back short): show 'no more'. */
  finished: boolean;
  /** The first page is loading. */
  isLoading: boolean;
  /** A further page is loading. */
  isLoadingMore: boolean;
  /** Why the last page failed. */
  error: DamError | undefined;
  /** Loads the next page (an infinite list calls it when the end scrolls into view); no-op when finished. */
  loadMore: () => void;
  /** Reloads every loaded page (pull to refresh, after an entry). */
  reload: () => Promise<unknown>;
}

/**
 * A list that loads page by page until the loaded count reaches the total (part 1 §4, part 2 §4). Pages are
 * cached by SWR under `[key, page]`; mutations of the list's path reload it.
 */
export function usePagedList<Item>({
  key,
  fetchPage,
  pageSize,
  total: externalTotal,
  auto = false,
  refreshEvery,
}: PagedListOptions<Item>): PagedList<Item> {
  const { client, bus } = useDamApi();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const keyHash = key === null ? null : JSON.stringify(key);

  const getKey = useCallback(
    (index: number, previous: Page<Item> | null) => {
      if (keyHash === null) return null;
      if (previous && previous.items.length === 0) return null;
      return ['damtherm:paged', keyHash, pageSize, index + 1] as const;
    },
    [keyHash, pageSize],
  );
  const fetcher = useCallback(
    ([, , size, page]: readonly [string, string, number, number]) => fetchRef.current(client, page, size),
    [client],
  );
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<
    Page<Item>,
    DamError
  >(getKey, fetcher, {
    revalidateFirstPage: false,
    // A refresh reloads every loaded page, so a new first item shifts the later pages too.
    ...(refreshEvery ? { refreshInterval: refreshEvery, revalidateAll: true } : {}),
  });

  const items = useMemo(() => (data ?? []).flatMap((p) => p.items), [data]);
  const pageTotal = data?.length ? (data[data.length - 1]?.total ?? null) : null;
  const total = externalTotal ?? pageTotal;
  const last = data?.[data.length - 1];
  const finished =
    data !== undefined &&
    ((total !== null && items.length >= total) || (last !== undefined && last.items.length < pageSize));
  const isLoadingMore = !isLoading && size > 0 && (data === undefined || data.length < size);

  const loadMore = useCallback(() => {
    if (finished || isLoadingMore || error || keyHash === null) return;
    void setSize((s) => s + 1);
  }, [finished, isLoadingMore, error, keyHash, setSize]);

  useEffect(() => {
    if (auto && !isLoading && !isValidating && data !== undefined) loadMore();
  }, [auto, isLoading, isValidating, data, loadMore]);

  const path = key?.[0];
  useEffect(() => (path ? bus.subscribe(path, () => void mutate()) : undefined), [bus, path, mutate]);

  const reload = useCallback(() => mutate(), [mutate]);

  return {
    items,
    total,
    pages: data?.length ?? 0,
    finished,
    isLoading,
    isLoadingMore,
    error,
    loadMore,
    reload,
  };
}

/*
 * The paged lists of the seeds on `usePagedList`: each loads page after page until the loaded count
 * reaches the total (from the page's answer, or from the list's count call).
 */
import {
  adaptHive,
  adaptOutletRecord,
  adaptReading,
  adaptReversalLog,
  adaptWarningPage,
  type Hive,
  type OutletPoint,
  type Reading,
  type ReversalLogEntry,
  type WarningItem,
} from '../domain/adapters/index.ts';
import { useDamQuery } from './api';
import {
  ENTRY_WARNING_PATHS,
  useOutletPointCount,
  WARNING_TABLE_PATHS,
  type WarningTableKind,
} from './queries';
import { type PagedList, usePagedList } from './usePagedList';

/** Filters of the bay list of an area. */
export interface HiveFilters {
  /** Area id (0 all). */
  area: number;
  hiveName?: string;
  block?: string;
  grout?: string;
}

/** The bays of an area, 10 per page (1000 for the batch export, with `auto`). */
export function useHivePages(
  filters: HiveFilters | null,
  options: { pageSize?: number; auto?: boolean } = {},
): PagedList<Hive> {
  return usePagedList({
    key: filters ? ['/pqt_php/api_get_africa_all_hive', filters] : null,
    pageSize: options.pageSize ?? 10,
    auto: options.auto,
    async fetchPage(client, page, pageSize) {
      const { data } = await client.GET('/pqt_php/api_get_africa_all_hive', {
        params: {
          query: {
            area: filters?.area ?? 0,
            ...(filters?.hiveName ? { hiveName: filters.hiveName } : {}),
            ...(filters?.block ? { block: filters.block } : {}),
            ...(filters?.grout ? { grout: filters.grout } : {}),
            pageIndex: page,
            pageSize,
          },
        },
      });
      return { items: data?.data.list.map(adaptHive) ?? [], total: data?.data.count ?? null };
    },
  });
}

/** Measuring points of an entry kind with their last reading, 5 per page; the total from the count call. */
export function useOutletPointPages(
  kind: 1 | 2 | 4,
  search = '',
  options: { pageSize?: number } = {},
): PagedList<OutletPoint> {
  const count = useOutletPointCount(kind, search || undefined);
  return usePagedList({
    key: ['/pqt/last_hive_others', kind, search],
    pageSize: options.pageSize ?? 5,
    total: count.data ?? null,
    async fetchPage(client, page, pageSize) {
      const { data } = await client.GET('/pqt/last_hive_others', {
        params: {
          query: {
            c_area: kind,
            ...(search ? { search_value: search } : {}),
            current_page: page,
            page_size: pageSize,
          },
        },
      });
      return { items: data?.data.map(adaptOutletRecord) ?? [], total: null };
    },
  });
}

/** Readings of a measuring point (or entry kind), 30 per page, newest first. */
export function useReadingPages(
  hiveOtherId: number | null,
  search = '',
  options: { pageSize?: number } = {},
): PagedList<Reading> {
  return usePagedList({
    key: hiveOtherId === null ? null : ['/pqt/temp_lists', hiveOtherId, search],
    pageSize: options.pageSize ?? 30,
    async fetchPage(client, page, pageSize) {
      const { data } = await client.GET('/pqt/temp_lists', {
        params: {
          query: {
            hive_other_id: hiveOtherId ?? 0,
            ...(search ? { search_value: search } : {}),
            current_page: page,
            page_size: pageSize,
          },
        },
      });
      return { items: data?.data.list.map(adaptReading) ?? [], total: data?.data.count ?? null };
    },
  });
}

/** Reversal logs of a cabinet, or of one of its loops, 10 per page. */
export function useReversalLogPages(
  rackId: number | null,
  loop?: number | null,
  options: { pageSize?: number } = {},
): PagedList<ReversalLogEntry> {
  const perLoop = loop !== null && loop !== undefined;
  const count = useDamQuery(
    '/pqt/auto_reverse_logs_count',
    rackId === null ? null : { params: { query: { c_rack: rackId, ...(perLoop ? { c_loop: loop } : {}) } } },
  );
  return usePagedList({
    key:
      rackId === null
        ? null
        : [perLoop ? '/pqt/auto_reverse_log_info' : '/pqt/auto_reverse_logs', rackId, loop],
    pageSize: options.pageSize ?? 10,
    total: count.data?.data ?? null,
    async fetchPage(client, page, pageSize) {
      const query = { c_rack: rackId ?? 0, current_page: page, page_size: pageSize };
      const { data } = perLoop
        ? await client.GET('/pqt/auto_reverse_log_info', { params: { query: { ...query, c_loop: loop } } })
        : await client.GET('/pqt/auto_reverse_logs', { params: { query } });
      return { items: data?.data.list.map(adaptReversalLog) ?? [], total: data?.data.count ?? null };
    },
  });
}

/** A /cytWarn warning table loaded page after page (real-time lists), with the total. */
export function useWarningTablePages(
  kind: WarningTableKind | null,
  options: { pageSize?: number; auto?: boolean } = {},
): PagedList<WarningItem> {
  return usePagedList({
    key: kind ? [WARNING_TABLE_PATHS[kind]] : null,
    pageSize: options.pageSize ?? 10,
    auto: options.auto,
    async fetchPage(client, page, pageSize) {
      const path = (
        kind ? WARNING_TABLE_PATHS[kind] : WARNING_TABLE_PATHS.sifa
      ) as '/cytWarn/getSifaWarnList';
      const { data } = await client.GET(path, { params: { query: { pageIndex: page, pageSize } } });
      const adapted = adaptWarningPage(data);
      return { items: adapted.items, total: data ? adapted.total : null };
    },
  });
}

/** The outlet / bin-entry / pouring warning lists loaded page after page, with the total. */
export function useEntryWarningPages(
  kind: keyof typeof ENTRY_WARNING_PATHS | null,
  username?: string | null,
  options: { pageSize?: number } = {},
): PagedList<WarningItem> {
  return usePagedList({
    key: kind ? [ENTRY_WARNING_PATHS[kind], username ?? ''] : null,
    pageSize: options.pageSize ?? 10,
    async fetchPage(client, page, pageSize) {
      const path = (kind ? ENTRY_WARNING_PATHS[kind] : ENTRY_WARNING_PATHS.cjk) as '/pqt/cjk_temp_lists';
      const { data } = await client.GET(path, {
        params: { query: { current_page: page, page_size: pageSize, ...(username ? { username } : {}) } },
      });
      const adapted = adaptWarningPage(data?.data);
      return { items: adapted.items, total: data ? adapted.total : null };
    },
  });
}

/*
 * The paged lists of the seeds, declared as data over `definePagedRead`: each loads page after page until
 * the loaded count reaches the total (from the page's answer, or from the list's count call).
 */
import {
  adaptHive,
  adaptListPage,
  adaptOutletRecord,
  adaptReading,
  adaptReversalLog,
  adaptWarningPage,
  type EntryKind,
  type RawWarningItem,
} from '../domain/adapters/index.ts';
import {
  definePagedRead,
  type PagedReadOptions,
  type PageRequest,
  pagedReadDefinition,
  usePagedRead,
} from './definePagedRead';
import { idNumber, isKnown, type MaybeId } from './reads/args';
import { useOutletPointCount } from './reads/entries';
import { useReversalLogCount } from './reads/reversal';
import type { EntryWarningKind, WarningTableKind } from './reads/warnings';

/** Filters of the bay list of an area. */
export interface HiveFilters {
  /** Area id (0 all). */
  area: number;
  hiveName?: string;
  block?: string;
  grout?: string;
}

/** The bays of an area, 10 per page (1000 for the batch export, with `auto`). */
export const useHivePages = definePagedRead('/pqt_php/api_get_africa_all_hive', {
  query: ({ page, pageSize }: PageRequest, filters: HiveFilters | null, _options?: PagedReadOptions) =>
    filters
      ? {
          area: filters.area,
          ...(filters.hiveName ? { hiveName: filters.hiveName } : {}),
          ...(filters.block ? { block: filters.block } : {}),
          ...(filters.grout ? { grout: filters.grout } : {}),
          pageIndex: page,
          pageSize,
        }
      : null,
  adapt: (answer) => adaptListPage(answer.data, adaptHive),
  pageSize: 10,
  options: (_filters, options) => options,
});

/** Measuring points of an entry kind with their last reading, 5 per page; the total from the count call. */
export const useOutletPointPages = definePagedRead('/pqt/last_hive_others', {
  query: (
    { page, pageSize }: PageRequest,
    kind: EntryKind,
    search: string = '',
    _options?: PagedReadOptions,
  ) => ({
    c_area: kind,
    ...(search ? { search_value: search } : {}),
    current_page: page,
    page_size: pageSize,
  }),
  adapt: (answer) => ({ items: answer.data.map(adaptOutletRecord), total: null }),
  pageSize: 5,
  options: (_kind, _search, options) => options,
  total: useOutletPointCount.read,
});

/** Readings of a measuring point (or entry kind), 30 per page, newest first. */
export const useReadingPages = definePagedRead('/pqt/temp_lists', {
  query: (
    { page, pageSize }: PageRequest,
    pointId: MaybeId,
    search: string = '',
    _options?: PagedReadOptions,
  ) =>
    isKnown(pointId)
      ? {
          hive_other_id: idNumber(pointId),
          ...(search ? { search_value: search } : {}),
          current_page: page,
          page_size: pageSize,
        }
      : null,
  adapt: (answer) => adaptListPage(answer.data, adaptReading),
  pageSize: 30,
  options: (_pointId, _search, options) => options,
});

/** Reversal logs of a cabinet, or of one of its loops (10 per page), with the total from the count call. */
export const REVERSAL_LOG_PAGES = {
  rack: pagedReadDefinition('/pqt/auto_reverse_logs', {
    query: (
      { page, pageSize }: PageRequest,
      rackId: MaybeId,
      _loop?: MaybeId,
      _options?: PagedReadOptions,
    ) => (isKnown(rackId) ? { c_rack: idNumber(rackId), current_page: page, page_size: pageSize } : null),
    adapt: (answer) => adaptListPage(answer.data, adaptReversalLog),
    pageSize: 10,
    options: (_rackId, _loop, options) => options,
    total: useReversalLogCount.read,
  }),
  loop: pagedReadDefinition('/pqt/auto_reverse_log_info', {
    query: ({ page, pageSize }: PageRequest, rackId: MaybeId, loop?: MaybeId, _options?: PagedReadOptions) =>
      isKnown(rackId) && isKnown(loop)
        ? { c_rack: idNumber(rackId), c_loop: idNumber(loop), current_page: page, page_size: pageSize }
        : null,
    adapt: (answer) => adaptListPage(answer.data, adaptReversalLog),
    pageSize: 10,
    options: (_rackId, _loop, options) => options,
    total: useReversalLogCount.read,
  }),
};

/** Reversal logs of a cabinet, or of one of its loops, 10 per page. */
export function useReversalLogPages(rackId: MaybeId, loop?: MaybeId, options?: PagedReadOptions) {
  const list = isKnown(loop) ? REVERSAL_LOG_PAGES.loop : REVERSAL_LOG_PAGES.rack;
  return usePagedRead(list, rackId, loop, options);
}

const tablePage = ({ page, pageSize }: PageRequest, _options?: PagedReadOptions) => ({
  pageIndex: page,
  pageSize,
});
const tableWarnings = (answer: Parameters<typeof adaptWarningPage>[0]) => adaptWarningPage(answer);
const tableOptions = (options?: PagedReadOptions) => options;
const table = { query: tablePage, adapt: tableWarnings, pageSize: 10, options: tableOptions };

/** The /cytWarn warning tables as paged lists, by kind. */
export const WARNING_TABLE_PAGES = {
  sifa: pagedReadDefinition('/cytWarn/getSifaWarnList', table),
  cjk: pagedReadDefinition('/cytWarn/cjkWarns', table),
  cjkHistory: pagedReadDefinition('/cytWarn/cjkHistoryWarns', table),
  rc: pagedReadDefinition('/cytWarn/rcWarns', table),
  rcHistory: pagedReadDefinition('/cytWarn/rcHistoryWarns', table),
  jz: pagedReadDefinition('/cytWarn/jzWarns', table),
  jzHistory: pagedReadDefinition('/cytWarn/jzHistoryWarns', table),
  intempHive: pagedReadDefinition('/cytWarn/getIntempHiveWarnList', table),
  tempRange: pagedReadDefinition('/cytWarn/getTempRangeWarnList', table),
} satisfies Record<WarningTableKind, unknown>;

/** A /cytWarn warning table loaded page after page (real-time lists), with the total. */
export function useWarningTablePages(kind: WarningTableKind | null, options?: PagedReadOptions) {
  return usePagedRead(kind ? WARNING_TABLE_PAGES[kind] : null, options);
}

const entryWarning = {
  query: ({ page, pageSize }: PageRequest, username?: string | null, _options?: PagedReadOptions) => ({
    current_page: page,
    page_size: pageSize,
    ...(username ? { username } : {}),
  }),
  adapt: (answer: { data: { count?: number; list?: readonly RawWarningItem[] } }) =>
    adaptWarningPage(answer.data),
  pageSize: 10,
  options: (_username?: string | null, options?: PagedReadOptions) => options,
};

/** The outlet / bin-entry / pouring warning lists as paged lists, by kind. */
export const ENTRY_WARNING_PAGES = {
  cjk: pagedReadDefinition('/pqt/cjk_temp_lists', entryWarning),
  rc: pagedReadDefinition('/pqt/rc_temp_lists', entryWarning),
  jz: pagedReadDefinition('/pqt/jz_temp_lists', entryWarning),
} satisfies Record<EntryWarningKind, unknown>;

/** The outlet / bin-entry / pouring warning lists loaded page after page, with the total. */
export function useEntryWarningPages(
  kind: EntryWarningKind | null,
  username?: string | null,
  options?: PagedReadOptions,
) {
  return usePagedRead(kind ? ENTRY_WARNING_PAGES[kind] : null, username, options);
}

/*
 * The paged lists of the seeds, declared as data over `definePagedRead`: each loads page after page until
 * the loaded count reaches the total (from the page's answer, or from the list's count call).
 */
import {
  adaptBay,
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
  pagedReadFamily,
  usePagedRead,
} from './definePagedRead';
import { idNumber, isKnown, type MaybeId } from './reads/args';
import { bayListQuery } from './reads/bays';
import { useOutletPointCount } from './reads/entries';
import { useReversalLogCount } from './reads/reversal';
import {
  ENTRY_WARNING_PATHS,
  type EntryWarningKind,
  WARNING_REFRESH,
  WARNING_TABLE_PATHS,
  type WarningTableKind,
} from './reads/warnings';

/** Filters of the bay list of an area. */
export interface BayFilters {
  /** Area id (0 all). */
  area: number;
  bayName?: string;
  block?: string;
  grout?: string;
}

/** The bays of an area, 10 per page (1000 for the batch export, with `auto`). */
export const useBayPages = definePagedRead('/pqt_php/api_get_africa_all_hive', {
  query: ({ page, pageSize }: PageRequest, filters: BayFilters | null, _options?: PagedReadOptions) =>
    filters ? bayListQuery(filters, page, pageSize) : null,
  adapt: (answer) => adaptListPage(answer.data, adaptBay),
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
  cabinet: pagedReadDefinition('/pqt/auto_reverse_logs', {
    query: (
      { page, pageSize }: PageRequest,
      cabinetId: MaybeId,
      _loop?: MaybeId,
      _options?: PagedReadOptions,
    ) =>
      isKnown(cabinetId) ? { c_rack: idNumber(cabinetId), current_page: page, page_size: pageSize } : null,
    adapt: (answer) => adaptListPage(answer.data, adaptReversalLog),
    pageSize: 10,
    options: (_cabinetId, _loop, options) => options,
    total: useReversalLogCount.read,
  }),
  loop: pagedReadDefinition('/pqt/auto_reverse_log_info', {
    query: (
      { page, pageSize }: PageRequest,
      cabinetId: MaybeId,
      loop?: MaybeId,
      _options?: PagedReadOptions,
    ) =>
      isKnown(cabinetId) && isKnown(loop)
        ? { c_rack: idNumber(cabinetId), c_loop: idNumber(loop), current_page: page, page_size: pageSize }
        : null,
    adapt: (answer) => adaptListPage(answer.data, adaptReversalLog),
    pageSize: 10,
    options: (_cabinetId, _loop, options) => options,
    total: useReversalLogCount.read,
  }),
};

/** Reversal logs of a cabinet, or of one of its loops, 10 per page. */
export function useReversalLogPages(cabinetId: MaybeId, loop?: MaybeId, options?: PagedReadOptions) {
  const list = isKnown(loop) ? REVERSAL_LOG_PAGES.loop : REVERSAL_LOG_PAGES.cabinet;
  return usePagedRead(list, cabinetId, loop, options);
}

const tablePage = ({ page, pageSize }: PageRequest, _options?: PagedReadOptions) => ({
  pageIndex: page,
  pageSize,
});
const tableOptions = (options?: PagedReadOptions) => options;
const table = {
  query: tablePage,
  adapt: adaptWarningPage,
  pageSize: 10,
  options: tableOptions,
  refresh: WARNING_REFRESH,
};

/** The /cytWarn warning tables as paged lists, by kind. */
export const WARNING_TABLE_PAGES = pagedReadFamily(WARNING_TABLE_PATHS, table);

/** A /cytWarn warning table loaded page after page (real-time lists), with the total. */
export function useWarningTablePages(kind: WarningTableKind | null, options?: PagedReadOptions) {
  return usePagedRead(kind ? WARNING_TABLE_PAGES[kind] : null, options);
}

const entryWarning = {
  query: ({ page, pageSize }: PageRequest, userId?: string | null, _options?: PagedReadOptions) => ({
    current_page: page,
    page_size: pageSize,
    ...(userId ? { username: userId } : {}),
  }),
  adapt: (answer: { data: { count?: number; list?: readonly RawWarningItem[] } }) =>
    adaptWarningPage(answer.data),
  pageSize: 10,
  options: (_username?: string | null, options?: PagedReadOptions) => options,
  refresh: WARNING_REFRESH,
};

/** The outlet / bin-entry / pouring warning lists as paged lists, by kind. */
export const ENTRY_WARNING_PAGES = pagedReadFamily(ENTRY_WARNING_PATHS, entryWarning);

/** The outlet / bin-entry / pouring warning lists loaded page after page, with the total. */
export function useEntryWarningPages(
  kind: EntryWarningKind | null,
  userId?: string | null,
  options?: PagedReadOptions,
) {
  return usePagedRead(kind ? ENTRY_WARNING_PAGES[kind] : null, userId, options);
}

import {
  adaptBinChoice,
  adaptListPage,
  adaptOutletRecord,
  adaptReading,
  type EntryKind,
  intOf,
} from '../../domain/adapters/index.ts';
import { OUTLET_PAGE_SIZE } from '../../domain/constants.ts';
import { definePagedRead, type PageRequest } from '../definePagedRead';
import { defineRead } from '../defineRead';
import { idNumber, isKnown, type MaybeId } from './args';

/** Bays to choose in the entry dialog (bin numbers), optionally of one area or matching a search. */
export const useIdamIds = defineRead('/pqt/idam_ids', {
  query: (search?: string, areaId?: MaybeId) => ({
    ...(search ? { search_value: search } : {}),
    ...(isKnown(areaId) ? { c_area_id: idNumber(areaId) } : {}),
  }),
  adapt: (answer) => answer.data.map(adaptBinChoice),
});

/** The last reading of one measuring point (null when it has none). */
export const useLastOutletRecord = defineRead('/pqt/last_hive_other', {
  query: (pointId: MaybeId, kind: EntryKind) =>
    isKnown(pointId) ? { c_id: idNumber(pointId), c_area: kind } : null,
  adapt: (answer) => (answer.data ? adaptOutletRecord(answer.data) : null),
});

/** Number of measuring points of an entry kind matching a search (the total of the outlet list). */
export const useOutletPointCount = defineRead('/pqt/last_hive_others_count', {
  query: (kind: EntryKind, search?: string) => ({
    c_area: kind,
    ...(search ? { search_value: search } : {}),
  }),
  adapt: (answer) => intOf(answer.data),
});

/**
 * One page of the measuring points of an entry kind with their last reading (the outlet list moved through
 * by page links: 5 a page, part 2 §9); the total from `useOutletPointCount`. `useOutletPointPages` loads
 * the same list page after page instead.
 */
export const useOutletPointPage = defineRead('/pqt/last_hive_others', {
  query: (kind: EntryKind, search?: string, page?: number, pageSize?: number) => ({
    c_area: kind,
    ...(search ? { search_value: search } : {}),
    current_page: page ?? 1,
    page_size: pageSize ?? OUTLET_PAGE_SIZE,
  }),
  adapt: (answer) => answer.data.map(adaptOutletRecord),
});

/** Measuring points of an entry kind with their last reading, 5 per page; the total from the count call. */
export const useOutletPointPages = definePagedRead('/pqt/last_hive_others', {
  query: ({ page, pageSize }: PageRequest, kind: EntryKind, search?: string) => ({
    c_area: kind,
    ...(search ? { search_value: search } : {}),
    current_page: page,
    page_size: pageSize,
  }),
  adapt: (answer) => ({ items: answer.data.map(adaptOutletRecord), total: null }),
  pageSize: 5,
  total: useOutletPointCount.read,
});

/** Readings of a measuring point (or entry kind), 30 per page, newest first. */
export const useReadingPages = definePagedRead('/pqt/temp_lists', {
  query: ({ page, pageSize }: PageRequest, pointId: MaybeId, search?: string) =>
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
});

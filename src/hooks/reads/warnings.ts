/*
 * Warning counts and the warning families. A family is a table of reads by kind, one declaration per
 * contract path; its hook picks the read of the kind asked (no kind: nothing is loaded). Warnings change on
 * their own (the site raises and clears them), so every warning read reloads every 30 s while shown.
 */
import {
  adaptWarningCounts,
  adaptWarningItem,
  adaptWarningPage,
  type RawWarningItem,
} from '../../domain/adapters/index.ts';
import type { WarningKind } from '../../domain/warnings.ts';
import { type PagedReadOptions, type PageRequest, pagedReadFamily, usePagedRead } from '../definePagedRead';
import { defineRead, type RefreshPolicy, readFamily, useRead } from '../defineRead';

/** Warnings appear and clear while a list is open: the lists and the counts reload this often while shown. */
export const WARNING_REFRESH = { every: 30_000 } as const satisfies RefreshPolicy;

/** Counts of the signed-in user's unread warnings, by kind (the badges fall as warnings are read). */
export const useWarningCounts = defineRead('/pqt/message_warn_count', {
  query: (userId: string | null | undefined) => (userId ? { username: userId } : null),
  adapt: (answer) => adaptWarningCounts(answer.data),
  refresh: WARNING_REFRESH,
});

const byUser = (userId?: string | null) => (userId ? { username: userId } : {});
const warningItems = (answer: { data: readonly RawWarningItem[] }) => answer.data.map(adaptWarningItem);

/** The paths of the plain warning lists, by kind. */
export const WARNING_LIST_PATHS = {
  gkj: '/pqt/gkj_warns',
  temp: '/pqt/temp_warns',
  loop: '/pqt/getLoopWarns',
  stageTemp: '/pqt/temp_stage_warns',
  dailyDecline: '/pqt/dailyDecline',
  tempUnknown: '/pqt/tempUnknown',
  tempControlChangeRange: '/pqt/tempControlChangeRange',
  tempTimeout: '/pqt/tempTimeout',
} as const;

/** The plain warning lists, by kind. */
export const WARNING_LISTS = readFamily(WARNING_LIST_PATHS, {
  query: byUser,
  adapt: warningItems,
  refresh: WARNING_REFRESH,
});
export type WarningListKind = keyof typeof WARNING_LISTS;

/** A warning list of one kind. Pass a null kind to skip. */
export function useWarningList(kind: WarningListKind | null, userId?: string | null) {
  return useRead(kind ? WARNING_LISTS[kind] : null, userId);
}

const entryWarningPage = (page?: number, pageSize?: number, userId?: string | null) => ({
  current_page: page ?? 1,
  page_size: pageSize ?? 10,
  ...(userId ? { username: userId } : {}),
});
const entryWarnings = (answer: { data: Parameters<typeof adaptWarningPage>[0] }) =>
  adaptWarningPage(answer.data);

/** The paths of the outlet / bin-entry / pouring warning lists, by kind (one page, or page after page). */
export const ENTRY_WARNING_PATHS = {
  cjk: '/pqt/cjk_temp_lists',
  rc: '/pqt/rc_temp_lists',
  jz: '/pqt/jz_temp_lists',
} as const;

/** The outlet / bin-entry / pouring warning lists with counts, by kind. */
export const ENTRY_WARNING_LISTS = readFamily(ENTRY_WARNING_PATHS, {
  query: entryWarningPage,
  adapt: entryWarnings,
  refresh: WARNING_REFRESH,
});
export type EntryWarningKind = keyof typeof ENTRY_WARNING_LISTS;

/** One page of the outlet / bin-entry / pouring warnings, with the total. */
export function useEntryWarnings(
  kind: EntryWarningKind | null,
  page = 1,
  pageSize = 10,
  userId?: string | null,
) {
  return useRead(kind ? ENTRY_WARNING_LISTS[kind] : null, page, pageSize, userId);
}

const tablePage = (pageIndex?: number, pageSize?: number) => ({
  pageIndex: pageIndex ?? 1,
  pageSize: pageSize ?? 10,
});

/** The paths of the /cytWarn warning tables (real-time and history), by kind (one page, or page after page). */
export const WARNING_TABLE_PATHS = {
  sifa: '/cytWarn/getSifaWarnList',
  cjk: '/cytWarn/cjkWarns',
  cjkHistory: '/cytWarn/cjkHistoryWarns',
  rc: '/cytWarn/rcWarns',
  rcHistory: '/cytWarn/rcHistoryWarns',
  jz: '/cytWarn/jzWarns',
  jzHistory: '/cytWarn/jzHistoryWarns',
  intempHive: '/cytWarn/getIntempHiveWarnList',
  tempRange: '/cytWarn/getTempRangeWarnList',
} as const;

/** The warning tables of /cytWarn (real-time and history), by kind. */
export const WARNING_TABLES = readFamily(WARNING_TABLE_PATHS, {
  query: tablePage,
  adapt: adaptWarningPage,
  refresh: WARNING_REFRESH,
});
export type WarningTableKind = keyof typeof WARNING_TABLES;

// Declared once in the domain; re-exported beside the hooks that take it.
export type { WarningKind };

/** Any list a warning read hook takes: a plain list, an outlet / bin-entry / pouring list, a table. */
export type AnyWarningListKind = WarningListKind | EntryWarningKind | WarningTableKind;

/** The warning kinds each list shows (what "mark all read" of that list marks). */
export const WARNING_KINDS_OF_LIST = {
  gkj: ['computerOffline'],
  temp: ['maxTemperature', 'temperatureTimeout'],
  loop: ['flowUnknown', 'flowTooBig', 'flowTooSmall'],
  stageTemp: ['stageTemperature'],
  dailyDecline: ['dailyDrop'],
  tempUnknown: ['temperatureUnknown'],
  tempControlChangeRange: ['changeRange'],
  tempTimeout: ['temperatureTimeout'],
  sifa: ['fourWayValve'],
  cjk: ['outletTemperature'],
  cjkHistory: ['outletTemperature'],
  rc: ['binEntryTemperature'],
  rcHistory: ['binEntryTemperature'],
  jz: ['pouringTemperature'],
  jzHistory: ['pouringTemperature'],
  intempHive: ['inletAboveBay'],
  tempRange: ['inletRange'],
} as const satisfies Record<AnyWarningListKind, readonly WarningKind[]>;

/** One page of a warning table (history: 10 per page with 3 page links), with the total. */
export function useWarningTable(kind: WarningTableKind | null, pageIndex = 1, pageSize = 10) {
  return useRead(kind ? WARNING_TABLES[kind] : null, pageIndex, pageSize);
}

/** The /cytWarn warning tables as paged lists, by kind. */
export const WARNING_TABLE_PAGES = pagedReadFamily(WARNING_TABLE_PATHS, {
  query: ({ page, pageSize }: PageRequest) => ({ pageIndex: page, pageSize }),
  adapt: adaptWarningPage,
  pageSize: 10,
  refresh: WARNING_REFRESH,
});

/** A /cytWarn warning table loaded page after page (real-time lists), with the total. */
export function useWarningTablePages(kind: WarningTableKind | null, options?: PagedReadOptions) {
  return usePagedRead(kind ? WARNING_TABLE_PAGES[kind] : null, options);
}

/** The outlet / bin-entry / pouring warning lists as paged lists, by kind. */
export const ENTRY_WARNING_PAGES = pagedReadFamily(ENTRY_WARNING_PATHS, {
  query: ({ page, pageSize }: PageRequest, userId?: string | null) =>
    entryWarningPage(page, pageSize, userId),
  adapt: entryWarnings,
  pageSize: 10,
  refresh: WARNING_REFRESH,
});

/** The outlet / bin-entry / pouring warning lists loaded page after page, with the total. */
export function useEntryWarningPages(
  kind: EntryWarningKind | null,
  userId?: string | null,
  options?: PagedReadOptions,
) {
  return usePagedRead(kind ? ENTRY_WARNING_PAGES[kind] : null, userId, options);
}

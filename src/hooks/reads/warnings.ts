/*
 * Warning counts and the warning families. A family is a table of reads by kind, one declaration per
 * contract path; its hook picks the read of the kind asked (no kind: nothing is loaded).
 */
import type { SWRConfiguration } from 'swr';
import {
  adaptWarningCounts,
  adaptWarningItem,
  adaptWarningPage,
  type RawWarningItem,
} from '../../domain/adapters/index.ts';
import { defineRead, readDefinition, useRead } from '../defineRead';

/** Counts of every warning kind. */
export const useWarningCounts = defineRead('/pqt/message_warn_count', {
  query: (userId: string | null | undefined, _config?: SWRConfiguration) =>
    userId ? { username: userId } : null,
  adapt: (answer) => adaptWarningCounts(answer.data),
  config: (_username, config) => config,
});

const byUser = (userId?: string | null) => (userId ? { username: userId } : {});
const warningItems = (answer: { data: readonly RawWarningItem[] }) => answer.data.map(adaptWarningItem);

/** The plain warning lists, by kind. */
export const WARNING_LISTS = {
  gkj: readDefinition('/pqt/gkj_warns', { query: byUser, adapt: warningItems }),
  temp: readDefinition('/pqt/temp_warns', { query: byUser, adapt: warningItems }),
  loop: readDefinition('/pqt/getLoopWarns', { query: byUser, adapt: warningItems }),
  stageTemp: readDefinition('/pqt/temp_stage_warns', { query: byUser, adapt: warningItems }),
  dailyDecline: readDefinition('/pqt/dailyDecline', { query: byUser, adapt: warningItems }),
  tempUnknown: readDefinition('/pqt/tempUnknown', { query: byUser, adapt: warningItems }),
  tempControlChangeRange: readDefinition('/pqt/tempControlChangeRange', {
    query: byUser,
    adapt: warningItems,
  }),
  tempTimeout: readDefinition('/pqt/tempTimeout', { query: byUser, adapt: warningItems }),
};
export type WarningListKind = keyof typeof WARNING_LISTS;

/** A warning list of one kind. Pass a null kind to skip. */
export function useWarningList(kind: WarningListKind | null, userId?: string | null) {
  return useRead(kind ? WARNING_LISTS[kind] : null, userId);
}

const entryWarningPage = (page = 1, pageSize = 10, userId?: string | null) => ({
  current_page: page,
  page_size: pageSize,
  ...(userId ? { username: userId } : {}),
});
const entryWarnings = (answer: { data: Parameters<typeof adaptWarningPage>[0] }) =>
  adaptWarningPage(answer.data);

/** The outlet / bin-entry / pouring warning lists with counts, by kind. */
export const ENTRY_WARNING_LISTS = {
  cjk: readDefinition('/pqt/cjk_temp_lists', { query: entryWarningPage, adapt: entryWarnings }),
  rc: readDefinition('/pqt/rc_temp_lists', { query: entryWarningPage, adapt: entryWarnings }),
  jz: readDefinition('/pqt/jz_temp_lists', { query: entryWarningPage, adapt: entryWarnings }),
};
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

const tablePage = (pageIndex = 1, pageSize = 10) => ({ pageIndex, pageSize });
const tableWarnings = (answer: Parameters<typeof adaptWarningPage>[0]) => adaptWarningPage(answer);

/** The warning tables of /cytWarn (real-time and history), by kind. */
export const WARNING_TABLES = {
  sifa: readDefinition('/cytWarn/getSifaWarnList', { query: tablePage, adapt: tableWarnings }),
  cjk: readDefinition('/cytWarn/cjkWarns', { query: tablePage, adapt: tableWarnings }),
  cjkHistory: readDefinition('/cytWarn/cjkHistoryWarns', { query: tablePage, adapt: tableWarnings }),
  rc: readDefinition('/cytWarn/rcWarns', { query: tablePage, adapt: tableWarnings }),
  rcHistory: readDefinition('/cytWarn/rcHistoryWarns', { query: tablePage, adapt: tableWarnings }),
  jz: readDefinition('/cytWarn/jzWarns', { query: tablePage, adapt: tableWarnings }),
  jzHistory: readDefinition('/cytWarn/jzHistoryWarns', { query: tablePage, adapt: tableWarnings }),
  intempHive: readDefinition('/cytWarn/getIntempHiveWarnList', { query: tablePage, adapt: tableWarnings }),
  tempRange: readDefinition('/cytWarn/getTempRangeWarnList', { query: tablePage, adapt: tableWarnings }),
};
export type WarningTableKind = keyof typeof WARNING_TABLES;

/** One page of a warning table (history: 10 per page with 3 page links), with the total. */
export function useWarningTable(kind: WarningTableKind | null, pageIndex = 1, pageSize = 10) {
  return useRead(kind ? WARNING_TABLES[kind] : null, pageIndex, pageSize);
}

import {
  adaptArea,
  adaptBay,
  adaptBayDeal,
  adaptBayInfo,
  adaptBaySensor,
  adaptBlock,
  adaptBlockBays,
  adaptDetailRecord,
  adaptFile,
  adaptListPage,
} from '../../domain/adapters/index.ts';
import { BAY_PAGE_SIZE } from '../../domain/constants.ts';
import { definePagedRead, type PageRequest } from '../definePagedRead';
import { defineRead, readFamily, useRead } from '../defineRead';
import { idNumber, isKnown, type MaybeId } from './args';

/** Filters of the bay list of an area. */
export interface BayFilters {
  /** Area id (0 all). */
  area: number;
  bayName?: string;
  block?: string;
  grout?: string;
}

/** The areas of a user, optionally filtered by a keyword. */
function areasQuery(userId: string | null | undefined, search?: string) {
  return userId ? { from_who: userId, ...(search ? { search_value: search } : {}) } : null;
}

/** The areas through either call. */
export const AREA_READS = readFamily(
  { myapi: '/myapi.php/api_get_areas', pqt_php: '/pqt_php/api_get_areas' },
  { query: areasQuery, adapt: (answer) => answer.data.map(adaptArea) },
);

/** Areas, optionally filtered by a keyword (through /myapi.php, or /pqt_php with `via`). */
export function useAreas(
  userId: string | null | undefined,
  search?: string,
  via: keyof typeof AREA_READS = 'myapi',
) {
  return useRead(AREA_READS[via], userId, search);
}

const hiveQuery = (bayId: MaybeId) => (isKnown(bayId) ? { id: idNumber(bayId) } : null);

/** A bay with its loops and thermometers through either call. */
export const HIVE_READS = readFamily(
  { myapi: '/myapi.php/api_get_hive_detail', pqt_php: '/pqt_php/api_get_hive_detail' },
  { query: hiveQuery, adapt: (answer) => adaptBay(answer.data) },
);

/** A bay with its loops and thermometers (through /myapi.php, or /pqt_php with `via`). */
export function useBay(bayId: MaybeId, via: keyof typeof HIVE_READS = 'myapi') {
  return useRead(HIVE_READS[via], bayId);
}

/** Name (location) and age of a bay. */
export const useBayInfo = defineRead('/api/getHiveInfo', {
  query: hiveQuery,
  adapt: (answer) => adaptBayInfo(answer.data),
});

/** Sensors and loops of a bay with first, max and current values (temperature loop details). */
export const useBaySensors = defineRead('/pqt/tempLoopDetailsByHive', {
  query: (bayId: MaybeId) => (isKnown(bayId) ? { hive_id: idNumber(bayId) } : null),
  adapt: (answer) => answer.data.map(adaptBaySensor),
});

/** The query of the bay list of an area: its filters (empty ones left out) and the page asked (from 1). */
export function bayListQuery(filters: BayFilters, page: number, pageSize: number) {
  return {
    area: filters.area,
    ...(filters.bayName ? { hiveName: filters.bayName } : {}),
    ...(filters.block ? { block: filters.block } : {}),
    ...(filters.grout ? { grout: filters.grout } : {}),
    pageIndex: page,
    pageSize,
  };
}

/**
 * One page of the bays of an area, with the total (the bay list moved through by page links: 10 a page,
 * part 1 §9). `useBayPages` loads the same list page after page instead.
 */
export const useBayPage = defineRead('/pqt_php/api_get_africa_all_hive', {
  query: (filters: BayFilters | null, page?: number, pageSize?: number) =>
    filters ? bayListQuery(filters, page ?? 1, pageSize ?? BAY_PAGE_SIZE) : null,
  adapt: (answer) => adaptListPage(answer.data, adaptBay),
});

/** The bays of an area, 10 per page (1000 for the batch export, with `auto`). */
export const useBayPages = definePagedRead('/pqt_php/api_get_africa_all_hive', {
  query: ({ page, pageSize }: PageRequest, filters: BayFilters | null) =>
    filters ? bayListQuery(filters, page, pageSize) : null,
  adapt: (answer) => adaptListPage(answer.data, adaptBay),
  pageSize: 10,
});

/** The dam blocks (piers) of an area (every area without one). */
export const useBlocks = defineRead('/myapi.php/api_get_xlml_pier_list', {
  query: (areaId?: MaybeId) => (isKnown(areaId) ? { area_id: idNumber(areaId) } : {}),
  adapt: (answer) => answer.data.map(adaptBlock),
});

/** One dam block with its bays. */
export const useBlock = defineRead('/myapi.php/api_get_xlml_pier_info', {
  query: (block: MaybeId) => (isKnown(block) ? { c_block: idNumber(block) } : null),
  adapt: (answer) => adaptBlockBays(answer.data),
});

/** Bays needing handling, with their open warnings. */
export const useBayDeal = defineRead('/myapi.php/getHiveDeal', {
  query: (userId?: string | null) => (userId ? { from_who: userId } : {}),
  adapt: (answer) => answer.data.map(adaptBayDeal),
});

/** Handling records of a bay, newest first (epoch ms). */
export const useDetailRecords = defineRead('/myapi.php/get_detail_record', {
  query: (bayId: MaybeId) => (isKnown(bayId) ? { c_hive_id: idNumber(bayId) } : null),
  adapt: (answer) => answer.data.map(adaptDetailRecord),
});

/** Files of a bay. */
export const useFiles = defineRead('/cytFile/getFileList', {
  query: (bayId: MaybeId) => (isKnown(bayId) ? { hive_id: idNumber(bayId) } : null),
  adapt: (answer) => answer.data.map(adaptFile),
});

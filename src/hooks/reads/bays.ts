import {
  adaptArea,
  adaptDetailRecord,
  adaptFile,
  adaptHive,
  adaptHiveDeal,
  adaptHiveInfo,
  adaptHiveSensor,
  adaptPier,
  adaptPierBays,
} from '../../domain/adapters/index.ts';
import { defineRead, readDefinition, useRead } from '../defineRead';
import { idNumber, isKnown, type MaybeId } from './args';

/** The areas of a user, optionally filtered by a keyword. */
function areasQuery(fromWho: string | null | undefined, search?: string) {
  return fromWho ? { from_who: fromWho, ...(search ? { search_value: search } : {}) } : null;
}

/** The areas through either call. */
export const AREA_READS = {
  myapi: readDefinition('/myapi.php/api_get_areas', {
    query: areasQuery,
    adapt: (answer) => answer.data.map(adaptArea),
  }),
  pqt_php: readDefinition('/pqt_php/api_get_areas', {
    query: areasQuery,
    adapt: (answer) => answer.data.map(adaptArea),
  }),
};

/** Areas, optionally filtered by a keyword (through /myapi.php, or /pqt_php with `via`). */
export function useAreas(
  fromWho: string | null | undefined,
  search?: string,
  via: keyof typeof AREA_READS = 'myapi',
) {
  return useRead(AREA_READS[via], fromWho, search);
}

const hiveQuery = (hiveId: MaybeId) => (isKnown(hiveId) ? { id: idNumber(hiveId) } : null);

/** A bay with its loops and thermometers through either call. */
export const HIVE_READS = {
  myapi: readDefinition('/myapi.php/api_get_hive_detail', {
    query: hiveQuery,
    adapt: (answer) => adaptHive(answer.data),
  }),
  pqt_php: readDefinition('/pqt_php/api_get_hive_detail', {
    query: hiveQuery,
    adapt: (answer) => adaptHive(answer.data),
  }),
};

/** A bay with its loops and thermometers (through /myapi.php, or /pqt_php with `via`). */
export function useHive(hiveId: MaybeId, via: keyof typeof HIVE_READS = 'myapi') {
  return useRead(HIVE_READS[via], hiveId);
}

/** Name (location) and age of a bay. */
export const useHiveInfo = defineRead('/api/getHiveInfo', {
  query: hiveQuery,
  adapt: (answer) => adaptHiveInfo(answer.data),
});

/** Sensors and loops of a bay with first, max and current values (temperature loop details). */
export const useHiveSensors = defineRead('/pqt/tempLoopDetailsByHive', {
  query: (hiveId: MaybeId) => (isKnown(hiveId) ? { hive_id: idNumber(hiveId) } : null),
  adapt: (answer) => answer.data.map(adaptHiveSensor),
});

/** The dam blocks (piers) of an area (every area without one). */
export const usePiers = defineRead('/myapi.php/api_get_xlml_pier_list', {
  query: (areaId?: MaybeId) => (isKnown(areaId) ? { area_id: idNumber(areaId) } : {}),
  adapt: (answer) => answer.data.map(adaptPier),
});

/** One dam block with its bays. */
export const usePier = defineRead('/myapi.php/api_get_xlml_pier_info', {
  query: (block: MaybeId) => (isKnown(block) ? { c_block: idNumber(block) } : null),
  adapt: (answer) => adaptPierBays(answer.data),
});

/** Bays needing handling, with their open warnings. */
export const useHiveDeal = defineRead('/myapi.php/getHiveDeal', {
  query: (fromWho?: string | null) => (fromWho ? { from_who: fromWho } : {}),
  adapt: (answer) => answer.data.map(adaptHiveDeal),
});

/** Handling records of a bay, newest first (epoch ms). */
export const useDetailRecords = defineRead('/myapi.php/get_detail_record', {
  query: (hiveId: MaybeId) => (isKnown(hiveId) ? { c_hive_id: idNumber(hiveId) } : null),
  adapt: (answer) => answer.data.map(adaptDetailRecord),
});

/** Files of a bay. */
export const useFiles = defineRead('/cytFile/getFileList', {
  query: (hiveId: MaybeId) => (isKnown(hiveId) ? { hive_id: idNumber(hiveId) } : null),
  adapt: (answer) => answer.data.map(adaptFile),
});

/*
 * One SWR hook per read operation of the contract (or per family with a typed key), returning domain values
 * through the adapters of damtherm/domain. Pass null/undefined for a required argument to skip the call
 * (SWR's conditional fetching) — e.g. while the signed-in user is not known yet.
 */
import { useMemo } from 'react';
import type { SWRConfiguration } from 'swr';
import {
  adaptAggregate,
  adaptAggregateRecord,
  adaptAggregateType,
  adaptArea,
  adaptChartData,
  adaptDepartment,
  adaptEntrySummary,
  adaptFile,
  adaptGradientMeter,
  adaptHive,
  adaptHiveInfo,
  adaptHiveSensor,
  adaptHoles,
  adaptLatestTemperature,
  adaptLoopCommand,
  adaptLoopRecords,
  adaptLoopRow,
  adaptMapHives,
  adaptMapOverlay,
  adaptMaxTempReportRow,
  adaptOutletRecord,
  adaptPendingUser,
  adaptPressure,
  adaptRack,
  adaptRadiationMeter,
  adaptReversalSetting,
  adaptThermometerRecords,
  adaptThermometerRow,
  adaptUserInfo,
  adaptWarnCountOverlay,
  adaptWarningCounts,
  adaptWarningItem,
  adaptWarningPage,
  adaptWeatherStation,
  adaptWeeklyReportRow,
  airSeries,
  blockCurveSeries,
  diffSeries,
  flowSeries,
  gradientSeries,
  hasMainPower,
  inOutSeries,
  loopRecordSeries,
  type MapBlockLine,
  type MapOverlayKind,
  rackSite,
  radiationSeries,
  splitLoopCommands,
  targetSeries,
  thermometerRecordSeries,
  trendSeries,
} from '../domain/adapters/index.ts';
import { autoLoopNumbers } from '../domain/loop.ts';
import { toNumber } from '../domain/number.ts';
import { type DamQuery, toDamQuery, useAdapted, useDamImmutable, useDamQuery } from './api';

type Id = string | number;
const present = (v: Id | null | undefined): v is Id => v !== null && v !== undefined && v !== '';
const num = (v: Id) => Number(v);

/** A chart or list time range in epoch ms (converted to the seconds the backend takes). */
export interface TimeWindow {
  /** Start, epoch ms; none for everything. */
  start?: number | null;
  /** End, epoch ms; none for now. */
  end?: number | null;
}

const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined || !Number.isFinite(ms) ? undefined : Math.floor(ms / 1000);

// ───────────────────────────── account ─────────────────────────────

/** The signed-in user (getInfo). Fails with the seed's message when the answer is empty or has no roles. */
export function useUserInfo(enabled = true) {
  const res = useDamQuery('/cytUser/getInfo', enabled ? {} : null);
  const result = useMemo(() => (res.data ? adaptUserInfo(res.data.data) : undefined), [res.data]);
  const query = toDamQuery(res, result?.ok ? result.user : undefined);
  return { ...query, invalid: result && !result.ok ? result.message : undefined };
}

/** A user's photo (c_photo), by user id. */
export function useUserPhoto(fromWho: string | null | undefined) {
  const res = useDamQuery(
    '/myapi.php/api_get_user_info',
    fromWho ? { params: { query: { from_who: fromWho } } } : null,
  );
  return useAdapted(res, (r) => r.data.c_photo || null);
}

/** The departments as a flat list with parent ids (build the tree with the DepartmentTree helpers). */
export function useDepartments() {
  const res = useDamImmutable('/myapi.php/api_get_group_sc');
  return useAdapted(res, (r) => r.data.map(adaptDepartment));
}

/** Registrations waiting for an administrator. */
export function usePendingUsers(enabled = true) {
  const res = useDamQuery('/myapi.php/api_get_check_user_sc', enabled ? {} : null);
  return useAdapted(res, (r) => r.data.map(adaptPendingUser));
}

/**
 * Main-power right of a user (true when the call returns a number greater than 0), through /dn/mainpower
 * or, with `via: 'myapi'`, /myapi.php?api=mainpower.
 */
export function useMainPower(
  fromWho: string | null | undefined,
  via: 'dn' | 'myapi' = 'dn',
): DamQuery<boolean> {
  const dn = useDamQuery(
    '/dn/mainpower',
    fromWho && via === 'dn' ? { params: { query: { from_who: fromWho } } } : null,
  );
  const myapi = useDamQuery(
    '/myapi.php/mainpower',
    fromWho && via === 'myapi' ? { params: { query: { userIdx: fromWho } } } : null,
  );
  const res = via === 'dn' ? dn : myapi;
  return useAdapted(res, (r) => hasMainPower(r.data));
}

/** The static configuration read at start. */
export function useStaticConfig() {
  const res = useDamImmutable('/config.json');
  return toDamQuery(res, res.data);
}

// ───────────────────────────── cabinets, loops, thermometers ─────────────────────────────

/** Every cabinet of the user. */
export function useRacks(fromWho: string | null | undefined, config?: SWRConfiguration) {
  const res = useDamQuery(
    '/dn/api_get_all_rack',
    fromWho ? { params: { query: { from_who: fromWho } } } : null,
    config,
  );
  return useAdapted(res, (r) => r.data.map(adaptRack));
}

/** One cabinet. */
export function useRack(rackId: Id | null | undefined) {
  const res = useDamQuery(
    '/dn/api_get_one_rack',
    present(rackId) ? { params: { query: { c_id: num(rackId) } } } : null,
  );
  return useAdapted(res, (r) => adaptRack(r.data));
}

/** One cabinet with its site (to restart it) and its reversible loops. */
export function useRackWithLoops(rackId: Id | null | undefined) {
  const res = useDamQuery(
    '/dn/getRack',
    present(rackId) ? { params: { query: { c_rack: num(rackId) } } } : null,
  );
  return useAdapted(res, (r) => ({
    rack: adaptRack(r.data),
    site: rackSite(r.data),
    loops: r.data.loops.map(adaptReversalSetting),
  }));
}

/** The flow loops of a cabinet with their latest values. */
export function useRackLoops(rackId: Id | null | undefined, config?: SWRConfiguration) {
  const res = useDamQuery(
    '/pqt_php/api_get_rack_info',
    present(rackId) ? { params: { query: { rackId: num(rackId), what: 1 } } } : null,
    config,
  );
  return useAdapted(res, (r) => r.data.map(adaptLoopRow));
}

/** The thermometers of a cabinet with their latest values. */
export function useRackThermometers(rackId: Id | null | undefined, config?: SWRConfiguration) {
  const res = useDamQuery(
    '/pqt_php/api_get_rack_info',
    present(rackId) ? { params: { query: { rackId: num(rackId), what: 0 } } } : null,
    config,
  );
  return useAdapted(res, (r) => r.data.map(adaptThermometerRow));
}

/** The commands of a loop: the waiting one and the history, newest first. */
export function useLoopControl(rackId: Id | null | undefined, loop: Id | null | undefined) {
  const res = useDamQuery(
    '/pqt_php/api_get_loop_ctrl',
    present(rackId) && present(loop)
      ? { params: { query: { rack_id: num(rackId), loop_id: num(loop) } } }
      : null,
  );
  return useAdapted(res, (r) => splitLoopCommands(r.data.map(adaptLoopCommand)));
}

/** Loop numbers of a cabinet under automatic control (is_auto). */
export function useAutoLoops(rackId: Id | null | undefined, loop: Id = 0) {
  const res = useDamQuery(
    '/pqt_php/is_auto',
    present(rackId) ? { params: { query: { rack_id: num(rackId), loop_id: num(loop) } } } : null,
  );
  return useAdapted(res, (r) => autoLoopNumbers(r.data.data));
}

/** How records are read (part 1 §4): time mode, hours of the define mode, average or real data. */
export interface RecordMode {
  which: 'real' | '1hour' | 'define';
  inputHour?: number;
  whichMode?: 'average' | 'real';
}

function recordQuery(rackId: Id, loop: Id, mode: RecordMode | undefined, window: TimeWindow | undefined) {
  return {
    rack_id: num(rackId),
    loop_id: num(loop),
    ...(mode
      ? {
          mode: {
            which: mode.which,
            ...(mode.inputHour ? { input_hour: mode.inputHour } : {}),
            ...(mode.whichMode ? { whichMode: mode.whichMode } : {}),
          },
        }
      : {}),
    ...(seconds(window?.start) !== undefined ? { start: seconds(window?.start) } : {}),
    ...(seconds(window?.end) !== undefined ? { end: seconds(window?.end) } : {}),
  };
}

/** Records of a flow loop (the last 50 by default) and their chart columns (L/min, °C). */
export function useLoopRecords(
  rackId: Id | null | undefined,
  loop: Id | null | undefined,
  options: { mode?: RecordMode; window?: TimeWindow } = {},
) {
  const res = useDamQuery(
    '/pqt_php/api_getMoreLoopData',
    present(rackId) && present(loop)
      ? { params: { query: recordQuery(rackId, loop, options.mode, options.window) } }
      : null,
  );
  return useAdapted(res, (r) => ({ records: adaptLoopRecords(r.data), series: loopRecordSeries(r.data) }));
}

/** Records of a thermometer (the last 50 by default) and their chart column (°C). */
export function useThermometerRecords(
  rackId: Id | null | undefined,
  loop: Id | null | undefined,
  options: { mode?: RecordMode; window?: TimeWindow } = {},
) {
  const res = useDamQuery(
    '/pqt_php/api_getMoreTempData',
    present(rackId) && present(loop)
      ? { params: { query: recordQuery(rackId, loop, options.mode, options.window) } }
      : null,
  );
  return useAdapted(res, (r) => ({
    records: adaptThermometerRecords(r.data),
    series: thermometerRecordSeries(r.data),
  }));
}

/** Ambient-temperature stations. */
export function useWeatherStations(config?: SWRConfiguration) {
  const res = useDamQuery('/pqt_php/api_get_tianqi', {}, config);
  return useAdapted(res, (r) => r.data.map(adaptWeatherStation));
}

// ───────────────────────────── areas and bays ─────────────────────────────

/** Areas, optionally filtered by a keyword (through /myapi.php, or /pqt_php with `via`). */
export function useAreas(
  fromWho: string | null | undefined,
  search?: string,
  via: 'myapi' | 'pqt_php' = 'myapi',
) {
  const init = fromWho
    ? { params: { query: { from_who: fromWho, ...(search ? { search_value: search } : {}) } } }
    : null;
  const myapi = useDamQuery('/myapi.php/api_get_areas', via === 'myapi' ? init : null);
  const pqt = useDamQuery('/pqt_php/api_get_areas', via === 'pqt_php' ? init : null);
  const res = via === 'myapi' ? myapi : pqt;
  return useAdapted(res, (r) => r.data.map(adaptArea));
}

/** A bay with its loops and thermometers (through /myapi.php, or /pqt_php with `via`). */
export function useHive(hiveId: Id | null | undefined, via: 'myapi' | 'pqt_php' = 'myapi') {
  const init = present(hiveId) ? { params: { query: { id: num(hiveId) } } } : null;
  const myapi = useDamQuery('/myapi.php/api_get_hive_detail', via === 'myapi' ? init : null);
  const pqt = useDamQuery('/pqt_php/api_get_hive_detail', via === 'pqt_php' ? init : null);
  const res = via === 'myapi' ? myapi : pqt;
  return useAdapted(res, (r) => adaptHive(r.data));
}

/** Name (location) and age of a bay. */
export function useHiveInfo(hiveId: Id | null | undefined) {
  const res = useDamQuery(
    '/api/getHiveInfo',
    present(hiveId) ? { params: { query: { id: num(hiveId) } } } : null,
  );
  return useAdapted(res, (r) => adaptHiveInfo(r.data));
}

/** Sensors and loops of a bay with first, max and current values (temperature loop details). */
export function useHiveSensors(hiveId: Id | null | undefined) {
  const res = useDamQuery(
    '/pqt/tempLoopDetailsByHive',
    present(hiveId) ? { params: { query: { hive_id: num(hiveId) } } } : null,
  );
  return useAdapted(res, (r) => r.data.map(adaptHiveSensor));
}

/** The dam blocks (piers) of an area. */
export function usePiers(areaId?: Id | null) {
  const res = useDamQuery('/myapi.php/api_get_xlml_pier_list', {
    params: { query: present(areaId) ? { area_id: num(areaId) } : {} },
  });
  return useAdapted(res, (r) =>
    r.data.map((p) => ({ block: p.c_block, hiveCount: p.hiveCount, top: toNumber(p.top) })),
  );
}

/** One dam block with its bays. */
export function usePier(block: Id | null | undefined) {
  const res = useDamQuery(
    '/myapi.php/api_get_xlml_pier_info',
    present(block) ? { params: { query: { c_block: num(block) } } } : null,
  );
  return useAdapted(res, (r) => ({ block: r.data.c_block, hives: r.data.hives.map(adaptHive) }));
}

/** Bays needing handling, with their open warnings. */
export function useHiveDeal(fromWho?: string | null) {
  const res = useDamQuery('/myapi.php/getHiveDeal', {
    params: { query: fromWho ? { from_who: fromWho } : {} },
  });
  return useAdapted(res, (r) =>
    r.data.map((d) => ({
      hive: adaptHive(d.hive),
      warnings: d.warnings,
      lastRecordAt: toNumber(d.lastRecord),
    })),
  );
}

/** Handling records of a bay, newest first (epoch ms). */
export function useDetailRecords(hiveId: Id | null | undefined) {
  const res = useDamQuery(
    '/myapi.php/get_detail_record',
    present(hiveId) ? { params: { query: { c_hive_id: num(hiveId) } } } : null,
  );
  return useAdapted(res, (r) =>
    r.data.map((d) => ({ id: String(d.c_id), what: d.c_what, who: d.c_who, at: d.c_when * 1000 })),
  );
}

// ───────────────────────────── the bay chart ─────────────────────────────

function chartInit(hiveId: Id | null | undefined, window: TimeWindow | undefined) {
  if (!present(hiveId)) return null;
  const min = seconds(window?.start);
  const max = seconds(window?.end);
  return {
    params: {
      query: {
        id: num(hiveId),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      },
    },
  };
}

/** The bay's average concrete temperature and thermometer lines (°C), with max, min and their times. */
export function useBayTemperature(hiveId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery('/api/getHiveTempData', chartInit(hiveId, window));
  return useAdapted(res, (r) => adaptChartData(r.data));
}

/** Target temperature curve (°C). Pass a null id while the curve is hidden. */
export function useBayTarget(hiveId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery('/api/getHiveTarget', chartInit(hiveId, window));
  return useAdapted(res, (r) => targetSeries(r.data));
}

/** Inlet and outlet water temperature (°C). */
export function useBayInOut(hiveId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery('/api/getHiveInOutTemp', chartInit(hiveId, window));
  return useAdapted(res, (r) => inOutSeries(r.data));
}

/** Cooling-water flow (L/min). */
export function useBayFlow(hiveId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery('/api/getHiveFlowData', chartInit(hiveId, window));
  return useAdapted(res, (r) => flowSeries(r.data));
}

/** Set (commanded) flow (L/min). */
export function useBaySetFlow(hiveId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery('/api/getHiveSettingFlowChartData', chartInit(hiveId, window));
  return useAdapted(res, (r) => flowSeries(r.data, 'setFlow'));
}

/** Air temperature at the bay (°C). */
export function useBayAir(hiveId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery('/api/getHiveAirChartData', chartInit(hiveId, window));
  return useAdapted(res, (r) => airSeries(r.data));
}

/** Temperature difference inside the bay (°C). */
export function useBayTempDiff(hiveId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery('/api/getTempDiff', chartInit(hiveId, window));
  return useAdapted(res, (r) => diffSeries(r.data));
}

/** Internal-to-surface temperature difference (inFaceDiff, °C). */
export function useBayInFaceDiff(hiveId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery('/myapi.php/api_get_piece_temp_diff', chartInit(hiveId, window));
  return useAdapted(res, (r) => diffSeries(r.data, 'inFaceDiff'));
}

/** The cooling trend (°C). */
export function useBayTrend(hiveId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery('/api/getHiveTempDowntrend', chartInit(hiveId, window));
  return useAdapted(res, (r) => trendSeries(r.data));
}

// ───────────────────────────── files and entries ─────────────────────────────

/** Files of a bay. */
export function useFiles(hiveId: Id | null | undefined) {
  const res = useDamQuery(
    '/cytFile/getFileList',
    present(hiveId) ? { params: { query: { hive_id: num(hiveId) } } } : null,
  );
  return useAdapted(res, (r) => r.data.map(adaptFile));
}

/** Bays to choose in the entry dialog (bin numbers). */
export function useIdamIds(search?: string, areaId?: Id | null) {
  const res = useDamQuery('/pqt/idam_ids', {
    params: {
      query: {
        ...(search ? { search_value: search } : {}),
        ...(present(areaId) ? { c_area_id: num(areaId) } : {}),
      },
    },
  });
  return useAdapted(res, (r) =>
    r.data.map((h) => ({ id: String(h.c_id), bin: h.c_idam_id, block: toNumber(h.block) })),
  );
}

/** The last reading of one measuring point. */
export function useLastOutletRecord(pointId: Id | null | undefined, kind: 1 | 2 | 4) {
  const res = useDamQuery(
    '/pqt/last_hive_other',
    present(pointId) ? { params: { query: { c_id: num(pointId), c_area: kind } } } : null,
  );
  return useAdapted(res, (r) => (r.data ? adaptOutletRecord(r.data) : null));
}

/** Number of measuring points matching a search (the total of the outlet list). */
export function useOutletPointCount(kind: 1 | 2 | 4, search?: string) {
  const res = useDamQuery('/pqt/last_hive_others_count', {
    params: { query: { c_area: kind, ...(search ? { search_value: search } : {}) } },
  });
  return toDamQuery(res, res.data?.data);
}

// ───────────────────────────── reversal and pressure ─────────────────────────────

/** The reversible loops of a cabinet with their current setting. */
export function useReversalSettings(rackId: Id | null | undefined) {
  const res = useDamQuery(
    '/pqt/getReverseData',
    present(rackId) ? { params: { query: { c_rack: num(rackId) } } } : null,
  );
  return useAdapted(res, (r) => r.data.map(adaptReversalSetting));
}

/** The reversal setting of one loop and its waiting command. */
export function useReversalSetting(rackId: Id | null | undefined, loop: Id | null | undefined) {
  const res = useDamQuery(
    '/pqt/getReverseDataDetails',
    present(rackId) && present(loop)
      ? { params: { query: { c_rack: num(rackId), c_loop: num(loop) } } }
      : null,
  );
  return useAdapted(res, (r) => ({
    setting: adaptReversalSetting(r.data),
    nextReverseAt: r.data.next_reverse ? r.data.next_reverse * 1000 : null,
  }));
}

/** Pressure meters with their latest values (MPa). */
export function usePressures() {
  const res = useDamQuery('/pqt/pressure_list', {});
  return useAdapted(res, (r) => r.data.map(adaptPressure));
}

/** One pressure meter with its inlet and outlet series (MPa). */
export function usePressure(meterId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery(
    '/pqt/pressure_detail',
    present(meterId)
      ? {
          params: {
            query: {
              c_id: num(meterId),
              ...periodQuery(window),
            },
          },
        }
      : null,
  );
  return useAdapted(res, (r) => adaptPressure(r.data));
}

/** Inlet and outlet pressure of a meter as display texts (getPre). */
export function usePressureTexts(meterId: Id | null | undefined) {
  const res = useDamQuery(
    '/pqt/getPre',
    present(meterId) ? { params: { query: { c_id: num(meterId) } } } : null,
  );
  return toDamQuery(res, res.data?.data);
}

// ───────────────────────────── warnings ─────────────────────────────

/** Counts of every warning kind. */
export function useWarningCounts(username: string | null | undefined, config?: SWRConfiguration) {
  const res = useDamQuery(
    '/pqt/message_warn_count',
    username ? { params: { query: { username } } } : null,
    config,
  );
  return useAdapted(res, (r) => adaptWarningCounts(r.data));
}

/** The plain warning lists, by kind (typed key of the family). */
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
export type WarningListKind = keyof typeof WARNING_LIST_PATHS;

/** A warning list of one kind. Pass a null kind to skip. */
export function useWarningList(kind: WarningListKind | null, username?: string | null) {
  // Every path of the family takes the same query and answers the same list shape.
  const path = (kind ? WARNING_LIST_PATHS[kind] : WARNING_LIST_PATHS.gkj) as '/pqt/gkj_warns';
  const res = useDamQuery(path, kind ? { params: { query: username ? { username } : {} } } : null);
  return useAdapted(res, (r) => r.data.map(adaptWarningItem));
}

/** The outlet / bin-entry / pouring warning lists with counts, by kind. */
export const ENTRY_WARNING_PATHS = {
  cjk: '/pqt/cjk_temp_lists',
  rc: '/pqt/rc_temp_lists',
  jz: '/pqt/jz_temp_lists',
} as const;

/** One page of the outlet / bin-entry / pouring warnings, with the total. */
export function useEntryWarnings(
  kind: keyof typeof ENTRY_WARNING_PATHS | null,
  page = 1,
  pageSize = 10,
  username?: string | null,
) {
  const path = (kind ? ENTRY_WARNING_PATHS[kind] : ENTRY_WARNING_PATHS.cjk) as '/pqt/cjk_temp_lists';
  const res = useDamQuery(
    path,
    kind
      ? { params: { query: { current_page: page, page_size: pageSize, ...(username ? { username } : {}) } } }
      : null,
  );
  return useAdapted(res, (r) => adaptWarningPage(r.data));
}

/** The warning tables of /cytWarn (real-time and history), by kind. */
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
export type WarningTableKind = keyof typeof WARNING_TABLE_PATHS;

/** One page of a warning table (history: 10 per page with 3 page links), with the total. */
export function useWarningTable(kind: WarningTableKind | null, pageIndex = 1, pageSize = 10) {
  const path = (kind ? WARNING_TABLE_PATHS[kind] : WARNING_TABLE_PATHS.sifa) as '/cytWarn/getSifaWarnList';
  const res = useDamQuery(path, kind ? { params: { query: { pageIndex, pageSize } } } : null);
  return useAdapted(res, (r) => adaptWarningPage(r));
}

// ───────────────────────────── the map ─────────────────────────────

/** The bays of an area on the map (default area 3). */
export function useMapHives(areaId: Id = 3, time?: number | null) {
  const t = seconds(time);
  const res = useDamQuery('/dn/api_get_map_hives', {
    params: { query: { area_id: num(areaId), ...(t !== undefined ? { time: t } : {}) } },
  });
  return useAdapted(res, (r) => adaptMapHives(r.data));
}

/** Holes through the blocks. */
export function useMapHoles() {
  const res = useDamImmutable('/dn/gethole');
  return useAdapted(res, (r) => adaptHoles(r.data));
}

/** The dam block numbers, left to right. */
export function useMapBlocks() {
  const res = useDamImmutable('/dn/getblock');
  return toDamQuery(res, res.data?.data);
}

/** Joint lines between blocks (metres); `foundation` is the bottom of a line that gives none. */
export function useMapBlockLines(foundation = 0) {
  const res = useDamImmutable('/dn/getbline');
  const data = useMemo<MapBlockLine[] | undefined>(
    () =>
      res.data?.data.map((l) => ({
        block: l.c_block,
        top: l.c_elevation,
        bottom: toNumber(l.c_bottom) ?? foundation,
      })),
    [res.data, foundation],
  );
  return toDamQuery(res, data);
}

/** The overlay calls of the map, by kind. */
export const MAP_OVERLAY_PATHS = {
  temperature: '/dxc/api_get_hive_temp',
  maxTemperature: '/dxc/api_get_map_hives_max_temp',
  dropRate: '/dxc/api_get_map_hives_temp_diff_avg',
  gap: '/dxc/api_get_map_hives_temp_gap',
  mode: '/dxc/api_get_hive_cmd',
  flow: '/dxc/api_get_all_flow',
  totalFlow: '/dxc/api_get_sum_flow',
} as const satisfies Record<MapOverlayKind, string>;

/** One overlay's values by bay id (°C, °C/day, L/min, L, mode). Pass a null kind while it is off. */
export function useMapOverlay(
  kind: MapOverlayKind | null,
  options: { areaId?: Id | null; time?: number | null } = {},
) {
  const t = seconds(options.time);
  const path = (kind ? MAP_OVERLAY_PATHS[kind] : MAP_OVERLAY_PATHS.temperature) as '/dxc/api_get_hive_temp';
  const res = useDamQuery(
    path,
    kind
      ? {
          params: {
            query: {
              ...(present(options.areaId) ? { area_id: num(options.areaId) } : {}),
              ...(t !== undefined ? { time: t } : {}),
            },
          },
        }
      : null,
  );
  const data = useMemo(
    () => (res.data && kind ? adaptMapOverlay(kind, res.data.data) : undefined),
    [res.data, kind],
  );
  return toDamQuery(res, data);
}

/** Warning counts by bay for the map (flow and max-temperature warnings). */
export function useMapWarnCounts(enabled = true) {
  const res = useDamQuery(
    '/pqt/get2DWarnCount',
    enabled ? { params: { query: { loop: 1, maxTemp: 1 } } } : null,
  );
  return useAdapted(res, (r) => adaptWarnCountOverlay(r.data.data));
}

// ───────────────────────────── aggregates, gradient, solar, reports ─────────────────────────────

/** Aggregates with their latest temperature; with a keyword, the search (a keyword is required there). */
export function useAggregates(keyword?: string) {
  const all = useDamQuery('/aggregate/getAggregates', keyword ? null : {});
  const found = useDamQuery(
    '/aggregate/searchAggregateByKeyword',
    keyword ? { params: { query: { aggregateName: keyword } } } : null,
  );
  const res = keyword ? found : all;
  return useAdapted(res, (r) => r.data.map(adaptAggregate));
}

/** Temperature records of an aggregate (recent by default, `all` for every record). */
export function useAggregateRecords(aggregateId: Id | null | undefined, all = false) {
  const init = present(aggregateId) ? { params: { query: { cId: num(aggregateId) } } } : null;
  const recent = useDamQuery('/aggregate/getAggregateDetailById', all ? null : init);
  const every = useDamQuery('/aggregate/getAllAggregateDetailById', all ? init : null);
  const res = all ? every : recent;
  return useAdapted(res, (r) => r.data.map(adaptAggregateRecord));
}

/** Aggregate categories. */
export function useAggregateTypes() {
  const res = useDamImmutable('/aggregate/aggregateType');
  return useAdapted(res, (r) => r.data.map(adaptAggregateType));
}

/** Temperature gradient meters. */
export function useGradientMeters() {
  const res = useDamQuery('/aggregate/getTemperatureGradient', {});
  return useAdapted(res, (r) => r.data.map(adaptGradientMeter));
}

/** Curves of a gradient meter, one series per thermometer (°C). */
export function useGradientCurves(meterId: Id | null | undefined, window?: TimeWindow) {
  const res = useDamQuery(
    '/aggregate/getTemperatureGradientData',
    present(meterId)
      ? {
          params: {
            query: {
              c_td_id: num(meterId),
              ...periodQuery(window),
            },
          },
        }
      : null,
  );
  return useAdapted(res, (r) => gradientSeries(r.data));
}

/** Solar radiation meters with their latest reading. */
export function useRadiationMeters() {
  const res = useDamQuery('/pqt/solarRadiationMeter', {});
  return useAdapted(res, (r) => r.data.map(adaptRadiationMeter));
}

/** Solar radiation in a window (W/m²). */
export function useSolarRadiation(window: { start: number; end: number } | null) {
  const res = useDamQuery(
    '/pqt/solar_radiation',
    window
      ? {
          params: {
            query: { startTime: Math.floor(window.start / 1000), endTime: Math.floor(window.end / 1000) },
          },
        }
      : null,
  );
  return useAdapted(res, (r) => radiationSeries(r.data));
}

function periodQuery(window: TimeWindow | undefined) {
  const startTime = seconds(window?.start);
  const endTime = seconds(window?.end);
  return {
    ...(startTime !== undefined ? { startTime } : {}),
    ...(endTime !== undefined ? { endTime } : {}),
  };
}

/** The max-temperature report. */
export function useMaxTempReport(window?: TimeWindow) {
  const res = useDamQuery('/dxc/api_get_hives_max_temp_info', { params: { query: periodQuery(window) } });
  return useAdapted(res, (r) => r.data.map(adaptMaxTempReportRow));
}

/** The weekly temperature-drop report. */
export function useWeeklyReport(window: { start: number; end: number } | null) {
  const res = useDamQuery(
    '/cytWebHive/exportWeekStatement',
    window
      ? {
          params: {
            query: { startTime: Math.floor(window.start / 1000), endTime: Math.floor(window.end / 1000) },
          },
        }
      : null,
  );
  return useAdapted(res, (r) => r.data.map(adaptWeeklyReportRow));
}

/** The report analysis rows of one report type over a period. */
export function useReport(
  type: 'maxTemp' | 'weekDrop' | 'outletEntryPouring' | 'cooling' | 'damControl' | null,
  window: { start: number; end: number },
) {
  const res = useDamQuery(
    '/dxc/api_get_report',
    type
      ? {
          params: {
            query: {
              type,
              startTime: Math.floor(window.start / 1000),
              endTime: Math.floor(window.end / 1000),
            },
          },
        }
      : null,
  );
  return useAdapted(res, (r) => r.data.map(adaptMaxTempReportRow));
}

/** Outlet, bin-entry and pouring readings of a period (°C, epoch ms). */
export function useEntryReport(window?: TimeWindow) {
  const res = useDamQuery('/pqt/chujikou_rucang_jiaozhu_data', { params: { query: periodQuery(window) } });
  return useAdapted(res, (r) =>
    r.data.map((d) => ({
      kind: d.c_area,
      name: d.c_name ?? null,
      bin: d.c_idam_id ?? null,
      tempC: d.c_value / 10,
      at: d.c_when_acquire,
    })),
  );
}

/** Summary of outlet, bin-entry and pouring temperatures. */
export function useEntrySummary(window?: TimeWindow) {
  const res = useDamQuery('/pqt/chujikou_rucang_jiaozhu_summary', { params: { query: periodQuery(window) } });
  return useAdapted(res, (r) => adaptEntrySummary(r.data as Record<string, number | null | undefined>));
}

/** Bays of dam blocks (block age comparison picker). */
export function useHiveList(blocks?: readonly number[]) {
  const res = useDamQuery('/cytWebHive/hiveList', {
    params: { query: blocks?.length ? { blocks: blocks.join(',') } : {} },
  });
  return useAdapted(res, (r) => r.data.map(adaptHive));
}

/** Daily average concrete temperature per block (°C), one series per block. */
export function useBlockCurves(blocks: readonly number[] | null) {
  const res = useDamQuery(
    '/cytWebHive/blockTempCurve',
    blocks?.length ? { params: { query: { blocks: blocks.join(',') } } } : null,
  );
  return useAdapted(res, (r) => blockCurveSeries(r.data));
}

/** The latest concrete temperature of bays (°C, epoch ms). */
export function useLatestTemperatures(hiveIds?: readonly Id[]) {
  const res = useDamQuery('/cytWebHive/latestTemperature', {
    params: { query: hiveIds?.length ? { hive_ids: hiveIds.join(',') } : {} },
  });
  return useAdapted(res, (r) => r.data.map(adaptLatestTemperature));
}

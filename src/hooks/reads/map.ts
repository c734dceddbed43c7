/*
 * The temperature-control map (part 2 §2.3): its bays, holes, blocks and joint lines, and the per-bay
 * overlays, one read per overlay over the call that carries it.
 */
import {
  adaptBlockLines,
  adaptHoles,
  adaptMapBays,
  adaptMapOverlay,
  adaptWarnCountOverlay,
  type MapSeriesOverlay,
  type RawSeriesItem,
  toSecondsQuery,
} from '../../domain/adapters/index.ts';
import { defineRead, readDefinition, useRead } from '../defineRead';
import { type Id, idNumber, isKnown, type MaybeId } from './args';
import { WARNING_REFRESH } from './warnings';

/** The bays of an area on the map (default area 3), as they were at `time` (epoch ms; now without). */
export const useMapBays = defineRead('/dn/api_get_map_hives', {
  query: (areaId?: Id, time?: number | null) => ({
    area_id: idNumber(areaId ?? 3),
    ...toSecondsQuery({ end: time }, { end: 'time' }),
  }),
  adapt: (answer) => adaptMapBays(answer.data),
});

/** Holes through the blocks. */
export const useMapHoles = defineRead('/dn/gethole', {
  query: () => ({}),
  adapt: (answer) => adaptHoles(answer.data),
  refresh: 'immutable',
});

/** The dam block numbers, left to right. */
export const useMapBlocks = defineRead('/dn/getblock', {
  query: () => ({}),
  adapt: (answer) => answer.data,
  refresh: 'immutable',
});

/** Joint lines between blocks (metres); `foundation` is the bottom of a line that gives none. */
export const useMapBlockLines = defineRead('/dn/getbline', {
  query: (_foundation?: number) => ({}),
  adapt: (answer, foundation: number = 0) => adaptBlockLines(answer.data, foundation),
  refresh: 'immutable',
});

/** Where on the map and when: the query every overlay call takes. */
export interface MapOverlayOptions {
  areaId?: MaybeId;
  /** Epoch ms; now without. */
  time?: number | null;
}

const overlayQuery = (options?: MapOverlayOptions) => ({
  ...(isKnown(options?.areaId) ? { area_id: idNumber(options.areaId) } : {}),
  ...toSecondsQuery({ end: options?.time }, { end: 'time' }),
});

/** An overlay's values by bay id, read from its call's per-bay items. */
const overlayOf = (overlay: MapSeriesOverlay) => (answer: { data: readonly RawSeriesItem[] }) =>
  adaptMapOverlay(overlay, answer.data);

/** The per-bay overlays, by name; `foundationDiff` is the max temperature the map shows minus 17. */
export const MAP_OVERLAYS = {
  currentTemperature: readDefinition('/dxc/api_get_hive_temp', {
    query: overlayQuery,
    adapt: overlayOf('currentTemperature'),
  }),
  latestMaxTemperature: readDefinition('/dxc/api_get_map_hives_max_temp', {
    query: overlayQuery,
    adapt: overlayOf('latestMaxTemperature'),
  }),
  foundationDiff: readDefinition('/dxc/api_get_map_hives_max_temp', {
    query: overlayQuery,
    adapt: overlayOf('foundationDiff'),
  }),
  dropRate: readDefinition('/dxc/api_get_map_hives_temp_diff_avg', {
    query: overlayQuery,
    adapt: overlayOf('dropRate'),
  }),
  temperatureGap: readDefinition('/dxc/api_get_map_hives_temp_gap', {
    query: overlayQuery,
    adapt: overlayOf('temperatureGap'),
  }),
  controlMode: readDefinition('/dxc/api_get_hive_cmd', {
    query: overlayQuery,
    adapt: overlayOf('controlMode'),
  }),
  currentFlow: readDefinition('/dxc/api_get_all_flow', {
    query: overlayQuery,
    adapt: overlayOf('currentFlow'),
  }),
  totalFlow: readDefinition('/dxc/api_get_sum_flow', { query: overlayQuery, adapt: overlayOf('totalFlow') }),
} satisfies Record<MapSeriesOverlay, unknown>;

/** One overlay's values by bay id (°C, °C/day, L/min, L, mode). Pass a null overlay while it is off. */
export function useMapOverlay(overlay: MapSeriesOverlay | null, options: MapOverlayOptions = {}) {
  return useRead(overlay ? MAP_OVERLAYS[overlay] : null, options);
}

/**
 * Warning counts by bay for the map (flow and max-temperature warnings); live, reloaded every 30 s while shown
 * like every warning read. Pass false while no warning overlay is on: no call is made.
 */
export const useMapWarnCounts = defineRead('/pqt/get2DWarnCount', {
  query: (enabled?: boolean) => (enabled === false ? null : { loop: 1 as const, maxTemp: 1 as const }),
  adapt: (answer) => adaptWarnCountOverlay(answer.data.data),
  refresh: WARNING_REFRESH,
});

import { HOLE_UP_THRESHOLD } from './constants.ts';
import { type RawNumber, toNumber } from './number.ts';

/** Zoom range of the temperature-control map (part 2 §2.3, §9). */
export const MAP_ZOOM_MIN = -3;
export const MAP_ZOOM_MAX = 8;
/** At zoom ≤ 5 hive labels and cross lines are hidden; at ≤ 3 grouting-zone labels too (part 2 §2.3). */
export const HIVE_LABELS_MAX_HIDDEN_ZOOM = 5;
export const GROUT_LABELS_MAX_HIDDEN_ZOOM = 3;
/** Map geometry (part 2 §9): block width 3, irrigation (grouting) zone spacing 1.8; top/bottom ÷ 5. */
export const MAP_BLOCK_WIDTH = 3;
export const MAP_GROUT_SPACING = 1.8;

/** Which labels the map shows at a zoom level (part 2 §2.3). */
export function mapLabelVisibility(zoom: number): {
  hiveLabels: boolean;
  crossLines: boolean;
  groutLabels: boolean;
} {
  return {
    hiveLabels: zoom > HIVE_LABELS_MAX_HIDDEN_ZOOM,
    crossLines: zoom > HIVE_LABELS_MAX_HIDDEN_ZOOM,
    groutLabels: zoom > GROUT_LABELS_MAX_HIDDEN_ZOOM,
  };
}

/** A zoom level kept within -3..8. */
export function clampZoom(zoom: number): number {
  return Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, zoom));
}

/** A hole is drawn differently when its c_hole_up is above 800 (part 2 §4). */
export function holeIsHigh(cHoleUp: RawNumber): boolean {
  const n = toNumber(cHoleUp);
  return n !== null && n > HOLE_UP_THRESHOLD;
}

/** Toggle ids of the map tabs (part 2 §2.3). Basic 6 does not exist; temperature 5 is hidden in the legacy app. */
export const MAP_TOGGLES = {
  basic: { reload: 1, age: 2, stage: 3, groutNumber: 4, zone: 5, warningCount: 7 },
  temperature: { current: 1, latestMax: 2, dropRate: 3, gap: 4, foundationDiff: 5, controlMode: 6 },
  flow: { current: 1, total: 2 },
} as const;
export type MapTab = keyof typeof MAP_TOGGLES;

/** Whether a toggle id exists on a tab; any other id shows 'under development' (part 2 §2.3). */
export function mapToggleAvailable(tab: MapTab, id: number): boolean {
  return (Object.values(MAP_TOGGLES[tab]) as number[]).includes(id);
}

import type { GapDirection, TemperatureBand } from './bands.ts';
import { HOLE_UP_THRESHOLD } from './constants.ts';
import { type RawNumber, toNumber } from './number.ts';

/** Zoom range of the temperature-control map (part 2 §2.3, §9). */
export const MAP_ZOOM_MIN = -3;
export const MAP_ZOOM_MAX = 8;
/** At zoom ≤ 5 bay labels and cross lines are hidden; at ≤ 3 grouting-zone labels too (part 2 §2.3). */
export const BAY_LABELS_MAX_HIDDEN_ZOOM = 5;
export const GROUT_LABELS_MAX_HIDDEN_ZOOM = 3;
/** Map geometry (part 2 §9): block width 3, irrigation (grouting) zone spacing 1.8; top/bottom ÷ 5. */
export const MAP_BLOCK_WIDTH = 3;
export const MAP_GROUT_SPACING = 1.8;

/** Which labels the map shows at a zoom level (part 2 §2.3). */
export function mapLabelVisibility(zoom: number): {
  bayLabels: boolean;
  crossLines: boolean;
  groutLabels: boolean;
} {
  return {
    bayLabels: zoom > BAY_LABELS_MAX_HIDDEN_ZOOM,
    crossLines: zoom > BAY_LABELS_MAX_HIDDEN_ZOOM,
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

/** The map's tabs (part 2 §2.3); `warning` is the real-time warning tab of the area-3 variant. */
export type MapTab = 'basic' | 'temperature' | 'flow' | 'warning';

/**
 * The toggle buttons of each tab by name, with the legacy app's numeric ids (part 2 §2.3): the names are the
 * public vocabulary, the ids only translate a screen that still speaks the seed's numbers. Basic 6 does not
 * exist; temperature 5 (max temperature minus 17) is hidden in the legacy app.
 */
export const MAP_TOGGLES = {
  basic: { reload: 1, age: 2, stage: 3, groutZone: 4, constraintZone: 5, warningCount: 7 },
  temperature: {
    currentTemperature: 1,
    latestMaxTemperature: 2,
    dropRate: 3,
    temperatureGap: 4,
    foundationDiff: 5,
    controlMode: 6,
  },
  flow: { currentFlow: 1, totalFlow: 2 },
  // The area-3 variant's warning tab is cut off in the seed: the project gives it one toggle, the live counts.
  warning: { liveWarnings: 1 },
} as const satisfies { readonly [T in MapTab]: { readonly [name: string]: number } };

/** A toggle button of the map by name: 'reload' (reload the map's data) or an overlay. */
export type MapToggle = { [T in MapTab]: keyof (typeof MAP_TOGGLES)[T] }[MapTab];

/**
 * An overlay of the map: what a toggle colours or writes on each bay while it is on (part 2 §2.3, §4).
 * Basic data: `age` (concrete age, days), `stage` (control stage 1..7), `groutZone` (grouting-zone number),
 * `constraintZone` (constrained or free zone), `warningCount` (flow and temperature warnings).
 * Temperature data: `currentTemperature`, `latestMaxTemperature` (with its time), `dropRate` (average drop,
 * °C/day), `temperatureGap` (with its arrow), `foundationDiff` (max temperature minus 17, hidden by default),
 * `controlMode` (smart control or manual). Flow data: `currentFlow` (L/min), `totalFlow` (L). Real-time
 * warning tab: `liveWarnings`.
 */
export type MapOverlay = Exclude<MapToggle, 'reload'>;

const TOGGLE_OF_ID = new Map<string, MapToggle>();
const PLACE_OF_TOGGLE = new Map<MapToggle, { tab: MapTab; id: number }>();
for (const [tab, toggles] of Object.entries(MAP_TOGGLES) as [MapTab, Record<string, number>][]) {
  for (const [name, id] of Object.entries(toggles)) {
    TOGGLE_OF_ID.set(`${tab}.${id}`, name as MapToggle);
    PLACE_OF_TOGGLE.set(name as MapToggle, { tab, id });
  }
}

/** The toggle a legacy id stands for on a tab; null for an id the legacy app does not have ('under development'). */
export function mapToggleOf(tab: MapTab, id: number): MapToggle | null {
  return TOGGLE_OF_ID.get(`${tab}.${id}`) ?? null;
}

/** Where a toggle sits in the legacy app: its tab and numeric id. */
export function mapTogglePlace(toggle: MapToggle): { tab: MapTab; id: number } {
  return PLACE_OF_TOGGLE.get(toggle)!;
}

/** A bay (bay, one lift of a block) on the map's elevation view, as domain values. */
export interface MapBay {
  /** Bay id (c_id); what `onBaySelect` receives. */
  id: string;
  /** Bin number shown on the rectangle (c_idam_id). */
  label: string;
  /** Dam block (section) number: the column the bay stands in. */
  block: number;
  /** Elevation of the lift's top, in metres. */
  top: number;
  /** Elevation of the lift's bottom, in metres. */
  bottom: number;
  /** Grouting-zone number (c_grout); null when unknown (the zone is then taken from the elevation). */
  grout: number | null;
  /** Grouting-zone name (c_grout_name), shown as the zone label; falls back to the number. */
  groutName?: string;
  /** Free zone (c_free ≠ 0) or constrained zone (c_free = 0). */
  free: boolean;
  /** Control stage 1..7 (c_stage); null when not yet in a stage. */
  stage: number | null;
  /** Concrete age in days (c_age); null when not yet placed. */
  ageDays: number | null;
  /** Pouring closed (c_end set). A bay not yet closed is drawn white under temperature colors. */
  closed?: boolean;
  /** Latest bay temperature in °C (c_new_temp), when the map call carries it. */
  temperature?: number | null;
}

/** An opening through a block (c_block, c_hole_lower, c_hole_up), elevations in metres. */
export interface MapHole {
  block: number;
  /** Elevation of the hole's bottom (c_hole_lower). */
  lower: number;
  /** Elevation of the hole's top (c_hole_up); above 800 the hole is drawn as an open-topped notch. */
  up: number;
}

/** A block line (`/dn/getbline`): a joint between blocks, drawn on the left edge of `block`'s column. */
export interface MapBlockLine {
  block: number;
  /** Lowest elevation of the line, in metres. */
  bottom: number;
  /** Highest elevation of the line, in metres. */
  top: number;
}

/** A cross line: a horizontal reference line across the dam at an elevation, hidden at zoom ≤ 5. */
export interface MapCrossLine {
  /** Elevation in metres. */
  elevation: number;
  /** Text at the line's left end, e.g. 'EL 610'. */
  label?: string;
  /** First block the line spans (default: the dam's first block). */
  fromBlock?: number;
  /** Last block the line spans (default: the dam's last block). */
  toBlock?: number;
}

/** The value one overlay shows for one bay. Every field is optional: the map fills in what it can. */
export interface MapOverlayValue {
  /** The number shown (°C, °C/day, L/min, L, count …); null = no reading. */
  value?: number | null;
  /** Text shown instead of the formatted value ('stopped' = water stopped, for the current flow). */
  text?: string;
  /** When the value was measured, epoch ms (the latest max temperature shows it). */
  at?: number | null;
  /** The temperature band, when the caller already banded the value. */
  band?: TemperatureBand;
  /** A CSS color that overrides the map's own coloring. */
  color?: string;
  /** Arrow of the temperature gap; taken from the value's sign when absent. */
  arrow?: GapDirection;
  /** Control mode of the bay: auto = smart temperature control (green), manual (red). */
  mode?: 'auto' | 'manual';
  /** Warning counts (`warningCount`, `liveWarnings`): flow warnings and temperature warnings. */
  counts?: { flow: number; temp: number };
}

/** All values of one overlay, by bay id. */
export type MapOverlayValues = ReadonlyMap<string, MapOverlayValue>;

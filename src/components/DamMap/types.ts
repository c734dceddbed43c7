/**
 * What the dam map draws, as domain values. A screen (or a portal) turns the site backend's raw answers
 * (`/dn/api_get_map_hives`, `/dn/gethole`, `/dn/getbline`, the overlay calls of part 2 §7) into these; the
 * map never sees a raw field.
 */

/** One hive (bay, lift of a block) on the elevation view. */
export interface MapHive {
  /** Hive id (c_id); what `onHiveSelect` receives. */
  id: string;
  /** Bin number shown on the rectangle (c_idam_id). */
  label: string;
  /** Dam block (section) number: the column the hive stands in. */
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
  /** Pouring closed (c_end set). A hive not yet closed is drawn white under temperature colours. */
  closed?: boolean;
  /** Latest hive temperature in °C (c_new_temp), when the map call carries it. */
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

/** The map's tabs (part 2 §2.3). `warning` is the real-time warning tab of the area-3 variant. */
export type DamMapTab = 'basic' | 'temperature' | 'flow' | 'warning';

/** `${tab}.${toggleId}`, the key of one overlay. */
export type OverlayKey = `${DamMapTab}.${number}`;

/** Direction of a temperature gap. */
export type GapArrow = 'up' | 'down' | 'flat';

/** The value one overlay shows for one hive. Every field is optional: the map fills in what it can. */
export interface MapOverlayValue {
  /** The number shown (°C, °C/day, L/min, L, count …); null = no reading. */
  value?: number | null;
  /** Text shown instead of the formatted value (e.g. 'water stopped'). */
  text?: string;
  /** When the value was measured, epoch ms (latest max temperature shows it). */
  at?: number | null;
  /** A temperature band name from `damtherm/domain`, when the caller already banded the value. */
  band?: string;
  /** A CSS colour that overrides the map's own colouring. */
  colour?: string;
  /** Arrow of the temperature gap; taken from the value's sign when absent. */
  arrow?: GapArrow;
  /** Control mode of the hive (temperature toggle 6): auto = smart temperature control (green), manual (red). */
  mode?: 'auto' | 'manual';
  /** Warning counts (basic toggle 7, warning tab): flow warnings and temperature warnings. */
  counts?: { flow: number; temp: number };
}

/** All values of one overlay, by hive id. */
export type MapOverlayValues = ReadonlyMap<string, MapOverlayValue>;

/** Loading state of an overlay the map asked for; absent = ready (or never asked). */
export type MapOverlayStatus = 'loading' | 'error';

/** A view of the map: zoom (-3..8, scale 2^zoom pixels per map unit) and the centre in dam terms. */
export interface MapView {
  zoom: number;
  /** Centre across the dam, in block numbers (fractional: 12.5 is the middle of block 12). */
  block: number;
  /** Centre elevation in metres. */
  elevation: number;
}

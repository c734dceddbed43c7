import {
  BAY_LABELS_MAX_HIDDEN_ZOOM,
  clampZoom,
  GROUT_LABELS_MAX_HIDDEN_ZOOM,
  MAP_BLOCK_WIDTH,
  MAP_GROUT_SPACING,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  mapCoordinate,
  mapLabelVisibility,
} from '../../../domain';

/**
 * The map's geometry, from the rules of part 2 §9 in `damtherm/domain`: map units are elevation / 5 upward
 * and block × 3 across; a grouting zone is 1.8 units (9 m) high; zoom runs from -3 to 8 and the scale is
 * 2^zoom pixels per unit (the legacy Leaflet map used `L.CRS.Simple`, so these are the numbers site users
 * know).
 *
 * World coordinates used for drawing: x = block × 3 (+ position in the column), y = −elevation / 5, so that
 * the view's transform `screen = translate + k · world` puts higher elevations higher on the screen.
 */

export { clampZoom };

/** Map units per metre of elevation (top and bottom divided by 5). */
const UNITS_PER_METRE = mapCoordinate(1)!;

/** Width of a block's column, in map units. */
export const BLOCK_WIDTH = MAP_BLOCK_WIDTH;
/** Height of a grouting zone, in map units (1.8 units = 9 m of elevation). */
export const GROUT_ZONE_SPACING = MAP_GROUT_SPACING;
export const MIN_ZOOM = MAP_ZOOM_MIN;
export const MAX_ZOOM = MAP_ZOOM_MAX;
/** Bay labels and cross lines are hidden at zoom ≤ this. */
export const BAY_LABEL_ZOOM = BAY_LABELS_MAX_HIDDEN_ZOOM;
/** Grouting-zone labels are hidden at zoom ≤ this. */
export const GROUT_LABEL_ZOOM = GROUT_LABELS_MAX_HIDDEN_ZOOM;

/** Zoom levels computed from a scale carry float noise (log2 of 2^6 may be 5.999…): round it away. */
const level = (zoom: number) => Math.round(zoom * 1e6) / 1e6;
export const bayLabelsShown = (zoom: number) => mapLabelVisibility(level(zoom)).bayLabels;
export const crossLinesShown = (zoom: number) => mapLabelVisibility(level(zoom)).crossLines;
export const groutLabelsShown = (zoom: number) => mapLabelVisibility(level(zoom)).groutLabels;

export const zoomToScale = (zoom: number) => 2 ** zoom;
export const scaleToZoom = (k: number) => Math.log2(k);

/** World x of a block's left edge. */
export const blockX = (block: number) => block * BLOCK_WIDTH;
/** World y of an elevation (metres). */
export const elevationY = (elevation: number) => -elevation * UNITS_PER_METRE;
/** Elevation (metres) of a world y. */
export const yElevation = (y: number) => -y / UNITS_PER_METRE;
/** Block number (fractional) of a world x. */
export const xBlock = (x: number) => x / BLOCK_WIDTH;
/** Height on the map, in units, of a lift of `metres`. */
export const liftUnits = (metres: number) => metres * UNITS_PER_METRE;

/** The zone a bay belongs to: its grout number, else the 1.8-unit band its bottom falls in. */
export function groutZoneOf(grout: number | null, bottom: number, baseElevation: number): number {
  if (grout !== null && Number.isFinite(grout)) return grout;
  return Math.floor(((bottom - baseElevation) * UNITS_PER_METRE) / GROUT_ZONE_SPACING + 1e-9) + 1;
}

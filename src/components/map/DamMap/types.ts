/**
 * What the dam map draws, as domain values (declared in `damtherm/domain`). A screen (or a portal) turns the
 * site backend's raw answers (`/dn/api_get_map_hives`, `/dn/gethole`, `/dn/getbline`, the overlay calls of
 * part 2 §7) into these; the map never sees a raw field.
 */
export type {
  GapDirection,
  MapBay,
  MapBlockLine,
  MapCrossLine,
  MapHole,
  MapOverlay,
  MapOverlayValue,
  MapOverlayValues,
  MapTab,
  MapToggle,
} from '../../../domain';

/** A view of the map: zoom (-3..8, scale 2^zoom pixels per map unit) and the centre in dam terms. */
export interface MapView {
  zoom: number;
  /** Centre across the dam, in block numbers (fractional: 12.5 is the middle of block 12). */
  block: number;
  /** Centre elevation in metres. */
  elevation: number;
}

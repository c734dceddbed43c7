export { DamMap, type DamMapHandle, type DamMapProps } from './DamMap';
export type { DrawStats } from './draw';
export {
  BLOCK_WIDTH,
  GROUT_LABEL_ZOOM,
  GROUT_ZONE_SPACING,
  HIVE_LABEL_ZOOM,
  MAX_ZOOM,
  MIN_ZOOM,
} from './geometry';
export { MapLegend, type MapLegendProps, type OverlayState } from './MapLegend';
export type { LegendEntry, MapLegend as MapLegendData } from './overlay';
export { DAM_MAP_TABS, DAM_MAP_TOGGLES, type MapToggle } from './toggles';
export type {
  DamMapTab,
  GapArrow,
  MapBlockLine,
  MapCrossLine,
  MapHive,
  MapHole,
  MapOverlayStatus,
  MapOverlayValue,
  MapOverlayValues,
  MapView,
  OverlayKey,
} from './types';

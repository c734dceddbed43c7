export type {
  CustomMapOverlay,
  MapColorInterpolator,
  MapColorScale,
} from './customOverlay';
export {
  DamMap,
  type DamMapElement,
  type DamMapHandle,
  type DamMapProps,
  type MapTooltipContext,
} from './DamMap';
export type { DrawStats } from './draw';
export {
  BAY_LABEL_ZOOM,
  BLOCK_WIDTH,
  GROUT_LABEL_ZOOM,
  GROUT_ZONE_SPACING,
  MAX_ZOOM,
  MIN_ZOOM,
} from './geometry';
export type { MapLayer, MapLayerTransform } from './layer';
export { MapLegend, type MapLegendProps, type MapLegendRenderProps, type MapOverlayState } from './MapLegend';
export type { MapLegendData, MapLegendEntry } from './overlay';
export type { MapToggleEntry } from './toggles';
export type * from './types';

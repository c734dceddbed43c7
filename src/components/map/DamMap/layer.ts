import { BLOCK_WIDTH, blockX, elevationY, scaleToZoom, xBlock, yElevation } from './geometry';
import type { MapBay } from './types';

/**
 * The map's transform as a drawing layer receives it: screen = translate + scale · map, in CSS pixels of the
 * canvas, with helpers in dam terms (block numbers across, elevations in metres up).
 */
export interface MapLayerTransform {
  /** Pixels per map unit: 2^zoom. */
  scale: number;
  /** Where map point (0, 0) falls on the canvas, CSS px. */
  translate: readonly [x: number, y: number];
  zoom: number;
  /** The canvas's size, CSS px (the axes take its left 40 px and bottom 18 px and are drawn over the layers). */
  width: number;
  height: number;
  /** The canvas point of a place on the dam: `block` fractional (12.5 is the middle of block 12), metres up. */
  toScreen(block: number, elevation: number): [x: number, y: number];
  /** The place on the dam under a canvas point. */
  toMap(x: number, y: number): { block: number; elevation: number };
  /** A bay's rectangle on the canvas: [left, top, width, height], CSS px. */
  bayBox(
    bay: Pick<MapBay, 'block' | 'top' | 'bottom'>,
  ): [x: number, y: number, width: number, height: number];
}

/**
 * A drawing layer: called on every frame the map draws (also each step of a zoom or a pan, without a React
 * render), after the bays and their labels and before the focus ring and the axes, with the canvas's 2D
 * context in CSS pixels (saved before and restored after the call).
 */
export type MapLayer = (ctx: CanvasRenderingContext2D, transform: MapLayerTransform) => void;

/** The transform a layer receives, for a view transform (screen = (x, y) + k · world) and a canvas size. */
export function layerTransform(
  k: number,
  x: number,
  y: number,
  width: number,
  height: number,
): MapLayerTransform {
  const toScreen = (block: number, elevation: number): [number, number] => [
    x + k * blockX(block),
    y + k * elevationY(elevation),
  ];
  return {
    scale: k,
    translate: [x, y],
    zoom: scaleToZoom(k),
    width,
    height,
    toScreen,
    toMap: (sx, sy) => ({ block: xBlock((sx - x) / k), elevation: yElevation((sy - y) / k) }),
    bayBox(bay) {
      const [left, top] = toScreen(bay.block, bay.top);
      return [left, top, k * BLOCK_WIDTH, k * (elevationY(bay.bottom) - elevationY(bay.top))];
    },
  };
}

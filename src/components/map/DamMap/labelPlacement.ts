import type { MapOverlay } from './types';

/*
 * Where the map's own labels go so that they never hide what the bays show (part 2 §2.3): the colours of the
 * overlay that is on and the values written on the bays.
 */

/**
 * How the grouting-zone names are drawn: on a plate while the bays are plain (the plate keeps the name
 * readable over outlines and lines), as bare text over the zone tints of the grouting-zone overlay, and not
 * at all over any other overlay's colours, which are the data (the zone boundaries stay drawn).
 */
export type GroutLabelMode = 'plate' | 'bare' | 'hidden';

export function groutLabelMode(coloredBy: MapOverlay | (string & {}) | null): GroutLabelMode {
  if (coloredBy === null) return 'plate';
  return coloredBy === 'groutZone' ? 'bare' : 'hidden';
}

/**
 * Whether an elevation line (screen y, in `lineYs`, ascending or not) runs through a bay's written text
 * spanning `top`..`bottom` (screen px): such a text is first cleared to its bay's colour, so the dashes stop
 * at the value instead of striking it through.
 */
export function lineCrossesText(lineYs: readonly number[], top: number, bottom: number): boolean {
  for (const y of lineYs) if (y >= top && y <= bottom) return true;
  return false;
}

/**
 * Whether an elevation tick at screen y would collide with an elevation line's name written in the same
 * gutter (names at `nameYs`, each `textPx` tall): the name wins, the tick is left out.
 */
export function tickHiddenByName(tickY: number, nameYs: readonly number[], textPx: number): boolean {
  for (const y of nameYs) if (Math.abs(tickY - y) < textPx) return true;
  return false;
}

import type { MapBay, MapBlockLine, MapCrossLine, MapHole } from 'damtherm';

/** Metres between two elevation lines across the dam. */
export const CROSS_LINE_STEP_M = 10;

/**
 * Elevation lines across the dam every 10 m between the lowest bay bottom and the highest bay top, each
 * named by the screen's `label` (e.g. '▽610'); the map shows them above zoom 5 (part 2 §2.3).
 */
export function elevationCrossLines(
  bays: readonly MapBay[],
  label: (elevation: number) => string,
  step = CROSS_LINE_STEP_M,
): MapCrossLine[] {
  let bottom = Number.POSITIVE_INFINITY;
  let top = Number.NEGATIVE_INFINITY;
  for (const bay of bays) {
    if (Number.isFinite(bay.bottom) && bay.bottom < bottom) bottom = bay.bottom;
    if (Number.isFinite(bay.top) && bay.top > top) top = bay.top;
  }
  const lines: MapCrossLine[] = [];
  if (!(top > bottom)) return lines;
  for (let e = Math.ceil(bottom / step) * step; e <= top; e += step)
    lines.push({ elevation: e, label: label(e) });
  return lines;
}

/** The lowest bay bottom of each block. */
function blockFoundations(bays: readonly MapBay[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const bay of bays) {
    const known = out.get(bay.block);
    if (known === undefined || bay.bottom < known) out.set(bay.block, bay.bottom);
  }
  return out;
}

/**
 * What of the site-wide holes and block lines belongs to an area's map: those of its blocks only (the calls
 * answer for the whole dam). A block line whose call gives no bottom starts at its block's lowest bay.
 */
export function areaFeatures(
  bays: readonly MapBay[],
  holes: readonly MapHole[] | undefined,
  blockLines: readonly MapBlockLine[] | undefined,
): { holes: MapHole[]; blockLines: MapBlockLine[] } {
  const foundations = blockFoundations(bays);
  return {
    holes: (holes ?? []).filter((hole) => foundations.has(hole.block)),
    blockLines: (blockLines ?? []).flatMap((line) => {
      const foundation = foundations.get(line.block);
      if (foundation === undefined) return [];
      const bottom = Math.max(line.bottom, foundation);
      return line.top > bottom ? [{ ...line, bottom }] : [];
    }),
  };
}

/**
 * The links between the cabinet screens (part 1 §2, part 2 §2.1), in one place so that every screen and the
 * e2e agree on them.
 */

export const racksPath = () => '/tab/racks';
export const rackPath = (rackId: string | number) => `/tab/racksId/${rackId}`;
export const loopsPath = (rackId: string | number) => `/tab/racksId/${rackId}/loops`;
export const tempsPath = (rackId: string | number) => `/tab/racksId/${rackId}/temps`;
export const loopPath = (rackId: string | number, loop: number, query = '') =>
  `/tab/racksId/${rackId}/loops/${loop}${query}`;
export const tempPath = (rackId: string | number, loop: number, query = '') =>
  `/tab/racksId/${rackId}/temps/${loop}${query}`;
export const loopCtrlPath = (rackId: string | number, loop: number) =>
  `/tab/racksId/${rackId}/loops/${loop}/loopctrl`;
export const autoReversalPath = (rackId: string | number) => `/tab/racksId/${rackId}/auto_reversal`;
export const coolerControlPath = (rackId: string | number) => `/tab/coolercontrol/${rackId}`;
export const coolerGoPath = (rackId: string | number, loop: number, autoId: string | number) =>
  `/tab/coolergo/${rackId}/${loop}/${autoId}`;
export const weatherPath = () => '/weather';
/** `/tempsData/racksId/{rack}/temps/{loop}` or `…/{loop}-{dtu}` (part 1 §2). */
export const ambientPath = (rackId: string | number, segment: string) =>
  `/tempsData/racksId/${rackId}/temps/${segment}`;

/** The loop and DTU of an ambient detail's last segment: `12` or `12-3`. */
export function parseAmbientSegment(
  segment: string | undefined,
): { loop: number; dtu: string | null } | null {
  const match = /^(\d+)(?:-(.+))?$/.exec(segment ?? '');
  if (!match) return null;
  return { loop: Number(match[1]), dtu: match[2] ?? null };
}

/** A route parameter as a whole number ≥ 0, or null. */
export function wholeNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}

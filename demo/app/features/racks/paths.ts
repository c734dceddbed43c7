/**
 * The links between the cabinet screens (part 1 §2, part 2 §2.1), in one place so that every screen and the
 * e2e agree on them.
 */

export const racksPath = () => '/tab/racks';
export const rackPath = (cabinetId: string | number) => `/tab/racksId/${cabinetId}`;
export const loopsPath = (cabinetId: string | number) => `/tab/racksId/${cabinetId}/loops`;
export const tempsPath = (cabinetId: string | number) => `/tab/racksId/${cabinetId}/temps`;
export const loopPath = (cabinetId: string | number, loop: number, query = '') =>
  `/tab/racksId/${cabinetId}/loops/${loop}${query}`;
export const tempPath = (cabinetId: string | number, loop: number, query = '') =>
  `/tab/racksId/${cabinetId}/temps/${loop}${query}`;
export const loopCtrlPath = (cabinetId: string | number, loop: number) =>
  `/tab/racksId/${cabinetId}/loops/${loop}/loopctrl`;
export const autoReversalPath = (cabinetId: string | number) => `/tab/racksId/${cabinetId}/auto_reversal`;
export const coolerControlPath = (cabinetId: string | number) => `/tab/coolercontrol/${cabinetId}`;
export const coolerGoPath = (cabinetId: string | number, loop: number, autoId: string | number) =>
  `/tab/coolergo/${cabinetId}/${loop}/${autoId}`;
export const weatherPath = () => '/weather';
/** `/tempsData/racksId/{rack}/temps/{loop}` or `…/{loop}-{dtu}` (part 1 §2). */
export const ambientPath = (cabinetId: string | number, segment: string) =>
  `/tempsData/racksId/${cabinetId}/temps/${segment}`;

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

/**
 * A canvas's 2D context, or null where the component should not draw: a window without a 2D canvas, and
 * jsdom (a portal's Jest or Vitest tests), whose canvas is a stub that reports "Not implemented" on the
 * console when asked for a context. Without it the charts and the map render their DOM (titles, summaries,
 * tables, tabs) and draw nothing.
 */
export function context2d(
  canvas: HTMLCanvasElement,
  settings?: CanvasRenderingContext2DSettings,
): CanvasRenderingContext2D | null {
  if (!canDraw()) return null;
  try {
    return canvas.getContext('2d', settings);
  } catch {
    return null;
  }
}

/** Whether this window draws on a canvas: it has a 2D context and is not jsdom. */
function canDraw(): boolean {
  if (typeof CanvasRenderingContext2D === 'undefined') return false;
  return !(typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom'));
}

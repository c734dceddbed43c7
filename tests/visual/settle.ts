/**
 * Waits until a story has drawn its final picture: its fonts loaded, its lazy parts mounted (no DOM change
 * for a while) and its canvases drawn, so two runs take the same picture.
 */

const QUIET_MS = 150;
const MAX_MS = 6000;
// An empty chart may leave its canvas blank on purpose: give a canvas this long to draw, then go on.
const CANVAS_MAX_MS = 2000;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves once `root` has not changed for `QUIET_MS` (a lazy chunk mounted, a chart sized), or after `MAX_MS`. */
function domQuiet(root: Node): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, QUIET_MS);
    const deadline = setTimeout(done, MAX_MS);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(deadline);
      resolve();
    }
  });
}

/** Whether a canvas holds a frame: sized and not one blank colour (a chart's plot, the map). */
function drawn(canvas: HTMLCanvasElement): boolean {
  if (canvas.width === 0 || canvas.height === 0) return false;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return true;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let i = 4; i < data.length; i += 4) {
    if (
      data[i] !== data[0] ||
      data[i + 1] !== data[1] ||
      data[i + 2] !== data[2] ||
      data[i + 3] !== data[3]
    ) {
      return true;
    }
  }
  return false;
}

/** Canvases that should show something: visible ones (a hidden probe or an empty overlay may stay blank). */
async function canvasesDrawn(root: ParentNode): Promise<void> {
  const canvases = [...root.querySelectorAll('canvas')].filter((c) => c.getBoundingClientRect().width > 0);
  const until = performance.now() + CANVAS_MAX_MS;
  while (performance.now() < until) {
    // A chart's data layer is its first canvas; overlays (crosshair) are blank until hovered.
    const layers = new Map<Element | null, HTMLCanvasElement[]>();
    for (const c of canvases) layers.set(c.parentElement, [...(layers.get(c.parentElement) ?? []), c]);
    if ([...layers.values()].every((group) => group.some(drawn))) return;
    await nextFrame();
  }
}

/** Waits while a react-aria overlay is still entering or leaving (a closed dialog's fade-out). */
async function transitionsDone(): Promise<void> {
  const until = performance.now() + MAX_MS;
  while (document.querySelector('[data-entering], [data-exiting]') && performance.now() < until)
    await nextFrame();
}

export async function settle(root: HTMLElement): Promise<void> {
  await document.fonts.ready;
  await domQuiet(document.body);
  await transitionsDone();
  await canvasesDrawn(root.ownerDocument.body);
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
}

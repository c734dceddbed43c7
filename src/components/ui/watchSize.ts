/**
 * Calls `onSize` with an element's content box now and whenever it changes. With a ResizeObserver the first
 * call comes in the first frame after layout and before paint: no forced layout while mounting, and the first
 * paint already shows the map. Where there is none (jsdom, old embedded browsers) the box is measured once and
 * again when the window resizes. Returns the function that stops watching.
 */
export function watchSize(el: HTMLElement, onSize: (width: number, height: number) => void): () => void {
  if (typeof ResizeObserver !== 'undefined') {
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]!.contentRect;
      onSize(box.width, box.height);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }
  const measure = () => onSize(el.clientWidth, el.clientHeight);
  measure();
  const view = el.ownerDocument.defaultView;
  view?.addEventListener('resize', measure);
  return () => view?.removeEventListener('resize', measure);
}

/**
 * Calls `onChange` whenever the theme of the DamProvider around `el` may have changed: its class (the theme's
 * class), its `data-theme`, or its `style` (a portal setting `--dam-*` properties inline). Canvas colours are
 * read from those custom properties at draw time, so a canvas reads them again then. Returns the function that
 * stops watching; nothing is watched outside a DamProvider or without MutationObserver.
 */
export function watchTheme(el: Element, onChange: () => void): () => void {
  const root = el.closest('[data-dam-root]');
  if (!root || typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(() => onChange());
  observer.observe(root, { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] });
  return () => observer.disconnect();
}

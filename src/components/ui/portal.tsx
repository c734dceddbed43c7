import { useState } from 'react';
import { useUNSAFE_PortalContext } from 'react-aria/PortalProvider';

/**
 * Where a damtherm overlay (dialog, popover, toast) portals to. Overlays leave the page flow for
 * `document.body` by default — and with it the DamProvider's theme root, whose class defines every
 * `--dam-*` property, so an overlay there would lose the theme. This returns, in order: the container of an
 * enclosing react-aria `UNSAFE_PortalProvider`, else the nearest DamProvider root (`[data-dam-root]`) found
 * from `anchorRef` (render `<span ref={anchorRef} hidden />` next to the overlay), else undefined (body).
 * `ready` turns true once that is known: render the overlay only then, so it is not moved (and remounted)
 * from the body into the theme root after its first paint.
 */
export function useThemedPortalContainer(): {
  anchorRef: (element: HTMLElement | null) => void;
  container: HTMLElement | undefined;
  ready: boolean;
} {
  const { getContainer } = useUNSAFE_PortalContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const fromProvider = getContainer?.() ?? null;
  const container = fromProvider ?? anchor?.closest<HTMLElement>('[data-dam-root]') ?? undefined;
  return { anchorRef: setAnchor, container, ready: fromProvider !== null || anchor !== null };
}

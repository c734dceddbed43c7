import { type DataRouter, matchPath } from 'react-router';
import { type RouteMeta, routeTable } from './routeTable';

/** The route-table entry a pathname opens, or null for an unknown path. */
export function metaForPath(pathname: string): RouteMeta | null {
  for (const meta of routeTable as readonly RouteMeta[]) {
    if (matchPath({ path: meta.path, end: true }, pathname)) return meta;
  }
  return null;
}

export type TransitionDirection = 'forward' | 'back' | 'none';

/** Forward into a deeper route, back to a shallower one, a cross-fade between routes of the same depth. */
export function transitionDirection(from: string, to: string): TransitionDirection {
  if (from === to) return 'none';
  const a = metaForPath(from)?.depth ?? 1;
  const b = metaForPath(to)?.depth ?? 1;
  if (b > a) return 'forward';
  if (b < a) return 'back';
  return 'none';
}

/** Attribute on <html> that the view-transition styles read. */
export const DIRECTION_ATTRIBUTE = 'data-dam-nav';

/**
 * Marks each navigation with its direction before React Router starts the view transition, so the CSS of
 * `::view-transition-old/new(root)` slides the right way (see shell/transitions.css.ts). Browsers without
 * View Transitions simply swap the page.
 */
export function installTransitionDirection(router: DataRouter): () => void {
  let current = router.state.location.pathname;
  const mark = (to: string) => {
    document.documentElement.setAttribute(DIRECTION_ATTRIBUTE, transitionDirection(current, to));
  };
  return router.subscribe((state) => {
    const pending = state.navigation.location;
    if (pending && pending.pathname !== current) mark(pending.pathname);
    if (state.navigation.state === 'idle' && state.location.pathname !== current) {
      if (!pending) mark(state.location.pathname);
      current = state.location.pathname;
    }
  });
}

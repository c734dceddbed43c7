import { type DataRouter, matchRoutes, type Params, type RouteObject } from 'react-router';
import type { RouteHandle } from './buildRoutes';

/** After the page has settled: requestIdleCallback where there is one (not on iOS Safari), else a short wait. */
function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 300);
}

/**
 * Fetches the code of the screens the page links to, so a tap on a link waits for the data only. Each screen
 * is a lazy chunk; on a site phone (CPU 4×) the bay chart screen's files arrived 0.6–1.2 s after the tap
 * (`npm run bench -- demo`). Links are read when a navigation has settled and the phone is idle, and again
 * when a finger or the keyboard reaches a link that came later (lists that load after the page). Each screen
 * is fetched once; a failed fetch is tried again on the tap itself.
 *
 * A finger (or the mouse's main button) coming down on a link also starts the linked screen's first data,
 * when its route declares some (`RouteHandle.startData`): a tap lasts about a tenth of a second before its
 * click, and the call runs meanwhile; the navigation's own start then takes that call. A touch that turns into
 * a scroll leaves an answer no screen takes, forgotten after a few seconds (damtherm's preload keeps it 10 s).
 */
export function preloadLinkedScreens(router: DataRouter, routes: RouteObject[]) {
  const fetched = new Set<string>();
  const preload = (href: string, withData: boolean) => {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
      if (withData) startData(route, params, url);
      if (!route.id || fetched.has(route.id) || typeof route.lazy !== 'function') continue;
      fetched.add(route.id);
      route.lazy().catch(() => fetched.delete(route.id ?? ''));
    }
  };
  const scan = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) preload(link.href, false);
  };
  const reached = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) preload(link.href, isPlainPress(event, link));
  };
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') whenIdle(scan);
  });
  whenIdle(scan);
  document.addEventListener('pointerdown', reached, { capture: true, passive: true });
  document.addEventListener('focusin', reached, { capture: true });
}

/** A press that follows the link here: the main button, no key that opens it elsewhere, not a new tab's target. */
function isPlainPress(event: Event, link: HTMLAnchorElement): boolean {
  if (!(event instanceof PointerEvent) || event.button !== 0) return false;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  return !link.target || link.target === '_self';
}

/** Starts a matched route's first data; a route the user may not open (signed out) starts nothing. */
function startData(route: RouteObject, params: Params, url: URL) {
  const handle = route.handle as RouteHandle | undefined;
  if (!handle?.startData) return;
  try {
    handle.startData({ params, request: new Request(url) });
  } catch {
    // The login check's redirect: the tap's navigation goes to the login page and asks nothing.
  }
}

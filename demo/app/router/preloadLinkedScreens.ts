import { type DataRouter, matchRoutes, type RouteObject } from 'react-router';

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
 */
export function preloadLinkedScreens(router: DataRouter, routes: RouteObject[]) {
  const fetched = new Set<string>();
  const preload = (href: string) => {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    for (const { route } of matchRoutes(routes, url.pathname) ?? []) {
      if (!route.id || fetched.has(route.id) || typeof route.lazy !== 'function') continue;
      fetched.add(route.id);
      route.lazy().catch(() => fetched.delete(route.id ?? ''));
    }
  };
  const scan = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) preload(link.href);
  };
  const reached = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) preload(link.href);
  };
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') whenIdle(scan);
  });
  whenIdle(scan);
  document.addEventListener('pointerdown', reached, { capture: true, passive: true });
  document.addEventListener('focusin', reached, { capture: true });
}

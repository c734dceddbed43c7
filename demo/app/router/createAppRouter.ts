import { createBrowserRouter, createMemoryRouter, type DataRouter } from 'react-router';
import { buildRoutes } from './buildRoutes';
import { preloadLinkedScreens } from './preloadLinkedScreens';
import { installTransitionDirection } from './transitions';
import type { Screen } from './types';

/**
 * The demo's data router over the browser history, with page-transition directions installed and the code of
 * linked screens fetched ahead of the tap.
 */
export function createAppRouter(screens: readonly Screen[]): DataRouter {
  const routes = buildRoutes(screens);
  const router = createBrowserRouter(routes);
  installTransitionDirection(router);
  preloadLinkedScreens(router, routes);
  return router;
}

/** The same routes over an in-memory history (browser tests). */
export function createTestRouter(screens: readonly Screen[], initialEntries: string[] = ['/']): DataRouter {
  const router = createMemoryRouter(buildRoutes(screens), { initialEntries });
  installTransitionDirection(router);
  return router;
}

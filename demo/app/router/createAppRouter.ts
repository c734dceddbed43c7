import type { DamClient } from 'damtherm/client';
import { createBrowserRouter, createMemoryRouter, type DataRouter } from 'react-router';
import { buildRoutes } from './buildRoutes';
import { preloadLinkedScreens } from './preloadLinkedScreens';
import { installTransitionDirection } from './transitions';
import type { Screen } from './types';

/**
 * The demo's data router over the browser history, with page-transition directions installed, the code of
 * linked screens fetched ahead of the tap and each screen's first data started with its navigation (through
 * `client`).
 */
export function createAppRouter(screens: readonly Screen[], client?: DamClient): DataRouter {
  const routes = buildRoutes(screens, client);
  const router = createBrowserRouter(routes);
  installTransitionDirection(router);
  preloadLinkedScreens(router, routes);
  return router;
}

/** The same routes over an in-memory history (browser tests). */
export function createTestRouter(
  screens: readonly Screen[],
  initialEntries: string[] = ['/'],
  client?: DamClient,
): DataRouter {
  const router = createMemoryRouter(buildRoutes(screens, client), { initialEntries });
  installTransitionDirection(router);
  return router;
}

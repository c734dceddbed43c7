import { createBrowserRouter, createMemoryRouter, type DataRouter } from 'react-router';
import { buildRoutes } from './buildRoutes';
import { installTransitionDirection } from './transitions';
import type { Screen } from './types';

/** The demo's data router over the browser history, with page-transition directions installed. */
export function createAppRouter(screens: readonly Screen[]): DataRouter {
  const router = createBrowserRouter(buildRoutes(screens));
  installTransitionDirection(router);
  return router;
}

/** The same routes over an in-memory history (browser tests). */
export function createTestRouter(screens: readonly Screen[], initialEntries: string[] = ['/']): DataRouter {
  const router = createMemoryRouter(buildRoutes(screens), { initialEntries });
  installTransitionDirection(router);
  return router;
}

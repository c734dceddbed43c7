import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { ScreenPrefetch } from './prefetchScreenData';
import type { RouteId } from './routeTable';

/** What a screen module gives the router (React Router's lazy route module, the parts we use). */
export interface ScreenModule {
  /** The screen. */
  Component: ComponentType;
  /** Data to load before the screen shows (runs after the login check). */
  loader?: LoaderFunction;
  /** Shown instead of the screen when it throws. */
  ErrorBoundary?: ComponentType;
}

/**
 * One screen registered for a route of the route table. `load` is a dynamic import, so each screen is its own
 * chunk and a phone downloads only what it opens:
 *
 * ```ts
 * export const screens: Screen[] = [
 *   { route: 'racks', load: () => import('./RacksScreen').then((m) => ({ Component: m.RacksScreen })) },
 * ];
 * ```
 */
export interface Screen {
  route: RouteId;
  load: () => Promise<ScreenModule>;
  /** The data the screen reads first, started with the navigation while `load` runs (see `./prefetchScreenData`). */
  prefetch?: ScreenPrefetch;
}

/** Defines a feature's screens with their types checked. */
export function defineScreens(screens: Screen[]): Screen[] {
  return screens;
}

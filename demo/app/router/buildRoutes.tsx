import type { DamClient } from 'damtherm/client';
import { type LoaderFunctionArgs, type Params, type RouteObject, replace } from 'react-router';
import { AppShell } from '../shell/AppShell';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { RouteError } from '../shell/RouteError';
import { Splash } from '../shell/Splash';
import { guardRoute } from './guard';
import { prefetchScreenData } from './prefetchScreenData';
import { type RouteMeta, routeMeta } from './routeTable';
import type { Screen } from './types';

/**
 * What every route of the app carries in `handle`: its entry of the route table and, for a screen with a
 * prefetch, how to start that screen's first data (after the login check, which throws its redirect).
 */
export interface RouteHandle {
  meta: RouteMeta;
  startData?: (args: { params: Params; request: Request }) => void;
}

function screenRoute(screen: Screen, client: DamClient | undefined): RouteObject {
  const meta = routeMeta(screen.route);
  let module: ReturnType<Screen['load']> | undefined;
  const load = () => {
    module ??= screen.load().catch((error: unknown) => {
      module = undefined; // a failed chunk download may succeed on the next try
      throw error;
    });
    return module;
  };
  const startData: RouteHandle['startData'] = (args) => {
    guardRoute(meta, args.request);
    prefetchScreenData(screen.prefetch, client, args);
  };
  return {
    id: meta.id,
    path: meta.path,
    handle: { meta, ...(screen.prefetch && client ? { startData } : {}) } satisfies RouteHandle,
    loader: async (args: LoaderFunctionArgs) => {
      startData(args);
      const mod = await load();
      return mod.loader ? mod.loader(args) : null;
    },
    lazy: async () => {
      const mod = await load();
      return { Component: mod.Component, ...(mod.ErrorBoundary ? { ErrorBoundary: mod.ErrorBoundary } : {}) };
    },
  };
}

/**
 * The route objects of the data router: the shell around every screen registered for the route table, `/`
 * to /main_new, /404, and every other path to /404 (after the login check, so a signed-out user still goes to
 * /login?redirect={path} first). With `client`, a screen's prefetch starts its data with the navigation.
 */
export function buildRoutes(screens: readonly Screen[], client?: DamClient): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const screen of screens) {
    if (seen.has(screen.route)) throw new Error(`Two screens registered for route "${screen.route}"`);
    seen.add(screen.route);
    children.push(screenRoute(screen, client));
  }
  const notFound = routeMeta('notFound');
  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: Splash,
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: () => replace('/main_new'), element: null },
        ...children,
        {
          id: notFound.id,
          path: notFound.path,
          handle: { meta: notFound } satisfies RouteHandle,
          loader: ({ request }) => {
            guardRoute(notFound, request);
            return null;
          },
          Component: NotFoundScreen,
        },
        {
          path: '*',
          element: null,
          loader: ({ request }) => {
            guardRoute(null, request);
            throw replace('/404');
          },
        },
      ],
    },
  ];
}

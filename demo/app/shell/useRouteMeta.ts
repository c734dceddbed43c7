import { useDamTranslation } from 'damtherm';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../router/buildRoutes';
import type { RouteMeta } from '../router/routeTable';

/** The route-table entry of the deepest matched route, or null (index redirect, unknown path). */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta;
  }
  return null;
}

/** The current route's title in the current language. */
export function useRouteTitle(): string {
  const meta = useRouteMeta();
  const { t } = useDamTranslation();
  return meta ? t(`app.route.${meta.id}`) : t('app.name');
}

/**
 * The route table of the whole application: every route of part 1 §2 and part 2 §2.1, with its title (an
 * `app.route.*` message, zh and en), its depth index 0–8 (page transitions slide forward when the depth
 * grows and back when it shrinks), whether the bottom tab bar shows, whether entering it scrolls to the top,
 * and who may open it.
 *
 * The table only describes routes. A screen registers itself for a route id in its feature's `screens.ts`
 * (see `./screens.ts`); a route without a screen is not registered and falls to /404 like any unknown path.
 */
import type { app } from '../texts/app';

/** A route's id: the key of its title among the demo's texts (`app.route.*`). */
export type RouteId = keyof (typeof app)['zh']['route'];

/** Who may open a route without the stored login id. */
export type RouteAccess =
  /** Anyone, logged in or not (/register). */
  | 'public'
  /** Only a signed-out visitor; a logged-in user is sent to / (/login). */
  | 'guest'
  /** A logged-in user; anyone else goes to /login?redirect={path}. */
  | 'user';

export interface RouteMeta {
  id: RouteId;
  /** React Router path pattern (`:param` for the seeds' `{param}`). */
  path: string;
  /** Depth index 0–8: the transition goes forward into a deeper route and back to a shallower one. */
  depth: number;
  /** The bottom tab bar shows on this route (only the four tab roots). */
  tabBar?: boolean;
  /** Entering this route scrolls the page to the top (browser back restores the earlier position anyway). */
  scrollTop?: boolean;
  /** Default 'user'. */
  access?: RouteAccess | ((url: URL) => RouteAccess);
}

export const routeTable = [
  // Entry
  { id: 'login', path: '/login', depth: 0, access: 'guest', scrollTop: true },
  { id: 'register', path: '/register', depth: 1, access: 'public', scrollTop: true },
  // The WeChat callback (?code=…&state=…, or ?state=… alone when WeChat gave no code) is itself a login, so
  // it needs none; the administrator's confirmation of a scan login (?token=…) does.
  {
    id: 'wxcode',
    path: '/wxcode',
    depth: 1,
    scrollTop: true,
    access: (url) =>
      url.searchParams.has('code') || (url.searchParams.has('state') && !url.searchParams.has('token'))
        ? 'public'
        : 'user',
  },
  { id: 'mainNew', path: '/main_new', depth: 1, tabBar: true },
  { id: 'main', path: '/main', depth: 1 },
  { id: 'welcome', path: '/welcome', depth: 1, scrollTop: true },
  { id: 'weather', path: '/weather', depth: 2, scrollTop: true },
  { id: 'notFound', path: '/404', depth: 1, scrollTop: true },
  // Auto reversal
  { id: 'coolerControl', path: '/tab/coolercontrol/:racksId', depth: 3, scrollTop: true },
  { id: 'coolerGo', path: '/tab/coolergo/:racksId/:loopId/:id', depth: 4, scrollTop: true },
  { id: 'autoReversal', path: '/tab/racksId/:id/auto_reversal', depth: 4, scrollTop: true },
  // Gradient and pressure
  { id: 'temperatureGradient', path: '/tab/temperatureGradient', depth: 2, scrollTop: true },
  { id: 'temperatureGradientCure', path: '/tab/temperatureGradientCure', depth: 3, scrollTop: true },
  { id: 'pressure', path: '/tab/pressure', depth: 2, scrollTop: true },
  { id: 'pressureDetails', path: '/tab/pressureDetails', depth: 3, scrollTop: true },
  // Maps
  { id: 'tabMap', path: '/tab/map', depth: 1, tabBar: true, scrollTop: true },
  { id: 'otherMap', path: '/tab/otherMap/:areaid', depth: 2, scrollTop: true },
  { id: 'bayRanking', path: '/areas/ranking', depth: 3, scrollTop: true },
  { id: 'map', path: '/map', depth: 2, scrollTop: true },
  { id: 'outdata', path: '/tab/outdata', depth: 2, scrollTop: true },
  // Hive charts
  { id: 'hiveTempChart', path: '/hives/temp_chart/:hive_id', depth: 5, scrollTop: true },
  { id: 'hiveEchartTempChart', path: '/hives/echart_temp_chart/:hive_id', depth: 5, scrollTop: true },
  // Cabinets, loops, thermometers
  { id: 'racks', path: '/tab/racks', depth: 2, scrollTop: true },
  { id: 'rack', path: '/tab/racksId/:id', depth: 3, scrollTop: true },
  { id: 'rackLoops', path: '/tab/racksId/:id/loops', depth: 4, scrollTop: true },
  { id: 'rackTemps', path: '/tab/racksId/:id/temps', depth: 4, scrollTop: true },
  { id: 'rackLoop', path: '/tab/racksId/:id/loops/:loopId', depth: 5, scrollTop: true },
  { id: 'rackTemp', path: '/tab/racksId/:id/temps/:loopId', depth: 5, scrollTop: true },
  { id: 'loopCtrl', path: '/tab/racksId/:id/loops/:loopId/loopctrl', depth: 6, scrollTop: true },
  { id: 'ambientTemp', path: '/tempsData/racksId/:id/temps/:loopId', depth: 3, scrollTop: true },
  // Areas and bays
  { id: 'areas', path: '/areas/main', depth: 2, scrollTop: true },
  { id: 'pier', path: '/areas/pier/:id', depth: 3, scrollTop: true },
  { id: 'hive', path: '/areas/hives', depth: 4, scrollTop: true },
  { id: 'hiveFiles', path: '/areas/info_list', depth: 5, scrollTop: true },
  { id: 'hiveLoopDetails', path: '/areas/temploopDetails', depth: 5, scrollTop: true },
  { id: 'aggregates', path: '/areas/aggregate', depth: 2, scrollTop: true },
  { id: 'aggregateDetail', path: '/areas/aggregateDetail', depth: 3, scrollTop: true },
  // Settings, audit, feedback, bay handling
  { id: 'setting', path: '/setting', depth: 1, tabBar: true },
  { id: 'checkUser', path: '/check/user', depth: 2, scrollTop: true },
  { id: 'auditLog', path: '/audit', depth: 2, scrollTop: true },
  { id: 'feedback', path: '/feedback', depth: 2, scrollTop: true },
  { id: 'hiveDeal', path: '/hivedeal', depth: 2, scrollTop: true },
  // Temperature entry
  { id: 'tempList', path: '/temperature/temp_list', depth: 2, scrollTop: true },
  { id: 'temp', path: '/temperature/temp/:id', depth: 3, scrollTop: true },
  { id: 'tempKind', path: '/temperature/temp/:kind/:id', depth: 3, scrollTop: true },
  { id: 'solarRadiation', path: '/temperature/solarRadiationMeter', depth: 2, scrollTop: true },
  // Messages and warnings
  { id: 'messageMain', path: '/message/main', depth: 1, tabBar: true },
  { id: 'messages', path: '/message/messages', depth: 2, scrollTop: true },
  { id: 'sifaWarns', path: '/message/sifaWarns', depth: 3, scrollTop: true },
  { id: 'gkjWarns', path: '/message/gkjWarns', depth: 3, scrollTop: true },
  { id: 'tempWarns', path: '/message/tempWarns', depth: 3, scrollTop: true },
  { id: 'stageTemp', path: '/message/stageTemp', depth: 3, scrollTop: true },
  { id: 'loopWarns', path: '/message/loopWarns', depth: 3, scrollTop: true },
  { id: 'cjkWarns', path: '/message/cjkWarns', depth: 3, scrollTop: true },
  { id: 'rcWarns', path: '/message/rcWarns', depth: 3, scrollTop: true },
  { id: 'jzWarns', path: '/message/jzWarns', depth: 3, scrollTop: true },
  { id: 'dailyDecline', path: '/message/dailyDecline', depth: 3, scrollTop: true },
  { id: 'tempUnknown', path: '/message/tempUnknown', depth: 3, scrollTop: true },
  { id: 'tempTimeout', path: '/message/tempTimeout', depth: 3, scrollTop: true },
  { id: 'tempControlChangeRange', path: '/message/tempControlChangeRange', depth: 3, scrollTop: true },
  { id: 'intempBiggerHivetemp', path: '/message/intempBiggerHivetemp', depth: 3, scrollTop: true },
  { id: 'inTempRange', path: '/message/inTempRange', depth: 3, scrollTop: true },
  // Reports
  { id: 'reportAnalys', path: '/reportAnalys', depth: 2, scrollTop: true },
  { id: 'tempduibi', path: '/tempduibi', depth: 2, scrollTop: true },
] as const satisfies readonly RouteMeta[];

const byId = new Map<RouteId, RouteMeta>(routeTable.map((route) => [route.id, route]));

/** The table entry of a route id. */
export function routeMeta(id: RouteId): RouteMeta {
  const meta = byId.get(id);
  if (!meta) throw new Error(`No route "${id}" in the route table`);
  return meta;
}

/** Who may open this route at this URL. */
export function routeAccess(meta: RouteMeta, url: URL): RouteAccess {
  const access = meta.access ?? 'user';
  return typeof access === 'function' ? access(url) : access;
}

/** The routes that show the bottom tab bar, in the order of its tabs' targets. */
export const TAB_BAR_PATHS = ['/main_new', '/tab/map', '/message/main', '/setting'] as const;

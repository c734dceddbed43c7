import { defineScreens } from '../../router/types';

/** The temperature-control maps (part 2 §2.3, §2.11): the 2D tab, an area's map and the 3D map. */
export const mapScreens = defineScreens([
  { route: 'tabMap', load: () => import('./MapScreen').then((m) => ({ Component: m.TabMapScreen })) },
  { route: 'otherMap', load: () => import('./MapScreen').then((m) => ({ Component: m.OtherMapScreen })) },
  {
    route: 'bayRanking',
    load: () => import('./BayRankingScreen').then((m) => ({ Component: m.BayRankingScreen })),
  },
  { route: 'map', load: () => import('./Map3DScreen').then((m) => ({ Component: m.Map3DScreen })) },
]);

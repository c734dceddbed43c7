import { defineScreens } from '../../router/types';

/** Areas, the bay list, the bay detail and its temperature loop details (part 1 §2, part 2 §2.11). */
export const areasScreens = defineScreens([
  { route: 'areas', load: () => import('./AreasScreen').then((m) => ({ Component: m.AreasScreen })) },
  { route: 'pier', load: () => import('./PierScreen').then((m) => ({ Component: m.PierScreen })) },
  { route: 'hive', load: () => import('./BayScreen').then((m) => ({ Component: m.BayScreen })) },
  {
    route: 'hiveLoopDetails',
    load: () => import('./BayLoopDetailsScreen').then((m) => ({ Component: m.BayLoopDetailsScreen })),
  },
]);

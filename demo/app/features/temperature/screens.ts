import { defineScreens } from '../../router/types';

/**
 * Outlet, bin-entry and pouring temperatures (part 2 §2.5): the list of outlet points, and a point's (or a
 * kind's) curve, readings and entry dialog.
 */
export const temperatureScreens = defineScreens([
  {
    route: 'tempList',
    load: () => import('./PointListScreen').then((m) => ({ Component: m.PointListScreen })),
  },
  {
    route: 'temp',
    load: () => import('./TemperatureScreen').then((m) => ({ Component: m.TemperatureScreen })),
  },
  {
    route: 'tempKind',
    load: () => import('./TemperatureScreen').then((m) => ({ Component: m.TemperatureScreen })),
  },
]);

import { defineScreens } from '../../router/types';

/** The home screen (workbench), at /main_new (with the tab bar) and /main. */
export const homeScreens = defineScreens([
  { route: 'mainNew', load: () => import('./HomeScreen').then((m) => ({ Component: m.HomeScreen })) },
  { route: 'main', load: () => import('./HomeScreen').then((m) => ({ Component: m.HomeScreen })) },
]);

import { defineScreens } from '../../router/types';

/** The My tab and the feedback form. */
export const settingsScreens = defineScreens([
  { route: 'setting', load: () => import('./SettingScreen').then((m) => ({ Component: m.SettingScreen })) },
  {
    route: 'feedback',
    load: () => import('./FeedbackScreen').then((m) => ({ Component: m.FeedbackScreen })),
  },
]);

import { defineScreens } from '../../router/types';

/** The silo information export with its batch export (part 2 §2.4, §7, §9). */
export const exportScreens = defineScreens([
  { route: 'outdata', load: () => import('./ExportScreen').then((m) => ({ Component: m.ExportScreen })) },
]);

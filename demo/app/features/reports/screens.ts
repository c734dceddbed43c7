import { defineScreens } from '../../router/types';

/** The report analysis (part 2 §2.7): the five report types over a period, shown and exported. */
export const reportsScreens = defineScreens([
  {
    route: 'reportAnalys',
    load: () => import('./ReportScreen').then((m) => ({ Component: m.ReportScreen })),
  },
]);

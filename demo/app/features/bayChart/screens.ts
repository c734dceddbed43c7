import { defineScreens } from '../../router/types';

/** The bay chart page (part 1 §2) under both of its legacy routes. */
export const bayChartScreens = defineScreens([
  {
    route: 'hiveTempChart',
    load: () => import('./BayChartScreen').then((m) => ({ Component: m.BayChartScreen })),
  },
  {
    route: 'hiveEchartTempChart',
    load: () => import('./BayChartScreen').then((m) => ({ Component: m.BayChartScreen })),
  },
]);

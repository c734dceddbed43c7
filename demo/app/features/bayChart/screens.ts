import { preloadBayChart } from 'damtherm';
import type { ScreenPrefetch } from '../../router/prefetchScreenData';
import { defineScreens } from '../../router/types';
import { wholeNumber } from '../racks/paths';

/** The bay's average temperature, the page's first call, starts with the navigation (not for a bad id). */
const prefetch: ScreenPrefetch = ({ params, client }) => preloadBayChart(client, wholeNumber(params.hive_id));

/** The bay chart page (part 1 §2) under both of its legacy routes. */
export const bayChartScreens = defineScreens([
  {
    route: 'hiveTempChart',
    load: () => import('./BayChartScreen').then((m) => ({ Component: m.BayChartScreen })),
    prefetch,
  },
  {
    route: 'hiveEchartTempChart',
    load: () => import('./BayChartScreen').then((m) => ({ Component: m.BayChartScreen })),
    prefetch,
  },
]);

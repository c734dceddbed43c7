/**
 * The screens of the demo, registered feature by feature. A feature folder exports a `screens` list
 * (`features/<feature>/screens.ts`): each entry names a route of the route table and how to load its module.
 * Add your feature's list here; a route whose screen is not registered falls to /404.
 */
import { accountScreens } from '../features/account/screens';
import { aggregatesScreens } from '../features/aggregates/screens';
import { areasScreens } from '../features/areas/screens';
import { bayChartScreens } from '../features/bayChart/screens';
import { comparisonScreens } from '../features/comparison/screens';
import { exportScreens } from '../features/export/screens';
import { filesScreens } from '../features/files/screens';
import { hiveDealScreens } from '../features/hiveDeal/screens';
import { homeScreens } from '../features/home/screens';
import { instrumentsScreens } from '../features/instruments/screens';
import { mapScreens } from '../features/map/screens';
import { messagesScreens } from '../features/messages/screens';
import { racksScreens } from '../features/racks/screens';
import { reportsScreens } from '../features/reports/screens';
import { settingsScreens } from '../features/settings/screens';
import { temperatureScreens } from '../features/temperature/screens';
import type { Screen } from './types';

export const screens: readonly Screen[] = [
  ...accountScreens,
  ...homeScreens,
  ...settingsScreens,
  ...racksScreens,
  ...bayChartScreens,
  ...exportScreens,
  ...hiveDealScreens,
  ...filesScreens,
  ...messagesScreens,
  ...areasScreens,
  ...mapScreens,
  ...instrumentsScreens,
  ...aggregatesScreens,
  ...comparisonScreens,
  ...reportsScreens,
  ...temperatureScreens,
];

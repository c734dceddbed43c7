import { defineScreens } from '../../router/types';

/** The block age comparison with the gradient comparison (part 2 §2.7). */
export const comparisonScreens = defineScreens([
  {
    route: 'tempduibi',
    load: () => import('./ComparisonScreen').then((m) => ({ Component: m.ComparisonScreen })),
  },
]);

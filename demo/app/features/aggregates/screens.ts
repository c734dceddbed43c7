import { defineScreens } from '../../router/types';

/** Aggregates (part 2 §2.8): the list with its search, and an aggregate's curve, records and entry. */
export const aggregatesScreens = defineScreens([
  {
    route: 'aggregates',
    load: () => import('./AggregatesScreen').then((m) => ({ Component: m.AggregatesScreen })),
  },
  {
    route: 'aggregateDetail',
    load: () => import('./AggregateDetailScreen').then((m) => ({ Component: m.AggregateDetailScreen })),
  },
]);

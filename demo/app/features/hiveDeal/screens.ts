import { defineScreens } from '../../router/types';

/** Bay handling (part 1 §2 /hivedeal; part 2 §7 getHiveDeal, get_detail_record, add_detail_record). */
export const hiveDealScreens = defineScreens([
  {
    route: 'hiveDeal',
    load: () => import('./HiveDealScreen').then((m) => ({ Component: m.HiveDealScreen })),
  },
]);

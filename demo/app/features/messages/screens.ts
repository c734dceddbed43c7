import { defineScreens } from '../../router/types';
import { WARNING_LIST_IDS } from './catalog';

const listScreen = () => import('./WarningListScreen').then((m) => ({ Component: m.WarningListScreen }));

/**
 * The warning-messages tab (part 2 §2.1, §2.6): the messages page with its three categories, the list the
 * home badge opens, and the fourteen warning lists (one screen, one chunk, read by route id).
 */
export const messagesScreens = defineScreens([
  {
    route: 'messageMain',
    load: () => import('./MessageMainScreen').then((m) => ({ Component: m.MessageMainScreen })),
  },
  {
    route: 'messages',
    load: () => import('./MessagesScreen').then((m) => ({ Component: m.MessagesScreen })),
  },
  ...WARNING_LIST_IDS.map((route) => ({ route, load: listScreen })),
]);

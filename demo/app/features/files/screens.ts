import { defineScreens } from '../../router/types';

/** The files of a bay (part 2 §2.11): upload with progress, download, delete with confirmation. */
export const filesScreens = defineScreens([
  {
    route: 'hiveFiles',
    load: () => import('./BayFilesScreen').then((m) => ({ Component: m.BayFilesScreen })),
  },
]);

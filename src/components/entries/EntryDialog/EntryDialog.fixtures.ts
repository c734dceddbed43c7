import type { EntryOutcome } from '../../../domain';
import { fewBins, manyBins } from '../../bays/BayPicker/BayPicker.fixtures';
import { FIXTURE_NOW } from '../../fixtures';

export { FIXTURE_NOW, fewBins, manyBins };

/** How the data layer answers, for the stories: at once, after a while, kept offline, refused, failed. */
export const answers = {
  added: async (): Promise<EntryOutcome> => ({ ok: true }),
  slow: () => new Promise<EntryOutcome>((resolve) => setTimeout(() => resolve({ ok: true }), 1500)),
  queued: async (): Promise<EntryOutcome> => ({ ok: true, queued: true }),
  refused: async (): Promise<EntryOutcome> => ({
    ok: false,
    reason: 'rejected',
    message: '温度值应在 -50 到 100 ℃ 之间',
    messageKey: 'validation.entry.range',
  }),
  permission: async (): Promise<EntryOutcome> => ({ ok: false, reason: 'permission' }),
  failed: (): Promise<EntryOutcome> => Promise.reject(new Error('Failed to fetch')),
};

/* Loop reversal settings. */
import { DamError } from '../../client/errors';
import type { CommandOutcome } from '../../domain/command.ts';
import {
  type ReversalDirection,
  reversalDirectionCode,
  reversalSetSucceeded,
} from '../../domain/reversal.ts';
import { defineMutation, matching } from '../defineMutation';
import { useCabinetWithLoops } from '../reads/cabinets';
import {
  REVERSAL_LOG_PAGES,
  useReversalLogCount,
  useReversalSetting,
  useReversalSettings,
} from '../reads/reversal';
import { idempotencyKey, type WriteOnce } from './writeOnce';

/** A reversal setting: automatic every interval (days·24 + hours, minutes) or a manual direction. */
export type AutoReverseInput = WriteOnce & {
  autoId: number;
  cabinetId: number;
  loop: number;
  /** User id of the signed-in user. */
  userId: string;
} & ({ mode: 'auto'; hours: number; minutes: number } | { mode: 'manual'; direction: ReversalDirection });

/**
 * Set a loop's reversal (set_auto_reverse), with its `requestId` as Idempotency-Key. Resolves with a
 * CommandOutcome: ok (result ≥ 0, 'setting succeeded'), rejected (result below 0 or a refusal with its msg:
 * 'setting failed'), or permission (the user lacks the right). Rejects only when the call itself failed.
 * Reloads the settings and the logs.
 */
export const useSetAutoReverse = defineMutation('/pqt/set_auto_reverse', {
  async request(client, s: AutoReverseInput, path): Promise<CommandOutcome> {
    const body =
      s.mode === 'auto'
        ? {
            c_cmd: 0 as const,
            c_who: s.userId,
            c_cmd_value2: s.hours,
            c_when_issue: s.minutes,
            c_auto_id: s.autoId,
          }
        : {
            c_cmd: 1 as const,
            c_who: s.userId,
            c_cmd_value: reversalDirectionCode(s.direction),
            c_auto_id: s.autoId,
          };
    try {
      const { data } = await client.POST(path, { body, params: idempotencyKey(s.requestId) });
      return reversalSetSucceeded(data?.data.result ?? -1) ? { ok: true } : { ok: false, reason: 'rejected' };
    } catch (failure) {
      if (failure instanceof DamError && failure.reason === 'noPermission') {
        return { ok: false, reason: 'permission' };
      }
      if (failure instanceof DamError && failure.kind === 'server') {
        return { ok: false, reason: 'rejected', ...(failure.message ? { message: failure.message } : {}) };
      }
      throw failure;
    }
  },
  affects: [
    matching(useReversalSettings, (s: AutoReverseInput) => ({ c_rack: s.cabinetId })),
    matching(useReversalSetting, (s: AutoReverseInput) => ({ c_rack: s.cabinetId, c_loop: s.loop })),
    matching(useCabinetWithLoops, (s: AutoReverseInput) => ({ c_rack: s.cabinetId })),
    REVERSAL_LOG_PAGES,
    useReversalLogCount,
  ],
});

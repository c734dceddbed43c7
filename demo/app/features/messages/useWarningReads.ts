import { useDamTranslation, useMarkWarningsRead, type WarningKind } from 'damtherm';
import type { WarningItem } from 'damtherm/domain';
import { useCallback } from 'react';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errors';

/**
 * The signed-in user's read flags: opening an unread warning marks it read, so does its "Mark read" button
 * (with a notice), "mark all read" marks a list's kinds (or everything). The hook revalidates the counts and
 * lists before it resolves, so the dot and the badges fall together.
 */
export function useWarningReads() {
  const { t } = useDamTranslation();
  const { notify } = useApp();
  const mark = useMarkWarningsRead();
  const { trigger } = mark;

  const open = useCallback(
    (item: WarningItem) => {
      if (item.read || typeof item.id !== 'number') return;
      trigger({ ids: [item.id] }).catch((error: unknown) =>
        notify(`${t('app.message.markReadFailed')}: ${errorMessage(error, t)}`, 'danger'),
      );
    },
    [trigger, notify, t],
  );

  /** The "Mark read" button of a card that opens nothing: true once marked, and a notice either way. */
  const markOne = useCallback(
    async (item: WarningItem): Promise<boolean> => {
      if (typeof item.id !== 'number') return false;
      try {
        await trigger({ ids: [item.id] });
        notify(t('app.message.markedRead'), 'success');
        return true;
      } catch (error) {
        notify(`${t('app.message.markReadFailed')}: ${errorMessage(error, t)}`, 'danger');
        return false;
      }
    },
    [trigger, notify, t],
  );

  const markAll = useCallback(
    async (kinds?: readonly WarningKind[]) => {
      try {
        await trigger(kinds && kinds.length > 0 ? { all: true, kinds } : { all: true });
        notify(t('app.message.markedAllRead'), 'success');
      } catch (error) {
        notify(`${t('app.message.markReadFailed')}: ${errorMessage(error, t)}`, 'danger');
      }
    },
    [trigger, notify, t],
  );

  return { open, markOne, markAll, marking: mark.isMutating };
}

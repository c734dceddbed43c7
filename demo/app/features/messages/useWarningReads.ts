import { useDamTranslation, useMarkWarningsRead, type WarningKind } from 'damtherm';
import type { WarningItem } from 'damtherm/domain';
import { useCallback } from 'react';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errors';

/**
 * The signed-in user's read flags: opening an unread warning marks it read, "mark all read" marks a list's
 * kinds (or everything). The hook revalidates the counts and lists, so the dot and the badges fall.
 */
export function useWarningReads() {
  const { t } = useDamTranslation();
  const { notify } = useApp();
  const mark = useMarkWarningsRead();
  const { trigger } = mark;

  const open = useCallback(
    (item: WarningItem) => {
      if (item.read || item.id === null) return;
      trigger({ ids: [item.id] }).catch((error: unknown) =>
        notify(`${t('app.message.markReadFailed')}: ${errorMessage(error, t)}`, 'danger'),
      );
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

  return { open, markAll, marking: mark.isMutating };
}

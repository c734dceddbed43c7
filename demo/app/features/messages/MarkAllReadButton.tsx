import { Button, Dialog, DialogActions, Icon, useDamTranslation, type WarningKind } from 'damtherm';
import { useState } from 'react';
import * as styles from './screens.css';
import { useWarningReads } from './useWarningReads';

/**
 * "Mark all read" at the top of a warning screen (the header keeps its room for the title on a phone): the
 * list's kinds, or every warning on the messages page. It asks first, naming how many unread warnings it
 * will mark (`count`, from the counts the screen shows): marking cannot be undone.
 */
export function MarkAllReadButton({
  kinds,
  count,
}: {
  kinds?: readonly WarningKind[];
  /** The unread warnings it will mark; unknown while the counts load. */
  count: number | undefined;
}) {
  const { t } = useDamTranslation();
  const reads = useWarningReads();
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.toolbar}>
      <Button
        variant="secondary"
        size="sm"
        isPending={reads.marking}
        pendingLabel={t('app.message.markingAllRead')}
        onPress={() => setAsking(true)}
      >
        <Icon name="check" size={18} />
        {t('app.message.markAllRead')}
      </Button>
      <Dialog
        title={t('app.message.confirmAllTitle')}
        role="alertdialog"
        isOpen={asking}
        onOpenChange={setAsking}
      >
        {(close) => (
          <>
            <p className={styles.dialogText}>
              {count === 0
                ? t('app.message.confirmAllNone')
                : t('app.message.confirmAll', { count: count ?? '…' })}
            </p>
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {t('ui.cancel')}
              </Button>
              <Button
                isDisabled={count === 0}
                onPress={() => {
                  close();
                  void reads.markAll(kinds);
                }}
              >
                {t('app.message.markAllRead')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </div>
  );
}

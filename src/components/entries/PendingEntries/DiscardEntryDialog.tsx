import type { PendingEntry } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import * as styles from './PendingEntries.css';
import { pendingEntryKindKey } from './PendingEntryItem';
import { pendingEntriesTexts } from './texts';

/** The confirmation before a kept entry is forgotten (it cannot be recovered): Keep first, Discard last. */
export function DiscardEntryDialog({
  entry,
  onConfirm,
  onCancel,
}: {
  entry: PendingEntry | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useDamText(pendingEntriesTexts);
  return (
    <Dialog
      title={t('pending.discardDialog.title')}
      role="alertdialog"
      isOpen={entry !== null}
      hideCloseButton
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <p className={styles.dialogText}>{t('pending.discardDialog.message')}</p>
      {entry ? (
        <p className={styles.dialogText}>
          {t(pendingEntryKindKey(entry))} · {entry.entry.tempC.toFixed(1)} °C
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onPress={onCancel}>
          {t('pending.discardDialog.keep')}
        </Button>
        <Button variant="danger" onPress={onConfirm}>
          {t('pending.discardDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

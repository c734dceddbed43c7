import type { BayFile } from '../../domain';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogSubject, DialogText } from '../ui/Dialog';

export interface DeleteFileDialogProps {
  /** The file to delete; null keeps the dialog closed. */
  file: BayFile | null;
  /** The delete is being sent: the buttons wait and the dialog cannot be dismissed. */
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation before a delete (part 2 §8): 'this will permanently delete the file, continue?', with the
 * file's name, Cancel first and Delete last. An alertdialog: Escape and a tap outside cancel, except while the
 * delete is being sent.
 */
export function DeleteFileDialog({ file, deleting, onConfirm, onCancel }: DeleteFileDialogProps) {
  const { t } = useDamTranslation();
  return (
    <Dialog
      title={t('file.deleteDialog.title')}
      role="alertdialog"
      isOpen={file !== null}
      isDismissable={!deleting}
      hideCloseButton
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
    >
      <DialogText>{t('file.deleteDialog.message')}</DialogText>
      {file ? <DialogSubject>{file.name}</DialogSubject> : null}
      <DialogActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={deleting}>
          {t('file.deleteDialog.cancel')}
        </Button>
        {/* Not disabled while deleting: a focused button that turns disabled drops the focus out of the
            dialog. The table ignores a second confirm. */}
        <Button variant="danger" onPress={onConfirm} aria-disabled={deleting || undefined}>
          {deleting ? t('file.deleteDialog.deleting') : t('file.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { BayFile } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogSubject, DialogText } from '../../ui/Dialog';
import { fileTableTexts } from './texts';

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
  const { t } = useDamText(fileTableTexts);
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

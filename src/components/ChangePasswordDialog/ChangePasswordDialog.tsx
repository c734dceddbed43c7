import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Dialog } from '../ui/Dialog';
import { ChangePasswordForm, type ChangePasswordValues } from './ChangePasswordForm';

export interface ChangePasswordDialogProps {
  /** Open state (controlled). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Sends the change; see `ChangePasswordForm`'s `onSubmit`. */
  onSubmit: (values: ChangePasswordValues) => unknown;
  /**
   * Called after a successful change with the message; the dialog then closes (show the message as a toast).
   * Without it the dialog stays open and shows the message.
   */
  onSuccess?: (message: string) => void;
}

/** The in-app change-password dialog of home and settings (part 1 §2, §5). */
export function ChangePasswordDialog({
  isOpen,
  onOpenChange,
  onSubmit,
  onSuccess,
}: ChangePasswordDialogProps) {
  const { t } = useDamTranslation();
  return (
    <Dialog title={t('account.changePassword.heading')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <ChangePasswordForm
          variant="inApp"
          onSubmit={onSubmit}
          onSuccess={
            onSuccess
              ? (message) => {
                  onSuccess(message);
                  close();
                }
              : undefined
          }
          secondaryAction={{ label: t('account.changePassword.cancel'), onPress: close }}
        />
      )}
    </Dialog>
  );
}

import { forwardRef } from 'react';
import type { WriteRefusal } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Dialog } from '../../ui/Dialog';
import type { StyleProps } from '../../ui/props';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice';
import { ChangePasswordForm, type ChangePasswordValues } from './ChangePasswordForm';
import { changePasswordDialogTexts } from './texts';

export interface ChangePasswordDialogProps extends StyleProps {
  /** Open state (controlled, with `onOpenChange`). */
  isOpen?: boolean | undefined;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean | undefined;
  /** Called when the dialog opens or closes (close button, Escape, Cancel, a successful change). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Sends the change; see `ChangePasswordForm`'s `onSubmit`. */
  onSubmit: (values: ChangePasswordValues) => unknown;
  /**
   * Called after a successful change with the message; the dialog then closes (show the message as a toast).
   * Without it the dialog stays open and shows the message.
   */
  onSuccess?: (message: string) => void;
  /** Why the user may not change the password (the shared visitor account): the reason in place of the form. */
  refusal?: WriteRefusal | null | undefined;
}

/** The in-app change-password dialog of home and settings (part 1 §2, §5). */
export const ChangePasswordDialog = /* @__PURE__ */ forwardRef<HTMLElement, ChangePasswordDialogProps>(
  function ChangePasswordDialog(
    { isOpen, defaultOpen, onOpenChange, onSubmit, onSuccess, refusal = null, className, style },
    ref,
  ) {
    const { t } = useDamText(changePasswordDialogTexts);
    return (
      <Dialog
        ref={ref}
        title={t('account.changePassword.heading')}
        isOpen={isOpen}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        className={className}
        style={style}
      >
        {(close) =>
          refusal ? (
            <ReadOnlyNotice refusal={refusal} />
          ) : (
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
          )
        }
      </Dialog>
    );
  },
);

import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { useDamTranslation } from '../../../i18n/useDamTranslation';
import { Icon } from '../Icon';
import { useThemedPortalContainer } from '../portal';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** The dialog's heading (also its accessible name). */
  title: ReactNode;
  /** Body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state; leave both out when the dialog sits inside a react-aria `DialogTrigger`. */
  isOpen?: boolean;
  /** Called when the dialog asks to open or close (close button, Escape, a tap outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Closing by a tap outside (default true); turn off while a form is being sent. */
  isDismissable?: boolean;
  /** `dialog` (default) or `alertdialog` for confirmations. */
  role?: AriaDialogProps['role'];
  /** Hide the close button in the header (then give another way out). */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog: a bottom sheet on phones and a centred card on wider screens, with a heading and a close
 * button. Focus is trapped inside and returns to the trigger on close (react-aria Modal + Dialog). It portals
 * into the DamProvider's theme root, so it keeps the theme.
 */
export function Dialog({
  title,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role,
  hideCloseButton,
}: DialogProps) {
  const { t } = useDamTranslation();
  const { anchorRef, container, ready } = useThemedPortalContainer();
  return (
    <>
      <span ref={anchorRef} hidden />
      {ready ? (
        <ModalOverlay
          UNSTABLE_portalContainer={container}
          className={styles.overlay}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          isDismissable={isDismissable}
          isKeyboardDismissDisabled={!isDismissable}
        >
          <Modal className={styles.modal}>
            <AriaDialog className={styles.dialog} role={role}>
              {({ close }) => (
                <>
                  <div className={styles.header}>
                    <Heading slot="title" className={styles.title}>
                      {title}
                    </Heading>
                    {hideCloseButton ? null : (
                      <AriaButton className={styles.close} onPress={close} aria-label={t('app.ui.close')}>
                        <Icon name="close" />
                      </AriaButton>
                    )}
                  </div>
                  {typeof children === 'function' ? children(close) : children}
                </>
              )}
            </AriaDialog>
          </Modal>
        </ModalOverlay>
      ) : null}
    </>
  );
}

export { DialogTrigger } from 'react-aria-components';

import { forwardRef, type ReactNode, useContext, useState } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
} from 'react-aria-components';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useThemedPortalContainer } from '../portal';
import { joinClassNames, type StyleProps } from '../props';
import * as styles from './Dialog.css';
import { dialogTexts } from './texts';

export interface DialogProps extends StyleProps {
  /** The dialog's heading (also its accessible name). */
  title: ReactNode;
  /** Body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state; leave it out when the dialog sits inside a react-aria `DialogTrigger`. */
  isOpen?: boolean | undefined;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean | undefined;
  /** Called when the dialog asks to open or close (close button, Escape, a tap outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Closing by a tap outside (default true); turn off while a form is being sent. */
  isDismissable?: boolean | undefined;
  /** `dialog` (default) or `alertdialog` for confirmations. */
  role?: AriaDialogProps['role'] | undefined;
  /** Hide the close button in the header (then give another way out). */
  hideCloseButton?: boolean | undefined;
}

/**
 * A modal dialog: a bottom sheet on phones and a centred card on wider screens, with a heading and a close
 * button. Focus is trapped inside and returns to the trigger on close (react-aria Modal + Dialog). It portals
 * into the DamProvider's theme root, so it keeps the theme.
 *
 * A closed dialog leaves the page at once: it has no exit animation, and react-aria's exit state can stay
 * stuck (entering and exiting, the backdrop over the screen) when a dialog closes while it is still entering,
 * as a quick tap on Send did on a loaded machine. So the open state is read here (the prop, the enclosing
 * `DialogTrigger`, or its own after `defaultOpen`) and the overlay is only rendered while open.
 */
export const Dialog = /* @__PURE__ */ forwardRef<HTMLElement, DialogProps>(function Dialog(
  {
    title,
    children,
    isOpen,
    defaultOpen,
    onOpenChange,
    isDismissable = true,
    role,
    hideCloseButton,
    className,
    style,
  },
  ref,
) {
  const { t } = useDamText(dialogTexts);
  const { anchorRef, container, ready } = useThemedPortalContainer();
  const trigger = useContext(OverlayTriggerStateContext);
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const open = isOpen ?? trigger?.isOpen ?? ownOpen;
  const changeOpen = (next: boolean) => {
    if (isOpen === undefined) {
      if (trigger) trigger.setOpen(next);
      else setOwnOpen(next);
    }
    onOpenChange?.(next);
  };
  return (
    <>
      <span ref={anchorRef} hidden />
      {ready && open ? (
        <ModalOverlay
          UNSTABLE_portalContainer={container}
          className={styles.overlay}
          isOpen
          onOpenChange={changeOpen}
          isDismissable={isDismissable}
          isKeyboardDismissDisabled={!isDismissable}
        >
          <Modal className={styles.modal}>
            <AriaDialog
              ref={ref}
              className={joinClassNames(styles.dialog, className)}
              style={style}
              role={role}
            >
              {({ close }) => (
                <>
                  <div className={styles.header}>
                    <Heading slot="title" className={styles.title}>
                      {title}
                    </Heading>
                    {hideCloseButton ? null : (
                      <Button
                        variant="icon"
                        className={styles.close}
                        onPress={close}
                        aria-label={t('ui.close')}
                      >
                        <Icon name="close" />
                      </Button>
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
});

export interface DialogActionsProps extends StyleProps {
  /** The buttons, in reading order: the safe one first, the main one last. */
  children: ReactNode;
}

/** The row of buttons at the foot of a dialog: equal widths, so a thumb finds each. */
export const DialogActions = /* @__PURE__ */ forwardRef<HTMLDivElement, DialogActionsProps>(
  function DialogActions({ children, className, style }, ref) {
    return (
      <div ref={ref} className={joinClassNames(styles.actions, className)} style={style}>
        {children}
      </div>
    );
  },
);

/** A paragraph of a dialog's body. */
export function DialogText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** What a confirmation is about — a file's name, the command to send — set apart from the question. */
export function DialogSubject({ children }: { children: ReactNode }) {
  return <p className={styles.subject}>{children}</p>;
}

export { DialogTrigger } from 'react-aria-components';

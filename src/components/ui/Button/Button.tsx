import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  /** primary (filled accent, default), secondary (outlined), danger (outlined red), quiet (text only). */
  variant?: ButtonVariant;
  /** md (default, the touch-target height), sm for dense rows, lg for the main action of a screen. */
  size?: ButtonSize;
  /** Takes the whole width of its container (phone forms). */
  fullWidth?: boolean;
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'>, LookProps {
  children?: ReactNode;
  /** Extra class, e.g. for layout. */
  className?: string;
  /**
   * Text read and shown while `isPending` (react-aria keeps the button focusable and announces it busy);
   * defaults to the children.
   */
  pendingLabel?: ReactNode;
}

/**
 * The damtherm button: a react-aria Button at least one touch target tall, with a pending state that shows a
 * spinner and ignores presses (so a slow network cannot send a form twice).
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
  children,
  pendingLabel,
  isPending,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {isPending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'children'>, LookProps {
  children?: ReactNode;
  className?: string;
}

/** A link that looks like a button (navigation, not an action): a react-aria Link with the button's look. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
  ...rest
}: LinkButtonProps) {
  return (
    <AriaLink
      {...rest}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    />
  );
}

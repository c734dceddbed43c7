import { type CSSProperties, forwardRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { joinClassNames } from '../props';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet' | 'link' | 'row' | 'tile' | 'icon';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface LookProps {
  /**
   * primary (filled accent, default), secondary (outlined), danger (outlined red), quiet (text only), link
   * (underlined text), row (a full-width list entry), tile (icon above a short label, in the container's
   * colour), icon (a square holding one icon: give it an `aria-label`).
   * @selector [data-variant="primary" | "secondary" | "danger" | "quiet" | "link" | "row" | "tile" | "icon"]
   */
  variant?: ButtonVariant | undefined;
  /**
   * md (default, the touch-target height), sm for dense rows (an icon button 36 px wide), lg for the main
   * action of a screen.
   * @selector [data-size="sm" | "md" | "lg"]
   */
  size?: ButtonSize | undefined;
  /**
   * Takes the whole width of its container (phone forms).
   * @selector [data-full-width]
   */
  fullWidth?: boolean | undefined;
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, LookProps {
  children?: ReactNode | undefined;
  /** Extra class, e.g. for layout; to change the look, compose the kit's `button` class into it. */
  className?: string | undefined;
  style?: CSSProperties | undefined;
  /**
   * Text read and shown while `isPending` (react-aria keeps the button focusable and announces it busy, with
   * a spinner); defaults to the children.
   * @selector [data-pending]
   */
  pendingLabel?: ReactNode | undefined;
}

/** The attributes that give a button or a link the kit's look (the caller's class after the kit's). */
export function buttonLook({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: LookProps & { className?: string }) {
  return {
    className: joinClassNames(styles.button, className),
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
  };
}

/**
 * The damtherm button: a react-aria Button at least one touch target tall, with a pending state that shows a
 * spinner and ignores presses (so a slow network cannot send a form twice).
 */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, className, children, pendingLabel, isPending, ...rest },
  ref,
) {
  return (
    <AriaButton
      {...rest}
      ref={ref}
      isPending={isPending}
      {...buttonLook({ variant, size, fullWidth, className })}
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
});

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'>, LookProps {
  children?: ReactNode | undefined;
  /** Extra class, e.g. for layout; to change the look, compose the kit's `button` class into it. */
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

/** A link that looks like a button (navigation, not an action): a react-aria Link with the button's look. */
export const LinkButton = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, fullWidth, className, ...rest },
  ref,
) {
  return <AriaLink {...rest} ref={ref} {...buttonLook({ variant, size, fullWidth, className })} />;
});

import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { joinClassNames } from '../props';
import * as styles from './FormMessage.css';

export type FormMessageTone = 'success' | 'error';

export interface FormMessageProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'role' | 'children'> {
  /**
   * `success` (announced politely) or `error` (announced at once).
   * @selector [data-tone="success" | "error"]
   */
  tone?: FormMessageTone | undefined;
  /** The message; nothing shows without one. */
  children?: ReactNode | undefined;
}

/**
 * The answer to a form under its submit button: 'setting succeeded', 'please enter complete data', the
 * server's refusal. It stays in the page while empty, so a screen reader announces the text when it comes.
 */
export const FormMessage = /* @__PURE__ */ forwardRef<HTMLParagraphElement, FormMessageProps>(
  function FormMessage({ tone, children, className, ...rest }, ref) {
    return (
      <p
        {...rest}
        ref={ref}
        className={joinClassNames(styles.formMessage, className)}
        data-tone={tone}
        role={tone === 'error' ? 'alert' : 'status'}
      >
        {children}
      </p>
    );
  },
);

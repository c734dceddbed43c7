import { forwardRef, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button';
import * as formStyles from '../Form.css';
import { FormMessage, type FormMessageTone } from '../FormMessage';
import { joinClassNames, type StyleProps } from '../props';
import type { RepeatTapGuardProps } from '../useRepeatTapGuard';
import type { SendStatus } from '../useSendOnce';

/** The answer a `SendForm` shows above its button. */
export interface SendFormMessage {
  tone: FormMessageTone;
  text: ReactNode;
}

export interface SendFormProps extends StyleProps {
  /** Names the form when a page holds more than one (for example the password tab of the login). */
  'aria-label'?: string | undefined;
  /** The caller's own states, for its styles (for example `data-variant`). */
  [data: `data-${string}`]: string | undefined;
  /** Called when the user submits (the button or Enter); the browser's own submit is prevented. */
  onSubmit: () => void;
  /**
   * Where the send stands (`useSendOnce().status`): the button is disabled while sending and, after a
   * success, until the user edits the form (`reset`).
   * @selector [data-send-status="idle" | "sending" | "succeeded" | "failed"]
   */
  status: SendStatus;
  /** `useSendOnce().tapGuardProps`: the second tap of a double tap does not submit. */
  tapGuardProps: RepeatTapGuardProps;
  /** The answer to the last send, or the first problem, shown above the button. */
  message?: SendFormMessage | null | undefined;
  /** A test id for the message. */
  messageTestId?: string | undefined;
  /** The button's text when it can send, while sending, and after a success (default: the first). */
  labels: { submit: ReactNode; sending: ReactNode; sent?: ReactNode };
  /** The fields. */
  children: ReactNode;
  /** Actions under the send button, kept close to it: a secondary button, links. */
  footer?: ReactNode | undefined;
}

/**
 * A form that sends one write through `useSendOnce`: its fields, the answer (a live region), and one
 * full-width send button that tells where the send stands. Control panels and the account forms alike.
 */
export const SendForm = /* @__PURE__ */ forwardRef<HTMLFormElement, SendFormProps>(function SendForm(
  {
    onSubmit,
    status,
    tapGuardProps,
    message,
    messageTestId,
    labels,
    children,
    footer,
    className,
    style,
    ...rest
  },
  ref,
) {
  const button = (
    <Button
      type="submit"
      size="lg"
      fullWidth
      // Disabled until the answer (and after a success until an edit); the label says where the send stands.
      // Not react-aria's isPending: its announcement points at the button by id, and a form that unmounts
      // right after an answer leaves the announcer pointing at nothing.
      isDisabled={status === 'sending' || status === 'succeeded'}
      data-state={status}
    >
      {status === 'sending'
        ? labels.sending
        : status === 'succeeded'
          ? (labels.sent ?? labels.submit)
          : labels.submit}
    </Button>
  );
  return (
    <Form
      {...rest}
      ref={ref}
      className={joinClassNames(formStyles.form, className)}
      style={style}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      {...tapGuardProps}
      validationBehavior="aria"
      data-send-status={status}
    >
      {children}
      <FormMessage tone={message?.tone} data-testid={messageTestId}>
        {message?.text}
      </FormMessage>
      {footer ? (
        <div className={formStyles.actions}>
          {button}
          {footer}
        </div>
      ) : (
        button
      )}
    </Form>
  );
});

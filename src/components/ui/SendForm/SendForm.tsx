import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button';
import * as formStyles from '../Form.css';
import { FormMessage, type FormMessageTone } from '../FormMessage';
import { joinClassNames, type StyleProps } from '../props';
import type { RepeatTapGuardProps } from '../useRepeatTapGuard';
import type { SendStatus } from '../useSendOnce';

export interface SendFormProps extends StyleProps {
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
  message?: { tone: FormMessageTone; text: ReactNode } | null;
  /** A test id for the message. */
  messageTestId?: string;
  /** The button's text when it can send, while sending, and after a success (default: the first). */
  labels: { submit: ReactNode; sending: ReactNode; sent?: ReactNode };
  /** The fields. */
  children: ReactNode;
}

/**
 * A form that sends one write through `useSendOnce`: its fields, the answer (a live region), and one
 * full-width send button that tells where the send stands.
 */
export function SendForm({
  onSubmit,
  status,
  tapGuardProps,
  message,
  messageTestId,
  labels,
  children,
  className,
  style,
}: SendFormProps) {
  return (
    <Form
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
      <Button
        type="submit"
        size="lg"
        fullWidth
        isDisabled={status === 'sending' || status === 'succeeded'}
        data-state={status}
      >
        {status === 'sending'
          ? labels.sending
          : status === 'succeeded'
            ? (labels.sent ?? labels.submit)
            : labels.submit}
      </Button>
    </Form>
  );
}

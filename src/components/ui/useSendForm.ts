import { useState } from 'react';
import type { ValidationIssue } from '../../domain/validation';
import type { DamT } from '../../i18n/translator';
import type { SendFormMessage, SendFormProps } from './SendForm';
import { sendAnswer } from './sendAnswer';
import { type FormFields, useFormFields } from './useFormFields';
import { useSendOnce } from './useSendOnce';

export interface SendFormOptions<Field extends string, Command> {
  /** The fields' first values. */
  initial: Record<Field, string>;
  /** The form's translate function (`useDamText` with its folder's texts): it words the issues. */
  t: DamT;
  /** The domain's rules over the values: each issue shows under its field, and nothing is sent. */
  validate: (values: Record<Field, string>) => ValidationIssue[];
  /** What checked values send (trimmed, in the shape the caller's `onSubmit` takes). */
  command: (values: Record<Field, string>) => Command;
  /**
   * Sends it. Resolving — optionally with the server's text — is success; rejecting with an Error carrying
   * the server's message is failure.
   */
  send: (command: Command) => unknown;
  /** The form's own words when the server gives none; without `success`, a success shows nothing. */
  answers: { success?: string; failure: string };
  /** Fields emptied after a success (passwords, a text that went out). */
  clearAfterSuccess?: readonly NoInfer<Field>[];
  /** After a success: what was sent, and the text shown ('' when none). */
  onSucceeded?: (command: Command, text: string) => void;
  /** After the user edits a field, beyond what every edit does (clear the answer, allow a new send). */
  onEdit?: (field: NoInfer<Field>) => void;
}

export interface SendFormState<Field extends string> extends FormFields<Field> {
  /** Spread on `SendForm`: submit, where the send stands, the double-tap guard and the answer. */
  formProps: Pick<SendFormProps, 'onSubmit' | 'status' | 'tapGuardProps' | 'message'>;
  /** Call when something that is not a text field changes (a choice): as an edit of a text field. */
  edited: () => void;
}

/**
 * The state of a `SendForm` over text fields, as the account forms have it: the domain's rules checked on
 * submit, one send at a time (`useSendOnce`; a success is not sent again until an edit), and the answer —
 * the server's words, or the form's own — shown above the button until the next edit.
 *
 * ```tsx
 * const form = useSendForm({
 *   t,
 *   initial: { text: '' },
 *   validate: (v) => validateFeedback(v.text),
 *   command: (v) => v.text.trim(),
 *   send: onSubmit,
 *   answers: { success: t('account.feedback.success'), failure: t('account.feedback.failure') },
 * });
 * <SendForm {...form.formProps} labels={…}><TextField {...form.field('text')} label={…} /></SendForm>
 * ```
 */
export function useSendForm<Field extends string, Command>(
  options: SendFormOptions<Field, Command>,
): SendFormState<Field> {
  const [message, setMessage] = useState<SendFormMessage | null>(null);
  // Every answer is a success: an account form's failures come as rejections.
  const once = useSendOnce({
    send: async (command: Command) => options.send(command),
    isSuccess: () => true,
  });
  const edited = () => {
    setMessage(null);
    once.reset();
  };
  const fields = useFormFields(options.initial, options.t, (field) => {
    edited();
    options.onEdit?.(field);
  });

  const submit = async () => {
    if (once.status === 'sending') return;
    const found = options.validate(fields.values);
    fields.setIssues(found);
    setMessage(null);
    if (found.length > 0) return;
    const command = options.command(fields.values);
    const sent = await once.send(command);
    const answer = sendAnswer(sent, options.answers);
    setMessage(answer);
    if (sent.status !== 'succeeded') return;
    const cleared = options.clearAfterSuccess ?? [];
    if (cleared.length > 0) {
      fields.setValues((values) => ({
        ...values,
        ...Object.fromEntries(cleared.map((field) => [field, ''])),
      }));
    }
    options.onSucceeded?.(command, answer?.text ?? '');
  };

  return {
    ...fields,
    formProps: {
      onSubmit: () => void submit(),
      status: once.status,
      tapGuardProps: once.tapGuardProps,
      message,
    },
    edited,
  };
}

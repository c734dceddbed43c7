import { useState } from 'react';
import { issueFor, type ValidationIssue } from '../../domain/validation';
import type { DamT } from '../../i18n/translator';
import type { SendFormMessage, SendFormProps } from './SendForm';
import { sendAnswer } from './sendAnswer';
import { type FormFields, type FormFieldsOptions, useFormFields } from './useFormFields';
import { type SendResult, type SendStatus, useSendOnce } from './useSendOnce';

export interface SendFormOptions<Values extends object, Command, Result = unknown>
  extends Pick<FormFieldsOptions<Values>, 'issueFields'> {
  /** The first values (or a function that makes them, read once). */
  initial: Values | (() => Values);
  /** The form's translate function (`useDamText` with its folder's texts): it words the issues. */
  t: DamT;
  /** The domain's rules over the values: each issue shows under its field, and nothing is sent. */
  validate: (values: Values) => readonly ValidationIssue[];
  /**
   * When the issues show. `submit` (default): those a submit found, each until its field is edited. `live`:
   * from the first submit on, those of the values as they are now, so a mended field's issue goes at once.
   */
  issues?: 'submit' | 'live';
  /** With `live` issues, one problem at a time: only the first shows (the next once it is mended). */
  firstIssueOnly?: boolean;
  /** The first issue is also the form's answer, above the button. */
  issueAsMessage?: boolean;
  /** Why valid values may not be sent (the user may not write): the form's answer instead of a send. */
  refusal?: string | null;
  /** The values as they are sent, kept in the form so that a retry sends the same (a time left empty is now). */
  complete?: (values: Values) => Values;
  /** What checked values send (trimmed, in the shape the caller's `onSubmit` takes). */
  command: (values: Values) => Command;
  /**
   * Sends it, with the request id of `useSendOnce` (the same on a retry of the same command). Resolving is
   * an answer (see `isSuccess`); rejecting is a failed call, worded by the Error's message when it has one.
   */
  send: (command: Command, requestId: string) => Result | Promise<Result>;
  /** Whether an answer is a success; by default every answer is (a failure rejects). */
  isSuccess?: (result: Result) => boolean;
  /**
   * The form's own words when the server gives none; without `success`, a success shows nothing. Or, for a
   * form with words of its own per answer, a function from the send's result (and what was sent) to the
   * answer shown.
   */
  answers:
    | { success?: string; failure: string }
    | ((sent: SendResult<Result>, command: Command) => SendFormMessage | null);
  /** Fields emptied after a success (passwords, a text that went out). */
  clearAfterSuccess?: readonly NoInfer<keyof Values>[];
  /** Values set again after a success, beyond those emptied (a time back to now). */
  resetAfterSuccess?: () => Partial<Values>;
  /** After a success: what was sent, the text shown ('' when none) and the answer. */
  onSucceeded?: (command: Command, text: string, result: Result) => void;
  /** After a refusal or a failed call, with the text shown. */
  onFailed?: (text: string) => void;
  /** After the user edits a field, beyond what every edit does (clear the answer, allow a new send). */
  onEdit?: (field: NoInfer<keyof Values>) => void;
}

export interface SendFormState<Values extends object, Command> extends FormFields<Values> {
  /** Spread on `SendForm`: submit, where the send stands, the double-tap guard and the answer. */
  formProps: Pick<SendFormProps, 'onSubmit' | 'status' | 'tapGuardProps' | 'message'>;
  /** Where the last send stands. */
  status: SendStatus;
  /** The answer to the last send (or the refusal, or the first issue); hidden while a send is in flight. */
  message: SendFormMessage | null;
  /** Checks the values and sends their command. */
  submit: () => Promise<void>;
  /**
   * Checks the values: their command, or null when an issue, a refusal or a send in flight stops it (for a
   * form that holds the command for a confirmation before `send`).
   */
  check: () => Command | null;
  /** Sends a command `check` made. */
  send: (command: Command) => Promise<void>;
  /** Call when something that is not a form value changes: as an edit of a value. */
  edited: () => void;
}

/**
 * The state of every damtherm form that writes: its values, the domain's rules checked on submit (each
 * issue under its field, nothing sent), one send at a time (`useSendOnce`: a double tap sends once, a retry
 * of the same command keeps its request id, a success is not sent again until an edit), and the answer —
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
export function useSendForm<Values extends object, Command, Result = unknown>(
  options: SendFormOptions<Values, Command, Result>,
): SendFormState<Values, Command> {
  const { t, issues: showIssues = 'submit', firstIssueOnly = false } = options;
  const [message, setMessage] = useState<SendFormMessage | null>(null);
  const [tried, setTried] = useState(false);
  const once = useSendOnce<Command, Result>({
    send: async (command, requestId) => options.send(command, requestId),
    isSuccess: (result) => options.isSuccess?.(result) ?? true,
  });
  const edited = () => {
    setMessage(null);
    once.reset();
  };
  const fields = useFormFields(options.initial, t, {
    issueFields: options.issueFields,
    onEdit: (field) => {
      edited();
      options.onEdit?.(field);
    },
  });

  // Live issues follow the values from the first submit on; submitted ones stay until their field is edited.
  const live = showIssues === 'live' ? options.validate(fields.values) : null;
  const error = (field: string): string | null => {
    if (!live) return fields.error(field);
    if (!tried) return null;
    const issue = firstIssueOnly ? live[0] : issueFor(live, field);
    return issue && issue.field === field ? t(issue.key) : null;
  };

  const check = (): Command | null => {
    if (once.status === 'sending') return null;
    setTried(true);
    const found = live ?? options.validate(fields.values);
    if (!live) fields.setIssues(found);
    const first = found[0];
    if (first) {
      setMessage(options.issueAsMessage ? { tone: 'error', text: t(first.key) } : null);
      return null;
    }
    if (options.refusal) {
      setMessage({ tone: 'error', text: options.refusal });
      return null;
    }
    setMessage(null);
    const values = options.complete ? options.complete(fields.values) : fields.values;
    if (options.complete) fields.setValues(() => values);
    return options.command(values);
  };

  const send = async (command: Command) => {
    const sent = await once.send(command);
    if (sent.status === 'skipped') return;
    const { answers } = options;
    const answer = typeof answers === 'function' ? answers(sent, command) : sendAnswer(sent, answers);
    setMessage(answer);
    if (sent.status !== 'succeeded') {
      if (answer) options.onFailed?.(String(answer.text));
      return;
    }
    const cleared = options.clearAfterSuccess ?? [];
    const reset = options.resetAfterSuccess?.() ?? {};
    if (cleared.length > 0 || Object.keys(reset).length > 0) {
      fields.setValues((values) => ({
        ...values,
        ...Object.fromEntries(cleared.map((field) => [field, ''])),
        ...reset,
      }));
    }
    options.onSucceeded?.(command, answer ? String(answer.text) : '', sent.result);
  };

  const submit = async () => {
    const command = check();
    if (command !== null) await send(command);
  };

  const shown = once.status === 'sending' ? null : message;
  return {
    ...fields,
    error,
    field: (name) => ({ ...fields.field(name), errorMessage: error(name) }),
    formProps: {
      onSubmit: () => void submit(),
      status: once.status,
      tapGuardProps: once.tapGuardProps,
      message: shown,
    },
    status: once.status,
    message: shown,
    submit,
    check,
    send,
    edited,
  };
}

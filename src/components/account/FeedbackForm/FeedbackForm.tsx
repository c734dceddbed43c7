import { forwardRef } from 'react';
import type { WriteRefusal } from '../../../domain';
import { validateFeedback } from '../../../domain/validation';
import { useDamText } from '../../../i18n/useDamText';
import type { StyleProps } from '../../ui/props';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice';
import { rootRef } from '../../ui/rootRef';
import { SendForm } from '../../ui/SendForm';
import { TextField } from '../../ui/TextField';
import { useSendForm } from '../../ui/useSendForm';
import { feedbackFormTexts } from './texts';

export interface FeedbackFormProps extends StyleProps {
  /**
   * Sends the feedback text (c_what; the caller adds c_who). Resolve — optionally with the server's message —
   * for 'Submitted successfully'; reject with an Error carrying the server's msg to show it.
   */
  onSubmit: (text: string) => unknown;
  /** Called after a successful submission with the message shown. */
  onSubmitted?: (message: string) => void;
  /** Why the user may not send feedback (the visitor account): the reason in place of the form. */
  refusal?: WriteRefusal | null | undefined;
}

/**
 * The feedback form (part 1 §2 /feedback, §5, §8): one text area; empty or blank text gives 'feedback
 * content cannot be empty'; success says 'Submitted successfully' and clears the text.
 */
export const FeedbackForm = /* @__PURE__ */ forwardRef<HTMLElement, FeedbackFormProps>(function FeedbackForm(
  { onSubmit, onSubmitted, refusal = null, className, style },
  ref,
) {
  const { t } = useDamText(feedbackFormTexts);
  const form = useSendForm({
    t,
    initial: { text: '' },
    validate: (values) => validateFeedback(values.text),
    command: (values) => values.text.trim(),
    send: (command) => onSubmit(command),
    answers: { success: t('account.feedback.success'), failure: t('account.feedback.failure') },
    clearAfterSuccess: ['text'],
    onSucceeded: (_, text) => onSubmitted?.(text),
  });

  if (refusal)
    return <ReadOnlyNotice ref={rootRef(ref)} refusal={refusal} className={className} style={style} />;
  return (
    <SendForm
      {...form.formProps}
      ref={rootRef(ref)}
      className={className}
      style={style}
      labels={{ submit: t('account.feedback.submit'), sending: t('account.feedback.submitting') }}
    >
      <TextField
        {...form.field('text')}
        multiline
        rows={7}
        label={t('account.feedback.label')}
        placeholder={t('account.feedback.placeholder')}
        description={t('account.feedback.hint')}
        isRequired
      />
    </SendForm>
  );
});

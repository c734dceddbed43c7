import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { validateFeedback } from '../../domain/validation';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import * as formStyles from '../ui/Form.css';
import { joinClassNames, type StyleProps } from '../ui/props';
import { TextField } from '../ui/TextField';
import { useFormFields } from '../ui/useFormFields';
import { useSendOnce } from '../ui/useSendOnce';

export interface FeedbackFormProps extends StyleProps {
  /**
   * Sends the feedback text (c_what; the caller adds c_who). Resolve — optionally with the server's message —
   * for 'Submitted successfully'; reject with an Error carrying the server's msg to show it.
   */
  onSubmit: (text: string) => unknown;
  /** Called after a successful submission with the message shown. */
  onSubmitted?: (message: string) => void;
}

/**
 * The feedback form (part 1 §2 /feedback, §5, §8): one text area; empty or blank text gives 'feedback
 * content cannot be empty'; success says 'Submitted successfully' and clears the text.
 */
export function FeedbackForm({ onSubmit, onSubmitted, className, style }: FeedbackFormProps) {
  const { t } = useDamTranslation();
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);
  // Resolving is success; the same text is sent once, and again only after an edit.
  const sender = useSendOnce({ send: async (feedback: string) => onSubmit(feedback), isSuccess: () => true });
  const { values, setValues, setIssues, field } = useFormFields({ text: '' }, () => {
    setResult(null);
    sender.reset();
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sender.status === 'sending') return;
    const found = validateFeedback(values.text);
    setIssues(found);
    setResult(null);
    if (found.length > 0) return;
    const sent = await sender.send(values.text.trim());
    if (sent.status === 'succeeded') {
      const answer = sent.result;
      const message = typeof answer === 'string' && answer.trim() ? answer : t('account.feedback.success');
      setValues(() => ({ text: '' }));
      setResult({ tone: 'success', message });
      onSubmitted?.(message);
    } else if (sent.status === 'failed') {
      const { error } = sent;
      setResult({
        tone: 'danger',
        message: error instanceof Error && error.message ? error.message : t('account.feedback.failure'),
      });
    }
  };

  return (
    <Form
      className={joinClassNames(formStyles.form, className)}
      style={style}
      {...sender.tapGuardProps}
      onSubmit={submit}
      validationBehavior="aria"
    >
      <TextField
        {...field('text')}
        multiline
        rows={7}
        label={t('account.feedback.label')}
        placeholder={t('account.feedback.placeholder')}
        description={t('account.feedback.hint')}
        isRequired
      />
      {result ? <Alert tone={result.tone}>{result.message}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isPending={sender.status === 'sending'}
        pendingLabel={t('account.feedback.submitting')}
      >
        {t('account.feedback.submit')}
      </Button>
    </Form>
  );
}

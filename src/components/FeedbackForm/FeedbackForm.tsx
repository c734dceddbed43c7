import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { issueFor, type ValidationIssue, validateFeedback } from '../../domain/validation';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import * as formStyles from '../ui/Form.css';
import { TextField } from '../ui/TextField';

export interface FeedbackFormProps {
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
export function FeedbackForm({ onSubmit, onSubmitted }: FeedbackFormProps) {
  const { t } = useDamTranslation();
  const [text, setText] = useState('');
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateFeedback(text);
    setIssues(found);
    setResult(null);
    if (found.length > 0) return;
    setPending(true);
    try {
      const answer = await onSubmit(text.trim());
      const message = typeof answer === 'string' && answer.trim() ? answer : t('account.feedback.success');
      setText('');
      setResult({ tone: 'success', message });
      onSubmitted?.(message);
    } catch (error) {
      setResult({
        tone: 'danger',
        message: error instanceof Error && error.message ? error.message : t('account.feedback.failure'),
      });
    } finally {
      setPending(false);
    }
  };

  const issue = issueFor(issues, 'text');
  return (
    <Form className={formStyles.form} onSubmit={submit} validationBehavior="aria">
      <TextField
        name="c_what"
        multiline
        rows={7}
        label={t('account.feedback.label')}
        placeholder={t('account.feedback.placeholder')}
        description={t('account.feedback.hint')}
        value={text}
        onChange={(value) => {
          setText(value);
          setIssues([]);
          setResult(null);
        }}
        errorMessage={issue ? t(issue.key) : null}
        isRequired
      />
      {result ? <Alert tone={result.tone}>{result.message}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isPending={pending}
        pendingLabel={t('account.feedback.submitting')}
      >
        {t('account.feedback.submit')}
      </Button>
    </Form>
  );
}

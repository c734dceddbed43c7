import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  issueFor,
  type ValidationIssue,
  validateInAppPasswordChange,
  validateLoginPasswordChange,
} from '../../domain/validation';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import * as formStyles from '../ui/Form.css';
import { TextField } from '../ui/TextField';

/**
 * The two password-change forms of part 1 §5: `login` (on the login screen: user name, old and new password;
 * all required, the new one different) and `inApp` (the dialog of home and settings: old password, new
 * password of at least 8 characters, typed twice).
 */
export type ChangePasswordVariant = 'login' | 'inApp';

export interface ChangePasswordValues {
  /** The account (login variant only), trimmed. */
  username?: string;
  oldPassword: string;
  newPassword: string;
}

export interface ChangePasswordFormProps {
  variant: ChangePasswordVariant;
  /**
   * Sends the change (the caller hashes the passwords, through the client). Resolve — optionally with the
   * server's success text — to show success; reject with an Error whose message is the server's to show it
   * (without a message the form says 'Modification failed').
   */
  onSubmit: (values: ChangePasswordValues) => unknown;
  /** Pre-fills the user name (login variant). */
  defaultUsername?: string;
  /** Called after a successful change with the message shown. */
  onSuccess?: (message: string) => void;
  /** A secondary button (for example "Back to login" or "Cancel"). */
  secondaryAction?: { label: string; onPress: () => void };
}

type Field = 'username' | 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The password-change form, both variants; validation by the domain rules, messages in both languages. */
export function ChangePasswordForm({
  variant,
  onSubmit,
  defaultUsername = '',
  onSuccess,
  secondaryAction,
}: ChangePasswordFormProps) {
  const { t } = useDamTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    username: defaultUsername,
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setIssues((list) => list.filter((i) => i.field !== field));
    setResult(null);
  };

  const check = (): ValidationIssue[] =>
    variant === 'login'
      ? validateLoginPasswordChange({
          username: values.username.trim(),
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
        })
      : validateInAppPasswordChange({
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = check();
    setIssues(found);
    setResult(null);
    if (found.length > 0) return;
    setPending(true);
    try {
      const answer = await onSubmit({
        ...(variant === 'login' ? { username: values.username.trim() } : {}),
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      const message =
        typeof answer === 'string' && answer.trim() ? answer : t('account.changePassword.success');
      setValues((v) => ({ ...v, oldPassword: '', newPassword: '', confirmPassword: '' }));
      setResult({ tone: 'success', message });
      onSuccess?.(message);
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : t('account.changePassword.failure');
      setResult({ tone: 'danger', message });
    } finally {
      setPending(false);
    }
  };

  const error = (field: Field) => {
    const issue = issueFor(issues, field);
    return issue ? t(issue.key) : null;
  };

  return (
    <Form className={formStyles.form} onSubmit={submit} validationBehavior="aria" data-variant={variant}>
      {variant === 'login' ? (
        <TextField
          name="username"
          label={t('account.changePassword.username')}
          value={values.username}
          onChange={set('username')}
          errorMessage={error('username')}
          autoComplete="username"
          isRequired
        />
      ) : null}
      <TextField
        name="oldPassword"
        type="password"
        revealable
        label={t('account.changePassword.oldPassword')}
        value={values.oldPassword}
        onChange={set('oldPassword')}
        errorMessage={error('oldPassword')}
        autoComplete="current-password"
        isRequired
      />
      <TextField
        name="newPassword"
        type="password"
        revealable
        label={t('account.changePassword.newPassword')}
        description={variant === 'inApp' ? t('account.changePassword.newPasswordHint') : undefined}
        value={values.newPassword}
        onChange={set('newPassword')}
        errorMessage={error('newPassword')}
        autoComplete="new-password"
        isRequired
      />
      {variant === 'inApp' ? (
        <TextField
          name="confirmPassword"
          type="password"
          revealable
          label={t('account.changePassword.confirmPassword')}
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          errorMessage={error('confirmPassword')}
          autoComplete="new-password"
          isRequired
        />
      ) : null}
      {result ? <Alert tone={result.tone}>{result.message}</Alert> : null}
      <div className={formStyles.actions}>
        <Button
          type="submit"
          size="lg"
          fullWidth
          isPending={pending}
          pendingLabel={t('account.changePassword.submitting')}
        >
          {t('account.changePassword.submit')}
        </Button>
        {secondaryAction ? (
          <Button variant="secondary" fullWidth onPress={secondaryAction.onPress}>
            {secondaryAction.label}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

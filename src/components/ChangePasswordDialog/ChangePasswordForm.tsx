import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type ValidationIssue,
  validateInAppPasswordChange,
  validateLoginPasswordChange,
} from '../../domain/validation';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import * as formStyles from '../ui/Form.css';
import { joinClassNames, type StyleProps } from '../ui/props';
import { TextField } from '../ui/TextField';
import { useFormFields } from '../ui/useFormFields';
import { useSendOnce } from '../ui/useSendOnce';

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

export interface ChangePasswordFormProps extends StyleProps {
  /**
   * `login` (user name, old and new password) or `inApp` (old password, new password twice).
   * @selector [data-variant="login" | "inApp"]
   */
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
  className,
  style,
}: ChangePasswordFormProps) {
  const { t } = useDamTranslation();
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);
  // Resolving is success, whatever the answer; a change is sent once, and again only after an edit.
  const sender = useSendOnce({
    send: async (change: ChangePasswordValues) => onSubmit(change),
    isSuccess: () => true,
  });
  const { values, setValues, setIssues, field } = useFormFields<Field>(
    { username: defaultUsername, oldPassword: '', newPassword: '', confirmPassword: '' },
    () => {
      setResult(null);
      sender.reset();
    },
  );

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
    if (sender.status === 'sending') return;
    const found = check();
    setIssues(found);
    setResult(null);
    if (found.length > 0) return;
    const sent = await sender.send({
      ...(variant === 'login' ? { username: values.username.trim() } : {}),
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    if (sent.status === 'succeeded') {
      const answer = sent.result;
      const message =
        typeof answer === 'string' && answer.trim() ? answer : t('account.changePassword.success');
      setValues((v) => ({ ...v, oldPassword: '', newPassword: '', confirmPassword: '' }));
      setResult({ tone: 'success', message });
      onSuccess?.(message);
    } else if (sent.status === 'failed') {
      const message =
        sent.error instanceof Error && sent.error.message
          ? sent.error.message
          : t('account.changePassword.failure');
      setResult({ tone: 'danger', message });
    }
  };

  return (
    <Form
      className={joinClassNames(formStyles.form, className)}
      style={style}
      {...sender.tapGuardProps}
      onSubmit={submit}
      validationBehavior="aria"
      data-variant={variant}
    >
      {variant === 'login' ? (
        <TextField
          {...field('username')}
          label={t('account.changePassword.username')}
          autoComplete="username"
          isRequired
        />
      ) : null}
      <TextField
        {...field('oldPassword')}
        type="password"
        revealable
        label={t('account.changePassword.oldPassword')}
        autoComplete="current-password"
        isRequired
      />
      <TextField
        {...field('newPassword')}
        type="password"
        revealable
        label={t('account.changePassword.newPassword')}
        description={variant === 'inApp' ? t('account.changePassword.newPasswordHint') : undefined}
        autoComplete="new-password"
        isRequired
      />
      {variant === 'inApp' ? (
        <TextField
          {...field('confirmPassword')}
          type="password"
          revealable
          label={t('account.changePassword.confirmPassword')}
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
          isPending={sender.status === 'sending'}
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

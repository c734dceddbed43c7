import { forwardRef } from 'react';
import { validateInAppPasswordChange, validateLoginPasswordChange } from '../../../domain/validation';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import type { StyleProps } from '../../ui/props';
import { SendForm } from '../../ui/SendForm';
import { PasswordField, TextField } from '../../ui/TextField';
import { useSendForm } from '../../ui/useSendForm';
import { changePasswordDialogTexts } from './texts';

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
  defaultUsername?: string | undefined;
  /** Called after a successful change with the message shown. */
  onSuccess?: (message: string) => void;
  /** A secondary button (for example "Back to login" or "Cancel"). */
  secondaryAction?: { label: string; onPress: () => void } | undefined;
}

/** The password-change form, both variants; validation by the domain rules, messages in both languages. */
export const ChangePasswordForm = /* @__PURE__ */ forwardRef<HTMLFormElement, ChangePasswordFormProps>(
  function ChangePasswordForm(
    { variant, onSubmit, defaultUsername = '', onSuccess, secondaryAction, className, style },
    ref,
  ) {
    const { t } = useDamText(changePasswordDialogTexts);
    const form = useSendForm({
      t,
      initial: { username: defaultUsername, oldPassword: '', newPassword: '', confirmPassword: '' },
      validate: (values) =>
        variant === 'login'
          ? validateLoginPasswordChange({ ...values, username: values.username.trim() })
          : validateInAppPasswordChange(values),
      command: (values): ChangePasswordValues => ({
        ...(variant === 'login' ? { username: values.username.trim() } : {}),
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      }),
      send: (command) => onSubmit(command),
      answers: { success: t('account.changePassword.success'), failure: t('account.changePassword.failure') },
      clearAfterSuccess: ['oldPassword', 'newPassword', 'confirmPassword'],
      onSucceeded: (_, text) => onSuccess?.(text),
    });

    return (
      <SendForm
        {...form.formProps}
        ref={ref}
        className={className}
        style={style}
        labels={{
          submit: t('account.changePassword.submit'),
          sending: t('account.changePassword.submitting'),
        }}
        footer={
          secondaryAction ? (
            <Button variant="secondary" fullWidth onPress={secondaryAction.onPress}>
              {secondaryAction.label}
            </Button>
          ) : null
        }
        data-variant={variant}
      >
        {variant === 'login' ? (
          <TextField
            {...form.field('username')}
            label={t('account.changePassword.username')}
            autoComplete="username"
            isRequired
          />
        ) : null}
        <PasswordField
          {...form.field('oldPassword')}
          label={t('account.changePassword.oldPassword')}
          autoComplete="current-password"
          isRequired
        />
        <PasswordField
          {...form.field('newPassword')}
          label={t('account.changePassword.newPassword')}
          description={variant === 'inApp' ? t('account.changePassword.newPasswordHint') : undefined}
          autoComplete="new-password"
          isRequired
        />
        {variant === 'inApp' ? (
          <PasswordField
            {...form.field('confirmPassword')}
            label={t('account.changePassword.confirmPassword')}
            autoComplete="new-password"
            isRequired
          />
        ) : null}
      </SendForm>
    );
  },
);

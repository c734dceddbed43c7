import { forwardRef, type ReactNode, useRef, useState } from 'react';
import { VALIDATION_KEYS, validateRegistration } from '../../../domain/validation';
import { useDamText } from '../../../i18n/useDamText';
import { Alert } from '../../ui/Alert';
import { LinkButton } from '../../ui/Button';
import { joinClassNames, type StyleProps } from '../../ui/props';
import { rootRef } from '../../ui/rootRef';
import { SendForm } from '../../ui/SendForm';
import { PasswordField, TextField } from '../../ui/TextField';
import { useSendForm } from '../../ui/useSendForm';
import { type Department, DepartmentTree } from '../DepartmentTree';
import * as styles from './RegisterForm.css';
import { registerFormTexts } from './texts';

/** What the registration form sends (part 1 §3): the caller maps it to c_id, c_password, c_name, … */
export interface RegistrationValues {
  /** c_id, trimmed. */
  username: string;
  /** c_password as typed; the client hashes it. */
  password: string;
  /** c_name, trimmed. */
  name: string;
  /** c_mobile, trimmed. */
  phone: string;
  /** c_group_id: the department chosen. */
  groupId: string;
}

export interface RegisterFormProps extends StyleProps {
  /** The departments for the tree (flat, with parent ids). */
  departments: readonly Department[];
  /** The departments are loading (the tree's `loading`). */
  departmentsLoading?: boolean | undefined;
  /** The departments could not be loaded: true for the default text, or the message (the tree's `error`). */
  departmentsError?: ReactNode | boolean | undefined;
  /** Offered as a Retry button when the departments could not be loaded. */
  onDepartmentsRetry?: () => void;
  /**
   * Checks the user name when its field loses focus: resolve true when the name is taken (the backend's 'ko')
   * to show 'Duplicate username'. A rejection is ignored (the server checks again on submit).
   */
  checkUsername?: (username: string) => Promise<boolean>;
  /**
   * Sends the registration. Resolve when it is accepted (the form then says 'Waiting for administrator
   * review'); reject with an Error whose message is the server's to show it.
   */
  onSubmit: (values: RegistrationValues) => Promise<unknown> | unknown;
  /** Called after the registration was accepted (the demo goes to login 2 s later). */
  onRegistered?: (values: RegistrationValues) => void;
  /** A line under the success message (for example 'Going to login in 2 seconds'). */
  successNote?: string | undefined;
  /** Where "Have an account? Log in" leads; shown when given. */
  loginHref?: string | undefined;
}

/**
 * The registration form of part 1 §2 and §5: user name (checked for duplicates when it loses focus),
 * password (at least 8 characters) typed twice, name, phone and a department chosen in the tree. Each rule
 * shows the seed's message under its field.
 */
export const RegisterForm = /* @__PURE__ */ forwardRef<HTMLElement, RegisterFormProps>(function RegisterForm(
  {
    departments,
    departmentsLoading,
    departmentsError,
    checkUsername,
    onSubmit,
    onRegistered,
    successNote,
    loginHref,
    onDepartmentsRetry,
    className,
    style,
  },
  ref,
) {
  const { t } = useDamText(registerFormTexts);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [done, setDone] = useState(false);
  const lastChecked = useRef<string | null>(null);
  const takenName = (username: string) => duplicate !== null && duplicate === username.trim();
  const form = useSendForm({
    t,
    initial: { username: '', password: '', confirmPassword: '', name: '', phone: '' },
    validate: (values) => [
      ...validateRegistration({ ...values, groupId }),
      ...(takenName(values.username)
        ? [{ field: 'username', key: VALIDATION_KEYS.register.duplicateUsername }]
        : []),
    ],
    command: (values): RegistrationValues => ({
      username: values.username.trim(),
      password: values.password,
      name: values.name.trim(),
      phone: values.phone.trim(),
      groupId: groupId ?? '',
    }),
    send: (command) => onSubmit(command),
    answers: { failure: t('common.error') },
    onSucceeded: (registration) => {
      setDone(true);
      onRegistered?.(registration);
    },
    onEdit: (field) => {
      if (field !== 'username') return;
      setDuplicate(null);
      lastChecked.current = null;
    },
  });
  const { values, error: issueMessage, clearIssue, field } = form;

  const check = async () => {
    const name = values.username.trim();
    if (!checkUsername || !name || lastChecked.current === name) return;
    lastChecked.current = name;
    setChecking(true);
    try {
      const taken = await checkUsername(name);
      if (lastChecked.current === name) setDuplicate(taken ? name : null);
    } catch {
      // The server checks again when the form is sent.
    } finally {
      setChecking(false);
    }
  };

  const duplicateMessage = takenName(values.username) ? t(VALIDATION_KEYS.register.duplicateUsername) : null;

  const toLogin = loginHref ? (
    <LinkButton variant="link" className={styles.toLogin} href={loginHref}>
      {t('account.register.toLogin')}
    </LinkButton>
  ) : null;

  if (done) {
    return (
      <div ref={rootRef(ref)} className={joinClassNames(styles.done, className)} style={style}>
        <Alert tone="success">
          <span>{t('account.register.waiting')}</span>
          {successNote ? <span className={styles.note}>{successNote}</span> : null}
        </Alert>
        {toLogin}
      </div>
    );
  }

  return (
    <SendForm
      {...form.formProps}
      ref={rootRef(ref)}
      className={className}
      style={style}
      labels={{ submit: t('account.register.submit'), sending: t('account.register.submitting') }}
      footer={toLogin}
    >
      <TextField
        {...field('username')}
        errorMessage={duplicateMessage ?? issueMessage('username')}
        label={t('account.register.username')}
        onBlur={() => void check()}
        description={checking ? t('account.register.checking') : undefined}
        autoComplete="username"
        isRequired
      />
      <PasswordField
        {...field('password')}
        label={t('account.register.password')}
        description={t('account.register.passwordHint')}
        autoComplete="new-password"
        isRequired
      />
      <PasswordField
        {...field('confirmPassword')}
        label={t('account.register.confirmPassword')}
        autoComplete="new-password"
        isRequired
      />
      <TextField {...field('name')} label={t('account.register.name')} autoComplete="name" isRequired />
      <TextField
        {...field('phone')}
        type="tel"
        inputMode="tel"
        label={t('account.register.phone')}
        autoComplete="tel"
        isRequired
      />
      <DepartmentTree
        departments={departments}
        loading={departmentsLoading}
        error={departmentsError}
        onRetry={onDepartmentsRetry}
        value={groupId}
        onChange={(id) => {
          setGroupId(id);
          clearIssue('groupId');
          form.edited();
        }}
        errorMessage={issueMessage('groupId')}
        isRequired
      />
    </SendForm>
  );
});

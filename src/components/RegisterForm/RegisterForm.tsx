import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { VALIDATION_KEYS, validateRegistration } from '../../domain/validation';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { type Department, DepartmentTree } from '../DepartmentTree';
import { Alert } from '../ui/Alert';
import { Button, LinkButton } from '../ui/Button';
import * as formStyles from '../ui/Form.css';
import { joinClassNames, type StyleProps } from '../ui/props';
import { TextField } from '../ui/TextField';
import { useFormFields } from '../ui/useFormFields';
import { useSendOnce } from '../ui/useSendOnce';
import * as styles from './RegisterForm.css';

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
  departmentsLoading?: boolean;
  /** The departments could not be loaded: true for the default text, or the message (the tree's `error`). */
  departmentsError?: ReactNode | boolean;
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
  successNote?: string;
  /** Where "Have an account? Log in" leads; shown when given. */
  loginHref?: string;
}

type Field = 'username' | 'password' | 'confirmPassword' | 'name' | 'phone';

/**
 * The registration form of part 1 §2 and §5: user name (checked for duplicates when it loses focus),
 * password (at least 8 characters) typed twice, name, phone and a department chosen in the tree. Each rule
 * shows the seed's message under its field.
 */
export function RegisterForm({
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
}: RegisterFormProps) {
  const { t } = useDamTranslation();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const lastChecked = useRef<string | null>(null);
  // Resolving is acceptance; a registration is sent once, and again only after an edit.
  const sender = useSendOnce({
    send: async (registration: RegistrationValues) => onSubmit(registration),
    isSuccess: () => true,
  });
  const {
    values,
    setIssues,
    error: issueMessage,
    clearIssue,
    field,
  } = useFormFields<Field>(
    { username: '', password: '', confirmPassword: '', name: '', phone: '' },
    (edited) => {
      setFailure(null);
      sender.reset();
      if (edited === 'username') {
        setDuplicate(null);
        lastChecked.current = null;
      }
    },
  );

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sender.status === 'sending' || done) return;
    const found = validateRegistration({ ...values, groupId });
    setIssues(found);
    setFailure(null);
    const name = values.username.trim();
    if (found.length > 0 || (duplicate !== null && duplicate === name)) return;
    const payload: RegistrationValues = {
      username: name,
      password: values.password,
      name: values.name.trim(),
      phone: values.phone.trim(),
      groupId: groupId ?? '',
    };
    const sent = await sender.send(payload);
    if (sent.status === 'succeeded') {
      setDone(true);
      onRegistered?.(payload);
    } else if (sent.status === 'failed') {
      setFailure(sent.error instanceof Error && sent.error.message ? sent.error.message : t('common.error'));
    }
  };

  const duplicateMessage =
    duplicate !== null && duplicate === values.username.trim()
      ? t(VALIDATION_KEYS.register.duplicateUsername)
      : null;

  if (done) {
    return (
      <div className={joinClassNames(styles.done, className)} style={style}>
        <Alert tone="success">
          <span>{t('account.register.waiting')}</span>
          {successNote ? <span className={styles.note}>{successNote}</span> : null}
        </Alert>
        {loginHref ? (
          <LinkButton variant="link" className={styles.toLogin} href={loginHref}>
            {t('account.register.toLogin')}
          </LinkButton>
        ) : null}
      </div>
    );
  }

  return (
    <Form
      className={joinClassNames(formStyles.form, className)}
      style={style}
      {...sender.tapGuardProps}
      onSubmit={submit}
      validationBehavior="aria"
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
      <TextField
        {...field('password')}
        type="password"
        revealable
        label={t('account.register.password')}
        description={t('account.register.passwordHint')}
        autoComplete="new-password"
        isRequired
      />
      <TextField
        {...field('confirmPassword')}
        type="password"
        revealable
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
          sender.reset();
        }}
        errorMessage={issueMessage('groupId')}
        isRequired
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isPending={sender.status === 'sending'}
        pendingLabel={t('account.register.submitting')}
      >
        {t('account.register.submit')}
      </Button>
      {loginHref ? (
        <LinkButton variant="link" className={styles.toLogin} href={loginHref}>
          {t('account.register.toLogin')}
        </LinkButton>
      ) : null}
    </Form>
  );
}

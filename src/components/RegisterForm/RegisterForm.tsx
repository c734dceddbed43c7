import { type FormEvent, useRef, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import {
  issueFor,
  VALIDATION_KEYS,
  type ValidationIssue,
  validateRegistration,
} from '../../domain/validation';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { type Department, DepartmentTree } from '../DepartmentTree';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import * as formStyles from '../ui/Form.css';
import { TextField } from '../ui/TextField';
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

export interface RegisterFormProps {
  /** The departments for the tree (flat, with parent ids). */
  departments: readonly Department[];
  /** The departments are loading. */
  departmentsLoading?: boolean;
  /** The departments could not be loaded: the message. */
  departmentsError?: string | null;
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
}: RegisterFormProps) {
  const { t } = useDamTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    confirmPassword: '',
    name: '',
    phone: '',
  });
  const [groupId, setGroupId] = useState<string | null>(null);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const lastChecked = useRef<string | null>(null);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setIssues((list) => list.filter((i) => i.field !== field));
    setFailure(null);
    if (field === 'username') {
      setDuplicate(null);
      lastChecked.current = null;
    }
  };

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
    if (pending || done) return;
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
    setPending(true);
    try {
      await onSubmit(payload);
      setDone(true);
      onRegistered?.(payload);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('common.error'));
    } finally {
      setPending(false);
    }
  };

  const error = (field: string) => {
    if (field === 'username' && duplicate !== null && duplicate === values.username.trim()) {
      return t(VALIDATION_KEYS.register.duplicateUsername);
    }
    const issue = issueFor(issues, field);
    return issue ? t(issue.key) : null;
  };

  if (done) {
    return (
      <div className={styles.done}>
        <Alert tone="success">
          <span>{t('account.register.waiting')}</span>
          {successNote ? <span className={styles.note}>{successNote}</span> : null}
        </Alert>
        {loginHref ? (
          <Link className={styles.link} href={loginHref}>
            {t('account.register.toLogin')}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <Form className={formStyles.form} onSubmit={submit} validationBehavior="aria">
      <TextField
        name="username"
        label={t('account.register.username')}
        value={values.username}
        onChange={set('username')}
        onBlur={() => void check()}
        errorMessage={error('username')}
        description={checking ? t('account.register.checking') : undefined}
        autoComplete="username"
        isRequired
      />
      <TextField
        name="password"
        type="password"
        revealable
        label={t('account.register.password')}
        description={t('account.register.passwordHint')}
        value={values.password}
        onChange={set('password')}
        errorMessage={error('password')}
        autoComplete="new-password"
        isRequired
      />
      <TextField
        name="confirmPassword"
        type="password"
        revealable
        label={t('account.register.confirmPassword')}
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        errorMessage={error('confirmPassword')}
        autoComplete="new-password"
        isRequired
      />
      <TextField
        name="name"
        label={t('account.register.name')}
        value={values.name}
        onChange={set('name')}
        errorMessage={error('name')}
        autoComplete="name"
        isRequired
      />
      <TextField
        name="phone"
        type="tel"
        inputMode="tel"
        label={t('account.register.phone')}
        value={values.phone}
        onChange={set('phone')}
        errorMessage={error('phone')}
        autoComplete="tel"
        isRequired
      />
      <DepartmentTree
        departments={departments}
        isLoading={departmentsLoading}
        loadError={departmentsError}
        selectedId={groupId}
        onSelectionChange={(id) => {
          setGroupId(id);
          setIssues((list) => list.filter((i) => i.field !== 'groupId'));
        }}
        errorMessage={error('groupId')}
        isRequired
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isPending={pending}
        pendingLabel={t('account.register.submitting')}
      >
        {t('account.register.submit')}
      </Button>
      {loginHref ? (
        <Link className={styles.link} href={loginHref}>
          {t('account.register.toLogin')}
        </Link>
      ) : null}
    </Form>
  );
}

import { type FormEvent, type ReactNode, useState } from 'react';
import { Button as AriaButton, Form, Link } from 'react-aria-components';
import { VALIDATION_KEYS } from '../../domain/validation';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { ChangePasswordForm, type ChangePasswordValues } from '../ChangePasswordDialog/ChangePasswordForm';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import * as formStyles from '../ui/Form.css';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';
import { TextField } from '../ui/TextField';
import * as styles from './LoginForm.css';

export interface LoginCredentials {
  /** Trimmed user name (part 1 §5). */
  username: string;
  /** The password as typed; the client hashes it before sending. */
  password: string;
}

export type LoginMethod = 'password' | 'visitor';

export interface LoginFormProps {
  /**
   * Signs in with user name and password. Reject with an Error whose message is to be shown (for example
   * 'Please enter the correct username or password'); without a message the form shows that default.
   */
  onLogin: (credentials: LoginCredentials) => Promise<unknown> | unknown;
  /** Signs in with the built-in visitor account; the visitor tab shows only when given. */
  onVisitorLogin?: () => Promise<unknown> | unknown;
  /**
   * Changes a password from the login screen (user name, old and new password); when given, a "Change
   * password" link swaps the login form for the change-password form and back.
   */
  onChangePassword?: (values: ChangePasswordValues) => unknown;
  /** Where "Register" leads; the link shows only when given. */
  registerHref?: string;
  /** Pre-fills the user name. */
  defaultUsername?: string;
  /** A message to show above the form from outside (for example after a failed WeChat login). */
  notice?: ReactNode;
  /** The tab open at first. */
  defaultMethod?: LoginMethod;
}

/**
 * The login form of part 1 §2: a tab for user name and password and a tab for the visitor login, a link to
 * registration, and the change-password form that toggles with the login form. Presses are ignored while a
 * login is under way, so a double tap sends one request.
 */
export function LoginForm({
  onLogin,
  onVisitorLogin,
  onChangePassword,
  registerHref,
  defaultUsername = '',
  notice,
  defaultMethod = 'password',
}: LoginFormProps) {
  const { t } = useDamTranslation();
  const [mode, setMode] = useState<'login' | 'changePassword'>('login');
  const [username, setUsername] = useState(defaultUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<LoginMethod | null>(null);

  const run = async (method: LoginMethod, action: () => Promise<unknown> | unknown) => {
    if (pending) return;
    setFailure(null);
    setPending(method);
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('account.login.failed'));
    } finally {
      setPending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const next = {
      username: name ? undefined : t(VALIDATION_KEYS.register.username),
      password: password ? undefined : t(VALIDATION_KEYS.register.password),
    };
    setErrors(next);
    if (next.username || next.password) return;
    void run('password', () => onLogin({ username: name, password }));
  };

  if (mode === 'changePassword' && onChangePassword) {
    return (
      <div className={styles.root}>
        <h2 className={styles.heading}>{t('account.changePassword.heading')}</h2>
        <ChangePasswordForm
          variant="login"
          defaultUsername={username.trim()}
          onSubmit={onChangePassword}
          secondaryAction={{ label: t('account.login.backToLogin'), onPress: () => setMode('login') }}
        />
      </div>
    );
  }

  const links =
    registerHref || onChangePassword ? (
      <div className={formStyles.links}>
        {registerHref ? (
          <Link className={styles.link} href={registerHref}>
            {t('account.login.register')}
          </Link>
        ) : (
          <span />
        )}
        {onChangePassword ? (
          <AriaButton className={styles.link} onPress={() => setMode('changePassword')}>
            {t('account.login.changePassword')}
          </AriaButton>
        ) : null}
      </div>
    ) : null;

  const passwordForm = (
    <Form
      className={formStyles.form}
      onSubmit={submit}
      validationBehavior="aria"
      aria-label={t('account.login.tabPassword')}
    >
      <TextField
        name="username"
        label={t('account.login.username')}
        value={username}
        onChange={(value) => {
          setUsername(value);
          setErrors((e) => ({ ...e, username: undefined }));
        }}
        errorMessage={errors.username}
        autoComplete="username"
        isRequired
      />
      <TextField
        name="password"
        type="password"
        revealable
        label={t('account.login.password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        errorMessage={errors.password}
        autoComplete="current-password"
        isRequired
      />
      {failure && pending === null ? <Alert tone="danger">{failure}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isPending={pending === 'password'}
        pendingLabel={t('account.login.submitting')}
      >
        {t('account.login.submit')}
      </Button>
      {links}
    </Form>
  );

  return (
    <div className={styles.root}>
      {notice}
      {onVisitorLogin ? (
        <Tabs defaultSelectedKey={defaultMethod} onSelectionChange={() => setFailure(null)}>
          <TabList aria-label={t('account.login.tabs')}>
            <Tab id="password">{t('account.login.tabPassword')}</Tab>
            <Tab id="visitor">{t('account.login.tabVisitor')}</Tab>
          </TabList>
          <TabPanel id="password">{passwordForm}</TabPanel>
          <TabPanel id="visitor">
            <div className={styles.visitor}>
              <p className={formStyles.text}>{t('account.login.visitorText')}</p>
              {failure && pending === null ? <Alert tone="danger">{failure}</Alert> : null}
              <Button
                size="lg"
                fullWidth
                isPending={pending === 'visitor'}
                pendingLabel={t('account.login.submitting')}
                onPress={() => void run('visitor', onVisitorLogin)}
              >
                {t('account.login.visitorSubmit')}
              </Button>
            </div>
            {links}
          </TabPanel>
        </Tabs>
      ) : (
        passwordForm
      )}
    </div>
  );
}

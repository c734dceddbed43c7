import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { VALIDATION_KEYS } from '../../domain/validation';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { ChangePasswordForm, type ChangePasswordValues } from '../ChangePasswordDialog/ChangePasswordForm';
import { Alert } from '../ui/Alert';
import { Button, LinkButton } from '../ui/Button';
import * as formStyles from '../ui/Form.css';
import { joinClassNames, type StyleProps } from '../ui/props';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';
import { TextField } from '../ui/TextField';
import { useControlledState } from '../ui/useControlledState';
import { useFormFields } from '../ui/useFormFields';
import * as styles from './LoginForm.css';

export interface LoginCredentials {
  /** Trimmed user name (part 1 §5). */
  username: string;
  /** The password as typed; the client hashes it before sending. */
  password: string;
}

export type LoginMethod = 'password' | 'visitor';

export interface LoginFormProps extends StyleProps {
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
  /** The tab open (controlled, with `onMethodChange`); only with `onVisitorLogin`. */
  method?: LoginMethod;
  /** The tab open at first (uncontrolled). */
  defaultMethod?: LoginMethod;
  /** Called when the user switches between the password and the visitor tab. */
  onMethodChange?: (method: LoginMethod) => void;
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
  method: methodProp,
  defaultMethod = 'password',
  onMethodChange,
  className,
  style,
}: LoginFormProps) {
  const { t } = useDamTranslation();
  const [method, setMethod] = useControlledState(methodProp, defaultMethod, onMethodChange);
  const [mode, setMode] = useState<'login' | 'changePassword'>('login');
  const { values, setIssues, field } = useFormFields({ username: defaultUsername, password: '' });
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
    const name = values.username.trim();
    const { password } = values;
    const found = [
      ...(name ? [] : [{ field: 'username', key: VALIDATION_KEYS.register.username }]),
      ...(password ? [] : [{ field: 'password', key: VALIDATION_KEYS.register.password }]),
    ];
    setIssues(found);
    if (found.length > 0) return;
    void run('password', () => onLogin({ username: name, password }));
  };

  if (mode === 'changePassword' && onChangePassword) {
    return (
      <div className={joinClassNames(styles.root, className)} style={style}>
        <h2 className={styles.heading}>{t('account.changePassword.heading')}</h2>
        <ChangePasswordForm
          variant="login"
          defaultUsername={values.username.trim()}
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
          <LinkButton variant="link" href={registerHref}>
            {t('account.login.register')}
          </LinkButton>
        ) : (
          <span />
        )}
        {onChangePassword ? (
          <Button variant="link" onPress={() => setMode('changePassword')}>
            {t('account.login.changePassword')}
          </Button>
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
        {...field('username')}
        label={t('account.login.username')}
        autoComplete="username"
        isRequired
      />
      <TextField
        {...field('password')}
        type="password"
        revealable
        label={t('account.login.password')}
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
    <div className={joinClassNames(styles.root, className)} style={style}>
      {notice}
      {onVisitorLogin ? (
        <Tabs
          selectedKey={method}
          onSelectionChange={(key) => {
            setFailure(null);
            setMethod(key === 'visitor' ? 'visitor' : 'password');
          }}
        >
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

import { forwardRef, type ReactNode, useState } from 'react';
import { VALIDATION_KEYS } from '../../../domain/validation';
import { useDamText } from '../../../i18n/useDamText';
import { Button, LinkButton } from '../../ui/Button';
import * as formStyles from '../../ui/Form.css';
import { joinClassNames, type StyleProps } from '../../ui/props';
import { SendForm, type SendFormMessage } from '../../ui/SendForm';
import { sendAnswer } from '../../ui/sendAnswer';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { PasswordField, TextField } from '../../ui/TextField';
import { useControlledState } from '../../ui/useControlledState';
import { useFormFields } from '../../ui/useFormFields';
import { useSendOnce } from '../../ui/useSendOnce';
import { ChangePasswordForm, type ChangePasswordValues } from '../ChangePasswordDialog/ChangePasswordForm';
import * as styles from './LoginForm.css';
import { loginFormTexts } from './texts';

export interface LoginCredentials {
  /** Trimmed user name (part 1 §5). */
  username: string;
  /** The password as typed; the client hashes it before sending. */
  password: string;
}

export type LoginMethod = 'password' | 'visitor';

/** One login: with user name and password, or as the visitor. */
type LoginAttempt = { method: 'password'; credentials: LoginCredentials } | { method: 'visitor' };

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
  registerHref?: string | undefined;
  /**
   * Starts the WeChat scan login (part 1 §1, §2) in place of the form; the "WeChat scan login" button shows
   * only when given.
   */
  onScanLogin?: () => void;
  /** Pre-fills the user name. */
  defaultUsername?: string | undefined;
  /** A message to show above the form from outside (for example after a failed WeChat login). */
  notice?: ReactNode | undefined;
  /** The tab open (controlled, with `onMethodChange`); only with `onVisitorLogin`. */
  method?: LoginMethod | undefined;
  /** The tab open at first (uncontrolled). */
  defaultMethod?: LoginMethod | undefined;
  /** Called when the user switches between the password and the visitor tab. */
  onMethodChange?: (method: LoginMethod) => void;
}

/**
 * The login form of part 1 §2: a tab for user name and password and a tab for the visitor login, a link to
 * registration, and the change-password form that toggles with the login form. Presses are ignored while a
 * login is under way, so a double tap sends one request.
 */
export const LoginForm = /* @__PURE__ */ forwardRef<HTMLDivElement, LoginFormProps>(function LoginForm(
  {
    onLogin,
    onVisitorLogin,
    onChangePassword,
    registerHref,
    onScanLogin,
    defaultUsername = '',
    notice,
    method: methodProp,
    defaultMethod = 'password',
    onMethodChange,
    className,
    style,
  },
  ref,
) {
  const { t } = useDamText(loginFormTexts);
  const [method, setMethod] = useControlledState(methodProp, defaultMethod, onMethodChange);
  const [mode, setMode] = useState<'login' | 'changePassword'>('login');
  const [failure, setFailure] = useState<SendFormMessage | null>(null);
  // One login at a time, whichever tab started it.
  const sender = useSendOnce({
    send: async (attempt: LoginAttempt) =>
      attempt.method === 'visitor' ? onVisitorLogin?.() : onLogin(attempt.credentials),
    isSuccess: () => true,
  });
  const { values, setIssues, field } = useFormFields({ username: defaultUsername, password: '' }, t);

  const run = async (attempt: LoginAttempt) => {
    setFailure(null);
    const sent = await sender.send(attempt);
    setFailure(sendAnswer(sent, { failure: t('account.login.failed') }));
    // A login writes nothing: once through, the form may log in again (the portal usually moves on).
    if (sent.status === 'succeeded') sender.reset();
  };

  const submit = () => {
    const name = values.username.trim();
    const { password } = values;
    const found = [
      ...(name ? [] : [{ field: 'username', key: VALIDATION_KEYS.register.username }]),
      ...(password ? [] : [{ field: 'password', key: VALIDATION_KEYS.register.password }]),
    ];
    setIssues(found);
    if (found.length > 0) return;
    void run({ method: 'password', credentials: { username: name, password } });
  };

  if (mode === 'changePassword' && onChangePassword) {
    return (
      <div ref={ref} className={joinClassNames(styles.root, className)} style={style}>
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

  const sendFormProps = {
    status: sender.status,
    tapGuardProps: sender.tapGuardProps,
    message: failure,
  };

  const passwordForm = (
    <SendForm
      {...sendFormProps}
      onSubmit={submit}
      labels={{ submit: t('account.login.submit'), sending: t('account.login.submitting') }}
      footer={links}
      aria-label={t('account.login.tabPassword')}
    >
      <TextField
        {...field('username')}
        label={t('account.login.username')}
        autoComplete="username"
        isRequired
      />
      <PasswordField
        {...field('password')}
        label={t('account.login.password')}
        autoComplete="current-password"
        isRequired
      />
    </SendForm>
  );

  const scan = onScanLogin ? (
    <Button variant="secondary" fullWidth onPress={onScanLogin}>
      {t('signIn.scan.start')}
    </Button>
  ) : null;

  return (
    <div ref={ref} className={joinClassNames(styles.root, className)} style={style}>
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
            <SendForm
              {...sendFormProps}
              className={styles.visitor}
              onSubmit={() => void run({ method: 'visitor' })}
              labels={{ submit: t('account.login.visitorSubmit'), sending: t('account.login.submitting') }}
              aria-label={t('account.login.tabVisitor')}
            >
              <p className={formStyles.text}>{t('account.login.visitorText')}</p>
            </SendForm>
            {links}
          </TabPanel>
        </Tabs>
      ) : (
        passwordForm
      )}
      {scan}
    </div>
  );
});

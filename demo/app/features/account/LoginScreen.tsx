import type { ChangePasswordValues } from 'damtherm';
import { type LoginCredentials, LoginForm, useChangePassword, useDamTranslation, useLogin } from 'damtherm';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errors';
import { safeRedirect } from '../../session/session';
import { AccountLayout } from './AccountLayout';

/**
 * /login (part 1 §2): user name and password, or the visitor account; the change-password form toggles with
 * the login form; success goes to the `redirect` target or /main_new. Failures show the seed's messages
 * ('Please enter the correct username or password'; 'wrong username or password' for an empty answer) in
 * the user's language.
 */
export function LoginScreen() {
  const { t } = useDamTranslation();
  const { config, signIn } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const login = useLogin();
  const changePassword = useChangePassword();

  const signInWith = async ({ username, password }: LoginCredentials) => {
    let user: Awaited<ReturnType<typeof login.trigger>>;
    try {
      user = await login.trigger({ username, password });
    } catch (error) {
      throw new Error(errorMessage(error, t));
    }
    signIn({ token: user.token, loginId: user.userId, userName: user.name || user.userId });
    await navigate(target, { replace: true, viewTransition: true });
  };

  const visitor = config.visitor;

  const change = async ({ username = '', oldPassword, newPassword }: ChangePasswordValues) => {
    try {
      await changePassword.trigger({ username, oldPassword, newPassword });
    } catch (error) {
      throw new Error(errorMessage(error, t));
    }
    return t('account.changePassword.success');
  };

  return (
    <AccountLayout>
      <LoginForm
        onLogin={signInWith}
        onVisitorLogin={visitor ? () => signInWith(visitor) : undefined}
        onChangePassword={change}
        registerHref="/register"
      />
    </AccountLayout>
  );
}

import type { ChangePasswordValues } from 'damtherm';
import { type LoginCredentials, LoginForm, useChangePassword, useDamTranslation, useLogin } from 'damtherm';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errors';
import { safeRedirect } from '../../session/session';
import { AccountLayout } from './AccountLayout';
import { ScanLogin } from './ScanLogin';

/**
 * /login (part 1 §2): user name and password, or the visitor account; the change-password form toggles with
 * the login form; the WeChat scan login (part 1 §1) replaces the form while it runs; success goes to the
 * `redirect` target or /main_new. Failures show the seed's messages ('Please enter the correct username or
 * password'; 'wrong username or password' for an empty answer; after too many wrong passwords, how long to
 * wait) in the user's language.
 */
export function LoginScreen() {
  const { t } = useDamTranslation();
  const { config, client, signIn } = useApp();
  const [scanning, setScanning] = useState(false);
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

  // The confirmed scan hands over a token only: whose it is comes from getInfo with that token.
  const signInWithToken = useCallback(
    async (token: string) => {
      const { data } = await client.GET('/cytUser/getInfo', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const info = data?.data;
      if (!info?.userId) throw new Error(t('signIn.scan.failed'));
      signIn({ token, loginId: info.userId, userName: info.name ?? info.userId });
      await navigate(target, { replace: true, viewTransition: true });
    },
    [client, signIn, navigate, target, t],
  );

  if (scanning) {
    return (
      <AccountLayout>
        <ScanLogin onToken={signInWithToken} onCancel={() => setScanning(false)} />
      </AccountLayout>
    );
  }

  return (
    <AccountLayout>
      <LoginForm
        onScanLogin={() => setScanning(true)}
        onLogin={signInWith}
        onVisitorLogin={visitor ? () => signInWith(visitor) : undefined}
        onChangePassword={change}
        registerHref="/register"
      />
    </AccountLayout>
  );
}

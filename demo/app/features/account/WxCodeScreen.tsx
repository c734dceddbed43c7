import { Alert, Button, Icon, LinkButton, useDamTranslation, useScanLogin, useWxLogin } from 'damtherm';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { AccountLayout } from './AccountLayout';
import * as styles from './WxCodeScreen.css';

/**
 * The WeChat callback: signs in with `code`, or says 'WeChat code retrieval failed' when there is none. For a
 * scan started on another screen (`scan=1` and its `state`), the phone then asks for that screen's login and
 * waits for an administrator's confirmation.
 */
function WxCallback({ code, scanState }: { code: string | null; scanState: string | null }) {
  const { t } = useDamTranslation();
  const { signIn } = useApp();
  const navigate = useNavigate();
  const wxLogin = useWxLogin();
  const scanLogin = useScanLogin();
  const [failure, setFailure] = useState<string | null>(code ? null : t('account.wx.codeFailed'));
  const [claimed, setClaimed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true; // a code is good once: never sent twice (strict-mode effects run twice)
    void (async () => {
      try {
        const user = await wxLogin.trigger(code);
        signIn({ token: user.token, loginId: user.userId, userName: user.name || user.userId });
        if (scanState) {
          await scanLogin.trigger({ state: scanState, type: 0, userId: user.userId });
          setClaimed(true);
          return;
        }
        await navigate('/main_new', { replace: true, viewTransition: true });
      } catch (error) {
        setFailure(errorMessage(error, t) || t('account.wx.loginFailed'));
      }
    })();
  }, [code, scanState, wxLogin, scanLogin, navigate, signIn, t]);

  return (
    <AccountLayout heading={t('app.route.wxcode')}>
      {failure ? (
        <>
          <Alert tone="danger">{failure}</Alert>
          <LinkButton href="/login" size="lg" fullWidth>
            {t('account.wx.toLogin')}
          </LinkButton>
        </>
      ) : claimed && scanState ? (
        <>
          <p className={styles.waiting} role="status">
            {t('signIn.scan.claimed')}
          </p>
          <LinkButton href={`/wxcode?token=${encodeURIComponent(scanState)}`} size="lg" fullWidth>
            {t('signIn.scan.toConfirm')}
          </LinkButton>
        </>
      ) : (
        <p className={styles.waiting} role="status">
          {t('account.wx.signingIn')}
        </p>
      )}
    </AccountLayout>
  );
}

/**
 * The login confirmation (part 1 §2, part 2 §2.11): an administrator confirms a scan login with one button
 * (forWxCode type 1 with the scan's state and the administrator's id); anyone else gets 'user is not an
 * administrator' from the server.
 */
function WxConfirm({ state }: { state: string | null }) {
  const { t } = useDamTranslation();
  const session = useSession();
  const scanLogin = useScanLogin();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; message: string } | null>(
    state ? null : { tone: 'danger', message: t('account.wx.missingState') },
  );

  const confirm = async () => {
    if (!state || pending) return;
    setPending(true);
    setResult(null);
    try {
      await scanLogin.trigger({ state, type: 1, userId: session?.loginId ?? '' });
      setResult({ tone: 'success', message: t('account.wx.confirmed') });
    } catch (error) {
      setResult({ tone: 'danger', message: errorMessage(error, t) });
    } finally {
      setPending(false);
    }
  };

  const done = result?.tone === 'success';
  return (
    <Page width="narrow" backFallback="/main_new">
      <section className={styles.confirm}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={done ? 'check' : 'shield'} size={40} />
        </span>
        <h2 className={styles.heading}>{t('account.wx.confirmHeading')}</h2>
        <p className={styles.text}>{t('account.wx.confirmText')}</p>
        {result ? <Alert tone={result.tone}>{result.message}</Alert> : null}
        {state && !done ? (
          <Button
            size="lg"
            fullWidth
            isPending={pending}
            pendingLabel={t('account.wx.confirming')}
            onPress={confirm}
          >
            {t('account.wx.confirmButton')}
          </Button>
        ) : (
          <LinkButton href="/main_new" size="lg" variant="secondary" fullWidth>
            {t('app.notFound.home')}
          </LinkButton>
        )}
      </section>
    </Page>
  );
}

/** /wxcode: the WeChat callback, or the administrator's scan-login confirmation (`?token=` the scan state). */
export function WxCodeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token !== null) return <WxConfirm state={token || null} />;
  const scanState = params.get('scan') === '1' ? params.get('state') : null;
  return <WxCallback code={params.get('code')} scanState={scanState || null} />;
}

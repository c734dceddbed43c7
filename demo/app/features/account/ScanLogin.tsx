import { Alert, Button, LinkButton, useDamTranslation } from 'damtherm';
import { isDamError } from 'damtherm/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errors';
import * as styles from './ScanLogin.css';

/** How often the screen asks whether the scan was confirmed. */
const POLL_MS = 2000;

/** 24 random bytes as base64url: 32 characters, 192 bits (the server wants at least 128). */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Where the phone goes: the WeChat authorisation (here the reference backend's local stand-in), which sends
 * the phone back to /wxcode?scan=1 with a code and this state.
 */
export function authorizeUrl(state: string): string {
  const query = new URLSearchParams({ state, redirect_uri: '/wxcode?scan=1' });
  return `${window.location.origin}/fake-wechat/authorize?${query}`;
}

type Phase =
  | { kind: 'starting' }
  | { kind: 'waiting'; state: string; secret: string }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

export interface ScanLoginProps {
  /** Signs in with the token the confirmed scan handed over. */
  onToken: (token: string) => Promise<void>;
  /** Back to the password form. */
  onCancel: () => void;
}

/**
 * The WeChat scan login of the login screen (part 1 §1, §2): this browser draws a state and a secret, starts
 * the scan with both (the server binds the scan to the secret), shows the authorisation address for the
 * phone, and polls with its secret until an administrator has confirmed; only this browser can pick the
 * token up.
 */
export function ScanLogin({ onToken, onCancel }: ScanLoginProps) {
  const { t } = useDamTranslation();
  const { client } = useApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const alive = useRef(true);

  const ask = useCallback(
    async (state: string, secret: string) => {
      const { data } = await client.GET('/dn/forWxCode', {
        params: { query: { token: state, type: 0, secret } },
      });
      return data?.data ?? null;
    },
    [client],
  );

  // Start (again after an expiry or a failure): a new state and secret.
  const start = useCallback(() => {
    const state = randomToken();
    const secret = randomToken();
    setPhase({ kind: 'starting' });
    void ask(state, secret).then(
      () => alive.current && setPhase({ kind: 'waiting', state, secret }),
      (error: unknown) => alive.current && setPhase({ kind: 'failed', message: errorMessage(error, t) }),
    );
  }, [ask, t]);

  useEffect(() => {
    alive.current = true;
    start();
    return () => {
      alive.current = false;
    };
  }, [start]);

  // Poll while waiting.
  useEffect(() => {
    if (phase.kind !== 'waiting') return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const answer = await ask(phase.state, phase.secret);
        if (stopped || !answer || answer === 'waiting') return;
        stopped = true;
        clearInterval(timer);
        await onToken(answer);
      } catch (error) {
        if (stopped) return;
        stopped = true;
        clearInterval(timer);
        // A scan no longer waiting (10 minutes passed) is a 404 business failure.
        if (isDamError(error, 'server') && error.code === 404) setPhase({ kind: 'expired' });
        else setPhase({ kind: 'failed', message: errorMessage(error, t) || t('signIn.scan.failed') });
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [phase, ask, onToken, t]);

  return (
    <section className={styles.root} aria-labelledby="scan-login-heading">
      <h2 id="scan-login-heading" className={styles.heading}>
        {t('signIn.scan.heading')}
      </h2>
      <p className={styles.text}>{t('signIn.scan.text')}</p>
      {phase.kind === 'starting' ? (
        <p className={styles.status} role="status">
          {t('signIn.scan.starting')}
        </p>
      ) : null}
      {phase.kind === 'waiting' ? (
        <>
          <p className={styles.address}>
            <span className={styles.caption}>{t('signIn.scan.qrLabel')}</span>
            {authorizeUrl(phase.state)}
          </p>
          <LinkButton href={authorizeUrl(phase.state)} target="_blank" variant="secondary" fullWidth>
            {t('signIn.scan.link')}
          </LinkButton>
          <p className={styles.status} role="status">
            {t('signIn.scan.waiting')}
          </p>
        </>
      ) : null}
      {phase.kind === 'expired' ? <Alert tone="warning">{t('signIn.scan.expired')}</Alert> : null}
      {phase.kind === 'failed' ? <Alert tone="danger">{phase.message}</Alert> : null}
      {phase.kind === 'expired' || phase.kind === 'failed' ? (
        <Button fullWidth onPress={start}>
          {t('signIn.scan.restart')}
        </Button>
      ) : null}
      <Button variant="link" onPress={onCancel}>
        {t('signIn.scan.cancel')}
      </Button>
    </section>
  );
}

import type { ThemeName } from 'damtherm';
import { DamProvider, dropPreloadedReads, showToast, type ToastQueue } from 'damtherm';
import type { DamClient } from 'damtherm/client';
import { dateFieldLocale } from 'damtherm/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { I18nProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { AppContext, type AppServices } from './AppContext';
import { errorMessage } from './api/errors';
import type { AppConfig } from './config';
import { createAppRouter } from './router/createAppRouter';
import { screens } from './router/screens';
import type { Screen } from './router/types';
import { readLanguage } from './session/language';
import { clearSession, readToken, type Session, saveSession } from './session/session';
import { readTheme, storeTheme } from './session/theme';
import { createAppI18n } from './texts/createAppI18n';

export interface AppProps {
  config: AppConfig;
  client: DamClient;
  toasts: ToastQueue;
  /** The registered screens (all of them by default; tests pass fewer). */
  appScreens?: readonly Screen[];
  /**
   * Makes the router (browser history by default; tests pass a memory router); `client` starts each screen's
   * data with its navigation.
   */
  makeRouter?: (screens: readonly Screen[], client: DamClient) => ReturnType<typeof createAppRouter>;
}

/** Same message within this many ms is shown once (many calls fail together when the network drops). */
const REPEAT_WINDOW_MS = 3000;

/**
 * The demo application: i18n, theme, site time zone and the API client (DamProvider, so damtherm's hooks
 * work in every screen), the services of `useApp()`, an SWR cache of its own and the data router. A logout
 * replaces both the router and the cache, so nothing of the previous user survives.
 */
export function App({
  config,
  client,
  toasts,
  appScreens = screens,
  makeRouter = createAppRouter,
}: AppProps) {
  const [i18n] = useState(() => createAppI18n(readLanguage()));
  const [theme, setThemeState] = useState<ThemeName>(readTheme);
  const [router, setRouter] = useState(() => makeRouter(appScreens, client));
  const [epoch, setEpoch] = useState(0);
  const last = useRef({ message: '', at: 0 });

  // A replaced router (after logout) is disposed once the new one is on screen. Not in an effect cleanup:
  // strict mode runs cleanups of a still-mounted component, which would dispose the live router.
  const previousRouter = useRef(router);
  useEffect(() => {
    if (previousRouter.current === router) return;
    previousRouter.current.dispose();
    previousRouter.current = router;
  }, [router]);

  const notify = useCallback<AppServices['notify']>(
    (message, tone = 'info') => {
      const now = Date.now();
      if (last.current.message === message && now - last.current.at < REPEAT_WINDOW_MS) return;
      last.current = { message, at: now };
      showToast(toasts, message, tone);
    },
    [toasts],
  );

  const reportError = useCallback<AppServices['reportError']>(
    (error) =>
      notify(
        errorMessage(error, (key, values) => String(i18n.t(key, values))),
        'danger',
      ),
    [i18n, notify],
  );

  const signIn = useCallback((session: Session) => saveSession(session), []);

  const logout = useCallback<AppServices['logout']>(
    async (message) => {
      if (readToken()) {
        try {
          await client.POST('/cytUser/logout', {});
        } catch {
          // The token is dropped here anyway; the server lets it expire.
        }
      }
      clearSession();
      // A read started ahead for this user and not yet shown must not reach the next one.
      dropPreloadedReads(client);
      if (message) notify(message, 'danger');
      window.history.replaceState(null, '', '/login');
      setRouter(makeRouter(appScreens, client));
      setEpoch((e) => e + 1);
    },
    [client, notify, makeRouter, appScreens],
  );

  const setTheme = useCallback((next: ThemeName) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const services = useMemo<AppServices>(
    () => ({ config, client, toasts, reportError, notify, signIn, logout, theme, setTheme }),
    [config, client, toasts, reportError, notify, signIn, logout, theme, setTheme],
  );

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    const meta = document.querySelector('meta[name="color-scheme"]');
    meta?.setAttribute('content', theme === 'dark' ? 'dark' : 'light');
  }, [theme]);

  return (
    <DamProvider i18n={i18n} theme={theme} timeZone={config.timeZone} client={client}>
      {/* react-aria's own words (tree chevrons, busy buttons, dismiss) in the app's language. */}
      <I18nProvider locale={dateFieldLocale(i18n.language)}>
        {/* Overlays of every screen portal into the theme root, so they keep the theme. */}
        <UNSAFE_PortalProvider getContainer={() => document.querySelector<HTMLElement>('[data-dam-root]')}>
          <AppContext.Provider value={services}>
            <SWRConfig
              key={epoch}
              value={{
                provider: () => new Map(),
                // Reads report here; a write's failure is shown by the form that made it, not twice.
                onError: (error, key) => {
                  if (typeof key === 'string' && key.includes(':mutation')) return;
                  reportError(error);
                },
              }}
            >
              <RouterProvider router={router} />
            </SWRConfig>
          </AppContext.Provider>
        </UNSAFE_PortalProvider>
      </I18nProvider>
    </DamProvider>
  );
}

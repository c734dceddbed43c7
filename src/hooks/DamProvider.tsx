import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { DamClient } from '../client/createDamClient';
import { isDamError } from '../client/errors';
import { createDamI18n } from '../i18n/createDamI18n';
import { DEFAULT_TIME_ZONE, LocaleContext } from '../i18n/LocaleContext';
import type { Language } from '../i18n/language';
import { type ThemeName, themeClassName } from '../theme/themeClassName';
import { createDamHooks, createInvalidationBus, type DamApi, DamApiContext } from './api';

/** Failures a retry cannot fix: a bad token, a refused request, a business error. */
function permanent(error: unknown): boolean {
  if (!isDamError(error)) return false;
  if (error.kind === 'unauthorized' || error.kind === 'server') return true;
  return error.kind === 'http' && error.status !== undefined && error.status < 500;
}

/** damtherm's SWR defaults: retry network trouble a few times with backoff, never a permanent failure. */
export const damSwrDefaults: SWRConfiguration = {
  errorRetryCount: 3,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (permanent(error) || retryCount >= (config.errorRetryCount ?? 3)) return;
    const delay = Math.min(30_000, (config.errorRetryInterval ?? 5_000) * 2 ** (retryCount - 1));
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
};

export interface DamProviderProps {
  /** Language of every damtherm text; defaults to the stored `language`, else zh. */
  language?: Language;
  /** A built-in theme name, or the class of a portal's own theme made from the contract. */
  theme?: ThemeName | (string & {});
  /** The construction site's IANA time zone; every time is shown in it. */
  timeZone?: string;
  /** Bring your own i18next instance (it must hold damtherm's resources); by default one is made per provider. */
  i18n?: I18n;
  /** The typed client the hooks call (`createDamClient`); without it only the presentational parts work. */
  client?: DamClient;
  /** SWR options for damtherm's hooks, merged over damtherm's defaults (retries, dedupe, refresh …). */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/**
 * The root of damtherm in a page: its own i18next instance (a portal's i18next is left alone), the theme
 * class, the site time zone and — with `client` — the typed API client and SWR configuration the hooks use.
 * The theme wrapper uses `display: contents`, so it adds no box to the layout.
 */
export function DamProvider({
  language,
  theme = 'light',
  timeZone = DEFAULT_TIME_ZONE,
  i18n,
  client,
  swr,
  children,
}: DamProviderProps) {
  const [ownI18n] = useState(() => i18n ?? createDamI18n(language));
  const instance = i18n ?? ownI18n;

  useEffect(() => {
    if (language && instance.language !== language) void instance.changeLanguage(language);
  }, [instance, language]);

  const locale = useMemo(() => ({ timeZone }), [timeZone]);
  const api = useMemo<DamApi | null>(
    () => (client ? { client, hooks: createDamHooks(client), bus: createInvalidationBus() } : null),
    [client],
  );
  const swrConfig = useMemo(() => ({ ...damSwrDefaults, ...swr }), [swr]);

  const content = (
    <I18nextProvider i18n={instance}>
      <LocaleContext.Provider value={locale}>
        <div className={themeClassName(theme)} data-dam-root="" style={{ display: 'contents' }}>
          {children}
        </div>
      </LocaleContext.Provider>
    </I18nextProvider>
  );

  if (!api) return content;
  return (
    <DamApiContext.Provider value={api}>
      <SWRConfig value={swrConfig}>{content}</SWRConfig>
    </DamApiContext.Provider>
  );
}

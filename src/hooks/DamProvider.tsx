import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { DamClient } from '../client/createDamClient';
import { isDamError } from '../client/errors';
import { DamI18nContext, type DamI18nValue } from '../i18n/DamI18nContext';
import { DEFAULT_TIME_ZONE, LocaleContext } from '../i18n/LocaleContext';
import { DEFAULT_LANGUAGE, isLanguage, type Language, readStoredLanguage } from '../i18n/language';
import { DAM_NAMESPACE } from '../i18n/namespace';
import type { DamT } from '../i18n/translator';
import { type ThemeInput, themeClassName, themeStyle } from '../theme/themeClassName';
import { createInvalidationBus, type DamApi, DamApiContext } from './api';

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
  /**
   * Language of every damtherm text. Without it: the language of the `i18n` instance when one is given,
   * else the one kept under `damtherm:language` in localStorage (`storeLanguage`), read after the first
   * render so a server render and hydration agree, else zh.
   */
  language?: Language;
  /**
   * `light` (default), `dark` or `sunlight`; or a portal's class that sets some `--dam-*` properties (it
   * extends `light`); or `{ base, className, values }` to extend another built-in theme and/or set values
   * inline (`{ base: 'dark', values: { color: { accent: '#ffb300' } } }`).
   */
  theme?: ThemeInput;
  /** The construction site's IANA time zone; every time is shown in it. */
  timeZone?: string;
  /**
   * An i18next instance holding damtherm's resources (`createDamI18n()` of `damtherm/i18next`), for an app that wants to read
   * damtherm's texts through i18next too; its language is followed. Without it damtherm translates with
   * its own few lines and does not load i18next at all. Either way the texts reach damtherm's components
   * only, never react-i18next's context, so a portal's own `useTranslation()` keeps its own i18next.
   */
  i18n?: DamI18nInstance;
  /** The typed client the hooks call (`createDamClient`); without it only the presentational parts work. */
  client?: DamClient;
  /** SWR options for damtherm's hooks, merged over damtherm's defaults (retries, dedupe, refresh …). */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/**
 * What DamProvider uses of an i18next instance (`createDamI18n()` gives one), declared here so that neither
 * the code nor the types of the package require i18next.
 */
export interface DamI18nInstance {
  readonly language: string;
  getFixedT(language: string, namespace: string): (key: string, values?: never) => unknown;
  changeLanguage(language: string): unknown;
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
  off(event: 'languageChanged', listener: (language: string) => void): unknown;
}

function subscribeToLanguage(i18n: DamI18nInstance | undefined) {
  return (onChange: () => void) => {
    if (!i18n) return () => {};
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  };
}

/**
 * The root of damtherm in a page: its own i18n context (a portal's i18next and react-i18next are left alone), the theme
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
  // A portal may switch the language on the instance it passed: follow it.
  const subscribe = useMemo(() => subscribeToLanguage(i18n), [i18n]);
  const readInstance = useCallback(() => i18n?.language, [i18n]);
  const instanceLanguage = useSyncExternalStore(subscribe, readInstance, readInstance);

  // The stored choice only after mount: the server has no storage, and the first client render must match.
  const [stored, setStored] = useState<Language | null>(null);
  const readsStorage = language === undefined && i18n === undefined;
  useEffect(() => {
    if (readsStorage) setStored(readStoredLanguage());
  }, [readsStorage]);

  const current: Language =
    language ??
    (i18n
      ? isLanguage(instanceLanguage)
        ? instanceLanguage
        : DEFAULT_LANGUAGE
      : (stored ?? DEFAULT_LANGUAGE));

  // Keep the passed instance's language in step with a `language` prop (code that reads `i18n.t`).
  useEffect(() => {
    if (i18n && i18n.language !== current) void i18n.changeLanguage(current);
  }, [i18n, current]);

  const text = useMemo<DamI18nValue>(() => {
    if (!i18n) return { language: current };
    const fixed = i18n.getFixedT(current, DAM_NAMESPACE);
    const t: DamT = (key, values) => String(fixed(key, values as never));
    return { t, language: current };
  }, [i18n, current]);

  const locale = useMemo(() => ({ timeZone }), [timeZone]);
  const values = typeof theme === 'object' ? theme.values : undefined;
  const rootStyle = useMemo(() => ({ ...themeStyle(values), display: 'contents' }), [values]);
  const api = useMemo<DamApi | null>(
    () => (client ? { client, bus: createInvalidationBus() } : null),
    [client],
  );
  const swrConfig = useMemo(() => ({ ...damSwrDefaults, ...swr }), [swr]);

  const content = (
    <DamI18nContext.Provider value={text}>
      <LocaleContext.Provider value={locale}>
        <div className={themeClassName(theme)} data-dam-root="" style={rootStyle}>
          {children}
        </div>
      </LocaleContext.Provider>
    </DamI18nContext.Provider>
  );

  if (!api) return content;
  return (
    <DamApiContext.Provider value={api}>
      <SWRConfig value={swrConfig}>{content}</SWRConfig>
    </DamApiContext.Provider>
  );
}

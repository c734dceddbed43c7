import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createDamI18n } from '../i18n/createDamI18n';
import { DEFAULT_TIME_ZONE, LocaleContext } from '../i18n/LocaleContext';
import type { Language } from '../i18n/language';
import { type ThemeName, themeClassName } from '../theme/themeClassName';

export interface DamProviderProps {
  /** Language of every damtherm text; defaults to the stored `language`, else zh. */
  language?: Language;
  /** A built-in theme name, or the class of a portal's own theme made from the contract. */
  theme?: ThemeName | (string & {});
  /** The construction site's IANA time zone; every time is shown in it. */
  timeZone?: string;
  /** Bring your own i18next instance (it must hold damtherm's resources); by default one is made per provider. */
  i18n?: I18n;
  children: ReactNode;
}

/**
 * The root of damtherm in a page: its own i18next instance (a portal's i18next is left alone), the theme
 * class and the site time zone. The theme wrapper uses `display: contents`, so it adds no box to the layout.
 */
export function DamProvider({
  language,
  theme = 'light',
  timeZone = DEFAULT_TIME_ZONE,
  i18n,
  children,
}: DamProviderProps) {
  const [ownI18n] = useState(() => i18n ?? createDamI18n(language));
  const instance = i18n ?? ownI18n;

  useEffect(() => {
    if (language && instance.language !== language) void instance.changeLanguage(language);
  }, [instance, language]);

  const locale = useMemo(() => ({ timeZone }), [timeZone]);

  return (
    <I18nextProvider i18n={instance}>
      <LocaleContext.Provider value={locale}>
        <div className={themeClassName(theme)} data-dam-root="" style={{ display: 'contents' }}>
          {children}
        </div>
      </LocaleContext.Provider>
    </I18nextProvider>
  );
}

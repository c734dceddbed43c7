import { useContext } from 'react';
import { DamI18nContext } from './DamI18nContext';
import { useDamLocale } from './LocaleContext';
import { DEFAULT_LANGUAGE, type Language } from './language';
import { messageTrees } from './messageTrees';
import { createTranslate, type DamT } from './translator';

let fallback: DamT | undefined;

/**
 * Translate function, current language and site time zone for damtherm components, from the nearest
 * DamProvider's own i18n context (never react-i18next's, which belongs to the portal). Outside any provider
 * (a portal's unit test, say) the texts are in the default language.
 */
export function useDamTranslation(): { t: DamT; language: Language; timeZone: string } {
  const value = useContext(DamI18nContext);
  const { timeZone } = useDamLocale();
  if (value) return { t: value.t, language: value.language, timeZone };
  fallback ??= createTranslate(messageTrees, DEFAULT_LANGUAGE);
  return { t: fallback, language: DEFAULT_LANGUAGE, timeZone };
}

import { useContext, useMemo } from 'react';
import { DamI18nContext } from './DamI18nContext';
import type { DamTexts } from './damTexts';
import { useDamLocale } from './LocaleContext';
import { DEFAULT_LANGUAGE, type Language } from './language';
import { createTranslate, type DamT } from './translator';

export type { DamT } from './translator';

/**
 * `t`, `language` and the site `timeZone` for a damtherm component, translating with the message areas the
 * component brings (`texts`, declared once per folder) in DamProvider's language — or with the provider's
 * i18next instance when the portal gave one. Outside a provider (a portal's unit test, say) the texts are in
 * the default language.
 */
export function useDamText(texts: DamTexts): { t: DamT; language: Language; timeZone: string } {
  const value = useContext(DamI18nContext);
  const { timeZone } = useDamLocale();
  const language = value?.language ?? DEFAULT_LANGUAGE;
  const own = useMemo(() => createTranslate(texts, language), [texts, language]);
  return { t: value?.t ?? own, language, timeZone };
}

import { useContext } from 'react';
import { DamI18nContext } from './DamI18nContext';
import { useDamLocale } from './LocaleContext';
import { DEFAULT_LANGUAGE, type Language } from './language';
import type { DamT } from './translator';

export type { DamT } from './translator';

const keysOnly: DamT = (key) => key;

/**
 * What `useDamTranslation()` gives — `t`, `language` and the site `timeZone` — from DamProvider's context,
 * for the components a portal counts in bytes (the charts and the StatusMessage they show): unlike
 * `useDamTranslation` it imports no messages for use outside a provider, and there returns the keys.
 */
export function useDamText(): { t: DamT; language: Language; timeZone: string } {
  const value = useContext(DamI18nContext);
  const { timeZone } = useDamLocale();
  return { t: value?.t ?? keysOnly, language: value?.language ?? DEFAULT_LANGUAGE, timeZone };
}

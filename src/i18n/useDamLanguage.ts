import { useContext } from 'react';
import { DamI18nContext } from './DamI18nContext';
import { DEFAULT_LANGUAGE, type Language } from './language';

/** DamProvider's language, for a part that formats or asks in it but shows no message of its own. */
export function useDamLanguage(): Language {
  return useContext(DamI18nContext)?.language ?? DEFAULT_LANGUAGE;
}

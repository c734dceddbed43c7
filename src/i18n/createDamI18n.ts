import i18next, { type i18n } from 'i18next';
import { type Language, readStoredLanguage } from './language';
import { resources } from './resources';

export const DAM_NAMESPACE = 'damtherm';

/**
 * A fresh i18next instance for one DamProvider, so that a portal's own i18next (and its language) is left
 * alone. Initialised synchronously: the resources are bundled, nothing is fetched.
 */
export function createDamI18n(language: Language = readStoredLanguage()): i18n {
  const instance = i18next.createInstance();
  instance.init({
    resources,
    lng: language,
    fallbackLng: 'zh',
    ns: [DAM_NAMESPACE],
    defaultNS: DAM_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from './language';
import { DAM_NAMESPACE } from './namespace';
import { resources } from './resources';

/**
 * A fresh i18next instance for one DamProvider, so that a portal's own i18next (and its language) is left
 * alone. Initialised synchronously: the resources are bundled, nothing is fetched. It reads no storage, so a
 * server render and the first client render agree; pass the language (an app may pass `readStoredLanguage()`
 * on the client).
 */
export function createDamI18n(language: Language = DEFAULT_LANGUAGE): i18n {
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

export { createDamI18n, DAM_NAMESPACE } from './createDamI18n';
export { type DamLocale, DEFAULT_TIME_ZONE, LocaleContext, useDamLocale } from './LocaleContext';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languages,
  readStoredLanguage,
  storeLanguage,
} from './language';
export { messageAreas, resources } from './resources';
export type { DamT } from './translator';
export { useDamTranslation } from './useDamTranslation';

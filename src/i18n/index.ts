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
export { DAM_NAMESPACE } from './namespace';
export { messageAreas, resources } from './resources';
export type { DamT } from './translator';
export { useDamTranslation } from './useDamTranslation';

export const languages = ['zh', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * The localStorage key under which damtherm keeps a chosen language (`storeLanguage`), read by a DamProvider
 * that has no `language` prop once it has mounted. Namespaced so it never reads or overwrites a portal's own
 * `language` entry.
 */
export const LANGUAGE_STORAGE_KEY = 'damtherm:language';
export const DEFAULT_LANGUAGE: Language = 'zh';

export function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}

/** The stored language, or zh when none is stored (or storage is unavailable, as in private tabs). */
export function readStoredLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): Language {
  const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language, storage = safeLocalStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full or refused storage only loses the choice for the next visit.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

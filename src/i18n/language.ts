export const languages = ['zh', 'en'] as const;
export type Language = (typeof languages)[number];

/** The localStorage key the seed names for the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';
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
  storage?.setItem(LANGUAGE_STORAGE_KEY, language);
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

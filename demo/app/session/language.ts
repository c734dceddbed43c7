import type { Language } from 'damtherm';

/**
 * The app keeps the chosen language under the seed's own key `language` (part 1 §1). This is the demo app's
 * key; the package itself keeps a portal's choice under `damtherm:language` (`storeLanguage`).
 */
export const LANGUAGE_KEY = 'language';

/** The stored language; zh (the seed's default) when none or an unknown one is stored. */
export function readLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

/** Switching language stores it under `language` and reloads the page (part 1 §1). */
export function switchLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // private mode: the page reloads in the language it had
  }
  window.location.reload();
}

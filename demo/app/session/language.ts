import { type Language, storeLanguage } from '../../../src/i18n/language';

/** Switching language stores it under `language` and reloads the page (part 1 §1). */
export function switchLanguage(language: Language): void {
  storeLanguage(language);
  window.location.reload();
}

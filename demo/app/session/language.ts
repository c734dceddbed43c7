import { type Language, storeLanguage } from 'damtherm';

/** Switching language stores it under `language` and reloads the page (part 1 §1). */
export function switchLanguage(language: Language): void {
  storeLanguage(language);
  window.location.reload();
}

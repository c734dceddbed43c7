import type { Language } from './language';
import { messageTrees } from './messageTrees';
import type { DamT } from './translator';
import { useDamText } from './useDamText';

/**
 * Translate function, current language and site time zone over every message area of damtherm, for an app
 * that shows damtherm's texts in its own screens (the demo does). It brings all messages of both languages;
 * damtherm's components use `useDamText` with their own areas instead.
 */
export function useDamTranslation(): { t: DamT; language: Language; timeZone: string } {
  return useDamText(messageTrees);
}

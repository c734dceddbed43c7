import { createContext } from 'react';
import type { Language } from './language';
import type { DamT } from './translator';

/**
 * What DamProvider gives damtherm's own components: the language, and — when the portal passed an i18next
 * instance — that instance's translate function, which then answers for every area. A context of damtherm's
 * own, not react-i18next's `I18nextProvider`, so a portal's children that call `useTranslation()` keep getting
 * the portal's i18next. The messages themselves come with each component (`useDamText`).
 */
export interface DamI18nValue {
  language: Language;
  t?: DamT;
}

export const DamI18nContext = createContext<DamI18nValue | null>(null);

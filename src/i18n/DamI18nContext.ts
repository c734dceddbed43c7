import { createContext } from 'react';
import type { Language } from './language';
import type { DamT } from './translator';

/**
 * What DamProvider gives damtherm's own components: the translate function of its language, and that
 * language. A context of damtherm's own, not react-i18next's `I18nextProvider`, so a portal's children that
 * call `useTranslation()` keep getting the portal's i18next.
 */
export interface DamI18nValue {
  t: DamT;
  language: Language;
}

export const DamI18nContext = createContext<DamI18nValue | null>(null);

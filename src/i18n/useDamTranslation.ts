import { useTranslation } from 'react-i18next';
import { DAM_NAMESPACE } from './createDamI18n';
import { useDamLocale } from './LocaleContext';
import { isLanguage, type Language } from './language';

/** Translation function, current language and site time zone for damtherm components. */
export function useDamTranslation() {
  const { t, i18n } = useTranslation(DAM_NAMESPACE);
  const { timeZone } = useDamLocale();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'zh';
  return { t, language, timeZone, i18n };
}

import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { useDamLocale } from './LocaleContext';
import { isLanguage, type Language } from './language';

/** The namespace DamProvider's i18next instance holds damtherm's messages in (DAM_NAMESPACE). */
const NAMESPACE = 'damtherm';

/** Translation of one key with interpolation values. */
export type DamT = (key: string, values?: Record<string, unknown>) => string;

/**
 * What `useDamTranslation()` gives — `t`, `language` and the site `timeZone` — read from the i18next instance
 * that DamProvider puts in react-i18next's context, for the components a portal counts in bytes (the charts
 * and the StatusMessage they show).
 *
 * Why not `useDamTranslation()` itself: it calls react-i18next's `useTranslation`, which imports a helper
 * from `i18next`, whose ESM build is a single module with top-level side effects, so every bundle that uses
 * it carries all of i18next (about 15 KB min+gzip) even though DamProvider already created the instance.
 * `import { BayCurve } from 'damtherm'` has a budget of 30 KB; this hook reads the same instance without that
 * import. Behaviour is the same: it re-renders when the language changes.
 */
export function useDamText(): { t: DamT; language: Language; timeZone: string } {
  const i18n = useContext(I18nContext)?.i18n;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!i18n) return () => {};
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const read = () => i18n?.language ?? 'zh';
  const current = useSyncExternalStore(subscribe, read, read);
  const language: Language = isLanguage(current) ? current : 'zh';
  const t = useMemo<DamT>(() => {
    if (!i18n) return (key) => key;
    const fixed = i18n.getFixedT(language, NAMESPACE);
    return (key, values) => String(fixed(key, values as never));
  }, [i18n, language]);
  const { timeZone } = useDamLocale();
  return { t, language, timeZone };
}

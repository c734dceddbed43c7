import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { useDamLocale } from '../../i18n/LocaleContext';
import { isLanguage, type Language } from '../../i18n/language';

/** The namespace DamProvider's i18next instance holds damtherm's messages in (DAM_NAMESPACE). */
const NAMESPACE = 'damtherm';

/** Translation of one key with interpolation values. */
export type ChartT = (key: string, values?: Record<string, unknown>) => string;

/**
 * What `useDamTranslation()` gives — `t`, `language` and the site `timeZone` — for the charts, read from the
 * i18next instance that DamProvider puts in react-i18next's context.
 *
 * Why not `useDamTranslation()` itself: it calls react-i18next's `useTranslation`, which imports a helper
 * from `i18next`, whose ESM build is a single module with top-level side effects, so every bundle that uses
 * it carries all of i18next (about 15 KB min+gzip) even though DamProvider already created the instance.
 * The bay curve has a budget of 30 KB for `import { BayCurve } from 'damtherm'`; this hook reads the same
 * instance without that import. Behaviour is the same: it re-renders when the language changes.
 */
export function useChartText(): { t: ChartT; language: Language; timeZone: string } {
  const i18n = useContext(I18nContext)?.i18n;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!i18n) return () => {};
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const current = useSyncExternalStore(
    subscribe,
    () => i18n?.language ?? 'zh',
    () => i18n?.language ?? 'zh',
  );
  const language: Language = isLanguage(current) ? current : 'zh';
  const t = useMemo<ChartT>(() => {
    if (!i18n) return (key) => key;
    const fixed = i18n.getFixedT(language, NAMESPACE);
    return (key, values) => String(fixed(key, values as never));
  }, [i18n, language]);
  const { timeZone } = useDamLocale();
  return { t, language, timeZone };
}

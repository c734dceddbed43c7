import { useContext } from 'react';
import { DamI18nContext } from '../../i18n/DamI18nContext';
import { damErrorText } from '../../i18n/damErrorText';
import type { DamTexts } from '../../i18n/damTexts';
import { useDamText } from '../../i18n/useDamText';

/**
 * `damErrorText` for a component: a failed call (a `DamError`) in the reader's language. With the provider's
 * i18next every message answers; with the component's own `texts` (which bring the `errors` area), a known
 * failure whose message lives in an area the component does not bring shows the server's words instead of
 * a missing key.
 */
export function useFailureText(texts: DamTexts): (error: unknown) => string | undefined {
  const provided = useContext(DamI18nContext)?.t;
  const { t } = useDamText(texts);
  if (provided) return (error) => damErrorText(error, t);
  const brought = (key: string) => texts.zh[key.slice(0, key.indexOf('.'))] !== undefined;
  return (error) => damErrorText(error, (key, values) => (brought(key) ? t(key, values) : key));
}

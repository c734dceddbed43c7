import { type DamTranslate, damErrorText } from '../i18n/damErrorText';
import { useDamText } from '../i18n/useDamText';
import { damErrorTexts } from './damErrorTexts';

export {
  DAM_ERROR_REASON_KEYS,
  type DamTranslate,
  damErrorReasonText,
  damErrorText,
} from '../i18n/damErrorText';

/** `damErrorText` in the provider's language; undefined without error. */
export function useDamErrorText(error: unknown): string | undefined {
  const { t } = useDamText(damErrorTexts);
  return damErrorText(error, t as DamTranslate);
}

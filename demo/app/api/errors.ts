import { type DamTranslate, damErrorReasonText } from 'damtherm';
import { isDamError } from 'damtherm/client';
import type { TFunction } from 'i18next';

/**
 * The message the seed shows for a failed call (part 1 §8), chosen by the error's kind and reason, never by
 * its text: 401 → 'Token错误' (no redirect); a known failure (wrong password, duplicate user name, no
 * permission, a validation rule …) → the seed's text in the user's language; another HTTP error or business
 * failure → the server's message; timeout and network failures → a sentence of ours.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isDamError(error)) {
    switch (error.kind) {
      case 'unauthorized':
        return t('app.session.tokenError');
      case 'timeout':
        return t('app.session.timeout');
      case 'network':
        return t('app.session.network');
      default:
        return (
          damErrorReasonText(error, t as unknown as DamTranslate) ??
          (error.message || t('app.session.requestFailed'))
        );
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return t('app.session.requestFailed');
}

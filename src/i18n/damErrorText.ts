/* The words for a failed call in the reader's language: what the hooks and the components both show. */
import { type DamError, type DamErrorReason, isDamError } from '../client/errors';

/** A translate function (i18next's `t` or any with the same call shape). */
export type DamTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The message key of each known failure that the seeds word (part 1 §8, part 2 §5, §8). `existed` and
 * `validation` have none here: an upload screen words its own already-exists warning, and a validation
 * failure names its key itself.
 */
export const DAM_ERROR_REASON_KEYS: Readonly<Partial<Record<DamErrorReason, string>>> = {
  loginFailed: 'account.login.failed',
  waitingReview: 'account.register.waiting',
  duplicateUsername: 'validation.register.duplicateUsername',
  invalidPhone: 'account.checkUser.invalid',
  modifyFailed: 'account.changePassword.failure',
  notAdmin: 'account.wx.notAdmin',
  noPermission: 'errors.noPermission',
  loopCommandFailed: 'loop.control.failed',
  wxCodeFailed: 'account.wx.codeFailed',
  tooManyAttempts: 'signIn.tooManyAttempts',
};

/**
 * The text of a known failure in the reader's language, chosen by `reason` (never by the message):
 * a validation failure by its message key, another by `DAM_ERROR_REASON_KEYS`; undefined when the error has
 * no reason with a text of its own (then show the server's message).
 */
export function damErrorReasonText(error: DamError, t: DamTranslate): string | undefined {
  const key =
    error.reason === 'validation' ? error.messageKey : error.reason && DAM_ERROR_REASON_KEYS[error.reason];
  if (!key) return undefined;
  if (error.reason === 'tooManyAttempts' && !error.retryAfter) return t('signIn.tooManyAttemptsLater');
  const loops = error.loops?.join(',') ?? '';
  const text = t(key, { loops, seconds: error.retryAfter });
  // A key this version does not know (a newer server's validation key) falls back to the server's words.
  return text && text !== key ? text : undefined;
}

/**
 * The text to show for a failed call (part 1 §8): 'Token错误' for a 401, a translated text for a timeout
 * or a network failure, the seeds' text of a known failure (`reason`) in the reader's language, else the
 * server's own message.
 */
export function damErrorText(error: unknown, t: DamTranslate): string | undefined {
  if (error === undefined || error === null) return undefined;
  if (!isDamError(error)) return t('errors.unknown');
  switch (error.kind) {
    case 'unauthorized':
      return t('errors.unauthorized');
    case 'timeout':
      return t('errors.timeout');
    case 'network':
      return t('errors.network');
    case 'http':
      return damErrorReasonText(error, t) ?? (error.message || t('errors.http'));
    case 'server':
      return damErrorReasonText(error, t) ?? (error.message || t('errors.server'));
  }
}

import { type DamTranslate, damErrorText } from 'damtherm';
import { isDamError } from 'damtherm/client';

/**
 * The message the seed shows for a failed call (part 1 §8): the library's `damErrorText`, chosen by the
 * error's kind and reason, never by its text ('Token错误' for a 401, the seed's text of a known failure in the
 * user's language, else the server's message). A plain Error of the demo's own shows its message.
 */
export function errorMessage(error: unknown, t: DamTranslate): string {
  if (!isDamError(error) && error instanceof Error && error.message) return error.message;
  return damErrorText(error, t) ?? t('errors.unknown');
}

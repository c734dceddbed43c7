import { isDamError } from '../client/errors';
import { useDamTranslation } from '../i18n/useDamTranslation';

/**
 * The text to show for a failed call (part 1 §8): 'Token错误' for a 401, the server's own message for an
 * HTTP or business failure, a translated text for a timeout or a network failure; undefined without error.
 */
export function useDamErrorText(error: unknown): string | undefined {
  const { t } = useDamTranslation();
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
      return error.message || t('errors.http');
    case 'server':
      return error.message || t('errors.server');
  }
}

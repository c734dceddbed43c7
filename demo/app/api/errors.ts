import type { TFunction } from 'i18next';
import { isDamError } from '../../../src/client';
import { validation } from '../../../src/i18n/messages/validation';

/**
 * The seed's server messages this demo knows, with the key of the same message in the user's language: the
 * reference backend answers in the seed's English, a Chinese user reads Chinese.
 */
const KNOWN_SERVER_MESSAGES: Record<string, string> = {
  'Please enter the correct username or password': 'account.login.failed',
  'wrong username or password': 'account.login.emptyResponse',
  'Waiting for administrator review': 'account.register.waiting',
  'Duplicate username': 'validation.register.duplicateUsername',
  'Invalid phone number or already registered': 'account.checkUser.invalid',
  'Modification failed': 'account.changePassword.failure',
  'Modified successfully': 'account.changePassword.success',
  'Submitted successfully': 'account.feedback.success',
  'user is not an administrator': 'account.wx.notAdmin',
  'WeChat code retrieval failed': 'account.wx.codeFailed',
  'feedback content cannot be empty': 'validation.feedback.empty',
  'Verification failed, please Login again.': 'app.session.verificationFailed',
  Token错误: 'app.session.tokenError',
};

/** Every validation message of the seed in English, with its key (the server answers 400 with these). */
function validationMessages(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out[node] ??= path;
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
    }
  };
  walk(validation.en, 'validation');
  return out;
}

const KNOWN = { ...validationMessages(), ...KNOWN_SERVER_MESSAGES };

/** A server message in the user's language when it is one of the seed's, else as the server wrote it. */
export function localiseServerMessage(message: string, t: TFunction): string {
  const key = KNOWN[message.trim()];
  return key ? t(key) : message;
}

/**
 * The message the seed shows for a failed call (part 1 §8): 401 → 'Token错误' (no redirect); another HTTP
 * error or a business failure → the server's message; timeout and network failures → a sentence of ours.
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
        return error.message ? localiseServerMessage(error.message, t) : t('app.session.requestFailed');
    }
  }
  if (error instanceof Error && error.message) return localiseServerMessage(error.message, t);
  return t('app.session.requestFailed');
}

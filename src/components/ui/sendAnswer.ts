import type { SendFormMessage } from './SendForm';
import type { SendResult } from './useSendOnce';

/**
 * What an account form says after a send: the server's own words when it gave some (a resolved text, a
 * rejection's message), else the form's. Null when there is nothing to say: the send was skipped, or it
 * succeeded and the form has no success text (it moves on instead).
 */
export function sendAnswer(
  sent: SendResult<unknown>,
  fallback: { success?: string; failure: string },
): (SendFormMessage & { text: string }) | null {
  switch (sent.status) {
    case 'skipped':
      return null;
    case 'succeeded': {
      if (fallback.success === undefined) return null;
      const answer = sent.result;
      return {
        tone: 'success',
        text: typeof answer === 'string' && answer.trim() ? answer : fallback.success,
      };
    }
    case 'refused':
      return { tone: 'error', text: fallback.failure };
    case 'failed': {
      const { error } = sent;
      return {
        tone: 'error',
        text: error instanceof Error && error.message ? error.message : fallback.failure,
      };
    }
  }
}

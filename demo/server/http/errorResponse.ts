/** The answer of a request the pipeline refuses: HTTP status, `{ message, code, …facts }` (the contract's ErrorBody). */
import type { FailureFacts } from './context.ts';

export function errorResponse(status: number, message: string, facts: FailureFacts = {}): Response {
  return Response.json({ message, code: status, ...facts }, { status });
}

/** Map-errors stage: what a handler threw, as the answer the contract gives for it. */
import { HttpError } from './context.ts';
import { errorResponse } from './errorResponse.ts';
import type { OperationSpec } from './spec.ts';

/**
 * An HttpError answers its status, message and facts, except a refusal the operation has no HTTP status for
 * (403, 404, 409): that is a business failure, HTTP 200 with its code and msg. Anything else is logged and
 * answers 500.
 */
export function mapError(error: unknown, op: OperationSpec, log?: (line: string) => void): Response {
  if (error instanceof HttpError) {
    if (!op.responses.includes(String(error.status)) && [403, 404, 409].includes(error.status)) {
      const { reason } = error.facts;
      return Response.json({
        code: error.status,
        msg: error.message,
        data: null,
        ...(reason ? { reason } : {}),
      });
    }
    return errorResponse(error.status, error.message, error.facts);
  }
  log?.(
    `${op.operationId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return errorResponse(500, 'internal error');
}

/**
 * One error type for every failed call (part 1 §8: "any call error: the call is rejected").
 *
 * - `unauthorized`: HTTP 401; the message is the seed's 'Token错误' (no redirect).
 * - `http`: any other HTTP error status; the message is the server's `message` field.
 * - `timeout`: no answer within the timeout (150000 ms by default).
 * - `network`: the request never got an answer (offline, DNS, connection refused, CORS).
 * - `server`: HTTP 200 but the body's `code` is not 200 (or `msg` is not 成功 where a list needs it); the
 *   message is the body's `msg`.
 */
export type DamErrorKind = 'unauthorized' | 'http' | 'timeout' | 'network' | 'server';

/** The message of a 401 answer, as the seed shows it (part 1 §8). */
export const UNAUTHORIZED_MESSAGE = 'Token错误';

export interface DamErrorDetails {
  /** HTTP status, when an answer came. */
  status?: number;
  /** The body's business `code` (kind `server`). */
  code?: number;
  /** The operation that failed (operationId of the contract). */
  operationId?: string;
  /** The parsed answer body, when there was one. */
  body?: unknown;
  /** The underlying error (network, timeout). */
  cause?: unknown;
}

/** A failed damtherm call. Tell the cases apart with `kind`. */
export class DamError extends Error {
  readonly kind: DamErrorKind;
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly operationId: string | undefined;
  readonly body: unknown;

  constructor(kind: DamErrorKind, message: string, details: DamErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'DamError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.operationId = details.operationId;
    this.body = details.body;
  }
}

/** Whether a value is a DamError (optionally of one kind). */
export function isDamError(value: unknown, kind?: DamErrorKind): value is DamError {
  return value instanceof DamError && (kind === undefined || value.kind === kind);
}

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

/**
 * Why a call was refused, among the failures the seeds name (part 1 §8, part 2 §5, §8). Screens choose their
 * text by this, never by the message. Decided once, in `failureReason`, from the answer.
 *
 * - `loginFailed`: wrong user name or password, or an empty login answer.
 * - `waitingReview`: the account is registered but not yet approved by an administrator.
 * - `duplicateUsername`: registration with a user name that is taken.
 * - `invalidPhone`: registration or approval with an invalid or already registered phone number.
 * - `modifyFailed`: a password change refused (wrong old password, unknown user).
 * - `notAdmin`: only an administrator may do this (approvals, scan-login confirmation).
 * - `noPermission`: the user lacks the right (visitor, no main-power right).
 * - `existed`: an uploaded file of that name already exists (the list is reloaded anyway).
 * - `loopCommandFailed`: the cabinet refused a loop command ('Operation failed! loop …'); see `loops`.
 * - `wxCodeFailed`: a WeChat login without a code.
 * - `validation`: the request broke a validation rule; see `messageKey` and `field`.
 * - `idempotencyKeyReused`: HTTP 422, the request's `Idempotency-Key` was already used for another request
 *   (a client bug: one key per distinct write); nothing was written.
 * - `tooManyAttempts`: HTTP 429, too many wrong passwords for the account or from this address (login,
 *   password change); try again after `retryAfter` seconds. Nothing was checked.
 */
export type DamErrorReason =
  | 'loginFailed'
  | 'waitingReview'
  | 'duplicateUsername'
  | 'invalidPhone'
  | 'modifyFailed'
  | 'notAdmin'
  | 'noPermission'
  | 'existed'
  | 'loopCommandFailed'
  | 'wxCodeFailed'
  | 'validation'
  | 'idempotencyKeyReused'
  | 'tooManyAttempts';

/** Every reason, for a check at the boundary (a server may send one this version does not know). */
export const DAM_ERROR_REASONS: readonly DamErrorReason[] = [
  'loginFailed',
  'waitingReview',
  'duplicateUsername',
  'invalidPhone',
  'modifyFailed',
  'notAdmin',
  'noPermission',
  'existed',
  'loopCommandFailed',
  'wxCodeFailed',
  'validation',
  'idempotencyKeyReused',
  'tooManyAttempts',
];

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
  /** Which of the seed's known failures this is, when it is one. */
  reason?: DamErrorReason;
  /** Reason `validation`: the key of the broken rule's message (`validation.<form>.<rule>`). */
  messageKey?: string;
  /** Reason `validation`: the request field at fault, when known. */
  field?: string;
  /** Reason `loopCommandFailed`: the loops the command did not reach. */
  loops?: readonly number[];
  /** Reason `tooManyAttempts`: seconds to wait before trying again (the `Retry-After` header). */
  retryAfter?: number;
}

/**
 * A failed damtherm call. Tell the cases apart with `kind` (how it failed) and `reason` (which known failure
 * it is); `message` is the server's text, for showing only.
 */
export class DamError extends Error {
  readonly kind: DamErrorKind;
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly operationId: string | undefined;
  readonly body: unknown;
  readonly reason: DamErrorReason | undefined;
  readonly messageKey: string | undefined;
  readonly field: string | undefined;
  readonly loops: readonly number[] | undefined;
  readonly retryAfter: number | undefined;

  constructor(kind: DamErrorKind, message: string, details: DamErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'DamError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.operationId = details.operationId;
    this.body = details.body;
    this.reason = details.reason;
    this.messageKey = details.messageKey;
    this.field = details.field;
    this.loops = details.loops;
    this.retryAfter = details.retryAfter;
  }
}

/** Whether a value is a DamError (optionally of one kind). */
export function isDamError(value: unknown, kind?: DamErrorKind): value is DamError {
  return value instanceof DamError && (kind === undefined || value.kind === kind);
}

/** Whether a value is a DamError for one of the seed's known failures. */
export function isDamFailure(value: unknown, reason: DamErrorReason): value is DamError {
  return value instanceof DamError && value.reason === reason;
}

import { DAM_ERROR_REASONS, type DamErrorReason } from './errors.ts';
import type { components } from './schema.d.ts';

/** What a failed answer says about why it failed, beyond its message. */
export interface FailureFacts {
  reason?: DamErrorReason;
  messageKey?: string;
  field?: string;
  loops?: readonly number[];
  retryAfter?: number;
}

/**
 * The messages by which the legacy site backend says which failure it is (part 1 §8, part 2 §5, §8). This
 * table is the one place the client reads a failure's wire text: it adapts a backend that has no `reason`
 * field, as the domain adapters adapt raw units. Everything after it looks at `DamError.reason` only.
 */
const LEGACY_MESSAGES: Readonly<Record<string, DamErrorReason>> = {
  'Please enter the correct username or password': 'loginFailed',
  'wrong username or password': 'loginFailed',
  'Waiting for administrator review': 'waitingReview',
  'Duplicate username': 'duplicateUsername',
  'Invalid phone number or already registered': 'invalidPhone',
  'Modification failed': 'modifyFailed',
  'user is not an administrator': 'notAdmin',
  'No operation permission, please contact administrator': 'noPermission',
  'WeChat code retrieval failed': 'wxCodeFailed',
};

/** 'Operation failed! loop 3,5' names the loops a command did not reach (part 1 §8). */
const LOOP_COMMAND_FAILED = /^Operation failed! loop\s*([\d,\s]*)$/;

/** An upload of an existing name answers code 500 with msg 'existed' (part 2 §8). */
const EXISTED = 'existed';

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

function isReason(value: unknown): value is DamErrorReason {
  return typeof value === 'string' && (DAM_ERROR_REASONS as readonly string[]).includes(value);
}

function loopList(value: unknown): number[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const loops = items.map((l) => Number(String(l).trim())).filter((l) => Number.isInteger(l) && l > 0);
  return loops.length > 0 ? loops : undefined;
}

/** The facts a contract-following backend states: `reason`, `key`, `field`, `failedLoops` (ErrorBody, Envelope). */
function stated(body: unknown): FailureFacts | undefined {
  const reason = field(body, 'reason');
  if (!isReason(reason)) return undefined;
  const key = field(body, 'key');
  const at = field(body, 'field');
  const loops = loopList(field(body, 'failedLoops'));
  const retryAfter = Number(field(body, 'retryAfter'));
  return {
    reason,
    ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    ...(typeof key === 'string' && key ? { messageKey: key } : {}),
    ...(typeof at === 'string' && at ? { field: at } : {}),
    ...(loops ? { loops } : {}),
  };
}

/**
 * Which known failure an answer is: what the body states (`reason`, as the contract declares it), else what
 * the legacy backend's words mean, else a refusal for lack of a right when the HTTP status or the body's code
 * is 403. `message` is the text the DamError carries (`message` of an HTTP error, `msg` of a business one).
 */
export function failureReason(answer: {
  status: number;
  code?: number | undefined;
  message: string;
  body: unknown;
  operationId?: string | undefined;
}): FailureFacts {
  const facts = stated(answer.body);
  if (facts) return facts;
  const text = answer.message.trim();
  const known = LEGACY_MESSAGES[text];
  if (known) return { reason: known };
  const loopFailure = LOOP_COMMAND_FAILED.exec(text);
  if (loopFailure) {
    const loops = loopList(loopFailure[1]);
    return { reason: 'loopCommandFailed', ...(loops ? { loops } : {}) };
  }
  if (text === EXISTED && answer.operationId === 'uploadFile') return { reason: 'existed' };
  // HTTP 429 is the throttle's answer whatever the backend words it.
  if (answer.status === 429) return { reason: 'tooManyAttempts' };
  if (answer.status === 403 || answer.code === 403) return { reason: 'noPermission' };
  return {};
}

/** The contract's reasons and the client's are one list (a compile error here means they drifted). */
type ContractReason = components['schemas']['ErrorReason'];
const sameReasons: [ContractReason] extends [DamErrorReason]
  ? [DamErrorReason] extends [ContractReason]
    ? true
    : false
  : false = true;
void sameReasons;

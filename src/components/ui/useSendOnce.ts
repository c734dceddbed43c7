import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type RepeatTapGuardProps, useRepeatTapGuard } from './useRepeatTapGuard';

/** Where the last send stands; controls expose it as a `data-*` attribute for styles and tests. */
export type SendStatus = 'idle' | 'sending' | 'succeeded' | 'failed';

/** What `send` resolves with (it never rejects). */
export type SendResult<Result> =
  /** Not sent: a send is in flight, or this same command already succeeded (until `reset`). */
  | { status: 'skipped' }
  /** Answered, and the answer is a success. */
  | { status: 'succeeded'; requestId: string; result: Result }
  /** Answered, but the answer is not a success (e.g. a `CommandOutcome` with `ok: false`). */
  | { status: 'refused'; requestId: string; result: Result }
  /** The call itself failed (network, timeout, HTTP): the promise rejected with `error`. */
  | { status: 'failed'; requestId: string; error: unknown };

export interface SendOnceOptions<Command, Result> {
  /**
   * Sends one command with its request id (for an `Idempotency-Key`, or a `requestId` prop). A rejection
   * means the call failed; the latest function given is used, so an inline arrow is fine.
   */
  send: (command: Command, requestId: string) => Promise<Result>;
  /** Whether an answer is a success. Default: any answer but one with `ok: false` (a `CommandOutcome`). */
  isSuccess?: (result: Result) => boolean;
  /**
   * Which commands are the same command (same key → same id on a retry). Default: the command's JSON with
   * object keys sorted, so `{ loop, value }` and `{ value, loop }` are one command.
   */
  keyOf?: (command: Command) => string;
}

export interface SendOnce<Command, Result> {
  /** Sends `command` unless one is in flight or this command already succeeded; never rejects. */
  send: (command: Command) => Promise<SendResult<Result>>;
  /** The last send: `idle` before any (and after `reset`), `sending`, `succeeded` or `failed`. */
  status: SendStatus;
  /**
   * Call when the user changes the command: back to `idle`, and a command that succeeded may be sent again
   * (with a new id). A failed command keeps its id for its retry.
   */
  reset: () => void;
  /** Spread on the form (or the element holding the submit button): drops the repeat tap of a double tap. */
  tapGuardProps: RepeatTapGuardProps;
}

/** A fresh request id: one per distinct command. */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function answeredOk(result: unknown): boolean {
  return !(typeof result === 'object' && result !== null && 'ok' in result && result.ok === false);
}

/** JSON with object keys in order: the same command built in another order has the same key. */
function stableKey(command: unknown): string {
  return JSON.stringify(command, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

const SKIPPED = { status: 'skipped' } as const;

/**
 * Send-once for every control that writes (a loop command, a reversal setting, an entry dialog): a write
 * that reaches a cabinet must not run twice because of a double tap, an impatient second press or a retry.
 *
 * - One request id per distinct command: a retry of the same command after a failure (or a refusal) carries
 *   the id of the first attempt, so a backend that saw it can drop the repeat; a new command gets a new id.
 * - No second send while one is in flight (a synchronous lock, not a re-render away).
 * - A command that succeeded is not sent again until `reset()` (the user changed the form).
 * - `tapGuardProps` drop the second click of a double tap on the submit button.
 *
 * ```tsx
 * const once = useSendOnce({
 *   send: (command: LoopCommand, requestId) => onSubmit({ ...command, requestId }),
 * });
 * const submit = async () => {
 *   const sent = await once.send(command);
 *   if (sent.status === 'succeeded') …; else if (sent.status === 'refused') … sent.result; else if …
 * };
 * <SendForm onSubmit={submit} status={once.status} tapGuardProps={once.tapGuardProps} labels={…}>
 *   <Fields onChange={() => once.reset()} />
 * </SendForm>
 * ```
 */
export function useSendOnce<Command, Result>(
  options: SendOnceOptions<Command, Result>,
): SendOnce<Command, Result> {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [status, setStatus] = useState<SendStatus>('idle');
  const inFlight = useRef(false);
  // Ids of commands sent but not (yet) succeeded, by key: their retries reuse them.
  const ids = useRef(new Map<string, string>());
  const succeededKey = useRef<string | null>(null);
  const tapGuardProps = useRepeatTapGuard(inFlight);

  const send = useCallback(async (command: Command): Promise<SendResult<Result>> => {
    if (inFlight.current) return SKIPPED;
    const { send: call, isSuccess = answeredOk, keyOf = stableKey } = latest.current;
    const key = keyOf(command);
    if (succeededKey.current === key) return SKIPPED;
    const requestId = ids.current.get(key) ?? newRequestId();
    ids.current.set(key, requestId);
    inFlight.current = true;
    succeededKey.current = null;
    setStatus('sending');
    try {
      const result = await call(command, requestId);
      if (!isSuccess(result)) {
        setStatus('failed');
        return { status: 'refused', requestId, result };
      }
      ids.current.delete(key);
      succeededKey.current = key;
      setStatus('succeeded');
      return { status: 'succeeded', requestId, result };
    } catch (error) {
      setStatus('failed');
      return { status: 'failed', requestId, error };
    } finally {
      inFlight.current = false;
    }
  }, []);

  const reset = useCallback(() => {
    succeededKey.current = null;
    setStatus((current) => (current === 'sending' ? current : 'idle'));
  }, []);

  return { send, status, reset, tapGuardProps };
}

/**
 * What a handler receives and how it answers: the legacy envelope `{ code, msg, data }`, business failures
 * (HTTP 200 with another code), and HTTP errors `{ message }` thrown as HttpError. A failure the seeds name
 * also carries the contract's `reason` (and, for a validation rule, its message `key` and `field`), so a
 * client never has to read the message to tell failures apart.
 */
import type { components, operations } from '../../../src/client/schema.d.ts';
import { validation } from '../../../src/i18n/messages/validation.ts';
import type { LinkSigner, UserRow } from '../auth.ts';
import type { Db } from '../db.ts';
import type { FileStore } from '../files.ts';
import type { SiteRuntime } from '../simulator/runtime.ts';

export const OK_MSG = '成功';

/** Messages of the seeds, in the seeds' English (the legacy server answered in its own words). */
export const MESSAGES = {
  tokenError: 'Token错误',
  notAdmin: 'user is not an administrator',
  noPermission: 'No operation permission, please contact administrator',
  wrongLogin: 'Please enter the correct username or password',
  duplicateUsername: 'Duplicate username',
  waitingReview: 'Waiting for administrator review',
  modifyFailed: 'Modification failed',
  modified: 'Modified successfully',
  settingSucceeded: 'setting succeeded',
  operationFailed: 'Operation failed! loop',
  submitted: 'Submitted successfully',
  restartSucceeded: 'restart succeeded',
  added: 'added',
  addFailed: 'add failed',
  entryComplete: 'entry complete',
  entryFailed: 'entry failed, please re-enter',
  existed: 'existed',
  invalidPhone: 'Invalid phone number or already registered',
  wxCodeFailed: 'WeChat code retrieval failed',
  notYou: 'the user does not match the signed-in user',
} as const;

/** The contract's `ErrorReason`: which of the seeds' known failures an answer is. */
export type ErrorReason = components['schemas']['ErrorReason'];

/** What an error answer says beyond its message (ErrorBody `reason`, `key`, `field`). */
export interface FailureFacts {
  reason?: ErrorReason;
  key?: string;
  field?: string;
}

export class HttpError extends Error {
  status: number;
  facts: FailureFacts;
  constructor(status: number, message: string, facts: FailureFacts = {}) {
    super(message);
    this.status = status;
    this.facts = facts;
  }
}

/** Fields of a request as they arrive, before the contract names them. */
export type Fields = Record<string, unknown>;

/** What a handler sees of a request: `Q` its query parameters, `B` its body (both parsed by the contract). */
export interface HandlerContext<Q = Fields, B = Fields> {
  db: Db;
  /** Now, epoch seconds and ms, from the server's clock. */
  now: number;
  nowMs: number;
  query: Q;
  body: B;
  /** Files of a multipart body. */
  files: Record<string, File>;
  user: UserRow | undefined;
  token: string | undefined;
  store: FileStore;
  runtime: SiteRuntime;
  uploadLimit: number;
  /** The server's own base URL (for links it hands out). */
  baseUrl: string;
  /** The client's address (the socket's; behind a loopback proxy, the address that proxy forwarded). */
  address: string;
  /** Signs and checks the short-lived download links. */
  links: LinkSigner;
}

/** Every operation of the contract, by operationId. */
export type OperationId = keyof operations;

declare const noFields: unique symbol;
/**
 * No field at all: an operation without query parameters, or without a body. Not an empty object type, so
 * a helper that reads optional fields (a page, a period) refuses the context of such an operation.
 */
type NoFields = { readonly [noFields]?: never };

/**
 * An operation's query parameters as the parse stage hands them over: checked against the contract and
 * converted to its types (a number parameter is a number), defaults filled in.
 */
export type QueryOf<O extends OperationId> = operations[O]['parameters'] extends { query?: infer Q }
  ? [NonNullable<Q>] extends [never]
    ? NoFields
    : NonNullable<Q>
  : NoFields;

/** An operation's body, of whichever content type it accepts, checked and converted like the query. */
export type BodyOf<O extends OperationId> = [NonNullable<operations[O]['requestBody']>] extends [never]
  ? NoFields
  : NonNullable<operations[O]['requestBody']> extends { content: infer C }
    ? C[keyof C]
    : NoFields;

/** The context of a handler declared for operation `O` (or for several operations of one shape). */
export type OperationContext<O extends OperationId> = HandlerContext<QueryOf<O>, BodyOf<O>>;

/** What a handler returns: a JSON body (HTTP 200 unless status says otherwise) or a ready Response. */
export type HandlerResult = { status?: number; json: unknown } | Response;
export type Handler<O extends OperationId> = (
  ctx: OperationContext<O>,
) => HandlerResult | Promise<HandlerResult>;
/** Handlers by operationId, each typed by its own operation. */
export type Handlers = { [O in OperationId]?: Handler<O> };

/** A handler as the pipeline calls it, once the parse stage has checked its context against its operation. */
export type ParsedHandler = (ctx: HandlerContext) => HandlerResult | Promise<HandlerResult>;

/**
 * The handler of an operation named on the wire. The one place the types meet the wire: the pipeline calls
 * it only with a context its parse stage checked against that operation's schemas.
 */
export function handlerFor(handlers: Handlers, operationId: string): ParsedHandler | undefined {
  return handlers[operationId as OperationId] as ParsedHandler | undefined;
}

export function ok(data: unknown = null): HandlerResult {
  return { json: { code: 200, msg: OK_MSG, data } };
}

/** A business failure: HTTP 200 with a code other than 200 and the message to show. */
export function fail(
  code: number,
  msg: string,
  data: unknown = null,
  extra: Record<string, unknown> = {},
): HandlerResult {
  return { json: { code, msg, data, ...extra } };
}

/** A business failure the seeds name: its message as `msg` and its contract `reason`. */
export function failFor(
  code: number,
  reason: ErrorReason,
  msg: string,
  extra: Record<string, unknown> = {},
): HandlerResult {
  return fail(code, msg, null, { reason, ...extra });
}

/** The English text of a validation key of `src/i18n/messages/validation.ts`. */
export function validationMessage(key: string): string {
  const path = key.replace(/^validation\./, '').split('.');
  let node: unknown = validation.en;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/** A 400 for a broken validation rule: its English message, and its key and field for the client. */
export function invalid(key: string, field?: string): HttpError {
  const full = key.startsWith('validation.') ? key : `validation.${key}`;
  return new HttpError(400, validationMessage(full), {
    reason: 'validation',
    key: full,
    ...(field ? { field } : {}),
  });
}

/** Throws a 400 for the first issue found by a domain validator. */
export function refuse(issues: readonly { field: string; key: string }[]): void {
  const first = issues[0];
  if (first) throw invalid(first.key, first.field);
}

export function requireUser(ctx: HandlerContext): UserRow {
  if (!ctx.user) throw new HttpError(401, MESSAGES.tokenError);
  return ctx.user;
}

export function requireAdmin(ctx: HandlerContext): UserRow {
  const user = requireUser(ctx);
  if (!user.is_admin) throw new HttpError(403, MESSAGES.notAdmin, { reason: 'notAdmin' });
  return user;
}

/** Any change to the site: not for the read-only visitor account. */
export function requireOperator(ctx: HandlerContext): UserRow {
  const user = requireUser(ctx);
  if (user.is_visitor) throw new HttpError(403, MESSAGES.noPermission, { reason: 'noPermission' });
  return user;
}

/** Cabinet-level operations (restart, four-way valve): the main-power right. */
export function requireMainPower(ctx: HandlerContext): UserRow {
  const user = requireOperator(ctx);
  if (!(user.main_power > 0 || user.is_admin)) {
    throw new HttpError(403, MESSAGES.noPermission, { reason: 'noPermission' });
  }
  return user;
}

/**
 * A user id claimed by the request (from_who, c_who, user) must be the signed-in user: acting for another
 * is a missing right (reason noPermission), with our own message saying which.
 */
export function sameUser(ctx: HandlerContext, claimed: string | undefined): UserRow {
  const user = requireUser(ctx);
  if (claimed !== undefined && claimed !== '' && claimed !== user.c_id) {
    throw new HttpError(403, MESSAGES.notYou, { reason: 'noPermission' });
  }
  return user;
}

/** A comma list of integers ('3,5,12'), a format the contract keeps as text. */
export function intList(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n));
}

/** LIKE pattern of a keyword, with its wildcards escaped. */
export function like(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** LIMIT and OFFSET of a page: its index from 1, its size (1 to 1000, `defaultSize` when not given). */
export function page(index: number | undefined, size: number | undefined, defaultSize: number) {
  const first = Math.max(1, index ?? 1);
  const count = Math.min(1000, Math.max(1, size ?? defaultSize));
  return { limit: count, offset: (first - 1) * count };
}

/**
 * What a handler receives and how it answers: the legacy envelope `{ code, msg, data }`, business failures
 * (HTTP 200 with another code), and HTTP errors `{ message }` thrown as HttpError. A failure the seeds name
 * also carries the contract's `reason` (and, for a validation rule, its message `key` and `field`), so a
 * client never has to read the message to tell failures apart.
 */
import type { components } from '../../../src/client/schema.d.ts';
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

export interface HandlerContext {
  db: Db;
  /** Now, epoch seconds and ms, from the server's clock. */
  now: number;
  nowMs: number;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
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

/** What a handler returns: a JSON body (HTTP 200 unless status says otherwise) or a ready Response. */
export type HandlerResult = { status?: number; json: unknown } | Response;
export type Handler = (ctx: HandlerContext) => HandlerResult | Promise<HandlerResult>;
export type Handlers = Record<string, Handler>;

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
export function sameUser(ctx: HandlerContext, claimed: unknown): UserRow {
  const user = requireUser(ctx);
  if (claimed !== undefined && claimed !== null && claimed !== '' && String(claimed) !== user.c_id) {
    throw new HttpError(403, MESSAGES.notYou, { reason: 'noPermission' });
  }
  return user;
}

export function str(v: unknown): string {
  return v === undefined || v === null ? '' : String(v);
}

export function num(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** A comma list of integers ('3,5,12'). */
export function intList(v: unknown): number[] {
  return str(v)
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

export function page(ctx: HandlerContext, indexName: string, sizeName: string, defaultSize: number) {
  const index = Math.max(1, num(ctx.query[indexName]) ?? 1);
  const size = Math.min(1000, Math.max(1, num(ctx.query[sizeName]) ?? defaultSize));
  return { limit: size, offset: (index - 1) * size };
}

/**
 * Authenticate stage: who calls. `Authorization: Bearer …` first, the legacy `access_token` query parameter
 * beside it; a GET download may carry a signed link (`dl`) instead, good for that one path and query for a
 * minute.
 */
import { findUser, type LinkSigner, type UserRow, userForToken } from '../auth.ts';
import type { Db } from '../db.ts';
import { MESSAGES } from './context.ts';
import { errorResponse } from './errorResponse.ts';
import type { Received } from './receive.ts';
import type { OperationSpec } from './spec.ts';

export interface Caller {
  user: UserRow | undefined;
  token: string | undefined;
}

/** The caller of an operation, or the 401 when its security is not met. */
export function authenticate(
  received: Received,
  op: OperationSpec,
  { db, links, now }: { db: Db; links: LinkSigner; now: number },
): Caller | Response {
  const { request, url, method, query } = received;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const token = bearer ?? query.get('access_token') ?? undefined;
  let user = userForToken(db, token, now);
  const link = url.searchParams.get('dl');
  if (link !== null) {
    // Signed over the path and query as the client sent them, `dl` aside.
    const signed = new URLSearchParams(url.search);
    signed.delete('dl');
    const signedFor =
      method === 'GET' && !token && links.linkable(op.path)
        ? links.verify(link, `${url.pathname}?${signed.toString()}`, now)
        : undefined;
    const owner = signedFor ? findUser(db, signedFor) : undefined;
    if (owner?.status !== 'active') return errorResponse(401, MESSAGES.tokenError);
    user = owner;
  }
  if (op.security === 'token' && !user) return errorResponse(401, MESSAGES.tokenError);
  if (op.security === 'optional' && token && !user) return errorResponse(401, MESSAGES.tokenError);
  return { user, token };
}

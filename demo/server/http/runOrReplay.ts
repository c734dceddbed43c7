/**
 * Run-or-replay stage: the handler runs, or, for a write sent with an `Idempotency-Key` by a signed-in user,
 * runs through the exactly-once store (`../idempotency.ts`), which answers a repeat from what it kept.
 */
import type { Db } from '../db.ts';
import { type JsonAnswer, REPLAYED_HEADER, requestHash, runOnce } from '../idempotency.ts';
import type { HandlerContext } from './context.ts';
import type { Route } from './resolve.ts';

/** The handler's answer as a Response. Throws what the handler throws (the map-errors stage answers it). */
export async function runOrReplay(
  db: Db,
  { op, handler }: Route,
  ctx: HandlerContext,
  idempotencyKey: string | undefined,
): Promise<Response> {
  if (idempotencyKey && ctx.user) {
    const runJson = (): JsonAnswer => {
      const result = handler(ctx);
      if (result instanceof Response || result instanceof Promise) {
        throw new Error(`${op.operationId} must answer JSON synchronously to be replayed`);
      }
      return { status: result.status ?? 200, json: result.json };
    };
    const answer = runOnce(
      db,
      {
        userId: ctx.user.c_id,
        key: idempotencyKey,
        operationId: op.operationId,
        hash: requestHash(ctx.query, ctx.body),
        now: ctx.now,
      },
      runJson,
    );
    return Response.json(answer.json, {
      status: answer.status,
      headers: answer.replayed ? { [REPLAYED_HEADER]: 'true' } : {},
    });
  }
  const result = await handler(ctx);
  if (result instanceof Response) return result;
  return Response.json(result.json, { status: result.status ?? 200 });
}

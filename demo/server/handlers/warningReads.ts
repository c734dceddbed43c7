/**
 * Read flags, per user: which warnings the signed-in user has read (POST /pqt/warnings_read). The lists
 * answer `readFlag` for the user of the access token, and the counts count what that user has not read.
 */
import { transaction } from '../db.ts';
import { HttpError, type OperationContext, ok, requireUser } from '../http/context.ts';

/** SQL: whether the user bound to its one parameter has read warning `w`. */
export const READ_FLAG =
  'EXISTS (SELECT 1 FROM warning_reads wr WHERE wr.user_id = ? AND wr.warning_id = w.c_id)';

/**
 * Marks warnings read for the signed-in user: `ids`, or `all` (of `kinds` when given). Marking a read
 * warning again changes nothing; `marked` counts the newly read. An unknown id refuses the whole request.
 */
export function markWarningsRead(ctx: OperationContext<'markWarningsRead'>) {
  const user = requireUser(ctx);
  const { ids, all, kinds } = ctx.body;
  if (ids !== undefined && all !== undefined) throw new HttpError(400, 'send either ids or all, not both');
  if (kinds !== undefined && all === undefined) throw new HttpError(400, 'kinds goes with all');
  if (ids === undefined && all === undefined) {
    throw new HttpError(400, 'say which warnings to mark read: ids, or all');
  }

  if (ids !== undefined) {
    const wanted = [...new Set(ids)];
    const known = new Set(
      (
        ctx.db
          .prepare(`SELECT c_id FROM warnings WHERE c_id IN (${wanted.map(() => '?').join(',')})`)
          .all(...wanted) as { c_id: number }[]
      ).map((r) => r.c_id),
    );
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new HttpError(400, `no such warning: ${unknown.slice(0, 5).join(', ')}`);
    }
    const marked = transaction(ctx.db, () => {
      const insert = ctx.db.prepare(
        'INSERT OR IGNORE INTO warning_reads (user_id, warning_id, read_at) VALUES (?, ?, ?)',
      );
      return wanted.reduce((n, id) => n + Number(insert.run(user.c_id, id, ctx.now).changes), 0);
    });
    return ok({ marked });
  }

  const byKind = kinds ? ` WHERE kind IN (${kinds.map(() => '?').join(',')})` : '';
  const marked = transaction(ctx.db, () =>
    Number(
      ctx.db
        .prepare(
          `INSERT OR IGNORE INTO warning_reads (user_id, warning_id, read_at) SELECT ?, c_id, ? FROM warnings${byKind}`,
        )
        .run(user.c_id, ctx.now, ...(kinds ?? [])).changes,
    ),
  );
  return ok({ marked });
}

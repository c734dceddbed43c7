/** The audit log's read operation: administrators only. */
import { readAudit } from '../audit.ts';
import { type Handlers, ok, requireAdmin, str } from '../http/context.ts';

export const auditHandlers: Handlers = {
  getAuditLog(ctx) {
    requireAdmin(ctx);
    const action = str(ctx.query.action) || undefined;
    const { total, rows } = readAudit(ctx.db, {
      index: Number(ctx.query.pageIndex),
      size: Number(ctx.query.pageSize),
      action,
    });
    return ok({ list: rows, count: total });
  },
};

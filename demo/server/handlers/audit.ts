/** The audit log's read operation: administrators only. */
import { readAudit } from '../audit.ts';
import { type Handlers, ok, requireAdmin } from '../http/context.ts';

export const auditHandlers: Handlers = {
  getAuditLog(ctx) {
    requireAdmin(ctx);
    const { pageIndex, pageSize, action } = ctx.query;
    const { total, rows } = readAudit(ctx.db, { index: pageIndex, size: pageSize, action });
    return ok({ list: rows, count: total });
  },
};

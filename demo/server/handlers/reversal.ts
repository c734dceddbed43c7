/** Automatic and manual reversal of the four-way valve of a loop: settings, logs, commands. */
import { normaliseReversalTime } from '../../../src/domain/index.ts';
import { recordAudit } from '../audit.ts';
import { transaction } from '../db.ts';
import {
  type Handlers,
  HttpError,
  type OperationContext,
  ok,
  page,
  refuse,
  requireMainPower,
  requireUser,
  sameUser,
} from '../http/context.ts';
import { rackReports } from '../simulator/engine.ts';
import { reverseSettings } from './racks.ts';

const LOG_FIELDS = `c_id, c_rack, c_loop, c_cmd, c_cmd_value, c_cmd_value2, NULLIF(c_when_done, 0) AS c_when_done,
  c_when_issue, c_result, c_who`;

function logPage(
  ctx: OperationContext<'getAutoReverseLogs' | 'getAutoReverseLogInfo'>,
  loop: number | undefined,
) {
  requireUser(ctx);
  const rack = ctx.query.c_rack;
  const { limit, offset } = page(ctx.query.current_page, ctx.query.page_size, 10);
  const where = 'WHERE c_rack = :rack AND (:loop = 0 OR c_loop = :loop)';
  const params = { rack, loop: loop ?? 0 };
  const count = (
    ctx.db.prepare(`SELECT count(*) AS n FROM reverse_logs ${where}`).get(params) as { n: number }
  ).n;
  const list = ctx.db
    .prepare(
      `SELECT ${LOG_FIELDS} FROM reverse_logs ${where} ORDER BY c_when_issue DESC, c_id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({ ...params, limit, offset });
  return ok({ list, count });
}

export const reversalHandlers: Handlers = {
  getAutoReverseLogs: (ctx) => logPage(ctx, undefined),
  getAutoReverseLogInfo: (ctx) => logPage(ctx, ctx.query.c_loop),

  countAutoReverseLogs(ctx) {
    requireUser(ctx);
    const loop = ctx.query.c_loop ?? 0;
    const row = ctx.db
      .prepare('SELECT count(*) AS n FROM reverse_logs WHERE c_rack = ? AND (? = 0 OR c_loop = ?)')
      .get(ctx.query.c_rack, loop, loop) as { n: number };
    return ok(row.n);
  },

  setAutoReverse(ctx) {
    const user = requireMainPower(ctx);
    sameUser(ctx, ctx.body.c_who);
    const b = ctx.body;
    const setting = ctx.db.prepare('SELECT * FROM reverse_settings WHERE c_id = ?').get(b.c_auto_id) as
      | { c_id: number; c_rack: number; c_loop: number }
      | undefined;
    if (!setting) throw new HttpError(400, 'no such reversal setting');
    let minutes = 0;
    if (b.c_cmd === 0) {
      const hours = b.c_cmd_value2;
      const time = normaliseReversalTime({
        days: Math.floor(hours / 24),
        hours: hours % 24,
        minutes: b.c_when_issue,
      });
      refuse(time.issues);
      minutes = time.hoursSent * 60 + time.minutesSent;
    }
    const rack = ctx.db.prepare('SELECT fault, fault_since FROM racks WHERE c_id = ?').get(setting.c_rack) as
      | { fault: string; fault_since: number }
      | undefined;
    // What the log keeps of this act: the loop, and the interval or the direction asked for.
    const audit = (outcome: 'done' | 'failed') =>
      recordAudit(
        ctx.db,
        {
          actor: user.c_id,
          action: 'reversal',
          target: `cabinet ${setting.c_rack} · loop ${setting.c_loop}`,
          detail:
            b.c_cmd === 0
              ? { mode: 'automatic', intervalMinutes: minutes }
              : { mode: 'manual', direction: b.c_cmd_value ? 1 : 0 },
          address: ctx.address,
          outcome,
        },
        ctx.now,
      );
    // A cabinet that does not answer cannot take the setting: result -1, nothing stored but the attempt.
    if (!rack || !rackReports({ fault: rack.fault, faultSince: rack.fault_since }, ctx.now)) {
      audit('failed');
      return ok({ result: -1 });
    }
    transaction(ctx.db, () => {
      audit('done');
      if (b.c_cmd === 0) {
        ctx.db
          .prepare(
            `UPDATE reverse_settings SET c_cmd = 0, c_cmd_value2 = ?, c_when_issue = ?, c_who = ?, next_at = ? WHERE c_id = ?`,
          )
          .run(minutes, ctx.now, user.c_id, ctx.now + minutes * 60, setting.c_id);
      } else {
        const direction = b.c_cmd_value ? 1 : 0;
        ctx.db
          .prepare(
            'UPDATE reverse_settings SET c_cmd = 1, c_cmd_value = ?, c_when_issue = ?, c_who = ?, next_at = 0 WHERE c_id = ?',
          )
          .run(direction, ctx.now, user.c_id, setting.c_id);
        // The manual switch waits for the valve (the simulator completes it).
        ctx.db
          .prepare(
            `INSERT INTO reverse_logs (c_rack, c_loop, c_cmd, c_cmd_value, c_cmd_value2, c_when_issue, c_when_done, c_result, c_who)
             VALUES (?, ?, 1, ?, 0, ?, 0, 0, ?)`,
          )
          .run(setting.c_rack, setting.c_loop, direction, ctx.now, user.c_id);
      }
    });
    return ok({ result: 1 });
  },

  getReverseData(ctx) {
    requireUser(ctx);
    return ok(reverseSettings(ctx, ctx.query.c_rack));
  },

  getReverseDataDetails(ctx) {
    requireUser(ctx);
    const rack = ctx.query.c_rack;
    const loop = ctx.query.c_loop;
    const setting = (reverseSettings(ctx, rack) as { c_loop: number }[]).find((s) => s.c_loop === loop);
    if (!setting) throw new HttpError(400, 'no such reversal setting');
    const waiting =
      ctx.db
        .prepare(
          `SELECT ${LOG_FIELDS} FROM reverse_logs WHERE c_rack = ? AND c_loop = ? AND c_when_done = 0
             AND (c_result IS NULL OR c_result = 0) ORDER BY c_when_issue DESC LIMIT 1`,
        )
        .get(rack, loop) ?? null;
    const next = ctx.db
      .prepare('SELECT next_at FROM reverse_settings WHERE c_rack = ? AND c_loop = ?')
      .get(rack, loop) as { next_at: number } | undefined;
    return ok({ ...setting, waiting, next_reverse: next?.next_at || null });
  },
};

/** Smart cabinets, their loops and thermometers, records, loop commands, restarts, weather stations. */
import { RECORD_SCALE, validateLoopCommand } from '../../../src/domain/index.ts';
import { recordAudit } from '../audit.ts';
import { plainRows, transaction } from '../db.ts';
import {
  failFor,
  type HandlerContext,
  type Handlers,
  HttpError,
  intList,
  invalid,
  MESSAGES,
  OK_MSG,
  type OperationContext,
  ok,
  refuse,
  requireMainPower,
  requireOperator,
  requireUser,
  sameUser,
} from '../http/context.ts';
import { COMMAND_DELAY_S } from '../simulator/runtime.ts';

/** A loop or thermometer is in error without a report for an hour (part 1 §4). */
const STALE_S = 3600;

/** Channels that are in use: connected to a bay, or a weather station. */
const CONFIGURED = `(c.hive_id IS NOT NULL OR (c.kind = 'temp' AND EXISTS
  (SELECT 1 FROM stations s WHERE s.c_rack_id = c.rack_id AND s.c_loop = c.c_loop)))`;

export function rackSql(where: string): string {
  return `SELECT r.c_id, r.c_name, r.c_site,
      NULLIF(r.heart_time, 0) AS heartTime,
      NULLIF(r.c_last_flow_data_when, 0) AS c_last_flow_data_when,
      NULLIF(r.c_last_temp_data_when, 0) AS c_last_temp_data_when,
      (SELECT count(*) FROM channels c WHERE c.rack_id = r.c_id AND c.kind = 'temp' AND ${CONFIGURED}) AS tempSum,
      (SELECT count(*) FROM channels c WHERE c.rack_id = r.c_id AND c.kind = 'temp' AND ${CONFIGURED}
         AND (c.when_add = 0 OR c.when_add < :stale)) AS tempSumErr,
      (SELECT count(*) FROM channels c WHERE c.rack_id = r.c_id AND c.kind = 'loop' AND ${CONFIGURED}) AS flowSum,
      (SELECT count(*) FROM channels c WHERE c.rack_id = r.c_id AND c.kind = 'loop' AND ${CONFIGURED}
         AND (c.when_add = 0 OR c.when_add < :stale)) AS flowSumErr
    FROM racks r ${where} ORDER BY r.c_id`;
}

function rackById(ctx: HandlerContext, id: number) {
  return ctx.db.prepare(rackSql('WHERE r.c_id = :id')).get({ id, stale: ctx.now - STALE_S });
}

/**
 * The time window of a records call (part 1 §4: real = latest 50, 1hour, define = last N hours), and whether
 * it is an export (every record of the range, in the export scale).
 */
function recordWindow(ctx: RecordsContext): {
  from: number;
  to: number;
  limit: number;
  average: boolean;
  exporting: boolean;
} {
  const { mode, start, end } = ctx.query;
  const exporting = ctx.query.isExport === 1;
  const average = mode?.whichMode === 'average';
  if (start !== undefined || end !== undefined) {
    const from = start ?? 0;
    const to = end ?? ctx.now;
    if (from > to) throw invalid('tempDetail.checkDate2', 'start');
    return { from, to, limit: exporting ? 500_000 : 50_000, average, exporting };
  }
  if (mode?.which === '1hour')
    return { from: ctx.now - 3600, to: ctx.now, limit: 50_000, average, exporting };
  if (mode?.which === 'define') {
    const hours = mode.input_hour ?? 2;
    return {
      from: ctx.now - hours * 3600,
      to: ctx.now,
      limit: exporting ? 500_000 : 50_000,
      average,
      exporting,
    };
  }
  return exporting
    ? { from: ctx.now - 86_400, to: ctx.now, limit: 500_000, average, exporting }
    : { from: 0, to: ctx.now, limit: 50, average, exporting };
}

/*
 * The database keeps records in the list scale (tenths of a degree, hundredths of L/min). An export answers
 * in the legacy export scale (part 1 §9: temperatures /100, flow /10), as the site's own backend does, so a
 * portal reads the same numbers from either. Sentinels (null, 0 not collected, flow below 0) stay as they are.
 */
const TEMP_TO_EXPORT = RECORD_SCALE.export.perDegree / RECORD_SCALE.list.perDegree;
const FLOW_TO_EXPORT = RECORD_SCALE.export.perLpm / RECORD_SCALE.list.perLpm;

function exportTemp(value: unknown): unknown {
  return typeof value === 'number' ? Math.round(value * TEMP_TO_EXPORT) : value;
}

function exportFlow(value: unknown): unknown {
  return typeof value === 'number' && value >= 0 ? Math.round(value * FLOW_TO_EXPORT) : value;
}

/** A loop record in the export scale. */
export function loopRecordForExport(row: Record<string, unknown>): Record<string, unknown> {
  return {
    ...row,
    c_flow: exportFlow(row.c_flow),
    c_in_temp: exportTemp(row.c_in_temp),
    c_out_temp: exportTemp(row.c_out_temp),
  };
}

/** A thermometer record in the export scale. */
export function thermometerRecordForExport(row: Record<string, unknown>): Record<string, unknown> {
  return { ...row, c_temp: exportTemp(row.c_temp) };
}

/** A loop's or a thermometer's records: the same query. */
type RecordsContext = OperationContext<'getLoopRecords' | 'getThermometerRecords'>;

function loopRecords(ctx: RecordsContext) {
  requireUser(ctx);
  const w = recordWindow(ctx);
  const params = {
    rack: ctx.query.rack_id,
    loop: ctx.query.loop_id,
    from: w.from,
    to: w.to,
    limit: w.limit,
  };
  // Hourly averages leave out missing flow readings (-1); an hour with none answers -1 itself.
  const rows: Record<string, unknown>[] = w.average
    ? plainRows(
        ctx.db.prepare(
          `SELECT (t / 3600) * 3600 AS c_when_add,
             COALESCE(CAST(round(avg(CASE WHEN flow >= 0 THEN flow END)) AS INTEGER), -1) AS c_flow,
             CAST(round(avg(in_temp)) AS INTEGER) AS c_in_temp, CAST(round(avg(out_temp)) AS INTEGER) AS c_out_temp,
             CAST(round(avg(kaidu)) AS INTEGER) AS kaidu, max(falg) AS c_falg
           FROM loop_data WHERE rack_id = :rack AND c_loop = :loop AND t BETWEEN :from AND :to
           GROUP BY t / 3600 ORDER BY c_when_add DESC LIMIT :limit`,
        ),
        params,
      )
    : plainRows(
        ctx.db.prepare(
          `SELECT t AS c_when_add, flow AS c_flow, in_temp AS c_in_temp, out_temp AS c_out_temp, kaidu, falg AS c_falg
           FROM loop_data WHERE rack_id = :rack AND c_loop = :loop AND t BETWEEN :from AND :to
           ORDER BY t DESC LIMIT :limit`,
        ),
        params,
      );
  return ok(w.exporting ? rows.map(loopRecordForExport) : rows);
}

function thermometerRecords(ctx: RecordsContext) {
  requireUser(ctx);
  const w = recordWindow(ctx);
  const params = {
    rack: ctx.query.rack_id,
    loop: ctx.query.loop_id,
    from: w.from,
    to: w.to,
    limit: w.limit,
  };
  const sql = w.average
    ? `SELECT (t / 3600) * 3600 AS c_when_add,
         CAST(round(avg(CASE WHEN temp NOT IN (0, 1000) THEN temp END)) AS INTEGER) AS c_temp
       FROM temp_data WHERE rack_id = :rack AND c_loop = :loop AND t BETWEEN :from AND :to
       GROUP BY t / 3600 ORDER BY c_when_add DESC LIMIT :limit`
    : `SELECT t AS c_when_add, temp AS c_temp FROM temp_data
       WHERE rack_id = :rack AND c_loop = :loop AND t BETWEEN :from AND :to ORDER BY t DESC LIMIT :limit`;
  const rows: Record<string, unknown>[] = plainRows(ctx.db.prepare(sql), params);
  return ok(w.exporting ? rows.map(thermometerRecordForExport) : rows);
}

function controlRecord(row: Record<string, unknown>) {
  return {
    c_id: row.c_id,
    c_rack_id: row.rack_id,
    c_cmd: row.c_cmd,
    c_cmd_value: row.c_cmd_value,
    c_cmd_value2: row.c_cmd_value2,
    c_who_name: row.c_who_name,
    c_when: row.c_when,
    c_when_done: row.c_when_done ? row.c_when_done : null,
    c_loop: row.c_loop,
    c_loops: row.text_loop,
  };
}

function issueCommand(ctx: OperationContext<'issueLoopCommand' | 'issueLoopCommandMyapi'>) {
  const q = ctx.query;
  const rackId = q.rack_id;
  // Cabinet 0 sets the valves of every cabinet at once: a cabinet-level act, like a restart.
  const user = rackId === 0 ? requireMainPower(ctx) : requireOperator(ctx);
  sameUser(ctx, q.from_who);
  const loop = q.loop_id;
  const chosen = loop === 0 ? intList(q.textLoop) : [];
  refuse(
    validateLoopCommand({
      mode: q.cmd,
      valueType: q.cmd_value,
      value: q.cmd_value2,
      loop,
      chosenLoops: loop === 0 ? chosen : null,
    }),
  );
  const cmd = q.cmd;
  const valueType = cmd === 0 ? 1 : q.cmd_value;
  const value = cmd === 0 ? 1 : q.cmd_value2;
  const racks =
    rackId === 0
      ? (ctx.db
          .prepare("SELECT c_id FROM racks WHERE kind = 'cooling' AND fault != 'never' ORDER BY c_id")
          .all() as {
          c_id: number;
        }[])
      : (ctx.db.prepare("SELECT c_id FROM racks WHERE c_id = ? AND kind = 'cooling'").all(rackId) as {
          c_id: number;
        }[]);
  if (racks.length === 0) throw new HttpError(400, `no cooling cabinet ${rackId}`);
  const loops = loop === 0 ? chosen : [loop];
  // Loops must exist on the cabinet (every one of them for a single cabinet).
  if (rackId !== 0) {
    const known = new Set(
      (
        ctx.db.prepare("SELECT c_loop FROM channels WHERE rack_id = ? AND kind = 'loop'").all(rackId) as {
          c_loop: number;
        }[]
      ).map((r) => r.c_loop),
    );
    const missing = loops.filter((l) => !known.has(l));
    if (missing.length > 0)
      return failFor(500, 'loopCommandFailed', `${MESSAGES.operationFailed} ${missing.join(',')}`, {
        errcode: 1,
        failedLoops: missing,
      });
  }
  const insert = ctx.db.prepare(
    `INSERT INTO loop_cmds (rack_id, c_loop, c_cmd, c_cmd_value, c_cmd_value2, c_who, c_who_name, c_when, text_loop, due_at)
     VALUES (?,?,?,?,?,?,?,?,?,?)`,
  );
  // The commands and their audit entry are one write: neither exists without the other.
  const ids = transaction(ctx.db, () => {
    const inserted = racks.map(
      (r) =>
        insert.run(
          r.c_id,
          loop,
          cmd,
          valueType,
          value,
          user.c_id,
          user.c_name,
          ctx.now,
          loops.join(','),
          ctx.now + COMMAND_DELAY_S,
        ).lastInsertRowid,
    );
    recordAudit(
      ctx.db,
      {
        actor: user.c_id,
        action: 'loopCommand',
        target: `${rackId === 0 ? 'every cabinet' : `cabinet ${rackId}`} · loops ${loops.join(',')}`,
        detail: { cabinets: racks.map((r) => r.c_id), loops, cmd, valueType, value },
        address: ctx.address,
      },
      ctx.now,
    );
    return inserted;
  });
  const row = ctx.db
    .prepare('SELECT * FROM loop_cmds WHERE c_id = ?')
    .get(ids[0] as number | bigint) as Record<string, unknown>;
  return { json: { code: 200, msg: OK_MSG, errcode: 0, data: controlRecord(row) } };
}

export const rackHandlers: Handlers = {
  getRacks(ctx) {
    requireUser(ctx);
    return ok(ctx.db.prepare(rackSql('')).all({ stale: ctx.now - STALE_S }));
  },

  getRack(ctx) {
    requireUser(ctx);
    const rack = rackById(ctx, ctx.query.c_id);
    if (!rack) throw new HttpError(404, 'no such cabinet');
    return ok(rack);
  },

  getRackWithLoops(ctx) {
    requireUser(ctx);
    const id = ctx.query.c_rack;
    const rack = rackById(ctx, id);
    if (!rack) throw new HttpError(404, 'no such cabinet');
    return ok({ ...rack, loops: reverseSettings(ctx, id) });
  },

  getRackLoops(ctx) {
    requireUser(ctx);
    const kind = ctx.query.what === 1 ? 'loop' : 'temp';
    return ok(
      ctx.db
        .prepare(
          `SELECT c.c_loop, c.c_name, CASE WHEN s.c_dtu IS NOT NULL THEN s.c_dtu ELSE NULL END AS c_dtu,
             NULLIF(c.when_add, 0) AS when_add, c.value, c.c_in_temp, c.c_out_temp, c.kaidu
           FROM channels c LEFT JOIN stations s ON s.c_rack_id = c.rack_id AND s.c_loop = c.c_loop AND c.kind = 'temp'
           WHERE c.rack_id = ? AND c.kind = ? AND ${CONFIGURED} ORDER BY c.c_loop`,
        )
        .all(ctx.query.rackId, kind),
    );
  },

  getLoopControl(ctx) {
    requireUser(ctx);
    const loop = ctx.query.loop_id;
    const rows = ctx.db
      .prepare(
        `SELECT * FROM loop_cmds WHERE rack_id = :rack AND (c_loop = :loop OR (:loop > 0 AND c_loop = 0 AND
           (',' || text_loop || ',') LIKE '%,' || :loop || ',%'))
         ORDER BY (c_when_done = 0) DESC, c_when DESC, c_id DESC LIMIT 50`,
      )
      .all({ rack: ctx.query.rack_id, loop }) as Record<string, unknown>[];
    return ok(rows.map(controlRecord));
  },

  getLoopRecords: loopRecords,
  getThermometerRecords: thermometerRecords,
  issueLoopCommand: issueCommand,
  issueLoopCommandMyapi: issueCommand,

  getAutoLoops(ctx) {
    requireUser(ctx);
    const rows = ctx.db
      .prepare(
        "SELECT c_loop FROM channels WHERE rack_id = ? AND kind = 'loop' AND hive_id IS NOT NULL AND mode = 0 ORDER BY c_loop",
      )
      .all(ctx.query.rack_id) as { c_loop: number }[];
    return ok({ data: rows.map((r) => r.c_loop) });
  },

  restartRack(ctx) {
    const user = requireMainPower(ctx);
    const rack = ctx.db
      .prepare('SELECT c_id, c_site FROM racks WHERE c_id = ?')
      .get(Number(ctx.query.text)) as { c_id: number; c_site: string } | undefined;
    if (!rack || rack.c_site !== ctx.query.site) throw new HttpError(400, 'no cabinet with this site and id');
    ctx.db.prepare('UPDATE racks SET restarted_at = ? WHERE c_id = ?').run(ctx.now, rack.c_id);
    recordAudit(
      ctx.db,
      { actor: user.c_id, action: 'restartCabinet', target: `cabinet ${rack.c_id}`, address: ctx.address },
      ctx.now,
    );
    return ok(MESSAGES.restartSucceeded);
  },

  getWeatherStations(ctx) {
    requireUser(ctx);
    return ok(
      ctx.db
        .prepare(
          `SELECT COALESCE(a.c_area_name, '') AS c_area, s.c_name, s.c_loop, s.c_rack_id, s.c_dtu,
             NULLIF(c.when_add, 0) AS c_when_add, c.value AS c_temp
           FROM stations s LEFT JOIN areas a ON a.c_id = s.c_area
           LEFT JOIN channels c ON c.rack_id = s.c_rack_id AND c.kind = 'temp' AND c.c_loop = s.c_loop
           ORDER BY s.c_id`,
        )
        .all(),
    );
  },
};

/** The four-way valve settings of a cabinet's loops. */
export function reverseSettings(ctx: HandlerContext, rack: number) {
  return ctx.db
    .prepare(
      `SELECT s.c_id AS c_auto_id, s.c_rack, s.c_loop, COALESCE(c.c_name, '回路' || s.c_loop) AS c_name, s.c_cmd,
         COALESCE(c.direction, s.c_cmd_value) AS c_cmd_value,
         CASE WHEN s.c_cmd = 0 THEN s.c_cmd_value2 ELSE NULL END AS c_cmd_value2,
         NULLIF(s.c_when_issue, 0) AS c_when_issue
       FROM reverse_settings s LEFT JOIN channels c ON c.rack_id = s.c_rack AND c.kind = 'loop' AND c.c_loop = s.c_loop
       WHERE s.c_rack = ? ORDER BY s.c_loop`,
    )
    .all(rack);
}

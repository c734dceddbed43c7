/**
 * Hand-entered outlet (chujikou), bin-entry (rucang) and pouring (jiaozhu) temperatures; aggregates;
 * temperature-gradient meters; pressure meters; solar radiation.
 */
import {
  validateAggregateEntry,
  validateAggregateSearch,
  validateDateRange,
  validateManualEntry,
} from '../../../src/domain/index.ts';
import { transaction } from '../db.ts';
import {
  type HandlerContext,
  type Handlers,
  HttpError,
  intList,
  invalid,
  like,
  MESSAGES,
  type OperationContext,
  ok,
  page,
  refuse,
  requireOperator,
  requireUser,
  sameUser,
} from '../http/context.ts';
import { recordEntryReading } from '../simulator/entryWarnings.ts';

const DAY = 86_400;

/** The query of a period: startTime and endTime, in seconds. */
export type PeriodQuery = { startTime?: number; endTime?: number };

/** A period from optional startTime/endTime (seconds), defaulting to the last `days` days. */
export function period(
  ctx: HandlerContext<PeriodQuery>,
  days: number,
  required = false,
): { from: number; to: number } {
  const { startTime: start, endTime: end } = ctx.query;
  if (required || (start !== undefined && end !== undefined)) {
    refuse(
      validateDateRange({
        start: start === undefined ? null : start * 1000,
        end: end === undefined ? null : end * 1000,
      }),
    );
  }
  const to = end ?? ctx.now;
  const from = start ?? to - days * DAY;
  if (from > to) throw invalid('tempDetail.checkDate2', 'start');
  return { from, to };
}

/** Bin numbers of a comma list of bay ids. */
function binNumbers(ctx: HandlerContext, hiveIds: string): string | null {
  const ids = intList(hiveIds);
  if (ids.length === 0) return null;
  const rows = ctx.db
    .prepare(`SELECT c_idam_id FROM hives WHERE c_id IN (${ids.map(() => '?').join(',')}) ORDER BY c_id`)
    .all(...ids) as { c_idam_id: string }[];
  return rows.map((r) => r.c_idam_id).join(',') || null;
}

function lastOf(ctx: HandlerContext, point: { c_id: number; c_name: string; c_area: number }) {
  const last = ctx.db
    .prepare(
      'SELECT c_value, c_when_acquire FROM other_data WHERE c_hiveotherid = ? ORDER BY c_when_acquire DESC LIMIT 1',
    )
    .get(point.c_id) as { c_value: number; c_when_acquire: number } | undefined;
  return { ...point, c_value: last?.c_value ?? null, c_when_acquire: last?.c_when_acquire ?? null };
}

function aggregates(ctx: HandlerContext, keyword: string) {
  const rows = ctx.db
    .prepare(
      "SELECT cid, aggregateName, type_id FROM aggregates WHERE ? = '' OR aggregateName LIKE ? ESCAPE '\\' ORDER BY cid",
    )
    .all(keyword, like(keyword)) as { cid: number; aggregateName: string; type_id: number }[];
  const last = ctx.db.prepare(
    'SELECT temperature, time, typeId FROM aggregate_data WHERE cId = ? AND stage = ? ORDER BY time DESC, c_id DESC LIMIT 1',
  );
  return rows.map((a) => ({
    cid: a.cid,
    aggregateName: a.aggregateName,
    aggregateDetails: [1, 2].map((stage) => {
      const r = last.get(a.cid, stage) as { temperature: number; time: number; typeId: number } | undefined;
      return {
        theLastTemperature: r?.temperature ?? null,
        theLastTime: r?.time ?? null,
        typeId: r?.typeId ?? a.type_id,
      };
    }),
  }));
}

function aggregateRecords(
  ctx: OperationContext<'getAggregateDetail' | 'getAllAggregateDetail'>,
  since: number,
) {
  requireUser(ctx);
  const id = ctx.query.cId;
  if (!ctx.db.prepare('SELECT 1 FROM aggregates WHERE cid = ?').get(id))
    throw new HttpError(400, 'no such aggregate');
  return ok(
    ctx.db
      .prepare(
        `SELECT c_id, temperature, time, stage, typeId, NULLIF(user, '') AS user FROM aggregate_data
         WHERE cId = ? AND time >= ? ORDER BY time DESC, c_id DESC`,
      )
      .all(id, since),
  );
}

function pressureRow(ctx: HandlerContext, id: number) {
  const meter = ctx.db.prepare('SELECT c_id, c_name FROM pressure_meters WHERE c_id = ?').get(id) as
    | { c_id: number; c_name: string }
    | undefined;
  if (!meter) return undefined;
  const last = ctx.db
    .prepare('SELECT t, in_value, out_value FROM pressure_data WHERE c_id = ? ORDER BY t DESC LIMIT 1')
    .get(id) as { t: number; in_value: number; out_value: number } | undefined;
  return {
    c_id: meter.c_id,
    c_name: meter.c_name,
    in_value: last?.in_value ?? null,
    out_value: last?.out_value ?? null,
    in_lastTime: last?.t ?? null,
    out_lastTime: last?.t ?? null,
  };
}

export const entryHandlers: Handlers = {
  getIdamIds(ctx) {
    requireUser(ctx);
    const keyword = (ctx.query.search_value ?? '').trim();
    const area = ctx.query.c_area_id ?? 0;
    return ok(
      ctx.db
        .prepare(
          `SELECT c_id, c_idam_id, block FROM hives
           WHERE (:area = 0 OR area_id = :area) AND (:k = '' OR c_idam_id LIKE :like ESCAPE '\\' OR c_where LIKE :like ESCAPE '\\')
           ORDER BY c_start DESC LIMIT 500`,
        )
        .all({ area, k: keyword, like: like(keyword) }),
    );
  },

  getLastOutletRecord(ctx) {
    requireUser(ctx);
    const point = ctx.db
      .prepare('SELECT c_id, c_name, c_area FROM hive_others WHERE c_id = ? AND c_area = ?')
      .get(ctx.query.c_id, ctx.query.c_area) as { c_id: number; c_name: string; c_area: number } | undefined;
    return ok(point ? lastOf(ctx, point) : null);
  },

  getLastOutletRecords(ctx) {
    requireUser(ctx);
    const keyword = (ctx.query.search_value ?? '').trim();
    const { limit, offset } = page(ctx.query.current_page, ctx.query.page_size, 5);
    const points = ctx.db
      .prepare(
        `SELECT c_id, c_name, c_area FROM hive_others WHERE c_area = ? AND (? = '' OR c_name LIKE ? ESCAPE '\\')
         ORDER BY c_id LIMIT ? OFFSET ?`,
      )
      .all(ctx.query.c_area, keyword, like(keyword), limit, offset) as {
      c_id: number;
      c_name: string;
      c_area: number;
    }[];
    return ok(points.map((p) => lastOf(ctx, p)));
  },

  countLastOutletRecords(ctx) {
    requireUser(ctx);
    const keyword = (ctx.query.search_value ?? '').trim();
    const row = ctx.db
      .prepare(
        "SELECT count(*) AS n FROM hive_others WHERE c_area = ? AND (? = '' OR c_name LIKE ? ESCAPE '\\')",
      )
      .get(ctx.query.c_area, keyword, like(keyword)) as { n: number };
    return ok(row.n);
  },

  getReadings(ctx) {
    requireUser(ctx);
    const id = ctx.query.hive_other_id;
    const keyword = (ctx.query.search_value ?? '').trim();
    const { limit, offset } = page(ctx.query.current_page, ctx.query.page_size, 30);
    // 2 and 4 name the bin-entry and pouring kinds (the screens' /temperature/temp/rc_temp_id/2 and …/4).
    const where = `WHERE ${id === 2 || id === 4 ? 'o.c_area = :id' : 'o.c_hiveotherid = :id'}
      AND (:k = '' OR EXISTS (SELECT 1 FROM hives h WHERE (',' || o.c_hive_id || ',') LIKE '%,' || h.c_id || ',%'
        AND h.c_idam_id LIKE :like ESCAPE '\\'))`;
    const params = { id, k: keyword, like: like(keyword) };
    const count = (
      ctx.db.prepare(`SELECT count(*) AS n FROM other_data o ${where}`).get(params) as { n: number }
    ).n;
    const rows = ctx.db
      .prepare(
        `SELECT o.c_id, o.c_value, o.c_when_acquire, o.c_hive_id, o.c_who FROM other_data o ${where}
         ORDER BY o.c_when_acquire DESC, o.c_id DESC LIMIT :limit OFFSET :offset`,
      )
      .all({ ...params, limit, offset }) as {
      c_id: number;
      c_value: number;
      c_when_acquire: number;
      c_hive_id: string;
      c_who: string;
    }[];
    return ok({
      list: rows.map((r) => ({
        c_id: r.c_id,
        c_value: r.c_value,
        c_when_acquire: r.c_when_acquire,
        c_idam_id: binNumbers(ctx, r.c_hive_id),
        c_who: r.c_who,
      })),
      count,
    });
  },

  addManualEntry(ctx) {
    const user = requireOperator(ctx);
    sameUser(ctx, ctx.body.c_who);
    const b = ctx.body;
    const area = b.c_area;
    const hiveIds = intList(b.c_hive_id);
    const hives = hiveIds.length
      ? (ctx.db
          .prepare(`SELECT c_id, block FROM hives WHERE c_id IN (${hiveIds.map(() => '?').join(',')})`)
          .all(...hiveIds) as { c_id: number; block: number }[])
      : [];
    if (hives.length !== new Set(hiveIds).size) throw new HttpError(400, 'no such bay');
    refuse(
      validateManualEntry({
        area,
        value: b.c_value / 10,
        timeMs: b.c_when_acquire,
        block: area === 2 ? (hives[0]?.block ?? null) : undefined,
        binIds: area === 2 ? hiveIds : undefined,
        nowMs: ctx.nowMs,
      }),
    );
    let point = b.c_hiveotherid;
    if (point === 0) {
      const first = ctx.db
        .prepare('SELECT c_id FROM hive_others WHERE c_area = ? ORDER BY c_id LIMIT 1')
        .get(area) as { c_id: number } | undefined;
      point = first?.c_id ?? 0;
    }
    const known = ctx.db.prepare('SELECT 1 FROM hive_others WHERE c_id = ? AND c_area = ?').get(point, area);
    if (!known) throw invalid('entry.area', 'area');
    const value = b.c_value;
    const whenMs = b.c_when_acquire;
    // The reading and the warning it raises (or clears) are written together, or not at all.
    transaction(ctx.db, () => {
      const { lastInsertRowid } = ctx.db
        .prepare(
          'INSERT INTO other_data (c_hiveotherid, c_area, c_value, c_when_acquire, c_hive_id, c_who) VALUES (?,?,?,?,?,?)',
        )
        .run(point, area, value, whenMs, hiveIds.join(','), user.c_id);
      recordEntryReading(ctx.db, { id: Number(lastInsertRowid), point, area, value, whenMs }, ctx.now);
    });
    return ok(MESSAGES.added);
  },

  getAggregates(ctx) {
    requireUser(ctx);
    return ok(aggregates(ctx, ''));
  },

  searchAggregates(ctx) {
    requireUser(ctx);
    const keyword = ctx.query.aggregateName.trim();
    refuse(validateAggregateSearch(keyword));
    return ok(aggregates(ctx, keyword));
  },

  getAggregateDetail: (ctx) => aggregateRecords(ctx, ctx.now - 7 * DAY),
  getAllAggregateDetail: (ctx) => aggregateRecords(ctx, 0),

  insertAggregateInfo(ctx) {
    const user = requireOperator(ctx);
    sameUser(ctx, ctx.body.user);
    const b = ctx.body;
    refuse(
      validateAggregateEntry({
        temperature: b.insertTemperature / 10,
        typeId: b.typeId,
        timeMs: b.insertTime * 1000,
        nowMs: ctx.nowMs,
      }),
    );
    if (!ctx.db.prepare('SELECT 1 FROM aggregates WHERE cid = ?').get(b.cId)) {
      throw new HttpError(400, 'no such aggregate');
    }
    if (!ctx.db.prepare('SELECT 1 FROM aggregate_types WHERE c_id = ?').get(b.typeId)) {
      throw invalid('aggregate.category', 'typeId');
    }
    ctx.db
      .prepare(
        'INSERT INTO aggregate_data (cId, typeId, temperature, time, stage, user) VALUES (?,?,?,?,?,?)',
      )
      .run(b.cId, b.typeId, b.insertTemperature, b.insertTime, b.aggregateStage, user.c_id);
    return ok(MESSAGES.entryComplete);
  },

  getAggregateTypes(ctx) {
    requireUser(ctx);
    return ok(ctx.db.prepare('SELECT c_id, c_type, c_region FROM aggregate_types ORDER BY c_id').all());
  },

  getGradientMeters(ctx) {
    requireUser(ctx);
    const meters = ctx.db
      .prepare('SELECT c_td_id, c_td_instrument_name FROM gradient_meters ORDER BY c_td_id')
      .all() as {
      c_td_id: number;
      c_td_instrument_name: string;
    }[];
    const points = ctx.db.prepare('SELECT c_name FROM gradient_points WHERE c_td_id = ? ORDER BY depth');
    return ok(
      meters.map((m) => ({
        ...m,
        thermometers: (points.all(m.c_td_id) as { c_name: string }[]).map((p) => p.c_name),
      })),
    );
  },

  getGradientData(ctx) {
    requireUser(ctx);
    const id = ctx.query.c_td_id;
    const points = ctx.db
      .prepare('SELECT idx, c_name FROM gradient_points WHERE c_td_id = ? ORDER BY depth')
      .all(id) as {
      idx: number;
      c_name: string;
    }[];
    if (points.length === 0) throw new HttpError(400, 'no such gradient meter');
    const { from, to } = period(ctx, 3);
    const data = ctx.db.prepare(
      'SELECT t, value FROM gradient_data WHERE c_td_id = ? AND idx = ? AND t BETWEEN ? AND ? ORDER BY t',
    );
    const out: Record<string, [number, number][]> = {};
    for (const p of points) {
      out[p.c_name] = (data.all(id, p.idx, from, to) as { t: number; value: number }[]).map((r) => [
        r.t,
        r.value,
      ]);
    }
    return ok(out);
  },

  getPressureTexts(ctx) {
    requireUser(ctx);
    const row = pressureRow(ctx, ctx.query.c_id);
    if (!row) throw new HttpError(400, 'no such pressure meter');
    const text = (v: number | null) => (v === null ? '--' : `${(v / 1000).toFixed(3)} MPa`);
    return ok({ in: text(row.in_value), out: text(row.out_value) });
  },

  getPressures(ctx) {
    requireUser(ctx);
    const ids = ctx.db.prepare('SELECT c_id FROM pressure_meters ORDER BY c_id').all() as { c_id: number }[];
    return ok(ids.map((r) => pressureRow(ctx, r.c_id)));
  },

  getPressureDetail(ctx) {
    requireUser(ctx);
    const id = ctx.query.c_id;
    const row = pressureRow(ctx, id);
    if (!row) throw new HttpError(404, 'no such pressure meter');
    const { from, to } = period(ctx, 1);
    const values = ctx.db
      .prepare(
        'SELECT t, in_value, out_value FROM pressure_data WHERE c_id = ? AND t BETWEEN ? AND ? ORDER BY t',
      )
      .all(id, from, to) as { t: number; in_value: number; out_value: number }[];
    return ok({
      ...row,
      in_values: values.map((v) => ({ c_when: v.t, value: v.in_value })),
      out_values: values.map((v) => ({ c_when: v.t, value: v.out_value })),
    });
  },

  getSolarRadiationMeters(ctx) {
    requireUser(ctx);
    const last = ctx.db.prepare('SELECT t, value FROM solar_data ORDER BY t DESC LIMIT 1').get() as
      | { t: number; value: number }
      | undefined;
    return ok([{ c_id: 1, c_name: '坝顶太阳辐射计', value: last?.value ?? null, time: last?.t ?? null }]);
  },

  getSolarRadiation(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 1, true);
    return ok(
      ctx.db
        .prepare('SELECT t AS time, value FROM solar_data WHERE t BETWEEN ? AND ? ORDER BY t')
        .all(from, to),
    );
  },
};

/** Areas, bays (hives), blocks, bay handling, the bay chart series and the bay exports. */
import type { SQLOutputValue } from 'node:sqlite';
import { flowLpm, formatSiteDateTime, SITE_TIME_ZONE, valveOpening } from '../../../src/domain/index.ts';
import { contentDisposition, toCsv } from '../csv.ts';
import { plainRows } from '../db.ts';
import {
  type HandlerContext,
  type Handlers,
  HttpError,
  invalid,
  like,
  type OperationContext,
  ok,
  page,
  requireOperator,
  requireUser,
  sameUser,
} from '../http/context.ts';
import {
  STAGE_NAMES,
  stageAt,
  type TargetDesign,
  targetTemperature,
  WATER_STOP_AGE_DAYS,
} from '../simulator/physics.ts';

const DAY = 86_400;

export interface HiveDbRow {
  c_id: number;
  area_id: number;
  block: number;
  lift: number;
  c_idam_id: string;
  c_where: string;
  c_canghao: number;
  bottom: number;
  top: number;
  c_grout: number;
  c_grout_name: string | null;
  c_free: number;
  c_temp_rucang: number;
  c_temp_jiaozhu: number;
  c_start: number;
  c_end: number;
  c_stop: number;
  design: string;
  rack_id: number | null;
  c_new_temp: number;
  c_new_when: number;
  max_temp: number;
  max_when: number;
  total_flow: number;
}

export const HIVE_SELECT = `SELECT h.*, g.c_grout_name FROM hives h LEFT JOIN grouts g ON g.c_id = h.c_grout`;

export function ageDays(h: { c_end: number }, now: number): number | null {
  return h.c_end > 0 && h.c_end <= now ? Math.floor((now - h.c_end) / DAY) : null;
}

/** A bay as the contract's Hive (without cfgs). */
export function hiveOut(h: HiveDbRow, now: number) {
  const age = ageDays(h, now);
  return {
    c_id: h.c_id,
    c_where: h.c_where,
    c_idam_id: h.c_idam_id,
    c_area_id: h.area_id,
    c_canghao: h.c_canghao,
    c_temp_rucang: h.c_temp_rucang,
    c_temp_jiaozhu: h.c_temp_jiaozhu,
    c_age: age,
    c_stage: age === null ? null : stageAt((now - h.c_end) / DAY),
    c_grout: h.c_grout,
    c_grout_name: h.c_grout_name,
    c_free: h.c_free,
    c_new_temp: h.c_new_temp || null,
    c_max_temp: h.max_temp || null,
    block: h.block,
    top: h.top,
    bottom: h.bottom,
    c_start: h.c_start,
    c_end: h.c_end <= now ? h.c_end : null,
    c_stop: h.c_stop || null,
    c_down_date: h.max_when || null,
  };
}

/** The bay or an HTTP error (404 where the contract has it, 400 elsewhere). */
export function findHive(ctx: HandlerContext, id: number, status = 400): HiveDbRow {
  const h = ctx.db.prepare(`${HIVE_SELECT} WHERE h.c_id = ?`).get(id) as HiveDbRow | undefined;
  if (!h) throw new HttpError(status, 'no such bay');
  return h;
}

/** The bay's configured loops and thermometers with their latest, first and maximum values. */
export function hiveCfgs(ctx: HandlerContext, hiveId: number) {
  const rows = ctx.db
    .prepare(
      `SELECT f.c_id, f.c_name, f.kind, f.rack_id, f.c_loop, f.c_start, f.c_end,
         c.value, c.when_add, c.c_in_temp, c.c_out_temp, c.kaidu
       FROM hive_cfgs f LEFT JOIN channels c ON f.c_end = 0 AND c.rack_id = f.rack_id AND c.kind = f.kind
         AND c.c_loop = f.c_loop AND c.hive_id = f.hive_id
       WHERE f.hive_id = ? ORDER BY f.kind, f.c_loop`,
    )
    .all(hiveId) as Record<string, number | string | null>[];
  const first = ctx.db.prepare(
    `SELECT temp FROM temp_data WHERE rack_id = ? AND c_loop = ? AND t >= ? AND (? = 0 OR t <= ?)
       AND temp NOT IN (0, 1000) ORDER BY t LIMIT 1`,
  );
  const max = ctx.db.prepare(
    `SELECT max(temp) AS m FROM temp_data WHERE rack_id = ? AND c_loop = ? AND t >= ? AND (? = 0 OR t <= ?)
       AND temp NOT IN (0, 1000)`,
  );
  return rows.map((r) => {
    const isTemp = r.kind === 'temp';
    const args = [r.rack_id, r.c_loop, r.c_start, r.c_end, r.c_end] as number[];
    return {
      c_id: r.c_id,
      c_name: r.c_name,
      c_type: isTemp ? 0 : 1,
      c_rack_id: r.rack_id,
      c_loop: r.c_loop,
      c_start: r.c_start,
      c_end: r.c_end || null,
      value: r.value ?? null,
      when_add: r.when_add || null,
      c_in_temp: r.c_in_temp ?? null,
      c_out_temp: r.c_out_temp ?? null,
      kaidu: r.kaidu ?? null,
      c_first_temp: isTemp ? ((first.get(...args) as { temp: number } | undefined)?.temp ?? null) : null,
      c_max_temp: isTemp ? ((max.get(...args) as { m: number | null } | undefined)?.m ?? null) : null,
    };
  });
}

/** Decline over the last day (tenths per day) and litres of water in the last day. */
function dailyFigures(ctx: HandlerContext, h: HiveDbRow) {
  const last = ctx.db
    .prepare('SELECT t, avg FROM hive_data WHERE hive_id = ? ORDER BY t DESC LIMIT 1')
    .get(h.c_id) as { t: number; avg: number } | undefined;
  if (!last) return { c_decline: null, c_day_flow: null };
  const dayAgo = ctx.db
    .prepare('SELECT avg FROM hive_data WHERE hive_id = ? AND t <= ? ORDER BY t DESC LIMIT 1')
    .get(h.c_id, last.t - DAY) as { avg: number } | undefined;
  const flow = ctx.db
    .prepare('SELECT avg(flow) AS f FROM hive_data WHERE hive_id = ? AND t > ? AND flow IS NOT NULL')
    .get(h.c_id, last.t - DAY) as { f: number | null };
  return {
    c_decline: dayAgo ? dayAgo.avg - last.avg : null,
    c_day_flow: flow.f === null ? null : Math.round((flow.f / 100) * 1440),
  };
}

function hiveDetail(ctx: OperationContext<'getHiveDetail' | 'getHiveDetailPqt'>) {
  requireUser(ctx);
  const h = findHive(ctx, ctx.query.id, 404);
  return ok({ ...hiveOut(h, ctx.now), ...dailyFigures(ctx, h), cfgs: hiveCfgs(ctx, h.c_id) });
}

function areas(ctx: OperationContext<'getAreas' | 'getAreasPqt'>) {
  requireUser(ctx);
  const keyword = (ctx.query.search_value ?? '').trim();
  return ok(
    ctx.db
      .prepare(
        "SELECT c_id, c_area_name FROM areas WHERE ? = '' OR c_area_name LIKE ? ESCAPE '\\' ORDER BY c_id",
      )
      .all(keyword, like(keyword)),
  );
}

/** The query of a bay chart call: the bay, and the chart's range in seconds. */
type ChartQuery = { id: number; min?: number; max?: number };

/** Chart range: [min, max] in seconds, defaulting to everything up to now. */
export function chartRange(ctx: HandlerContext<Omit<ChartQuery, 'id'>>): { from: number; to: number } {
  const from = ctx.query.min ?? 0;
  const to = ctx.query.max ?? ctx.now;
  if (from > to) throw invalid('tempDetail.checkDate2', 'start');
  return { from, to };
}

/** The `columns` of a bay's readings in [from, to], in time order. */
function bayReadings<T = Record<string, SQLOutputValue>>(
  ctx: HandlerContext,
  hiveId: number,
  { from, to }: { from: number; to: number },
  columns: string,
): T[] {
  return plainRows<T>(
    ctx.db.prepare(`SELECT ${columns} FROM hive_data WHERE hive_id = ? AND t BETWEEN ? AND ? ORDER BY t`),
    [hiveId, from, to],
  );
}

/** A bay chart call's readings: the signed-in user, the bay of `id`, the range of `min` and `max`. */
function hiveRows(ctx: HandlerContext<ChartQuery>, columns: string) {
  requireUser(ctx);
  return bayReadings(ctx, findHive(ctx, ctx.query.id).c_id, chartRange(ctx), columns);
}

/** One reading of the bay chart's answer, as the legacy backend names it. */
interface ChartPoint {
  c_when: number;
  c_temp: number;
}

function thermometerCfgs(ctx: HandlerContext, hiveId: number) {
  return ctx.db
    .prepare(
      "SELECT rack_id, c_loop, c_name, c_start, c_end FROM hive_cfgs WHERE hive_id = ? AND kind = 'temp' ORDER BY c_loop",
    )
    .all(hiveId) as { rack_id: number; c_loop: number; c_name: string; c_start: number; c_end: number }[];
}

function csvResponse(
  fileName: string,
  header: string[],
  rows: Iterable<(string | number | null)[]>,
): Response {
  return new Response(toCsv(header, rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition(fileName),
    },
  });
}

/** Site-time text of epoch seconds for CSV files: `YYYY-MM-DD HH:mm` in the site zone (Asia/Shanghai). */
export function siteTime(seconds: number | null | undefined): string {
  return seconds ? formatSiteDateTime(seconds * 1000, SITE_TIME_ZONE) : '';
}

/**
 * A header of the bay exports: Chinese and English (a link opened from the bay chart carries no language),
 * the unit in brackets.
 */
const both = (zh: string, en: string, unit?: string) => `${zh} ${en}${unit ? ` (${unit})` : ''}`;

export function tenthsText(raw: number | null | undefined): number | null {
  return raw === null || raw === undefined ? null : Math.round(raw) / 10;
}

export const hiveHandlers: Handlers = {
  getAreas: areas,
  getAreasPqt: areas,
  getHiveDetail: hiveDetail,
  getHiveDetailPqt: hiveDetail,

  getHiveInfo(ctx) {
    requireUser(ctx);
    const h = findHive(ctx, ctx.query.id, 404);
    return ok({ name: h.c_where, age: ageDays(h, ctx.now) });
  },

  getHivesPage(ctx) {
    requireUser(ctx);
    const q = ctx.query;
    const area = q.area;
    const name = (q.hiveName ?? '').trim();
    const block = (q.block ?? '').trim();
    const grout = (q.grout ?? '').trim();
    const where = `WHERE (:area = 0 OR h.area_id = :area)
      AND (:name = '' OR h.c_where LIKE :nameLike ESCAPE '\\' OR h.c_idam_id LIKE :nameLike ESCAPE '\\')
      AND (:block = '' OR CAST(h.block AS TEXT) = :block)
      AND (:grout = '' OR CAST(h.c_grout AS TEXT) = :grout OR g.c_grout_name = :grout)`;
    const params = { area, name, nameLike: like(name), block, grout };
    const { limit, offset } = page(q.pageIndex, q.pageSize, 10);
    const count = (
      ctx.db
        .prepare(`SELECT count(*) AS n FROM hives h LEFT JOIN grouts g ON g.c_id = h.c_grout ${where}`)
        .get(params) as {
        n: number;
      }
    ).n;
    const rows = ctx.db
      .prepare(`${HIVE_SELECT} ${where} ORDER BY h.c_start DESC, h.c_id DESC LIMIT :limit OFFSET :offset`)
      .all({ ...params, limit, offset }) as unknown as HiveDbRow[];
    return ok({ list: rows.map((h) => hiveOut(h, ctx.now)), count });
  },

  getPiers(ctx) {
    requireUser(ctx);
    const area = ctx.query.area_id ?? 0;
    return ok(
      ctx.db
        .prepare(
          `SELECT b.c_block, b.area_id AS c_area_id, count(h.c_id) AS hiveCount, max(h.top) AS top
           FROM blocks b LEFT JOIN hives h ON h.block = b.c_block
           WHERE (? = 0 OR b.area_id = ?) GROUP BY b.c_block ORDER BY b.c_block`,
        )
        .all(area, area),
    );
  },

  getPierInfo(ctx) {
    requireUser(ctx);
    const block = ctx.query.c_block;
    const pier = ctx.db
      .prepare(
        `SELECT b.c_block, b.area_id AS c_area_id, count(h.c_id) AS hiveCount, max(h.top) AS top
         FROM blocks b LEFT JOIN hives h ON h.block = b.c_block WHERE b.c_block = ? GROUP BY b.c_block`,
      )
      .get(block);
    if (!pier) throw new HttpError(400, 'no such dam block');
    const hives = ctx.db
      .prepare(`${HIVE_SELECT} WHERE h.block = ? ORDER BY h.bottom`)
      .all(block) as unknown as HiveDbRow[];
    return ok({ ...pier, hives: hives.map((h) => hiveOut(h, ctx.now)) });
  },

  getHiveDeal(ctx) {
    requireUser(ctx);
    const rows = ctx.db
      .prepare(
        `SELECT w.hive_id, count(*) AS n, (SELECT max(c_when) FROM detail_records d WHERE d.hive_id = w.hive_id) AS last
         FROM warnings w WHERE w.active = 1 AND w.hive_id IS NOT NULL GROUP BY w.hive_id ORDER BY n DESC, w.hive_id LIMIT 200`,
      )
      .all() as { hive_id: number; n: number; last: number | null }[];
    const get = ctx.db.prepare(`${HIVE_SELECT} WHERE h.c_id = ?`);
    return ok(
      rows.map((r) => ({
        hive: hiveOut(get.get(r.hive_id) as unknown as HiveDbRow, ctx.now),
        warnings: r.n,
        lastRecord: r.last,
      })),
    );
  },

  getDetailRecords(ctx) {
    requireUser(ctx);
    return ok(
      ctx.db
        .prepare(
          'SELECT c_id, hive_id AS c_hive_id, c_what, c_who, c_when FROM detail_records WHERE hive_id = ? ORDER BY c_when DESC, c_id DESC',
        )
        .all(ctx.query.c_hive_id),
    );
  },

  addDetailRecord(ctx) {
    const user = requireOperator(ctx);
    sameUser(ctx, ctx.body.c_who);
    const hive = ctx.body.c_hive_id;
    if (!ctx.db.prepare('SELECT 1 FROM hives WHERE c_id = ?').get(hive))
      throw new HttpError(400, 'no such bay');
    const what = ctx.body.c_what.trim();
    if (!what) throw invalid('feedback.placeholder', 'text');
    ctx.db
      .prepare('INSERT INTO detail_records (hive_id, c_what, c_who, c_when) VALUES (?, ?, ?, ?)')
      .run(hive, what, user.c_id, ctx.now);
    return ok('ok');
  },

  getHiveTempData(ctx) {
    requireUser(ctx);
    const h = findHive(ctx, ctx.query.id);
    const { from, to } = chartRange(ctx);
    const avg = bayReadings<ChartPoint>(ctx, h.c_id, { from, to }, 't AS c_when, avg AS c_temp');
    const line = [{ name: '平均温度', data: avg }];
    // `lines=average`: the chart draws the average alone; the thermometers would be most of the answer.
    const thermometers = ctx.query.lines === 'average' ? [] : thermometerCfgs(ctx, h.c_id);
    for (const cfg of thermometers) {
      const data = plainRows<ChartPoint>(
        ctx.db.prepare(
          `SELECT t AS c_when, temp AS c_temp FROM temp_data WHERE rack_id = ? AND c_loop = ? AND t BETWEEN ? AND ?
           AND t >= ? AND (? = 0 OR t <= ?) ORDER BY t`,
        ),
        [cfg.rack_id, cfg.c_loop, from, to, cfg.c_start, cfg.c_end, cfg.c_end],
      );
      line.push({ name: cfg.c_name, data });
    }
    let max: ChartPoint | undefined;
    let min: ChartPoint | undefined;
    for (const p of avg) {
      if (!max || p.c_temp > max.c_temp) max = p;
      if (!min || p.c_temp < min.c_temp) min = p;
    }
    return ok({
      line,
      max: max?.c_temp ?? null,
      min: min?.c_temp ?? null,
      max_when: max?.c_when ?? null,
      min_when: min?.c_when ?? null,
      c_where: h.c_where,
    });
  },

  getHiveTarget(ctx) {
    requireUser(ctx);
    const h = findHive(ctx, ctx.query.id);
    const { from, to } = chartRange(ctx);
    const design = JSON.parse(h.design) as TargetDesign;
    const start = Math.max(from, h.c_end);
    // The target is a design curve, known for the whole life of the bay: hourly points, up to now unless a
    // later `max` asks for the plan ahead (the cooling forecast reads where the current stage leads), at
    // most until the bay's water supply ends.
    const end = Math.min(to, Math.max(ctx.now, h.c_end + WATER_STOP_AGE_DAYS * DAY));
    const out: { c_when: number; c_value: number }[] = [];
    for (let t = Math.ceil(start / 3600) * 3600; t <= end; t += 3600) {
      out.push({ c_when: t, c_value: Math.round(targetTemperature((t - h.c_end) / DAY, design) * 10) });
    }
    return ok(out);
  },

  getHiveInOutTemp: (ctx) =>
    ok(
      hiveRows(ctx, 't AS c_when, in_temp AS c_in_temp, out_temp AS c_out_temp').filter(
        (r) => r.c_in_temp !== null,
      ),
    ),
  getHiveFlowData: (ctx) => ok(hiveRows(ctx, 't AS c_when, flow AS c_flow').filter((r) => r.c_flow !== null)),
  getHiveAirChartData: (ctx) => ok(hiveRows(ctx, 't AS c_when, air AS c_temp')),
  getTempDiff: (ctx) => ok(hiveRows(ctx, 't AS c_when, max - min AS temp_diff')),
  getPieceTempDiff: (ctx) => ok(hiveRows(ctx, 't AS c_when, max - surface AS temp_diff')),

  getHiveSettingFlowChartData(ctx) {
    requireUser(ctx);
    const h = findHive(ctx, ctx.query.id);
    const { from, to } = chartRange(ctx);
    // The flow set by manual flow commands on the bay's loops, as steps.
    const rows = ctx.db
      .prepare(
        `SELECT c.c_when_done AS c_when, CAST(round(c.c_cmd_value2 * 100) AS INTEGER) AS c_flow
         FROM loop_cmds c JOIN hive_cfgs f ON f.rack_id = c.rack_id AND f.kind = 'loop'
           AND (f.c_loop = c.c_loop OR (c.c_loop = 0 AND (',' || c.text_loop || ',') LIKE '%,' || f.c_loop || ',%'))
         WHERE f.hive_id = ? AND c.c_cmd = 1 AND c.c_cmd_value IN (1, 3) AND c.c_when_done > 0
           AND c.c_when_done BETWEEN ? AND ? AND c.c_when_done >= f.c_start ORDER BY c.c_when_done`,
      )
      .all(h.c_id, from, to);
    return ok(rows);
  },

  getHiveTempDowntrend(ctx) {
    requireUser(ctx);
    const h = findHive(ctx, ctx.query.id);
    const { from, to } = chartRange(ctx);
    // Daily mean temperature (site days): the cooling trend.
    return ok(
      ctx.db
        .prepare(
          `SELECT ((t + 28800) / 86400) * 86400 - 28800 AS c_time, CAST(round(avg(avg)) AS INTEGER) AS c_temp
           FROM hive_data WHERE hive_id = ? AND t BETWEEN ? AND ? GROUP BY (t + 28800) / 86400 ORDER BY c_time`,
        )
        .all(h.c_id, from, to),
    );
  },

  exportHiveTemperature(ctx) {
    requireUser(ctx);
    const h = findHive(ctx, ctx.query.id);
    const { from, to } = chartRange(ctx);
    const cfgs = thermometerCfgs(ctx, h.c_id);
    const byTime = new Map<number, (number | null)[]>();
    const avg = ctx.db
      .prepare('SELECT t, avg, target, air FROM hive_data WHERE hive_id = ? AND t BETWEEN ? AND ? ORDER BY t')
      .all(h.c_id, from, to) as { t: number; avg: number; target: number; air: number }[];
    for (const r of avg) byTime.set(r.t, [tenthsText(r.avg), tenthsText(r.target), tenthsText(r.air)]);
    cfgs.forEach((cfg, i) => {
      const rows = ctx.db
        .prepare(
          'SELECT t, temp FROM temp_data WHERE rack_id = ? AND c_loop = ? AND t BETWEEN ? AND ? AND t >= ? AND (? = 0 OR t <= ?)',
        )
        .all(cfg.rack_id, cfg.c_loop, from, to, cfg.c_start, cfg.c_end, cfg.c_end) as {
        t: number;
        temp: number;
      }[];
      for (const r of rows) {
        const row = byTime.get(r.t) ?? [null, null, null];
        row[3 + i] = r.temp === 0 || r.temp === 1000 ? null : tenthsText(r.temp);
        byTime.set(r.t, row);
      }
    });
    const times = [...byTime.keys()].sort((a, b) => a - b);
    return csvResponse(
      `${h.c_where}-温度数据.csv`,
      [
        both('时间', 'Time'),
        both('平均温度', 'Average temperature', '°C'),
        both('目标温度', 'Target temperature', '°C'),
        both('气温', 'Air temperature', '°C'),
        ...cfgs.map((c) => `${c.c_name} (°C)`),
      ],
      times.map((t) => [
        siteTime(t),
        ...Array.from({ length: 3 + cfgs.length }, (_, i) => byTime.get(t)?.[i] ?? null),
      ]),
    );
  },

  exportHiveFlow(ctx) {
    requireUser(ctx);
    const h = findHive(ctx, ctx.query.id);
    const rows = ctx.db
      .prepare(
        `SELECT d.t, f.c_name, d.flow, d.in_temp, d.out_temp, d.kaidu FROM hive_cfgs f
         JOIN loop_data d ON d.rack_id = f.rack_id AND d.c_loop = f.c_loop AND d.t >= f.c_start AND (f.c_end = 0 OR d.t <= f.c_end)
         WHERE f.hive_id = ? AND f.kind = 'loop' ORDER BY d.t, f.c_loop`,
      )
      .all(h.c_id) as {
      t: number;
      c_name: string;
      flow: number;
      in_temp: number;
      out_temp: number;
      kaidu: number;
    }[];
    return csvResponse(
      `${h.c_where}-流量数据.csv`,
      [
        both('时间', 'Time'),
        both('回路', 'Loop'),
        both('流量', 'Flow', 'L/min'),
        both('进水温度', 'Inlet water', '°C'),
        both('出水温度', 'Outlet water', '°C'),
        both('开度', 'Valve opening', '%'),
      ],
      rows.map((r) => [
        siteTime(r.t),
        r.c_name,
        r.flow === -1 ? '未知 unknown' : r.flow === -2 ? '停水 water stopped' : r.flow / 100,
        tenthsText(r.in_temp),
        tenthsText(r.out_temp),
        // The opening as every screen shows it (part 1 §9), not the raw indicator a, which leaves 0–100.
        valveOpening(r.kaidu, flowLpm(r.flow)),
      ]),
    );
  },

  exportHiveInfo(ctx) {
    requireUser(ctx);
    const h = findHive(ctx, ctx.query.c_hive_id);
    const out = hiveOut(h, ctx.now);
    const rows: (string | number | null)[][] = [
      [both('仓号', 'Bay'), h.c_where],
      [both('仓位编号', 'Bin number'), h.c_idam_id],
      [both('坝段', 'Dam block'), h.block],
      [both('高程', 'Elevation', 'm'), `${h.bottom}~${h.top}`],
      [both('灌区', 'Grouting zone'), h.c_grout_name],
      [both('约束区', 'Zone'), h.c_free ? '自由区 free' : '约束区 constrained'],
      [both('入仓温度', 'Bin-entry temperature', '°C'), tenthsText(h.c_temp_rucang)],
      [both('浇筑温度', 'Pouring temperature', '°C'), tenthsText(h.c_temp_jiaozhu)],
      [both('开仓时间', 'Pour start'), siteTime(h.c_start)],
      [both('收仓时间', 'Pour complete'), siteTime(out.c_end)],
      [both('龄期', 'Age', '天 days'), out.c_age],
      [
        both('温控阶段', 'Stage'),
        out.c_stage ? `${STAGE_NAMES.zh[out.c_stage] ?? ''} ${STAGE_NAMES.en[out.c_stage] ?? ''}` : '',
      ],
      [both('最高温度', 'Max temperature', '°C'), tenthsText(h.max_temp)],
      [both('最高温度时间', 'Time of max'), siteTime(h.max_when)],
      [both('当前温度', 'Current temperature', '°C'), tenthsText(h.c_new_temp)],
      [both('停水时间', 'Water stopped'), siteTime(h.c_stop)],
    ];
    for (const cfg of hiveCfgs(ctx, h.c_id)) {
      rows.push([
        cfg.c_type === 1
          ? `回路 Loop ${cfg.c_rack_id}-${cfg.c_loop}`
          : `温度计 Thermometer ${cfg.c_rack_id}-${cfg.c_loop}`,
        String(cfg.c_name),
      ]);
    }
    return csvResponse(`${h.c_where}-仓位信息.csv`, [both('项目', 'Item'), both('内容', 'Value')], rows);
  },
};

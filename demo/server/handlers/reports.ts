/** Reports, comparisons and CSV exports. */
import { type CsvCell, contentDisposition, toCsv } from '../csv.ts';
import {
  type HandlerContext,
  type Handlers,
  HttpError,
  intList,
  ok,
  requireUser,
  str,
} from '../http/context.ts';
import { STAGE_NAMES, stageAt } from '../simulator/physics.ts';
import { LIMITS } from '../simulator/warnings.ts';
import { period } from './entry.ts';
import { findHive, HIVE_SELECT, type HiveDbRow, hiveCfgs, hiveOut, siteTime, tenthsText } from './hives.ts';

const DAY = 86_400;
const SITE_OFFSET = 8 * 3600;

function csv(fileName: string, header: string[], rows: Iterable<CsvCell[]>): Response {
  return new Response(toCsv(header, rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition(fileName),
    },
  });
}

/** Bays instrumented during a period (data in hive_data), with their figures over it. */
function maxTempRows(ctx: HandlerContext, from: number, to: number) {
  const rows = ctx.db
    .prepare(
      `SELECT h.c_id, h.c_where, h.c_start, h.c_end, h.max_temp, h.max_when, h.c_new_temp, h.c_new_when,
         min(d.in_temp) AS minIn, max(d.in_temp) AS maxIn, min(d.flow) AS minFlow, max(d.flow) AS maxFlow,
         max(d.avg) AS periodMax, count(d.t) AS n
       FROM hives h JOIN hive_data d ON d.hive_id = h.c_id AND d.t BETWEEN ? AND ?
       GROUP BY h.c_id ORDER BY h.block, h.lift`,
    )
    .all(from, to) as Record<string, number | string | null>[];
  return rows.map((r) => ({
    c_hive_id: r.c_id as number,
    hiveName: r.c_where as string,
    c_hive_start: r.c_start as number,
    c_hive_end: (r.c_end as number) <= ctx.now ? (r.c_end as number) : null,
    c_data: (r.max_temp as number) || null,
    c_when: (r.max_when as number) || null,
    nowTemp: (r.c_new_temp as number) || null,
    nowTime: (r.c_new_when as number) || null,
    minLoopTemp: (r.minIn as number | null) ?? null,
    maxLoopTemp: (r.maxIn as number | null) ?? null,
    minLoopValue: (r.minFlow as number | null) ?? null,
    maxLoopValue: (r.maxFlow as number | null) ?? null,
  }));
}

/** One row per bay and site day: stage, temperature drop over the day, average flow. */
function weeklyRows(ctx: HandlerContext, from: number, to: number) {
  if (to - from > 62 * DAY) throw new HttpError(400, 'the period of the weekly report is at most 62 days');
  const rows = ctx.db
    .prepare(
      `SELECT h.c_where, h.c_end, (d.t + ${SITE_OFFSET}) / ${DAY} AS day,
         (SELECT avg FROM hive_data x WHERE x.hive_id = h.c_id AND (x.t + ${SITE_OFFSET}) / ${DAY} = (d.t + ${SITE_OFFSET}) / ${DAY}
           ORDER BY x.t LIMIT 1) AS first,
         (SELECT avg FROM hive_data x WHERE x.hive_id = h.c_id AND (x.t + ${SITE_OFFSET}) / ${DAY} = (d.t + ${SITE_OFFSET}) / ${DAY}
           ORDER BY x.t DESC LIMIT 1) AS last,
         CAST(round(avg(d.flow)) AS INTEGER) AS flow
       FROM hives h JOIN hive_data d ON d.hive_id = h.c_id AND d.t BETWEEN ? AND ?
       GROUP BY h.c_id, day ORDER BY day, h.block, h.lift`,
    )
    .all(from, to) as {
    c_where: string;
    c_end: number;
    day: number;
    first: number;
    last: number;
    flow: number | null;
  }[];
  return rows.map((r) => {
    const date = r.day * DAY - SITE_OFFSET;
    return {
      hiveName: r.c_where,
      stage: stageAt((date + DAY / 2 - r.c_end) / DAY),
      date,
      diff: r.first - r.last,
      flow: r.flow,
    };
  });
}

function entryRows(ctx: HandlerContext, from: number, to: number) {
  return ctx.db
    .prepare(
      `SELECT o.c_area, COALESCE(p.c_name, '') AS c_name,
         (SELECT group_concat(h.c_idam_id) FROM hives h WHERE (',' || o.c_hive_id || ',') LIKE '%,' || h.c_id || ',%') AS c_idam_id,
         o.c_value, o.c_when_acquire
       FROM other_data o LEFT JOIN hive_others p ON p.c_id = o.c_hiveotherid
       WHERE o.c_when_acquire BETWEEN ? AND ? ORDER BY o.c_when_acquire DESC, o.c_id DESC`,
    )
    .all(from * 1000, to * 1000) as {
    c_area: number;
    c_name: string;
    c_idam_id: string | null;
    c_value: number;
    c_when_acquire: number;
  }[];
}

const AREA_NAMES: Record<number, string> = { 1: '出机口', 2: '入仓', 4: '浇筑' };

export const reportHandlers: Handlers = {
  getHivesMaxTempInfo(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7);
    return ok(maxTempRows(ctx, from, to));
  },

  exportMaxTempInfo(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7);
    return csv(
      '最高温度统计.csv',
      [
        '仓号',
        '开仓时间',
        '收仓时间',
        '最高温度(℃)',
        '最高温度时间',
        '当前温度(℃)',
        '当前时间',
        '最低进水温度(℃)',
        '最高进水温度(℃)',
        '最小流量(L/min)',
        '最大流量(L/min)',
      ],
      maxTempRows(ctx, from, to).map((r) => [
        r.hiveName,
        siteTime(r.c_hive_start),
        siteTime(r.c_hive_end),
        tenthsText(r.c_data),
        siteTime(r.c_when),
        tenthsText(r.nowTemp),
        siteTime(r.nowTime),
        tenthsText(r.minLoopTemp),
        tenthsText(r.maxLoopTemp),
        r.minLoopValue === null ? null : r.minLoopValue / 100,
        r.maxLoopValue === null ? null : r.maxLoopValue / 100,
      ]),
    );
  },

  getWeekStatement(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7, true);
    return ok(weeklyRows(ctx, from, to));
  },

  exportWeekTempDiff(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7, true);
    return csv(
      '周降温统计.csv',
      ['仓号', '温控阶段', '日期', '日降温(℃)', '平均流量(L/min)'],
      weeklyRows(ctx, from, to).map((r) => [
        r.hiveName,
        STAGE_NAMES.zh[r.stage] ?? '',
        siteTime(r.date).slice(0, 10),
        tenthsText(r.diff),
        r.flow === null ? null : r.flow / 100,
      ]),
    );
  },

  exportCoolingSituation(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7, true);
    const rows = maxTempRows(ctx, from, to);
    const get = ctx.db.prepare(`${HIVE_SELECT} WHERE h.c_id = ?`);
    return csv(
      '通水冷却情况.csv',
      [
        '仓号',
        '龄期(天)',
        '温控阶段',
        '当前温度(℃)',
        '最高温度(℃)',
        '进水温度范围(℃)',
        '流量范围(L/min)',
        '累计通水(m³)',
      ],
      rows.map((r) => {
        const h = get.get(r.c_hive_id) as unknown as HiveDbRow;
        const out = hiveOut(h, ctx.now);
        return [
          r.hiveName,
          out.c_age,
          out.c_stage ? STAGE_NAMES.zh[out.c_stage] : '',
          tenthsText(r.nowTemp),
          tenthsText(r.c_data),
          `${tenthsText(r.minLoopTemp) ?? ''}~${tenthsText(r.maxLoopTemp) ?? ''}`,
          `${r.minLoopValue === null ? '' : r.minLoopValue / 100}~${r.maxLoopValue === null ? '' : r.maxLoopValue / 100}`,
          Math.round(h.total_flow / 100) / 10,
        ];
      }),
    );
  },

  exportDamControlData(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7, true);
    if (to - from > 62 * DAY) throw new HttpError(400, 'the period of this report is at most 62 days');
    const rows = ctx.db
      .prepare(
        `SELECT h.c_where, (d.t + ${SITE_OFFSET}) / ${DAY} AS day, CAST(round(avg(d.avg)) AS INTEGER) AS mean,
           max(d.max) AS hi, min(d.min) AS lo, CAST(round(avg(d.target)) AS INTEGER) AS target,
           CAST(round(avg(d.in_temp)) AS INTEGER) AS inT, CAST(round(avg(d.flow)) AS INTEGER) AS flow
         FROM hives h JOIN hive_data d ON d.hive_id = h.c_id AND d.t BETWEEN ? AND ?
         GROUP BY h.c_id, day ORDER BY day, h.block, h.lift`,
      )
      .all(from, to) as Record<string, number | string | null>[];
    return csv(
      '大坝温控数据.csv',
      [
        '日期',
        '仓号',
        '平均温度(℃)',
        '最高温度(℃)',
        '最低温度(℃)',
        '目标温度(℃)',
        '平均进水温度(℃)',
        '平均流量(L/min)',
      ],
      rows.map((r) => [
        siteTime((r.day as number) * DAY - SITE_OFFSET).slice(0, 10),
        r.c_where as string,
        tenthsText(r.mean as number),
        tenthsText(r.hi as number),
        tenthsText(r.lo as number),
        tenthsText(r.target as number),
        tenthsText(r.inT as number | null),
        r.flow === null ? null : (r.flow as number) / 100,
      ]),
    );
  },

  getOutletEntryPouringData(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7);
    return ok(entryRows(ctx, from, to));
  },

  exportOutletEntryPouring(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7);
    return csv(
      '出机口入仓浇筑温度.csv',
      ['类别', '测点', '仓位编号', '温度(℃)', '时间'],
      entryRows(ctx, from, to).map((r) => [
        AREA_NAMES[r.c_area] ?? '',
        r.c_name,
        r.c_idam_id,
        tenthsText(r.c_value),
        siteTime(Math.floor(r.c_when_acquire / 1000)),
      ]),
    );
  },

  getOutletEntryPouringSummary(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7);
    const rows = entryRows(ctx, from, to);
    const out: Record<string, number | null> = {};
    for (const [prefix, area, limit] of [
      ['cjk', 1, LIMITS.chujikou],
      ['rc', 2, LIMITS.rucang],
      ['jz', 4, LIMITS.jiaozhu],
    ] as const) {
      const values = rows.filter((r) => r.c_area === area).map((r) => r.c_value);
      const allowance = Math.round(limit * 10);
      out[`${prefix}_num`] = values.length;
      out[`${prefix}_max`] = values.length ? Math.max(...values) : null;
      out[`${prefix}_min`] = values.length ? Math.min(...values) : null;
      out[`${prefix}_avg`] = values.length
        ? Math.round(values.reduce((a, b) => a + b, 0) / values.length)
        : null;
      out[`${prefix}_allowance`] = allowance;
      out[`${prefix}_coincidence_rate`] = values.length
        ? Math.round((1000 * values.filter((v) => v <= allowance).length) / values.length) / 10
        : null;
    }
    return ok(out);
  },

  getReport(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7, true);
    const type = str(ctx.query.type);
    const rows = maxTempRows(ctx, from, to);
    if (type === 'maxTemp' || type === 'cooling') return ok(rows);
    if (type === 'weekDrop' || type === 'damControl') {
      // c_data: the temperature drop over the period (weekDrop) or the highest average in it (damControl).
      const edge = ctx.db.prepare(
        'SELECT (SELECT avg FROM hive_data WHERE hive_id = :h AND t BETWEEN :f AND :t ORDER BY t LIMIT 1) AS first, (SELECT avg FROM hive_data WHERE hive_id = :h AND t BETWEEN :f AND :t ORDER BY t DESC LIMIT 1) AS last, (SELECT max(avg) FROM hive_data WHERE hive_id = :h AND t BETWEEN :f AND :t) AS hi',
      );
      return ok(
        rows.map((r) => {
          const e = edge.get({ h: r.c_hive_id, f: from, t: to }) as {
            first: number;
            last: number;
            hi: number;
          };
          return type === 'weekDrop'
            ? { ...r, c_data: e.first - e.last, c_when: to }
            : { ...r, c_data: e.hi };
        }),
      );
    }
    // outletEntryPouring: the bays poured in the period with their pouring temperature.
    const poured = ctx.db
      .prepare(`${HIVE_SELECT} WHERE h.c_start BETWEEN ? AND ? ORDER BY h.c_start DESC`)
      .all(from, to) as unknown as HiveDbRow[];
    return ok(
      poured.map((h) => ({
        c_hive_id: h.c_id,
        hiveName: h.c_where,
        c_hive_start: h.c_start,
        c_hive_end: h.c_end <= ctx.now ? h.c_end : null,
        c_data: h.c_temp_jiaozhu,
        c_when: h.c_start,
        nowTemp: h.c_new_temp || null,
        nowTime: h.c_new_when || null,
      })),
    );
  },

  getHiveList(ctx) {
    requireUser(ctx);
    const blocks = intList(ctx.query.blocks);
    const rows = (blocks.length
      ? ctx.db
          .prepare(
            `${HIVE_SELECT} WHERE h.block IN (${blocks.map(() => '?').join(',')}) ORDER BY h.block, h.lift`,
          )
          .all(...blocks)
      : ctx.db.prepare(`${HIVE_SELECT} ORDER BY h.block, h.lift`).all()) as unknown as HiveDbRow[];
    return ok(rows.map((h) => hiveOut(h, ctx.now)));
  },

  getBlockTempCurve(ctx) {
    requireUser(ctx);
    const blocks = intList(ctx.query.blocks);
    // By concrete age, not by calendar day: each bay's readings count at their age (days since its pour was
    // finished, as c_age counts), so a block's line is the average course of its lifts and blocks poured
    // months apart line up. c_when is that age in seconds (day n = n × 86400), as the contract says.
    const day = ctx.db.prepare(
      `SELECT ((d.t - h.c_end) / ${DAY}) * ${DAY} AS c_when, CAST(round(avg(d.avg)) AS INTEGER) AS c_temp
       FROM hive_data d JOIN hives h ON h.c_id = d.hive_id WHERE h.block = ? AND h.c_end > 0 AND d.t >= h.c_end
       GROUP BY (d.t - h.c_end) / ${DAY} ORDER BY c_when`,
    );
    return ok({ line: blocks.map((b) => ({ name: `${b}#`, data: day.all(b) })) });
  },

  getLatestTemperature(ctx) {
    requireUser(ctx);
    const ids = intList(ctx.query.hive_ids);
    const rows = ids.length
      ? ctx.db
          .prepare(
            `SELECT c_id, NULLIF(c_new_temp, 0) AS c_data, NULLIF(c_new_when, 0) AS c_when FROM hives
             WHERE c_id IN (${ids.map(() => '?').join(',')}) ORDER BY c_id`,
          )
          .all(...ids)
      : ctx.db
          .prepare(
            'SELECT c_id, NULLIF(c_new_temp, 0) AS c_data, NULLIF(c_new_when, 0) AS c_when FROM hives ORDER BY c_id',
          )
          .all();
    return ok(rows);
  },

  getTempLoopDetailsByHive(ctx) {
    requireUser(ctx);
    const h = findHive(ctx, Number(ctx.query.hive_id));
    return ok(hiveCfgs(ctx, h.c_id));
  },
};

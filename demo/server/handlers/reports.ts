/**
 * Reports, comparisons and CSV exports. Each report type has one source of rows: the JSON read of the report
 * analysis (`getReport`, and the seed's own reads of three types) and the type's download link answer the
 * same wire rows, and the CSV is written from them through the domain's columns and cell texts — so a file
 * says what the screen shows, with headers in the language asked (`lang`), units in the headers and times
 * in the site zone.
 */
import {
  adaptReport,
  REPORT_MAX_DAYS,
  type ReportType,
  reportGrid,
  reportHeaderText,
  SITE_TIME_ZONE,
} from '../../../src/domain/index.ts';
import { report as reportMessages } from '../../../src/i18n/messages/report.ts';
import { stage as stageMessages } from '../../../src/i18n/messages/stage.ts';
import { contentDisposition, toCsv } from '../csv.ts';
import {
  type HandlerContext,
  type HandlerResult,
  type Handlers,
  HttpError,
  intList,
  ok,
  requireUser,
} from '../http/context.ts';
import { stageAt } from '../simulator/physics.ts';
import { LIMITS } from '../simulator/warnings.ts';
import { type PeriodQuery, period } from './entry.ts';
import { findHive, HIVE_SELECT, type HiveDbRow, hiveCfgs, hiveOut } from './hives.ts';

const DAY = 86_400;
const SITE_OFFSET = 8 * 3600;

type Lang = 'zh' | 'en';

/** The query of a report's download: its period and language. */
type ExportQuery = PeriodQuery & { lang?: string };

/** The language of an export: `lang=en`, else the site's Chinese. */
function exportLang(ctx: HandlerContext<ExportQuery>): Lang {
  return ctx.query.lang === 'en' ? 'en' : 'zh';
}

/** A message of the report and stage areas (`report.…`, `stage.…`) in a language, with {{values}}. */
function message(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const [area, ...path] = key.split('.');
  let node: unknown =
    area === 'stage' ? stageMessages[lang] : area === 'report' ? reportMessages[lang] : null;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const siteDay = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A report of one type as a CSV download: the domain's grid of the wire rows, headers with units. */
function reportCsv(
  ctx: HandlerContext<ExportQuery>,
  type: ReportType,
  rows: readonly object[],
  range: { from: number; to: number },
): Response {
  const lang = exportLang(ctx);
  const grid = reportGrid(adaptReport(type, rows), (key) => message(lang, key), SITE_TIME_ZONE);
  const fileName = message(lang, 'report.export.file', {
    type: message(lang, `report.type.${type}`).replaceAll('/', '-'),
    start: siteDay.format(range.from * 1000),
    end: siteDay.format(range.to * 1000),
  });
  return new Response(
    toCsv(
      grid.columns.map((c) => reportHeaderText(c.label, c.unit)),
      grid.rows,
    ),
    {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition(fileName),
      },
    },
  );
}

/** The period of a report that lists every bay for every day: at most REPORT_MAX_DAYS. */
function boundedPeriod(ctx: HandlerContext<PeriodQuery>, type: ReportType) {
  const range = period(ctx, 7, true);
  const maxDays = REPORT_MAX_DAYS[type];
  if (maxDays !== undefined && range.to - range.from > maxDays * DAY) {
    throw new HttpError(400, `the period of this report is at most ${maxDays} days`);
  }
  return range;
}

/** Bays instrumented during a period (data in hive_data), with their figures over it. */
function maxTempRows(ctx: HandlerContext, from: number, to: number) {
  const rows = ctx.db
    .prepare(
      `SELECT h.c_id, h.c_where, h.c_start, h.c_end, h.max_temp, h.max_when, h.c_new_temp, h.c_new_when,
         min(d.in_temp) AS minIn, max(d.in_temp) AS maxIn, min(d.flow) AS minFlow, max(d.flow) AS maxFlow
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

/** Outlet, bin-entry and pouring readings of a period, newest first. */
function entryRows(ctx: HandlerContext, from: number, to: number) {
  const rows = ctx.db
    .prepare(
      `SELECT o.c_area, COALESCE(p.c_name, '') AS c_name, o.c_hive_id, o.c_value, o.c_when_acquire
       FROM other_data o LEFT JOIN hive_others p ON p.c_id = o.c_hiveotherid
       WHERE o.c_when_acquire BETWEEN ? AND ? ORDER BY o.c_when_acquire DESC, o.c_id DESC`,
    )
    .all(from * 1000, to * 1000) as {
    c_area: number;
    c_name: string;
    c_hive_id: string;
    c_value: number;
    c_when_acquire: number;
  }[];
  // The bin numbers of each reading's bays, looked up in memory: matching the comma list in SQL scanned
  // every bay for every reading (seconds over a year of readings on the large site).
  const binOf = new Map(
    (ctx.db.prepare('SELECT c_id, c_idam_id FROM hives').all() as { c_id: number; c_idam_id: string }[]).map(
      (h) => [h.c_id, h.c_idam_id],
    ),
  );
  return rows.map((r) => {
    const ids = [...new Set(r.c_hive_id.split(',').map(Number))].sort((a, b) => a - b);
    const bins = ids.flatMap((id) => binOf.get(id) ?? []);
    const c_idam_id = bins.length ? bins.join(',') : null;
    return {
      c_area: r.c_area,
      c_name: r.c_name,
      c_idam_id,
      c_value: r.c_value,
      c_when_acquire: r.c_when_acquire,
    };
  });
}

/**
 * A block's line by concrete age, not by calendar day: each bay's readings count at their age (days since its
 * pour was finished, as c_age counts), so a block's line is the average course of its lifts and blocks poured
 * months apart line up. c_when is that age in seconds (day n = n × 86400), as the contract says.
 */
function blockTempLines(ctx: HandlerContext, blocks: number[]) {
  const day = ctx.db.prepare(
    `SELECT ((d.t - h.c_end) / ${DAY}) * ${DAY} AS c_when, CAST(round(avg(d.avg)) AS INTEGER) AS c_temp
     FROM hive_data d JOIN hives h ON h.c_id = d.hive_id WHERE h.block = ? AND h.c_end > 0 AND d.t >= h.c_end
     GROUP BY (d.t - h.c_end) / ${DAY} ORDER BY c_when`,
  );
  return blocks.map((b) => ({ name: `${b}#`, data: day.all(b) as { c_when: number; c_temp: number }[] }));
}

/** Each bay of the max-temperature report with its age, stage and the water passed since the pour. */
function coolingRows(ctx: HandlerContext, from: number, to: number) {
  const get = ctx.db.prepare(`${HIVE_SELECT} WHERE h.c_id = ?`);
  return maxTempRows(ctx, from, to).map((r) => {
    const h = get.get(r.c_hive_id) as unknown as HiveDbRow;
    const out = hiveOut(h, ctx.now);
    return {
      c_hive_id: r.c_hive_id,
      hiveName: r.hiveName,
      c_age: out.c_age,
      c_stage: out.c_stage,
      nowTemp: r.nowTemp,
      nowTime: r.nowTime,
      c_data: r.c_data,
      minLoopTemp: r.minLoopTemp,
      maxLoopTemp: r.maxLoopTemp,
      minLoopValue: r.minLoopValue,
      maxLoopValue: r.maxLoopValue,
      totalFlow: Math.round(h.total_flow),
    };
  });
}

/** One row per bay and site day: average, highest, lowest and target temperature, inlet water and flow. */
function damControlRows(ctx: HandlerContext, from: number, to: number) {
  const rows = ctx.db
    .prepare(
      `SELECT h.c_where, (d.t + ${SITE_OFFSET}) / ${DAY} AS day, CAST(round(avg(d.avg)) AS INTEGER) AS mean,
         max(d.max) AS hi, min(d.min) AS lo, CAST(round(avg(d.target)) AS INTEGER) AS target,
         CAST(round(avg(d.in_temp)) AS INTEGER) AS inT, CAST(round(avg(d.flow)) AS INTEGER) AS flow
       FROM hives h JOIN hive_data d ON d.hive_id = h.c_id AND d.t BETWEEN ? AND ?
       GROUP BY h.c_id, day ORDER BY day, h.block, h.lift`,
    )
    .all(from, to) as {
    c_where: string;
    day: number;
    mean: number | null;
    hi: number | null;
    lo: number | null;
    target: number | null;
    inT: number | null;
    flow: number | null;
  }[];
  return rows.map((r) => ({
    hiveName: r.c_where,
    date: r.day * DAY - SITE_OFFSET,
    avgTemp: r.mean,
    maxTemp: r.hi,
    minTemp: r.lo,
    targetTemp: r.target,
    inTemp: r.inT,
    flow: r.flow,
  }));
}

/** The wire rows of a report type over a period (what getReport answers and the type's link writes). */
function reportRows(ctx: HandlerContext, type: ReportType, from: number, to: number): object[] {
  switch (type) {
    case 'maxTemp':
      return maxTempRows(ctx, from, to);
    case 'weekDrop':
      return weeklyRows(ctx, from, to);
    case 'outletEntryPouring':
      return entryRows(ctx, from, to);
    case 'cooling':
      return coolingRows(ctx, from, to);
    case 'damControl':
      return damControlRows(ctx, from, to);
  }
}

/** The period of a report type as its calls take it: optional for two types, required (and bounded) else. */
function reportPeriod(ctx: HandlerContext<PeriodQuery>, type: ReportType) {
  return type === 'maxTemp' || type === 'outletEntryPouring' ? period(ctx, 7) : boundedPeriod(ctx, type);
}

/** The download link of a report type. */
function exportReport(type: ReportType) {
  return (ctx: HandlerContext<ExportQuery>): HandlerResult => {
    requireUser(ctx);
    const range = reportPeriod(ctx, type);
    return reportCsv(ctx, type, reportRows(ctx, type, range.from, range.to), range);
  };
}

export const reportHandlers: Handlers = {
  getHivesMaxTempInfo(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7);
    return ok(maxTempRows(ctx, from, to));
  },
  exportMaxTempInfo: exportReport('maxTemp'),

  getWeekStatement(ctx) {
    requireUser(ctx);
    const { from, to } = boundedPeriod(ctx, 'weekDrop');
    return ok(weeklyRows(ctx, from, to));
  },
  exportWeekTempDiff: exportReport('weekDrop'),

  exportCoolingSituation: exportReport('cooling'),
  exportDamControlData: exportReport('damControl'),

  getOutletEntryPouringData(ctx) {
    requireUser(ctx);
    const { from, to } = period(ctx, 7);
    return ok(entryRows(ctx, from, to));
  },
  exportOutletEntryPouring: exportReport('outletEntryPouring'),

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
    const { type } = ctx.query;
    const { from, to } = reportPeriod(ctx, type);
    return ok(reportRows(ctx, type, from, to));
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
    return ok({ line: blockTempLines(ctx, intList(ctx.query.blocks)) });
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
    const h = findHive(ctx, ctx.query.hive_id);
    return ok(hiveCfgs(ctx, h.c_id));
  },
};

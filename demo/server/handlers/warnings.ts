/**
 * Warning counts and lists. Episodes come from the simulator's warnings table (thresholds in
 * simulator/warnings.ts); outlet, bin-entry and pouring warnings are the readings above their limits
 * (simulator/entryWarnings.ts): real time while they stand, history once cleared. Every answer carries the
 * read flag of the signed-in user, and the counts count that user's unread warnings (warningReads.ts).
 */
import { type HandlerContext, type Handlers, ok, page, requireUser } from '../http/context.ts';
import { type EntryWarningKind, entryLimitTenths } from '../simulator/entryWarnings.ts';
import { LIMITS, type WarningKind } from '../simulator/warnings.ts';
import { markWarningsRead, READ_FLAG } from './warningReads.ts';

const LOOP_KINDS = new Set([
  'loopUnknown',
  'loopTooBig',
  'loopTooSmall',
  'ih',
  'inTempRange',
  'tempControlChangeRange',
  'sitong',
]);

const SELECT = `SELECT w.*, ${READ_FLAG} AS readFlag, r.c_site, r.c_name AS rack_name,
    NULLIF(r.heart_time, 0) AS heart, h.c_where, h.c_idam_id, h.c_free, NULLIF(h.c_new_temp, 0) AS hive_temp,
    ch.c_name AS channel_name
  FROM warnings w
  LEFT JOIN racks r ON r.c_id = w.c_rack_id
  LEFT JOIN hives h ON h.c_id = w.hive_id
  LEFT JOIN channels ch ON ch.rack_id = w.c_rack_id AND ch.c_loop = w.c_loop
    AND ch.kind = CASE WHEN w.kind IN ('loopUnknown', 'loopTooBig', 'loopTooSmall', 'ih', 'inTempRange',
      'tempControlChangeRange', 'sitong') THEN 'loop' ELSE 'temp' END`;

type Row = Record<string, unknown> & { kind: string; extra: string };

function intOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null;
}

/** A warning episode as the contract's WarningItem. */
export function warningItem(row: Row) {
  const extra = JSON.parse(row.extra || '{}') as Record<string, number>;
  const kind = row.kind as WarningKind;
  const item: Record<string, unknown> = {
    c_id: row.c_id,
    c_type: kind,
    c_site: row.c_site ?? null,
    c_rack_id: row.c_rack_id ?? null,
    c_loop: row.c_loop ?? null,
    c_name: (row.channel_name as string | null) ?? (row.rack_name as string | null) ?? null,
    alramDesc: row.alramDesc,
    c_desc: row.alramDesc,
    c_when: row.c_when,
    readFlag: row.readFlag,
    c_last_value: row.c_last_value ?? null,
    c_last_when: row.c_last_when ?? null,
    c_end_when: row.active ? null : (row.c_end_when ?? null),
    heartTime: row.heart ?? null,
    c_hive_id: row.hive_id ?? null,
    c_where: row.c_where ?? null,
    hive_name: row.c_where ?? null,
    c_idam_id: row.c_idam_id ?? null,
    c_free: row.c_free ?? null,
    c_new_temp: row.hive_temp ?? null,
    avgTemp: row.hive_temp ?? null,
  };
  if (!LOOP_KINDS.has(kind) && kind !== 'gkj') item.c_value = row.c_last_value ?? null;
  switch (kind) {
    case 'dailyDecline':
      Object.assign(item, {
        decline: intOrNull(extra.decline),
        last: row.hive_temp ?? null,
        time: row.c_last_when,
        range: Math.round(LIMITS.dailyDecline * 10),
        c_target: intOrNull(extra.target),
      });
      break;
    case 'stageTemp':
      Object.assign(item, { c_target: intOrNull(extra.target), range: Math.round(LIMITS.stageBand * 10) });
      break;
    case 'temp':
      Object.assign(item, { range: intOrNull(extra.limit) });
      break;
    case 'ih':
      Object.assign(item, {
        c_in_temp: intOrNull(extra.c_in_temp),
        c_hive_temp: intOrNull(extra.c_hive_temp),
      });
      break;
    case 'inTempRange':
      Object.assign(item, {
        c_in_temp: intOrNull(extra.c_in_temp),
        c_in_temp2: intOrNull(extra.c_in_temp2),
        c_temp_range: intOrNull(extra.c_temp_range),
        range: intOrNull(extra.c_temp_range),
      });
      break;
    case 'tempControlChangeRange':
      Object.assign(item, {
        c_in_temp: intOrNull(extra.c_in_temp),
        c_temp_range: intOrNull(extra.c_temp_range),
        range: Math.round(LIMITS.waterRise * 10),
      });
      break;
    default:
      break;
  }
  return item;
}

function active(ctx: HandlerContext, kinds: readonly string[]) {
  const user = requireUser(ctx);
  const rows = ctx.db
    .prepare(
      `${SELECT} WHERE w.active = 1 AND w.kind IN (${kinds.map(() => '?').join(',')}) ORDER BY w.c_when DESC, w.c_id DESC`,
    )
    .all(user.c_id, ...kinds) as Row[];
  return rows.map(warningItem);
}

/** The query of a warning table: its page (from 1) and page size. */
type TableQuery = { pageIndex?: number; pageSize?: number };

function table(ctx: HandlerContext<TableQuery>, kinds: readonly string[], onlyActive: boolean) {
  const user = requireUser(ctx);
  const { limit, offset } = page(ctx.query.pageIndex, ctx.query.pageSize, 10);
  const where = `WHERE w.kind IN (${kinds.map(() => '?').join(',')})${onlyActive ? ' AND w.active = 1' : ''}`;
  const total = (
    ctx.db.prepare(`SELECT count(*) AS n FROM warnings w ${where}`).get(...kinds) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(`${SELECT} ${where} ORDER BY w.active DESC, w.c_when DESC, w.c_id DESC LIMIT ? OFFSET ?`)
    .all(user.c_id, ...kinds, limit, offset) as Row[];
  return { json: { code: 200, msg: '成功', total, tabledata: rows.map(warningItem) } };
}

/** The field of a WarningItem that holds the reading, by kind. */
const ENTRY_FIELD = { cjk: 'c_temp_chujikou', rc: 'c_temp_rucang', jz: 'c_temp_jiaozhu' } as const;

/** Outlet / bin-entry / pouring warnings standing (real time) or cleared (history), newest first. */
function entryWarnings(
  ctx: HandlerContext,
  kind: EntryWarningKind,
  standing: boolean,
  limit: number,
  offset: number,
) {
  const user = requireUser(ctx);
  const where = 'WHERE w.kind = ? AND w.active = ? AND w.reading_id IS NOT NULL';
  const args = [kind, standing ? 1 : 0];
  const count = (
    ctx.db.prepare(`SELECT count(*) AS n FROM warnings w ${where}`).get(...args) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(
      `SELECT w.c_id, w.alramDesc, w.c_when, w.active, w.c_end_when, ${READ_FLAG} AS readFlag, o.c_area, o.c_value, o.c_when_acquire,
         p.c_name, h.c_id AS hive_id, h.c_where, h.c_idam_id, h.c_free
       FROM warnings w
       JOIN other_data o ON o.c_id = w.reading_id
       LEFT JOIN hive_others p ON p.c_id = o.c_hiveotherid
       LEFT JOIN hives h ON h.c_id = CAST(CASE WHEN instr(o.c_hive_id, ',') > 0
         THEN substr(o.c_hive_id, 1, instr(o.c_hive_id, ',') - 1) ELSE o.c_hive_id END AS INTEGER)
       ${where} ORDER BY w.c_when DESC, w.c_id DESC LIMIT ? OFFSET ?`,
    )
    .all(user.c_id, ...args, limit, offset) as Record<string, unknown>[];
  const list = rows.map((r) => ({
    c_id: r.c_id,
    c_type: kind,
    c_name: r.c_name ?? null,
    alramDesc: r.alramDesc,
    c_when: r.c_when,
    c_when_acquire: r.c_when_acquire,
    c_end_when: r.active ? null : (r.c_end_when ?? null),
    c_value: r.c_value,
    [ENTRY_FIELD[kind]]: r.c_value,
    readFlag: r.readFlag,
    range: entryLimitTenths(Number(r.c_area)),
    c_hive_id: r.hive_id ?? null,
    c_where: r.c_where ?? null,
    c_idam_id: r.c_idam_id ?? null,
    c_free: r.c_free ?? null,
  }));
  return { list, count };
}

function entryPage(kind: EntryWarningKind) {
  return (ctx: HandlerContext<{ current_page?: number; page_size?: number }>) => {
    const { limit, offset } = page(ctx.query.current_page, ctx.query.page_size, 30);
    return ok(entryWarnings(ctx, kind, true, limit, offset));
  };
}

function entryTable(kind: EntryWarningKind, history: boolean) {
  return (ctx: HandlerContext<TableQuery>) => {
    const { limit, offset } = page(ctx.query.pageIndex, ctx.query.pageSize, 10);
    const r = entryWarnings(ctx, kind, !history, limit, offset);
    return { json: { code: 200, msg: '成功', total: r.count, tabledata: r.list } };
  };
}

/**
 * The kinds whose lists keep cleared warnings too: outlet, bin-entry and pouring (their history tables) and the
 * four-way valve (its list keeps interrupted reversals that came right since). A cleared warning answers its
 * `c_end_when`; it is history, not something to read, so no count holds it.
 */
export const KINDS_SHOWN_CLEARED = ['cjk', 'rc', 'jz', 'sitong'] as const;

/**
 * The signed-in user's unread standing warnings by count of message_warn_count (part 2 §3, §9): each count is
 * the unread standing warnings of its list, and every kind has one (tempUnknown, tempTimeout,
 * tempControlChangeRange and inTempRange are damtherm's: the seeds count no list of theirs).
 */
export function warningCounts(ctx: HandlerContext) {
  const user = requireUser(ctx);
  const rows = ctx.db
    .prepare(
      `SELECT w.kind, count(*) AS n FROM warnings w WHERE w.active = 1 AND NOT ${READ_FLAG}
         AND (w.kind NOT IN ('cjk', 'rc', 'jz') OR w.reading_id IS NOT NULL) GROUP BY w.kind`,
    )
    .all(user.c_id) as { kind: string; n: number }[];
  const by = new Map(rows.map((r) => [r.kind, r.n]));
  const n = (kind: string) => by.get(kind) ?? 0;
  return {
    temp: n('temp'),
    cjk: n('cjk'),
    rc: n('rc'),
    jz: n('jz'),
    ih: n('ih'),
    stageTemp3: n('stageTemp'),
    dailyDeclineCount: n('dailyDecline'),
    loopUnknown: n('loopUnknown'),
    loopTooBig: n('loopTooBig'),
    loopTooSmall: n('loopTooSmall'),
    gkj: n('gkj'),
    sitong: n('sitong'),
    tempUnknown: n('tempUnknown'),
    tempTimeout: n('tempTimeout'),
    tempControlChangeRange: n('tempControlChangeRange'),
    inTempRange: n('inTempRange'),
  };
}

export const warningHandlers: Handlers = {
  getWarningCounts: (ctx) => ok(warningCounts(ctx)),
  markWarningsRead,
  getGkjWarns: (ctx) => ok(active(ctx, ['gkj'])),
  getTempWarns: (ctx) => ok(active(ctx, ['temp'])),
  getCjkTempLists: entryPage('cjk'),
  getRcTempLists: entryPage('rc'),
  getJzTempLists: entryPage('jz'),
  getLoopWarns(ctx) {
    const type = ctx.query.c_type;
    return ok(active(ctx, type ? [type] : ['loopUnknown', 'loopTooBig', 'loopTooSmall']));
  },
  getTempStageWarns: (ctx) => ok(active(ctx, ['stageTemp'])),
  getDailyDecline: (ctx) => ok(active(ctx, ['dailyDecline'])),
  getTempUnknown: (ctx) => ok(active(ctx, ['tempUnknown'])),
  getTempControlChangeRange: (ctx) => ok(active(ctx, ['tempControlChangeRange'])),
  getTempTimeout: (ctx) => ok(active(ctx, ['tempTimeout'])),
  getSifaWarnList: (ctx) => table(ctx, ['sitong'], false),
  getCjkWarns: entryTable('cjk', false),
  getCjkHistoryWarns: entryTable('cjk', true),
  getRcWarns: entryTable('rc', false),
  getRcHistoryWarns: entryTable('rc', true),
  getJzWarns: entryTable('jz', false),
  getJzHistoryWarns: entryTable('jz', true),
  getIntempHiveWarnList: (ctx) => table(ctx, ['ih'], true),
  getTempRangeWarnList: (ctx) => table(ctx, ['inTempRange'], true),
};

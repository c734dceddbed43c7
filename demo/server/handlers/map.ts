/** The temperature-control map: bays, holes, blocks, grouting lines and the values of each toggle. */
import { type HandlerContext, type Handlers, ok, requireUser } from '../http/context.ts';
import { stageAt, type TargetDesign, targetTemperature } from '../simulator/physics.ts';

const DAY = 86_400;

interface MapRow {
  c_id: number;
  area_id: number;
  block: number;
  c_idam_id: string;
  c_grout: number;
  c_grout_name: string | null;
  c_free: number;
  c_canghao: number;
  c_temp_rucang: number;
  c_temp_jiaozhu: number;
  c_start: number;
  c_end: number;
  c_stop: number;
  c_new_temp: number;
  c_new_when: number;
  max_temp: number;
  max_when: number;
  total_flow: number;
  rack_id: number | null;
  design: string;
  top: number;
  bottom: number;
}

/** The moment shown and the bays standing then (poured before it), of one area or all. */
function mapBays(ctx: HandlerContext<{ time?: number; area_id?: number }>, defaultArea: number | undefined) {
  const time = Math.min(ctx.query.time ?? ctx.now, ctx.now);
  const area = ctx.query.area_id ?? defaultArea;
  const rows = ctx.db
    .prepare(
      `SELECT h.*, g.c_grout_name FROM hives h LEFT JOIN grouts g ON g.c_id = h.c_grout
       WHERE h.c_start <= :time AND (:area IS NULL OR :area = 0 OR h.area_id = :area) ORDER BY h.block, h.bottom`,
    )
    .all({ time, area: area ?? null }) as unknown as MapRow[];
  return { time, rows, past: time < ctx.now - 600 };
}

/** Average temperature (tenths) of a bay at a past moment, from its recorded readings. */
function tempAt(ctx: HandlerContext, hive: number, time: number): { temp: number; t: number } | undefined {
  const r = ctx.db
    .prepare('SELECT avg, t FROM hive_data WHERE hive_id = ? AND t <= ? AND t > ? ORDER BY t DESC LIMIT 1')
    .get(hive, time, time - DAY) as { avg: number; t: number } | undefined;
  return r ? { temp: r.avg, t: r.t } : undefined;
}

function currentTemp(ctx: HandlerContext, h: MapRow, time: number, past: boolean) {
  if (past) return tempAt(ctx, h.c_id, time) ?? null;
  return h.c_new_temp ? { temp: h.c_new_temp, t: h.c_new_when } : null;
}

export const mapHandlers: Handlers = {
  getMapHives(ctx) {
    requireUser(ctx);
    const { time, rows, past } = mapBays(ctx, 3);
    return ok(
      rows.map((h) => {
        const closed = h.c_end <= time;
        const age = closed ? Math.floor((time - h.c_end) / DAY) : null;
        return {
          c_id: h.c_id,
          c_idam_id: h.c_idam_id,
          c_age: age,
          c_stage: closed ? stageAt((time - h.c_end) / DAY) : null,
          c_grout: h.c_grout,
          c_free: h.c_free,
          c_canghao: h.c_canghao,
          c_temp_rucang: h.c_temp_rucang,
          c_temp_jiaozhu: h.c_temp_jiaozhu,
          c_start: h.c_start,
          c_end: closed ? h.c_end : null,
          c_new_temp: currentTemp(ctx, h, time, past)?.temp ?? null,
          top: h.top,
          bottom: h.bottom,
          block: h.block,
          c_grout_name: h.c_grout_name,
        };
      }),
    );
  },

  getHoles(ctx) {
    requireUser(ctx);
    return ok(
      ctx.db
        .prepare('SELECT c_hole_lower, c_hole_up, c_block FROM holes ORDER BY c_block, c_hole_lower')
        .all(),
    );
  },

  getBlocks(ctx) {
    requireUser(ctx);
    return ok(
      (ctx.db.prepare('SELECT c_block FROM blocks ORDER BY c_block').all() as { c_block: number }[]).map(
        (b) => b.c_block,
      ),
    );
  },

  getBlockLines(ctx) {
    requireUser(ctx);
    const block = ctx.query.c_block;
    return ok(
      ctx.db
        .prepare(
          `SELECT b.c_block, g.bottom AS c_elevation, g.c_grout_name AS c_name
           FROM blocks b JOIN grouts g ON g.area_id = b.area_id AND g.bottom >= b.foundation
             AND g.bottom <= COALESCE((SELECT max(top) FROM hives h WHERE h.block = b.c_block), b.foundation)
           WHERE (:block IS NULL OR b.c_block = :block) ORDER BY b.c_block, g.bottom`,
        )
        .all({ block: block ?? null }),
    );
  },

  getMapFlow(ctx) {
    requireUser(ctx);
    const { time, rows, past } = mapBays(ctx, undefined);
    const loops = ctx.db.prepare("SELECT value FROM channels WHERE hive_id = ? AND kind = 'loop'");
    const flowAt = ctx.db.prepare(
      'SELECT flow FROM hive_data WHERE hive_id = ? AND t <= ? AND t > ? ORDER BY t DESC LIMIT 1',
    );
    return ok(
      rows.map((h) => {
        if (h.c_stop && h.c_stop <= time) return { c_id: h.c_id, c_data: -2 };
        if (past) {
          const r = flowAt.get(h.c_id, time, time - DAY) as { flow: number | null } | undefined;
          return { c_id: h.c_id, c_data: r?.flow ?? -1 };
        }
        const values = (loops.all(h.c_id) as { value: number | null }[]).map((l) => l.value);
        if (values.length === 0) return { c_id: h.c_id, c_data: -1 };
        const known = values.filter((v): v is number => v !== null && v >= 0);
        if (known.length > 0) return { c_id: h.c_id, c_data: known.reduce((a, b) => a + b, 0) };
        return { c_id: h.c_id, c_data: values.includes(-2) ? -2 : -1 };
      }),
    );
  },

  getMapSumFlow(ctx) {
    requireUser(ctx);
    const { rows } = mapBays(ctx, undefined);
    return ok(rows.map((h) => ({ c_id: h.c_id, c_data: h.total_flow > 0 ? Math.round(h.total_flow) : -1 })));
  },

  getMapHiveTemp(ctx) {
    requireUser(ctx);
    const { time, rows, past } = mapBays(ctx, undefined);
    return ok(
      rows.map((h) => {
        const t = currentTemp(ctx, h, time, past);
        return { c_id: h.c_id, c_data: t?.temp ?? null, c_when: t?.t ?? null };
      }),
    );
  },

  getMapMaxTemp(ctx) {
    requireUser(ctx);
    const { rows } = mapBays(ctx, undefined);
    return ok(
      rows.map((h) => ({ c_id: h.c_id, c_data: h.max_temp || null, c_other_data: h.max_when || null })),
    );
  },

  getMapTempDropRate(ctx) {
    requireUser(ctx);
    const { time, rows, past } = mapBays(ctx, undefined);
    return ok(
      rows.map((h) => {
        const current = currentTemp(ctx, h, time, past);
        const days = (time - h.max_when) / DAY;
        if (!current || !h.max_when || days < 1) return { c_id: h.c_id, c_data: null };
        // Tenths over days → hundredths of a degree per day.
        return { c_id: h.c_id, c_data: Math.round(((h.max_temp - current.temp) * 10) / days) };
      }),
    );
  },

  getMapTempGap(ctx) {
    requireUser(ctx);
    const { time, rows, past } = mapBays(ctx, undefined);
    return ok(
      rows.map((h) => {
        const current = currentTemp(ctx, h, time, past);
        if (!current || h.c_end > time) return { c_id: h.c_id, c_data: null, c_other_data: null };
        const target = Math.round(
          targetTemperature((time - h.c_end) / DAY, JSON.parse(h.design) as TargetDesign) * 10,
        );
        const before = tempAt(ctx, h.c_id, current.t - 6 * 3600);
        const change = before ? current.temp - before.temp : 0;
        const trend = change > 2 ? 'up' : change < -2 ? 'down' : 'flat';
        return { c_id: h.c_id, c_data: current.temp - target, c_other_data: trend, c_when: current.t };
      }),
    );
  },

  getMapHiveControlMode(ctx) {
    requireUser(ctx);
    const { rows } = mapBays(ctx, undefined);
    const modes = ctx.db.prepare(
      "SELECT max(mode) AS m, count(*) AS n FROM channels WHERE hive_id = ? AND kind = 'loop'",
    );
    const out: { c_id: number; c_data: number }[] = [];
    for (const h of rows) {
      const r = modes.get(h.c_id) as { m: number | null; n: number };
      if (r.n > 0) out.push({ c_id: h.c_id, c_data: r.m ? 1 : 0 });
    }
    return ok(out);
  },

  get2DWarnCount(ctx) {
    requireUser(ctx);
    const q = ctx.query;
    const flags = [q.loop, q.maxTemp, q.temp, q.lower];
    const none = flags.every((f) => f === undefined);
    const [loop, maxTemp, temp, lower] = flags.map((f) => f === 1 || (none && f === undefined));
    const loopKinds = [
      ...(loop ? ['loopUnknown', 'loopTooBig', 'loopTooSmall'] : []),
      ...(lower && !loop ? ['loopTooSmall'] : []),
    ];
    const tempKinds = [
      ...(maxTemp ? ['temp'] : []),
      ...(temp && !none ? ['tempUnknown', 'tempTimeout'] : []),
    ];
    const count = (kinds: string[]) => {
      const out: Record<string, number> = {};
      if (kinds.length === 0) return out;
      const rows = ctx.db
        .prepare(
          `SELECT hive_id, count(*) AS n FROM warnings WHERE active = 1 AND hive_id IS NOT NULL
           AND kind IN (${kinds.map(() => '?').join(',')}) GROUP BY hive_id`,
        )
        .all(...kinds) as { hive_id: number; n: number }[];
      for (const r of rows) out[String(r.hive_id)] = r.n;
      return out;
    };
    return ok({ data: { loop: count(loopKinds), maxTemp: count(tempKinds) } });
  },
};

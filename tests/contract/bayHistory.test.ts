/**
 * The seeded site keeps the whole temperature history of every closed bay that has thermometers, from its
 * pour until now (or until its thermometers were retired), so that the bay chart of an old bay shows the
 * hydration peak and the cooling stages: 10-minute readings in the history window, coarser ones before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptChartData, coolingForecast, stageTarget, targetSeries } from '../../src/domain/index.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 180_000);

afterAll(async () => {
  await h?.stop();
});

const DAY = 86_400;
const HOUR = 3600;

type Data<T> = { code: number; data: T };
type Point = { c_when: number; c_temp: number };

function one<T>(sql: string, ...args: (string | number)[]): T {
  return h.server.db.prepare(sql).get(...args) as T;
}

function all<T>(sql: string, ...args: (string | number)[]): T[] {
  return h.server.db.prepare(sql).all(...args) as T[];
}

/** Seconds of the site clock now. */
const nowS = () => Math.floor(h.clock.now() / 1000);

/** The longest step between consecutive points (s). */
function longestGap(points: readonly { c_when: number }[]): number {
  let gap = 0;
  for (let i = 1; i < points.length; i++) {
    gap = Math.max(
      gap,
      (points[i] as { c_when: number }).c_when - (points[i - 1] as { c_when: number }).c_when,
    );
  }
  return gap;
}

describe('the temperature history of a bay', () => {
  it('shows the hydration peak and the cooling of bay 1 from its pour until its thermometers were retired', async () => {
    const { call, tokens } = h;
    const bay = one<{ c_end: number; c_temp_jiaozhu: number }>(
      'SELECT c_end, c_temp_jiaozhu FROM hives WHERE c_id = 1',
    );
    const thermometers = all<{ c_start: number; c_end: number }>(
      "SELECT c_start, c_end FROM hive_cfgs WHERE hive_id = 1 AND kind = 'temp'",
    );
    // An old closed bay: its thermometers reported from the pour until they were retired.
    expect(bay.c_end).toBeGreaterThan(0);
    expect(nowS() - bay.c_end).toBeGreaterThan(250 * DAY);
    expect(thermometers.length).toBeGreaterThan(0);
    const retired = Math.max(...thermometers.map((t) => t.c_end));
    expect(retired).toBeGreaterThan(bay.c_end);
    expect(retired).toBeLessThan(nowS());

    const chart = (
      (await call('getHiveTempData', { token: tokens.engineer, query: { id: 1 } })).body as Data<{
        line: { name: string; data: Point[] }[];
        max: number;
        max_when: number;
        min: number;
      }>
    ).data;
    const average = chart.line[0]?.data ?? [];
    const first = average[0] as Point;
    const last = average[average.length - 1] as Point;
    expect(first.c_when - bay.c_end).toBeGreaterThanOrEqual(0);
    expect(first.c_when - bay.c_end).toBeLessThan(2 * HOUR);
    expect(retired - last.c_when).toBeLessThan(DAY);
    // Two-hourly through the peak, daily afterwards: never a longer hole.
    expect(longestGap(average)).toBeLessThanOrEqual(DAY);
    expect(longestGap(average.filter((p) => p.c_when < bay.c_end + 8 * DAY))).toBeLessThanOrEqual(2 * HOUR);
    // It starts near its placing temperature, peaks well above it within days, then cools stage by stage.
    expect(Math.abs(first.c_temp - bay.c_temp_jiaozhu)).toBeLessThan(30);
    expect(chart.max).toBeGreaterThan(bay.c_temp_jiaozhu + 50);
    expect(chart.max_when - bay.c_end).toBeLessThan(10 * DAY);
    expect(last.c_temp).toBeLessThan(chart.max - 60);
    // Each thermometer's own line covers the same life.
    for (const line of chart.line.slice(1)) {
      expect(line.data.length).toBeGreaterThan(100);
      expect((line.data[0] as Point).c_when - bay.c_end).toBeLessThan(2 * HOUR);
    }
    // `lines=average` (the bay chart's call): the same average and extremes, without the thermometers.
    const averageOnly = (
      (await call('getHiveTempData', { token: tokens.engineer, query: { id: 1, lines: 'average' } }))
        .body as Data<typeof chart>
    ).data;
    expect(chart.line.length).toBe(thermometers.length + 1);
    expect(averageOnly).toEqual({ ...chart, line: chart.line.slice(0, 1) });

    // The other curves of the bay chart have that life too.
    const curve = async (op: string) =>
      (
        (await call(op, { token: tokens.engineer, query: { id: 1 } })).body as Data<
          { c_when?: number; c_time?: number }[]
        >
      ).data;
    const target = await curve('getHiveTarget');
    expect(target.length).toBeGreaterThan(24 * 300);
    const water = await curve('getHiveInOutTemp');
    const flow = await curve('getHiveFlowData');
    expect(water.length).toBeGreaterThan(150);
    expect(flow.length).toBe(water.length);
    for (const op of ['getHiveAirChartData', 'getTempDiff'])
      expect((await curve(op)).length).toBe(average.length);
    // The cooling trend: one daily mean per site day of readings.
    const trend = await curve('getHiveTempDowntrend');
    expect(trend.length).toBeGreaterThan(190);

    // The day and week ranges end now, long after the last reading: nothing to show there.
    const week = (
      (await call('getHiveTempData', { token: tokens.engineer, query: { id: 1, min: nowS() - 7 * DAY } }))
        .body as Data<{ line: { data: Point[] }[] }>
    ).data;
    expect(week.line[0]?.data).toEqual([]);

    // The bay detail's thermometers: the first reading is the embedding temperature, the highest the peak.
    const detail = (
      (await call('getHiveDetail', { token: tokens.engineer, query: { id: 1 } })).body as Data<{
        cfgs: { c_type: number; c_first_temp: number | null; c_max_temp: number | null }[];
      }>
    ).data;
    const sensors = detail.cfgs.filter((c) => c.c_type === 0);
    expect(sensors.length).toBe(thermometers.length);
    for (const s of sensors) {
      expect(Math.abs((s.c_first_temp ?? 0) - bay.c_temp_jiaozhu)).toBeLessThan(40);
      expect(s.c_max_temp ?? 0).toBeGreaterThan(bay.c_temp_jiaozhu + 40);
    }
  });

  it('is kept for every closed bay with thermometers, from its pour to now or to their retirement', () => {
    const now = nowS();
    const bays = all<{
      c_id: number;
      c_end: number;
      until: number;
      first: number | null;
      last: number | null;
    }>(
      `SELECT h.c_id, h.c_end, max(CASE f.c_end WHEN 0 THEN ? ELSE f.c_end END) AS until,
         (SELECT min(t) FROM hive_data d WHERE d.hive_id = h.c_id) AS first,
         (SELECT max(t) FROM hive_data d WHERE d.hive_id = h.c_id) AS last
       FROM hives h JOIN hive_cfgs f ON f.hive_id = h.c_id AND f.kind = 'temp'
       WHERE h.c_end > 0 AND h.c_end <= ? GROUP BY h.c_id`,
      now,
      now,
    );
    expect(bays.length).toBeGreaterThan(200);
    const rack = new Map(
      all<{ c_id: number; rack_fault: string }>(
        "SELECT h.c_id, coalesce(r.fault, 'none') AS rack_fault FROM hives h LEFT JOIN racks r ON r.c_id = h.rack_id",
      ).map((r) => [r.c_id, r.rack_fault]),
    );
    for (const b of bays) {
      expect(b.first, `bay ${b.c_id}`).not.toBeNull();
      expect((b.first as number) - b.c_end, `bay ${b.c_id}`).toBeLessThan(2 * HOUR);
      // Up to now (the offline cabinet stopped reporting three hours ago), or to the retirement.
      const slack = rack.get(b.c_id) === 'offline' ? 4 * HOUR : DAY;
      expect(b.until - (b.last as number), `bay ${b.c_id}`).toBeLessThan(slack);
    }
    const holes = all<{ hive_id: number; gap: number }>(
      `SELECT hive_id, max(t - prev) AS gap FROM (
         SELECT hive_id, t, lag(t) OVER (PARTITION BY hive_id ORDER BY t) AS prev FROM hive_data
       ) WHERE prev IS NOT NULL GROUP BY hive_id HAVING gap > ?`,
      DAY + 10 * 60,
    );
    // Only a cabinet that went offline leaves a hole (none as long as a day in the seeded site).
    expect(holes).toEqual([]);
  });

  it('keeps 10-minute readings in the history window and coarser ones before', () => {
    const now = nowS();
    const bay = one<{ c_id: number; c_end: number }>(
      `SELECT h.c_id, h.c_end FROM hives h JOIN racks r ON r.c_id = h.rack_id
       WHERE r.fault = 'none' AND h.c_end < ? ORDER BY h.c_end LIMIT 1`,
      now - 60 * DAY,
    );
    const rows = all<{ c_when: number }>(
      'SELECT t AS c_when FROM hive_data WHERE hive_id = ? ORDER BY t',
      bay.c_id,
    );
    const recent = rows.filter((r) => r.c_when >= now - 6 * DAY);
    const older = rows.filter((r) => r.c_when < now - 9 * DAY && r.c_when > bay.c_end + 11 * DAY);
    expect(longestGap(recent)).toBe(600);
    expect(recent.length).toBeGreaterThan(6 * 144 - 2);
    // One reading a day before the window.
    expect(older.length).toBeGreaterThan(0);
    expect(older.length).toBeLessThan((now - bay.c_end) / DAY);
  });

  it('has none for bays that never had thermometers', () => {
    const bare = one<{ n: number; withData: number }>(
      `SELECT count(*) AS n, sum(EXISTS (SELECT 1 FROM hive_data d WHERE d.hive_id = h.c_id)) AS withData
       FROM hives h WHERE NOT EXISTS (SELECT 1 FROM hive_cfgs f WHERE f.hive_id = h.c_id AND f.kind = 'temp')`,
    );
    expect(bare.n).toBeGreaterThan(0);
    expect(bare.withData).toBe(0);
  });
});

describe('the target curve ahead and the cooling forecast', () => {
  it('plans the target ahead only when asked, up to the end of the water supply', async () => {
    const { call, tokens } = h;
    const now = nowS();
    const bay = one<{ c_id: number; c_end: number }>(
      `SELECT c_id, c_end FROM hives WHERE rack_id IS NOT NULL AND c_end BETWEEN ? AND ? ORDER BY c_end LIMIT 1`,
      now - 33 * DAY,
      now - 22 * DAY,
    );
    const target = async (query: Record<string, number>) =>
      (
        (await call('getHiveTarget', { token: tokens.engineer, query: { id: bay.c_id, ...query } }))
          .body as Data<{ c_when: number; c_value: number }[]>
      ).data;
    const untilNow = await target({ min: now - DAY });
    expect(Math.max(...untilNow.map((p) => p.c_when))).toBeLessThanOrEqual(now);
    const ahead = await target({ min: now - DAY, max: now + 45 * DAY });
    expect(Math.max(...ahead.map((p) => p.c_when))).toBeGreaterThan(now + 44 * DAY);
    // Never past the end of the water supply (160 days), however far ahead the range reaches.
    const far = await target({ min: now, max: now + 3650 * DAY });
    expect(Math.max(...far.map((p) => p.c_when))).toBeLessThanOrEqual(bay.c_end + 160 * DAY);
    // A bay whose water stopped long ago has no plan ahead.
    const old = (
      (
        await call('getHiveTarget', {
          token: tokens.engineer,
          query: { id: 1, min: now - DAY, max: now + 45 * DAY },
        })
      ).body as Data<{ c_when: number }[]>
    ).data;
    expect(Math.max(...old.map((p) => p.c_when))).toBeLessThanOrEqual(now);
  });

  it('forecasts a bay in first-phase cooling towards the end of its ramp', async () => {
    const { call, tokens } = h;
    const now = nowS();
    const bay = one<{ c_id: number; design: string }>(
      `SELECT h.c_id, h.design FROM hives h JOIN racks r ON r.c_id = h.rack_id
       WHERE r.fault = 'none' AND h.c_end BETWEEN ? AND ? ORDER BY h.c_end LIMIT 1`,
      now - 30 * DAY,
      now - 24 * DAY,
    );
    const week = { id: bay.c_id, min: now - 7 * DAY };
    const readings = adaptChartData(
      ((await call('getHiveTempData', { token: tokens.engineer, query: week })).body as Data<never>).data,
    );
    const plan = targetSeries(
      (
        (await call('getHiveTarget', { token: tokens.engineer, query: { ...week, max: now + 45 * DAY } }))
          .body as Data<never>
      ).data,
    );
    // The ramp of first-phase cooling leads to the mid-phase first control temperature.
    const aim = stageTarget(plan, now * 1000);
    expect(aim).toEqual({
      celsius: (JSON.parse(bay.design) as { midFirst: number }).midFirst,
      kind: 'stage',
    });
    const average = readings.lines[0];
    expect(average?.time.length).toBeGreaterThan(6 * 144);
    const forecast = coolingForecast(average!, aim!.celsius, now * 1000, { targetKind: aim!.kind });
    expect(forecast.method).toEqual({ windowDays: 3, daysWithReadings: 3, targetKind: 'stage' });
    expect(forecast.currentC).not.toBeNull();
    expect(forecast.ratePerDay).not.toBeNull();
    // The simulated bay cools towards the ramp's end: a date ahead, or already there.
    expect(['expected', 'reached']).toContain(forecast.status);
    if (forecast.status === 'expected') expect(forecast.reachAt).toBeGreaterThanOrEqual(now * 1000);
  });
});

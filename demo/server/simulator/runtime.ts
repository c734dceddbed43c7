/**
 * The live site. `tick(now)` brings the database up to `now`: cabinet heartbeats, loop commands executed by
 * the cabinet after a short delay, four-way valve reversals, a new reading from every instrumented bay on its
 * cabinet's 10-minute clock, the environment series, and warning episodes. The clock is real time: a
 * cabinet reports every 10 minutes at its own second of the period, so across the site something new
 * arrives about every minute; heartbeats refresh on every tick.
 */
import { type Db, getMeta, setMeta } from '../db.ts';
import {
  createWriter,
  type EnvContext,
  type HiveSim,
  historyStride,
  nextReport,
  rackReports,
  stepHive,
  writeEnvironment,
} from './engine.ts';
import { expireEntryWarnings } from './entryWarnings.ts';
import { REPORT_PERIOD_S, WATER_STOP_AGE_DAYS } from './physics.ts';
import { hashString } from './random.ts';
import { environmentContext, refreshRackTimes } from './seed.ts';
import { createWarningBook, type WarningBook } from './warnings.ts';

const DAY = 86_400;
/** Seconds a cabinet takes to execute a loop command once issued. */
export const COMMAND_DELAY_S = 30;
/** Seconds a four-way valve takes to switch. */
export const REVERSAL_DELAY_S = 40;
/** Seconds after a restart command before an offline cabinet is back. */
export const RESTART_DELAY_S = 60;
/** A catch-up after downtime writes at most this much 10-minute history; older steps only a coarse one. */
const CATCH_UP_WRITE_S = 14 * DAY;

export interface SiteRuntime {
  /** Advances the site to `now` (epoch seconds). */
  tick(now: number): void;
  /** Reloads the bay states from the database (after a reset). */
  reload(): void;
}

interface HiveRow {
  c_id: number;
  c_end: number;
  design: string;
  thermal: string;
  rack_id: number;
  sim_t: number;
  sim_temp: number;
  c_new_temp: number;
  c_new_when: number;
  max_temp: number;
  max_when: number;
  total_flow: number;
  c_where: string;
  c_idam_id: string;
}

interface ChannelRow {
  rack_id: number;
  kind: string;
  c_loop: number;
  hive_id: number;
  depth: number;
  fault: string;
  fault_since: number;
  mode: number;
  manual_type: number;
  manual_value: number;
  opening: number;
  integral: number;
  direction: number;
  value: number | null;
  when_add: number;
  c_in_temp: number | null;
  c_out_temp: number | null;
  kaidu: number | null;
}

interface RackRow {
  c_id: number;
  phase: number;
  fault: string;
  fault_since: number;
  restarted_at: number;
  kind: string;
}

export function createRuntime(db: Db): SiteRuntime {
  let sims = new Map<number, HiveSim>();
  let book: WarningBook = createWarningBook(db);
  let env: EnvContext = environmentContext(db);
  let thermometerDays = Number(getMeta(db, 'thermometer_days') ?? 200);

  const load = () => {
    sims = new Map();
    book = createWarningBook(db);
    env = environmentContext(db);
    thermometerDays = Number(getMeta(db, 'thermometer_days') ?? 200);
    const racks = new Map(
      (
        db
          .prepare('SELECT c_id, phase, fault, fault_since, restarted_at, kind FROM racks')
          .all() as unknown as RackRow[]
      ).map((r) => [r.c_id, r]),
    );
    const hives = db.prepare('SELECT * FROM hives WHERE rack_id IS NOT NULL').all() as unknown as HiveRow[];
    const channels = db
      .prepare('SELECT * FROM channels WHERE hive_id IS NOT NULL')
      .all() as unknown as ChannelRow[];
    const byHive = new Map<number, ChannelRow[]>();
    for (const c of channels) {
      const list = byHive.get(c.hive_id) ?? [];
      list.push(c);
      byHive.set(c.hive_id, list);
    }
    const gradients = db
      .prepare(
        'SELECT g.c_td_id, g.hive_id, p.idx, p.depth FROM gradient_meters g JOIN gradient_points p USING (c_td_id)',
      )
      .all() as { c_td_id: number; hive_id: number; idx: number; depth: number }[];
    const recent = db.prepare('SELECT avg FROM hive_data WHERE hive_id = ? ORDER BY t DESC LIMIT 145');
    for (const h of hives) {
      const rack = racks.get(h.rack_id);
      if (!rack) continue;
      const sim: HiveSim = {
        id: h.c_id,
        cEnd: h.c_end,
        design: JSON.parse(h.design),
        thermal: JSON.parse(h.thermal),
        rack: {
          id: rack.c_id,
          phase: rack.phase,
          fault: rack.fault,
          faultSince: rack.fault_since,
          historyFrom: 0,
        },
        t: h.sim_t,
        temp: h.sim_temp,
        loops: [],
        temps: [],
        gradients: gradients
          .filter((g) => g.hive_id === h.c_id)
          .map((g) => ({ id: g.c_td_id, idx: g.idx, depth: g.depth })),
        maxTemp: h.max_temp,
        maxWhen: h.max_when,
        newTemp: h.c_new_temp,
        newWhen: h.c_new_when,
        totalFlow: h.total_flow,
        recent: (recent.all(h.c_id) as { avg: number }[]).map((r) => r.avg / 10).reverse(),
        where: h.c_where,
        idam: h.c_idam_id,
      };
      for (const c of byHive.get(h.c_id) ?? []) {
        const key = hashString(`${c.rack_id}|${c.kind}|${c.c_loop}|${c.hive_id}`);
        if (c.kind === 'loop') {
          sim.loops.push({
            rackId: c.rack_id,
            loop: c.c_loop,
            mode: c.mode,
            manualType: c.manual_type,
            manualValue: c.manual_value,
            opening: c.opening,
            integral: c.integral,
            direction: c.direction,
            fault: c.fault,
            faultSince: c.fault_since,
            until: 0,
            key,
            last:
              c.value === null
                ? null
                : {
                    value: c.value,
                    in: c.c_in_temp ?? 0,
                    out: c.c_out_temp ?? 0,
                    kaidu: c.kaidu ?? 0,
                    t: c.when_add,
                  },
          });
        } else {
          sim.temps.push({
            rackId: c.rack_id,
            loop: c.c_loop,
            depth: c.depth,
            fault: c.fault,
            faultSince: c.fault_since,
            until: 0,
            key,
            last: c.value === null ? null : { value: c.value, t: c.when_add },
          });
        }
      }
      sims.set(h.c_id, sim);
    }
  };
  load();

  const saveHive = db.prepare(
    `UPDATE hives SET sim_t = ?, sim_temp = ?, c_new_temp = ?, c_new_when = ?, max_temp = ?, max_when = ?,
       total_flow = ? WHERE c_id = ?`,
  );
  const saveLoop = db.prepare(
    `UPDATE channels SET opening = ?, integral = ?, value = ?, when_add = ?, c_in_temp = ?, c_out_temp = ?,
       kaidu = ? WHERE rack_id = ? AND kind = 'loop' AND c_loop = ?`,
  );
  const saveTemp = db.prepare(
    "UPDATE channels SET value = ?, when_add = ? WHERE rack_id = ? AND kind = 'temp' AND c_loop = ?",
  );

  const persist = (sim: HiveSim) => {
    saveHive.run(sim.t, sim.temp, sim.newTemp, sim.newWhen, sim.maxTemp, sim.maxWhen, sim.totalFlow, sim.id);
    for (const l of sim.loops) {
      saveLoop.run(
        l.opening,
        l.integral,
        l.last?.value ?? null,
        l.last?.t ?? 0,
        l.last?.in ?? null,
        l.last?.out ?? null,
        l.last?.kaidu ?? null,
        l.rackId,
        l.loop,
      );
    }
    for (const th of sim.temps) saveTemp.run(th.last?.value ?? null, th.last?.t ?? 0, th.rackId, th.loop);
  };

  const disconnect = (sim: HiveSim, kind: 'loop' | 'temp', t: number) => {
    db.prepare(
      `UPDATE channels SET hive_id = NULL, value = NULL, when_add = 0, c_in_temp = NULL, c_out_temp = NULL,
         kaidu = NULL, fault = 'none', fault_since = 0, mode = 0, manual_type = 0, manual_value = 0,
         c_name = CASE kind WHEN 'loop' THEN '回路' ELSE '测温点' END || c_loop
       WHERE hive_id = ? AND kind = ?`,
    ).run(sim.id, kind);
    db.prepare('UPDATE hive_cfgs SET c_end = ? WHERE hive_id = ? AND kind = ? AND c_end = 0').run(
      t,
      sim.id,
      kind,
    );
  };

  const executeCommands = (now: number) => {
    const due = db
      .prepare('SELECT * FROM loop_cmds WHERE c_when_done = 0 AND due_at <= ? ORDER BY c_id')
      .all(now) as {
      c_id: number;
      rack_id: number;
      c_loop: number;
      c_cmd: number;
      c_cmd_value: number;
      c_cmd_value2: number;
      text_loop: string;
    }[];
    const rackFault = db.prepare('SELECT fault, fault_since FROM racks WHERE c_id = ?');
    const setMode = db.prepare(
      "UPDATE channels SET mode = ?, manual_type = ?, manual_value = ? WHERE rack_id = ? AND kind = 'loop' AND c_loop = ?",
    );
    for (const cmd of due) {
      const rack = rackFault.get(cmd.rack_id) as { fault: string; fault_since: number } | undefined;
      // A cabinet that does not report cannot execute: the command keeps waiting.
      if (!rack || !rackReports({ fault: rack.fault, faultSince: rack.fault_since }, now)) continue;
      const loops =
        cmd.c_loop === 0
          ? cmd.text_loop
              .split(',')
              .map((s) => Number(s.trim()))
              .filter((n) => Number.isInteger(n) && n > 0)
          : [cmd.c_loop];
      for (const loop of loops) {
        setMode.run(
          cmd.c_cmd,
          cmd.c_cmd === 0 ? 0 : cmd.c_cmd_value,
          cmd.c_cmd === 0 ? 0 : cmd.c_cmd_value2,
          cmd.rack_id,
          loop,
        );
        for (const sim of sims.values()) {
          for (const l of sim.loops) {
            if (l.rackId === cmd.rack_id && l.loop === loop) {
              l.mode = cmd.c_cmd;
              l.manualType = cmd.c_cmd === 0 ? 0 : cmd.c_cmd_value;
              l.manualValue = cmd.c_cmd === 0 ? 0 : cmd.c_cmd_value2;
              if (cmd.c_cmd === 0) l.integral = 0;
            }
          }
        }
      }
      db.prepare('UPDATE loop_cmds SET c_when_done = ? WHERE c_id = ?').run(now, cmd.c_id);
    }
  };

  const setSimDirection = (rack: number, loop: number, direction: number) => {
    for (const sim of sims.values()) {
      for (const l of sim.loops) if (l.rackId === rack && l.loop === loop) l.direction = direction;
    }
  };

  const reverseValves = (now: number) => {
    const rackOf = db.prepare('SELECT fault, fault_since FROM racks WHERE c_id = ?');
    const reports = (rack: number, t: number) => {
      const r = rackOf.get(rack) as { fault: string; fault_since: number } | undefined;
      return Boolean(r) && rackReports({ fault: r?.fault ?? 'never', faultSince: r?.fault_since ?? 0 }, t);
    };
    const setDirection = db.prepare(
      "UPDATE channels SET direction = ? WHERE rack_id = ? AND kind = 'loop' AND c_loop = ?",
    );
    const addLog = db.prepare(
      `INSERT INTO reverse_logs (c_rack, c_loop, c_cmd, c_cmd_value, c_cmd_value2, c_when_issue, c_when_done, c_result, c_who)
       VALUES (?,?,?,?,?,?,?,?,?)`,
    );
    // Manual switches waiting for the valve.
    const waiting = db
      .prepare(
        'SELECT * FROM reverse_logs WHERE c_when_done = 0 AND (c_result IS NULL OR c_result = 0) AND c_when_issue <= ?',
      )
      .all(now - REVERSAL_DELAY_S) as {
      c_id: number;
      c_rack: number;
      c_loop: number;
      c_cmd_value: number;
      c_when_issue: number;
    }[];
    for (const w of waiting) {
      const ok = reports(w.c_rack, now);
      db.prepare('UPDATE reverse_logs SET c_when_done = ?, c_result = ? WHERE c_id = ?').run(
        now,
        ok ? 1 : 2,
        w.c_id,
      );
      if (ok) {
        setDirection.run(w.c_cmd_value ? 1 : 0, w.c_rack, w.c_loop);
        setSimDirection(w.c_rack, w.c_loop, w.c_cmd_value ? 1 : 0);
      }
      book.observe({
        kind: 'sitong',
        subject: `${w.c_rack}:${w.c_loop}`,
        on: !ok,
        t: now,
        value: w.c_cmd_value,
        rack: w.c_rack,
        loop: w.c_loop,
        desc: '四通阀换向中断',
      });
    }
    // Automatic schedules.
    const due = db
      .prepare('SELECT * FROM reverse_settings WHERE c_cmd = 0 AND next_at > 0 AND next_at <= ?')
      .all(now) as {
      c_id: number;
      c_rack: number;
      c_loop: number;
      c_cmd_value2: number;
      c_who: string;
      next_at: number;
    }[];
    for (const s of due) {
      const period = Math.max(60, s.c_cmd_value2 * 60);
      // After downtime only the latest missed switch is logged.
      const missed = Math.floor((now - s.next_at) / period);
      const at = s.next_at + missed * period;
      const current = db
        .prepare("SELECT direction FROM channels WHERE rack_id = ? AND kind = 'loop' AND c_loop = ?")
        .get(s.c_rack, s.c_loop) as { direction: number } | undefined;
      const direction = 1 - (current?.direction ?? 0);
      const ok = reports(s.c_rack, at);
      addLog.run(
        s.c_rack,
        s.c_loop,
        0,
        direction,
        s.c_cmd_value2,
        at,
        ok ? at + REVERSAL_DELAY_S : 0,
        ok ? 1 : 2,
        s.c_who,
      );
      if (ok) {
        setDirection.run(direction, s.c_rack, s.c_loop);
        setSimDirection(s.c_rack, s.c_loop, direction);
      }
      db.prepare('UPDATE reverse_settings SET next_at = ?, c_cmd_value = ? WHERE c_id = ?').run(
        at + period,
        direction,
        s.c_id,
      );
      book.observe({
        kind: 'sitong',
        subject: `${s.c_rack}:${s.c_loop}`,
        on: !ok,
        t: at,
        value: direction,
        rack: s.c_rack,
        loop: s.c_loop,
        desc: '四通阀换向中断',
      });
    }
  };

  const restartRacks = (now: number) => {
    const back = db
      .prepare(
        "SELECT c_id FROM racks WHERE restarted_at > 0 AND restarted_at + ? <= ? AND fault = 'offline'",
      )
      .all(RESTART_DELAY_S, now) as { c_id: number }[];
    for (const { c_id } of back) {
      db.prepare("UPDATE racks SET fault = 'none', fault_since = 0 WHERE c_id = ?").run(c_id);
      for (const sim of sims.values()) {
        if (sim.rack.id === c_id) sim.rack = { ...sim.rack, fault: 'none', faultSince: 0 };
      }
    }
    db.prepare("UPDATE racks SET heart_time = ? WHERE fault = 'none'").run(now);
  };

  const stepBays = (now: number) => {
    const writer = createWriter(db);
    const coarseWriter = createWriter(db, { coarse: true });
    for (const sim of [...sims.values()]) {
      let t = nextReport(sim.rack.phase, sim.t);
      if (t > now) continue;
      // Older steps of a long catch-up keep the bay's history on the coarse step, as the seed does.
      let period = Number.NaN;
      while (t <= now) {
        const write = t >= now - CATCH_UP_WRITE_S;
        let out = write ? writer : null;
        if (!write) {
          const current = Math.floor((t - sim.cEnd) / historyStride(t - sim.cEnd));
          if (current !== period) out = coarseWriter;
          period = current;
        }
        stepHive(sim, t, out, write ? book : null);
        t += REPORT_PERIOD_S;
        const age = (sim.t - sim.cEnd) / DAY;
        if (age >= WATER_STOP_AGE_DAYS && sim.loops.length > 0) {
          persist(sim);
          disconnect(sim, 'loop', sim.t);
          db.prepare('UPDATE hives SET c_stop = ? WHERE c_id = ?').run(sim.t, sim.id);
          sim.loops = [];
        }
        if (age >= thermometerDays) {
          persist(sim);
          disconnect(sim, 'temp', sim.t);
          db.prepare('UPDATE hives SET rack_id = NULL WHERE c_id = ?').run(sim.id);
          sims.delete(sim.id);
          break;
        }
      }
      persist(sim);
    }
  };

  const stepEnvironment = (now: number) => {
    const last = Number(getMeta(db, 'env_t') ?? now);
    let t = Math.floor(last / REPORT_PERIOD_S) * REPORT_PERIOD_S + REPORT_PERIOD_S;
    if (t > now) return;
    for (; t <= now; t += REPORT_PERIOD_S) writeEnvironment(db, env, t, now - CATCH_UP_WRITE_S);
    setMeta(db, 'env_t', String(t - REPORT_PERIOD_S));
  };

  const statusWarnings = (now: number) => {
    const racks = db.prepare("SELECT c_id, c_name, heart_time FROM racks WHERE kind = 'cooling'").all() as {
      c_id: number;
      c_name: string;
      heart_time: number;
    }[];
    for (const r of racks) {
      const offline = r.heart_time > 0 && now - r.heart_time > 120;
      book.observe({
        kind: 'gkj',
        subject: String(r.c_id),
        on: offline,
        t: offline ? r.heart_time + 120 : now,
        value: r.heart_time,
        rack: r.c_id,
        desc: `${r.c_name}工控机离线`,
      });
    }
    const temps = db
      .prepare(
        `SELECT c.rack_id, c.c_loop, c.hive_id, c.when_add, r.heart_time FROM channels c JOIN racks r ON r.c_id = c.rack_id
         WHERE c.kind = 'temp' AND c.hive_id IS NOT NULL AND r.kind = 'cooling'`,
      )
      .all() as { rack_id: number; c_loop: number; hive_id: number; when_add: number; heart_time: number }[];
    for (const c of temps) {
      const silent = c.when_add > 0 && now - c.when_add > 3600;
      book.observe({
        kind: 'tempTimeout',
        subject: `${c.rack_id}:${c.c_loop}`,
        on: silent,
        t: silent ? c.when_add + 3600 : now,
        value: c.when_add,
        rack: c.rack_id,
        loop: c.c_loop,
        hive: c.hive_id,
        desc: '温度超时未上报',
      });
    }
  };

  let lastTick = 0;
  return {
    tick(now: number) {
      if (now < lastTick) return;
      lastTick = now;
      db.exec('BEGIN IMMEDIATE');
      try {
        restartRacks(now);
        executeCommands(now);
        reverseValves(now);
        stepBays(now);
        stepEnvironment(now);
        statusWarnings(now);
        expireEntryWarnings(db, now);
        refreshRackTimes(db, now);
        book.flush(db);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    reload: load,
  };
}

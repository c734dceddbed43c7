/**
 * Seeds an empty database with a deterministic site: accounts, layout, faults, and the history of every
 * bay from its pour to now, written through the same engine that runs live.
 */
import { hashPasswordAsync, md5Hex } from '../auth.ts';
import { createSchema, type Db, setMeta } from '../db.ts';
import {
  createWriter,
  type EnvContext,
  type HiveSim,
  historyStride,
  type LoopSim,
  nextReport,
  type RackState,
  stepHive,
  type TempSim,
  type Writer,
  writeEnvironment,
} from './engine.ts';
import { seedHandlingRecords } from './handling.ts';
import { REPORT_PERIOD_S, WATER_STOP_AGE_DAYS } from './physics.ts';
import { createRandom, hashString } from './random.ts';
import {
  type CfgPlan,
  groupsPlan,
  type HivePlan,
  planSite,
  type RackPlan,
  type Scale,
  type SitePlan,
} from './site.ts';
import { createWarningBook } from './warnings.ts';

const DAY = 86_400;

/** Seeded accounts. The visitor's password is public on purpose: it is the built-in guest login. */
export const DEMO_ACCOUNTS = {
  admin: {
    id: 'admin',
    name: '系统管理员',
    group: 11,
    envPassword: 'DAM_ADMIN_PASSWORD',
    password: 'damtherm-admin',
  },
  engineer: { id: 'engineer', name: '温控工程师', group: 311, password: 'damtherm-engineer' },
  visitor: { id: 'visitor', name: '游客', group: 1, password: 'damtherm-visitor' },
  pending: { id: 'newhire', name: '新入职员工', group: 31, password: 'damtherm-newhire' },
} as const;

/** Passwords of the seeded demo accounts, by key of DEMO_ACCOUNTS. */
export type AccountPasswords = Partial<Record<keyof typeof DEMO_ACCOUNTS, string>>;

/** The environment variable of each demo account's password. */
export const ACCOUNT_PASSWORD_ENV: Readonly<Record<keyof typeof DEMO_ACCOUNTS, string>> = {
  admin: 'DAM_ADMIN_PASSWORD',
  engineer: 'DAM_ENGINEER_PASSWORD',
  visitor: 'DAM_VISITOR_PASSWORD',
  pending: 'DAM_NEWHIRE_PASSWORD',
};

/** The demo account passwords set in the environment (empty values ignored). */
export function accountPasswordsFromEnv(env: NodeJS.ProcessEnv = process.env): AccountPasswords {
  const out: AccountPasswords = {};
  for (const [key, name] of Object.entries(ACCOUNT_PASSWORD_ENV) as [keyof typeof DEMO_ACCOUNTS, string][]) {
    const value = env[name];
    if (value) out[key] = value;
  }
  return out;
}

export interface SeedOptions {
  seed?: string;
  scale?: Scale;
  /** Seeding time, epoch seconds. */
  now: number;
  adminPassword?: string;
  /** Passwords of the demo accounts by account; each missing one is the documented demo password. */
  passwords?: AccountPasswords;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
}

export interface SeedReport {
  hives: number;
  racks: number;
  rows: { loop_data: number; temp_data: number; hive_data: number };
  ms: number;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const seed = options.seed ?? 'damtherm';
  const scale = options.scale ?? 'small';
  const now = Math.floor(options.now / REPORT_PERIOD_S) * REPORT_PERIOD_S;
  const plan = planSite(seed, scale, now);
  const log = options.log ?? (() => {});
  // Password hashes run on the thread pool while the main thread simulates.
  const accounts = accountRows({
    ...(options.adminPassword ? { admin: options.adminPassword } : {}),
    ...options.passwords,
  });
  const hashes = Promise.all(accounts.map((a) => hashPasswordAsync(md5Hex(a.password))));
  hashes.catch(() => {});
  createSchema(db);
  db.exec('BEGIN');
  try {
    insertLayout(db, plan);
    log(`layout: ${plan.hives.length} bays, ${plan.racks.length} cabinets`);
    simulateHistory(db, plan);
    insertAccounts(db, now, accounts, await hashes);
    seedHandlingRecords(db, now);
    setMeta(db, 'seed', seed);
    setMeta(db, 'scale', scale);
    setMeta(db, 'seeded_at', String(now));
    setMeta(db, 'env_t', String(now));
    setMeta(db, 'thermometer_days', String(plan.config.thermometerDays));
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  const count = (table: string) =>
    (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    hives: plan.hives.length,
    racks: plan.racks.length,
    rows: { loop_data: count('loop_data'), temp_data: count('temp_data'), hive_data: count('hive_data') },
    ms: Math.round(performance.now() - started),
  };
}

interface AccountRow {
  id: string;
  name: string;
  mobile: string;
  group: number;
  password: string;
  status: 'active' | 'pending';
  admin: number;
  power: number;
  visitor: number;
  openid: string | null;
}

function accountRows(passwords: AccountPasswords): AccountRow[] {
  const a = DEMO_ACCOUNTS;
  const row = (
    u: { id: string; name: string; group: number; password: string },
    mobile: string,
    status: AccountRow['status'],
    admin: number,
    power: number,
    visitor: number,
    openid: string | null,
  ): AccountRow => ({
    id: u.id,
    name: u.name,
    mobile,
    group: u.group,
    password: u.password,
    status,
    admin,
    power,
    visitor,
    openid,
  });
  const rows = [
    row(a.admin, '13900000001', 'active', 1, 1, 0, 'wx-admin'),
    row(a.engineer, '13900000002', 'active', 0, 0, 0, 'wx-engineer'),
    row(a.visitor, '', 'active', 0, 0, 1, null),
    row(a.pending, '13900000003', 'pending', 0, 0, 0, null),
  ];
  const keys = ['admin', 'engineer', 'visitor', 'pending'] as const;
  return rows.map((r, i) => ({ ...r, password: passwords[keys[i] as (typeof keys)[number]] || r.password }));
}

function insertAccounts(
  db: Db,
  now: number,
  accounts: AccountRow[],
  hashes: { salt: string; hash: string }[],
): void {
  const groups = db.prepare('INSERT INTO groups (c_id, c_name, p_id) VALUES (?, ?, ?)');
  for (const g of groupsPlan()) groups.run(g.c_id, g.c_name, g.p_id);
  const users = db.prepare(
    `INSERT INTO users (c_id, c_name, c_mobile, c_group_id, pw_salt, pw_hash, status, is_admin, main_power,
       is_visitor, c_photo, wx_openid, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  );
  accounts.forEach((u, i) => {
    const h = hashes[i] as { salt: string; hash: string };
    users.run(
      u.id,
      u.name,
      u.mobile,
      u.group,
      h.salt,
      h.hash,
      u.status,
      u.admin,
      u.power,
      u.visitor,
      '',
      u.openid,
      now,
    );
  });
}

function insertLayout(db: Db, plan: SitePlan): void {
  const areas = db.prepare('INSERT INTO areas (c_id, c_area_name) VALUES (?, ?)');
  for (const a of plan.areas) areas.run(a.c_id, a.c_area_name);
  const blocks = db.prepare(
    'INSERT INTO blocks (c_block, area_id, c_name, foundation, crest) VALUES (?,?,?,?,?)',
  );
  for (const b of plan.blocks) blocks.run(b.c_block, b.area_id, b.c_name, b.foundation, b.crest);
  const grouts = db.prepare(
    'INSERT INTO grouts (c_id, c_grout_name, area_id, bottom, top) VALUES (?,?,?,?,?)',
  );
  for (const g of plan.grouts) grouts.run(g.c_id, g.c_grout_name, g.area_id, g.bottom, g.top);
  const holes = db.prepare(
    'INSERT INTO holes (c_id, area_id, c_block, c_hole_lower, c_hole_up, c_name) VALUES (?,?,?,?,?,?)',
  );
  for (const h of plan.holes) holes.run(h.c_id, h.area_id, h.c_block, h.c_hole_lower, h.c_hole_up, h.c_name);
  const racks = db.prepare(
    `INSERT INTO racks (c_id, c_name, c_site, area_id, kind, c_dtu, phase, fault, fault_since)
     VALUES (?,?,?,?,?,?,?,?,?)`,
  );
  for (const r of plan.racks) {
    racks.run(r.c_id, r.c_name, r.c_site, r.area_id, r.kind, r.c_dtu, r.phase, r.fault, faultSince(plan, r));
  }
  const stations = db.prepare(
    'INSERT INTO stations (c_id, c_area, c_name, c_rack_id, c_loop, c_dtu, altitude) VALUES (?,?,?,?,?,?,?)',
  );
  for (const s of plan.stations)
    stations.run(s.c_id, s.c_area, s.c_name, s.c_rack_id, s.c_loop, s.c_dtu, s.altitude);
  const others = db.prepare('INSERT INTO hive_others (c_id, c_name, c_area) VALUES (?,?,?)');
  for (const o of plan.hiveOthers) others.run(o.c_id, o.c_name, o.c_area);
  const types = db.prepare('INSERT INTO aggregate_types (c_id, c_type, c_region) VALUES (?,?,?)');
  for (const t of plan.aggregateTypes) types.run(t.c_id, t.c_type, t.c_region);
  const aggs = db.prepare('INSERT INTO aggregates (cid, aggregateName, type_id, bias) VALUES (?,?,?,?)');
  for (const a of plan.aggregates) aggs.run(a.cid, a.aggregateName, a.type_id, a.bias);
  const grad = db.prepare(
    'INSERT INTO gradient_meters (c_td_id, c_td_instrument_name, hive_id) VALUES (?,?,?)',
  );
  const point = db.prepare('INSERT INTO gradient_points (c_td_id, idx, c_name, depth) VALUES (?,?,?,?)');
  for (const g of plan.gradientMeters) {
    grad.run(g.c_td_id, g.c_td_instrument_name, g.hive_id);
    for (const p of g.points) point.run(g.c_td_id, p.idx, p.c_name, p.depth);
  }
  const press = db.prepare('INSERT INTO pressure_meters (c_id, c_name, rack_id, bias) VALUES (?,?,?,?)');
  for (const p of plan.pressureMeters) press.run(p.c_id, p.c_name, p.rack_id, p.bias);
}

function faultSince(plan: SitePlan, rack: RackPlan): number {
  return rack.fault === 'offline' ? plan.now - rack.faultAgo : 0;
}

interface ChannelState {
  rack: number;
  kind: 'loop' | 'temp';
  loop: number;
  name: string;
  hive: number | null;
  depth: number;
  fault: string;
  faultSince: number;
  mode: number;
  manualType: number;
  manualValue: number;
  sim?: LoopSim | TempSim;
}

/** Faults and manual modes of the channels connected now. */
function channelStates(plan: SitePlan): Map<string, ChannelState> {
  const random = createRandom(`${plan.seed}:channels`);
  const out = new Map<string, ChannelState>();
  for (const rack of plan.racks) {
    const prefix = rack.kind === 'weather' ? '气温' : '';
    for (const kind of ['loop', 'temp'] as const) {
      const cap = kind === 'loop' ? rack.loopCapacity : rack.tempCapacity;
      for (let l = 1; l <= cap; l++) {
        const station = plan.stations.find((s) => s.c_rack_id === rack.c_id && s.c_loop === l);
        out.set(`${rack.c_id}|${kind}|${l}`, {
          rack: rack.c_id,
          kind,
          loop: l,
          name: station ? station.c_name : `${prefix}${kind === 'loop' ? '回路' : '测温点'}${l}`,
          hive: null,
          depth: 1,
          fault: 'none',
          faultSince: 0,
          mode: 0,
          manualType: 0,
          manualValue: 0,
        });
      }
    }
  }
  for (const cfg of plan.cfgs) {
    if (cfg.c_end !== 0) continue;
    const ch = out.get(`${cfg.rack_id}|${cfg.kind}|${cfg.c_loop}`);
    if (!ch) continue;
    ch.hive = cfg.hive_id;
    ch.name = cfg.c_name;
    ch.depth = cfg.depth;
    const r = random.next();
    const ago = (minH: number, maxH: number) => plan.now - Math.round(random.range(minH, maxH) * 3600);
    if (cfg.kind === 'temp') {
      if (r < 0.03) [ch.fault, ch.faultSince] = ['stale', ago(1.5, 6)];
      else if (r < 0.05) [ch.fault, ch.faultSince] = ['zero', ago(1, 72)];
      else if (r < 0.07) [ch.fault, ch.faultSince] = ['unknown', ago(2, 48)];
    } else {
      if (r < 0.03) [ch.fault, ch.faultSince] = ['flowUnknown', ago(1, 30)];
      else if (r < 0.05) [ch.fault, ch.faultSince] = ['flowStopped', ago(1, 20)];
      else if (r < 0.07) [ch.fault, ch.faultSince] = ['stale', ago(0.7, 5)];
      const m = random.next();
      if (m < 0.2) {
        ch.mode = 1;
        ch.manualType = random.chance(0.6) ? 1 : 2;
        ch.manualValue =
          ch.manualType === 1 ? Math.round(random.range(12, 26)) : Math.round(random.range(30, 80));
      } else if (m < 0.23) {
        ch.mode = 1;
        ch.manualType = 3;
        ch.manualValue = Math.round(random.range(8, 20));
      }
    }
  }
  return out;
}

function simulateHistory(db: Db, plan: SitePlan): void {
  const { now } = plan;
  const writer = createWriter(db);
  const coarseWriter = createWriter(db, { coarse: true });
  const book = createWarningBook();
  const channels = channelStates(plan);
  const racks = new Map<number, RackPlan>(plan.racks.map((r) => [r.c_id, r]));
  const cfgsByHive = new Map<number, CfgPlan[]>();
  for (const c of plan.cfgs) {
    const list = cfgsByHive.get(c.hive_id) ?? [];
    list.push(c);
    cfgsByHive.set(c.hive_id, list);
  }
  const gradients = new Map<number, { id: number; idx: number; depth: number }[]>();
  for (const g of plan.gradientMeters) {
    const list = gradients.get(g.hive_id) ?? [];
    for (const p of g.points) list.push({ id: g.c_td_id, idx: p.idx, depth: p.depth });
    gradients.set(g.hive_id, list);
  }
  const updateHive = db.prepare(
    `INSERT INTO hives (c_id, area_id, block, lift, c_idam_id, c_where, c_canghao, bottom, top, c_grout, c_free,
       c_temp_rucang, c_temp_jiaozhu, c_start, c_end, c_stop, design, thermal, rack_id, sim_t, sim_temp,
       c_new_temp, c_new_when, max_temp, max_when, total_flow)
     VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  );
  const insertCfg = db.prepare(
    'INSERT INTO hive_cfgs (hive_id, rack_id, kind, c_loop, c_name, c_start, c_end) VALUES (?,?,?,?,?,?,?)',
  );
  const maxHistory = Math.max(...plan.racks.map((r) => r.historyDays));
  for (const h of plan.hives) {
    const cfgs = cfgsByHive.get(h.c_id) ?? [];
    for (const c of cfgs) insertCfg.run(c.hive_id, c.rack_id, c.kind, c.c_loop, c.c_name, c.c_start, c.c_end);
    const rackPlan = cfgs[0] ? racks.get(cfgs[0].rack_id) : undefined;
    const sim = newSim(h, rackPlan, plan);
    sim.gradients = gradients.get(h.c_id) ?? [];
    if (rackPlan && cfgs.length > 0) {
      for (const c of cfgs) {
        const key = hashString(`${c.rack_id}|${c.kind}|${c.c_loop}|${c.hive_id}`);
        const current = c.c_end === 0 ? channels.get(`${c.rack_id}|${c.kind}|${c.c_loop}`) : undefined;
        if (c.kind === 'loop') {
          const loop: LoopSim = {
            rackId: c.rack_id,
            loop: c.c_loop,
            mode: current?.mode ?? 0,
            manualType: current?.manualType ?? 0,
            manualValue: current?.manualValue ?? 0,
            opening: 0,
            integral: 0,
            direction: 0,
            fault: current?.fault ?? 'none',
            faultSince: current?.faultSince ?? 0,
            until: c.c_end,
            key,
            last: null,
          };
          sim.loops.push(loop);
          if (current) current.sim = loop;
        } else {
          const temp: TempSim = {
            rackId: c.rack_id,
            loop: c.c_loop,
            depth: c.depth,
            fault: current?.fault ?? 'none',
            faultSince: current?.faultSince ?? 0,
            until: c.c_end,
            key,
            last: null,
          };
          sim.temps.push(temp);
          if (current) current.sim = temp;
        }
      }
      const lastUntil = Math.max(...cfgs.map((c) => (c.c_end === 0 ? now : c.c_end)));
      const warnFrom = now - Math.min(maxHistory, plan.config.historyDays) * DAY;
      const { historyFrom } = sim.rack;
      // The whole life of the bay is kept. Coarse physics steps until a day before the 10-minute window or
      // the warnings begin, then the 10-minute clock; before the window, the first step in each period of
      // the history step (two hours through the peak, then a day) is written.
      const fineFrom = Math.min(historyFrom, warnFrom) - DAY;
      let period = Number.NaN;
      const historyWriter = (at: number): Writer | null => {
        if (at >= historyFrom) return writer;
        const age = at - sim.cEnd;
        const current = Math.floor(age / historyStride(age));
        if (current === period) return null;
        period = current;
        return coarseWriter;
      };
      // Coarse steps on one grid of whole hours, ten minutes before a report: hourly while the hydration
      // heat is fast, then every six hours on the same grid, so the daily readings keep a 24-hour beat.
      const grid = nextReport(sim.rack.phase, sim.t) + 3600 - REPORT_PERIOD_S;
      for (let at = grid; at + REPORT_PERIOD_S < fineFrom && at + REPORT_PERIOD_S <= lastUntil; ) {
        stepHive(sim, at, historyWriter(at), null);
        at =
          at - sim.cEnd < 20 * DAY ? at + 3600 : grid + (Math.floor((at - grid) / (6 * 3600)) + 1) * 6 * 3600;
      }
      sim.recent = [];
      for (let t = nextReport(sim.rack.phase, sim.t); t <= lastUntil; t += REPORT_PERIOD_S) {
        stepHive(sim, t, historyWriter(t), t >= warnFrom ? book : null);
      }
      if (lastUntil < now) coarse(sim, now);
    } else {
      coarse(sim, now);
    }
    const stillConnected = cfgs.some((c) => c.c_end === 0);
    const waterStop = h.c_end + WATER_STOP_AGE_DAYS * DAY;
    updateHive.run(
      h.c_id,
      h.area_id,
      h.block,
      h.lift,
      h.c_idam_id,
      h.c_where,
      h.c_canghao,
      h.bottom,
      h.top,
      h.c_grout,
      h.c_free,
      Math.round(h.entryC * 10),
      Math.round(h.pouringC * 10),
      h.c_start,
      h.c_end,
      waterStop <= now ? waterStop : 0,
      JSON.stringify(h.design),
      JSON.stringify(h.thermal),
      stillConnected ? (rackPlan?.c_id ?? null) : null,
      sim.t,
      sim.temp,
      sim.newTemp,
      sim.newWhen,
      sim.maxTemp,
      sim.maxWhen,
      sim.totalFlow,
    );
  }

  // Channels with their last values.
  const insertChannel = db.prepare(
    `INSERT INTO channels (rack_id, kind, c_loop, c_name, hive_id, depth, fault, fault_since, mode, manual_type,
       manual_value, opening, integral, value, when_add, c_in_temp, c_out_temp, kaidu)
     VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  );
  for (const ch of channels.values()) {
    const loopSim = ch.kind === 'loop' ? (ch.sim as LoopSim | undefined) : undefined;
    const tempSim = ch.kind === 'temp' ? (ch.sim as TempSim | undefined) : undefined;
    const last = loopSim?.last ?? tempSim?.last ?? null;
    insertChannel.run(
      ch.rack,
      ch.kind,
      ch.loop,
      ch.name,
      ch.hive,
      ch.depth,
      ch.fault,
      ch.faultSince,
      ch.mode,
      ch.manualType,
      ch.manualValue,
      loopSim?.opening ?? 0,
      loopSim?.integral ?? 0,
      last ? last.value : null,
      last ? last.t : 0,
      loopSim?.last?.in ?? null,
      loopSim?.last?.out ?? null,
      loopSim?.last?.kaidu ?? null,
    );
  }

  // Environment series over the history window.
  const env = environmentContext(db, plan);
  const envFrom = now - plan.config.historyDays * DAY;
  for (let t = Math.ceil(envFrom / REPORT_PERIOD_S) * REPORT_PERIOD_S; t <= now; t += REPORT_PERIOD_S) {
    writeEnvironment(db, env, t, envFrom);
  }

  seedCommands(db, plan, channels);
  seedReversal(db, plan);
  book.flush(db);
  refreshRackTimes(db, now);
}

function newSim(h: HivePlan, rack: RackPlan | undefined, plan: SitePlan): HiveSim {
  const rackState: RackState = {
    id: rack?.c_id ?? 0,
    phase: rack?.phase ?? 0,
    fault: rack?.fault ?? 'none',
    faultSince: rack ? faultSince(plan, rack) : 0,
    historyFrom: plan.now - (rack?.historyDays ?? 0) * DAY,
  };
  return {
    id: h.c_id,
    cEnd: h.c_end,
    design: h.design,
    thermal: h.thermal,
    rack: rackState,
    t: h.c_end,
    temp: h.pouringC,
    loops: [],
    temps: [],
    gradients: [],
    maxTemp: 0,
    maxWhen: 0,
    newTemp: 0,
    newWhen: 0,
    totalFlow: 0,
    recent: [],
    where: h.c_where,
    idam: h.c_idam_id,
  };
}

/**
 * A bay without (or past) its instruments: two virtual auto loops, two-hour steps, nothing written; what
 * the map shows for old bays (current and maximum temperature).
 */
function coarse(sim: HiveSim, now: number): void {
  const loops: LoopSim[] =
    sim.loops.length > 0
      ? sim.loops
      : [1, 2].map((i) => ({
          rackId: 0,
          loop: i,
          mode: 0,
          manualType: 0,
          manualValue: 0,
          opening: 0,
          integral: 0,
          direction: 0,
          fault: 'none',
          faultSince: 0,
          until: 0,
          key: sim.id * 10 + i,
          last: null,
        }));
  const temps: TempSim[] = [
    { rackId: 0, loop: 0, depth: 1, fault: 'none', faultSince: 0, until: 0, key: sim.id, last: null },
  ];
  const bare: HiveSim = {
    ...sim,
    loops: loops.map((l) => ({ ...l, until: 0, fault: 'none' })),
    temps,
    gradients: [],
  };
  bare.rack = { ...sim.rack, fault: 'none', historyFrom: Number.POSITIVE_INFINITY };
  // Hourly through the hydration peak, then twelve-hour steps; a bay settles within the year after its water
  // stops, so the simulation ends there.
  const end = Math.min(now, sim.cEnd + (WATER_STOP_AGE_DAYS + 200) * DAY);
  let t = Math.floor(sim.t / 3600) * 3600 + 3600;
  while (t <= end) {
    stepHive(bare, t, null, null);
    t += t - sim.cEnd < 20 * DAY ? 3600 : 12 * 3600;
  }
  sim.temp = bare.temp;
  sim.t = bare.t;
  sim.maxTemp = bare.maxTemp;
  sim.maxWhen = bare.maxWhen;
  sim.newTemp = bare.newTemp;
  sim.newWhen = Math.max(sim.newWhen, bare.newWhen);
  sim.totalFlow = Math.max(sim.totalFlow, bare.totalFlow);
}

export function environmentContext(db: Db, plan?: SitePlan): EnvContext {
  const racks = db.prepare('SELECT c_id, phase, kind, fault, fault_since FROM racks').all() as {
    c_id: number;
    phase: number;
    kind: string;
    fault: string;
    fault_since: number;
  }[];
  const weather = racks.find((r) => r.kind === 'weather');
  const rackById = new Map(racks.map((r) => [r.c_id, { fault: r.fault, faultSince: r.fault_since }]));
  const pressure = (
    db.prepare('SELECT c_id, rack_id, bias FROM pressure_meters').all() as {
      c_id: number;
      rack_id: number;
      bias: number;
    }[]
  ).map((p) => ({
    c_id: p.c_id,
    bias: p.bias,
    rack: rackById.get(p.rack_id) ?? { fault: 'none', faultSince: 0 },
  }));
  const starts = plan
    ? plan.hives.map((h) => ({ id: h.c_id, start: h.c_start, area: h.area_id }))
    : (db.prepare('SELECT c_id AS id, c_start AS start, area_id AS area FROM hives').all() as {
        id: number;
        start: number;
        area: number;
      }[]);
  starts.sort((a, b) => a.start - b.start);
  return {
    stations: db
      .prepare('SELECT c_id, c_rack_id, c_loop, altitude FROM stations')
      .all() as EnvContext['stations'],
    weatherRack: weather ? { id: weather.c_id, phase: weather.phase } : null,
    pressure,
    aggregates: db.prepare('SELECT cid, type_id, bias FROM aggregates').all() as EnvContext['aggregates'],
    hiveOthers: db.prepare('SELECT c_id, c_area FROM hive_others').all() as EnvContext['hiveOthers'],
    // Entry and pouring temperatures are measured on the latest bay poured in the river-bed area.
    pouring: (t) => {
      let latest: number | undefined;
      for (const s of starts) {
        if (s.start > t) break;
        if (s.area === 3) latest = s.id;
      }
      return latest === undefined ? [] : [latest];
    },
  };
}

function seedCommands(db: Db, plan: SitePlan, channels: Map<string, ChannelState>): void {
  const insert = db.prepare(
    `INSERT INTO loop_cmds (rack_id, c_loop, c_cmd, c_cmd_value, c_cmd_value2, c_who, c_who_name, c_when,
       c_when_done, text_loop, due_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)`,
  );
  const random = createRandom(`${plan.seed}:cmds`);
  for (const ch of channels.values()) {
    if (ch.kind !== 'loop' || ch.hive === null) continue;
    const when = plan.now - Math.round(random.range(0.5, 6) * DAY);
    const who: [string, string] = random.chance(0.5) ? ['admin', '系统管理员'] : ['engineer', '温控工程师'];
    if (ch.mode === 1) {
      insert.run(
        ch.rack,
        ch.loop,
        1,
        ch.manualType,
        ch.manualValue,
        who[0],
        who[1],
        when,
        when + 45,
        String(ch.loop),
        when + 45,
      );
    } else if (random.chance(0.15)) {
      insert.run(ch.rack, ch.loop, 0, 1, 1, who[0], who[1], when, when + 38, String(ch.loop), when + 38);
    }
  }
}

function seedReversal(db: Db, plan: SitePlan): void {
  const setting = db.prepare(
    `INSERT INTO reverse_settings (c_rack, c_loop, c_cmd, c_cmd_value, c_cmd_value2, c_when_issue, c_who, next_at)
     VALUES (?,?,?,?,?,?,?,?)`,
  );
  // Every loop of a cooling cabinet has a four-way valve; most were never set.
  for (const rack of plan.racks) {
    if (rack.kind !== 'cooling') continue;
    for (let loop = 1; loop <= rack.loopCapacity; loop++) setting.run(rack.c_id, loop, null, 0, 0, 0, '', 0);
  }
  const rack = plan.racks.find((r) => r.kind === 'cooling' && r.fault === 'none');
  if (!rack) return;
  const update = db.prepare(
    `UPDATE reverse_settings SET c_cmd = ?, c_cmd_value = ?, c_cmd_value2 = ?, c_when_issue = ?, c_who = ?, next_at = ?
     WHERE c_rack = ? AND c_loop = ?`,
  );
  const log = db.prepare(
    `INSERT INTO reverse_logs (c_rack, c_loop, c_cmd, c_cmd_value, c_cmd_value2, c_when_issue, c_when_done, c_result, c_who)
     VALUES (?,?,?,?,?,?,?,?,?)`,
  );
  const direction = db.prepare(
    "UPDATE channels SET direction = ? WHERE rack_id = ? AND kind = 'loop' AND c_loop = ?",
  );
  const warning = db.prepare(
    `INSERT INTO warnings (kind, subject, c_rack_id, c_loop, alramDesc, c_when, c_last_value, c_last_when, c_end_when, active)
     VALUES (?,?,?,?,?,?,?,?,?,?)`,
  );
  const from = plan.now - plan.config.historyDays * DAY;
  for (let loop = 1; loop <= 6; loop++) {
    if (loop <= 4) {
      const minutes = loop <= 2 ? 720 : 1440 + 60 * loop;
      const issued = from - 3600 * loop;
      let t = issued + minutes * 60;
      let dir = 0;
      let n = 0;
      while (t <= plan.now) {
        n++;
        // On loop 3 every fourth run and the latest were interrupted (the valve sticks): four-way valve warnings.
        const last = t + minutes * 60 > plan.now;
        const interrupted = loop === 3 && (n % 4 === 0 || last);
        if (!interrupted) dir = 1 - dir;
        log.run(
          rack.c_id,
          loop,
          0,
          1 - dir,
          minutes,
          t,
          interrupted ? 0 : t + 40,
          interrupted ? 2 : 1,
          'admin',
        );
        if (interrupted) {
          warning.run(
            'sitong',
            `${rack.c_id}:${loop}`,
            rack.c_id,
            loop,
            '四通阀换向中断',
            t,
            1 - dir,
            t,
            last ? 0 : t + minutes * 60,
            last ? 1 : 0,
          );
        }
        t += minutes * 60;
      }
      update.run(0, dir, minutes, issued, 'admin', t, rack.c_id, loop);
      direction.run(dir, rack.c_id, loop);
    } else {
      const when = plan.now - Math.round((loop - 4) * 1.5 * DAY);
      log.run(rack.c_id, loop, 1, 1, 0, when, when + 35, 1, 'engineer');
      update.run(1, 1, 0, when, 'engineer', 0, rack.c_id, loop);
      direction.run(1, rack.c_id, loop);
    }
  }
}

/** Cabinet heartbeat and last data times from their channels. */
export function refreshRackTimes(db: Db, now: number): void {
  db.prepare(
    `UPDATE racks SET
       heart_time = CASE fault WHEN 'never' THEN 0 WHEN 'offline' THEN fault_since ELSE ? END,
       c_last_flow_data_when = COALESCE((SELECT max(when_add) FROM channels c WHERE c.rack_id = racks.c_id AND c.kind = 'loop'), 0),
       c_last_temp_data_when = COALESCE((SELECT max(when_add) FROM channels c WHERE c.rack_id = racks.c_id AND c.kind = 'temp'), 0)`,
  ).run(now);
}

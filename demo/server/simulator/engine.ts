/**
 * The running site: steps every instrumented bay on its cabinet's 10-minute clock, writes the readings of
 * its loops and thermometers, executes loop commands and valve reversals, produces the environment series
 * (weather stations, solar radiation, header pressures, aggregates, outlet/entry/pouring readings) and keeps
 * warning episodes. The same code seeds the history and runs live, so both look alike.
 */
import type { Db } from '../db.ts';
import { recordEntryReading } from './entryWarnings.ts';
import {
  aggregateTemperature,
  airTemperature,
  type BayThermal,
  controlOpening,
  flowFromOpening,
  gradientTemperature,
  headerPressure,
  inletWaterTemperature,
  kaiduFromOpening,
  openingForFlow,
  placingChain,
  REPORT_PERIOD_S,
  STAGE_NAMES,
  solarRadiation,
  stageAt,
  stepBay,
  type TargetDesign,
  targetTemperature,
  thermometerReading,
  WATER_STOP_AGE_DAYS,
} from './physics.ts';
import { hashString, noiseAt } from './random.ts';
import { LIMITS, type WarningBook, type WarningKind } from './warnings.ts';

const DAY = 86_400;

export interface LoopSim {
  rackId: number;
  loop: number;
  mode: number;
  manualType: number;
  manualValue: number;
  opening: number;
  integral: number;
  /** Four-way valve: 0 forward, 1 reverse (the c_falg of the records). */
  direction: number;
  fault: string;
  faultSince: number;
  /** Until when this loop serves the bay (s); 0 = open-ended. */
  until: number;
  key: number;
  last: { value: number; in: number; out: number; kaidu: number; t: number } | null;
}

export interface TempSim {
  rackId: number;
  loop: number;
  depth: number;
  fault: string;
  faultSince: number;
  until: number;
  key: number;
  last: { value: number; t: number } | null;
}

export interface RackState {
  id: number;
  phase: number;
  fault: string;
  faultSince: number;
  /** Readings from this time on are stored every 10 minutes; older ones only coarsely (seed history). */
  historyFrom: number;
}

export interface HiveSim {
  id: number;
  cEnd: number;
  design: TargetDesign;
  thermal: BayThermal;
  rack: RackState;
  t: number;
  temp: number;
  loops: LoopSim[];
  temps: TempSim[];
  gradients: { id: number; idx: number; depth: number }[];
  maxTemp: number;
  maxWhen: number;
  newTemp: number;
  newWhen: number;
  totalFlow: number;
  /** Daily-average ring of the last 145 averages (°C), for the daily decline. */
  recent: number[];
  where: string;
  idam: string;
}

/** A loop's report at time t, in the raw units of `loop_data` (flow in hundredths of L/min, tenths of °C). */
export interface LoopReport {
  rack: number;
  loop: number;
  t: number;
  /** Hundredths of L/min; -1 unknown, -2 water stopped. */
  flow: number;
  inTemp: number;
  outTemp: number;
  kaidu: number;
  /** The four-way valve's direction. */
  falg: number;
}

/** A thermometer's report at time t, tenths of °C (0 not collected, 1000 unknown). */
export interface ThermometerReport {
  rack: number;
  loop: number;
  t: number;
  temp: number;
}

/** A bay's row of `hive_data` at time t, tenths of °C; the loop figures null when no loop reported. */
export interface BayReport {
  hive: number;
  t: number;
  avg: number;
  max: number;
  min: number;
  surface: number;
  target: number;
  air: number;
  /** Mean inlet and outlet water of the loops that reported. */
  inTemp: number | null;
  outTemp: number | null;
  /** Sum of the loops' flows, hundredths of L/min. */
  flow: number | null;
}

/** A gradient meter's point `idx` at time t, tenths of °C. */
export interface GradientReport {
  meter: number;
  idx: number;
  t: number;
  value: number;
}

/** Where the simulator's readings go: one table each. */
export interface Writer {
  loop(report: LoopReport): void;
  temp(report: ThermometerReport): void;
  hive(report: BayReport): void;
  gradient(report: GradientReport): void;
}

/**
 * The writer of the live site and the 10-minute history window. `{ coarse: true }` writes only what the bay
 * chart and the bay detail read over a bay's whole life (the bay row and its thermometers), not loop records
 * or gradient points: the older history of the seed, kept at a coarser step (see `historyStride`).
 */
export function createWriter(db: Db, options: { coarse?: boolean } = {}): Writer {
  const loop = db.prepare(
    'INSERT OR REPLACE INTO loop_data (rack_id, c_loop, t, flow, in_temp, out_temp, kaidu, falg) VALUES (?,?,?,?,?,?,?,?)',
  );
  const temp = db.prepare('INSERT OR REPLACE INTO temp_data (rack_id, c_loop, t, temp) VALUES (?,?,?,?)');
  const hive = db.prepare(
    `INSERT OR REPLACE INTO hive_data (hive_id, t, avg, max, min, surface, target, air, in_temp, out_temp, flow)
     VALUES (?,?,?,?,?,?,?,?,?,?,?)`,
  );
  const gradient = db.prepare(
    'INSERT OR REPLACE INTO gradient_data (c_td_id, idx, t, value) VALUES (?,?,?,?)',
  );
  const skip = () => {};
  return {
    loop: options.coarse
      ? skip
      : (r) => {
          loop.run(r.rack, r.loop, r.t, r.flow, r.inTemp, r.outTemp, r.kaidu, r.falg);
        },
    temp: (r) => {
      temp.run(r.rack, r.loop, r.t, r.temp);
    },
    hive: (r) => {
      hive.run(r.hive, r.t, r.avg, r.max, r.min, r.surface, r.target, r.air, r.inTemp, r.outTemp, r.flow);
    },
    gradient: options.coarse
      ? skip
      : (r) => {
          gradient.run(r.meter, r.idx, r.t, r.value);
        },
  };
}

/**
 * Step (s) between the stored readings of a bay's history before the 10-minute window, at an age (s since
 * its pour ended): every two hours while the hydration heat makes its temperature peak, then one reading a
 * day, enough for the slow cooling stages (each ramp lasts two weeks) at a fraction of the rows.
 */
export function historyStride(ageS: number): number {
  return ageS < PEAK_HISTORY_DAYS * DAY ? 2 * 3600 : DAY;
}

/** Days after the pour during which the coarse history is kept every two hours (the hydration peak). */
export const PEAK_HISTORY_DAYS = 10;

/** Whether a cabinet reports at time t (it does not once it went offline, and never if it never did). */
export function rackReports(rack: { fault: string; faultSince: number }, t: number): boolean {
  if (rack.fault === 'never') return false;
  if (rack.fault === 'offline') return t < rack.faultSince;
  return true;
}

/** Slow wave of the chilled-water plant: now and then (about a sixth of the time) the supply runs warm for some hours. */
export function inletBias(rackId: number, t: number): number {
  const phase = (hashString(`rack${rackId}`) % 1000) / 1000;
  const wave = Math.sin((2 * Math.PI * t) / (5.3 * DAY) + phase * 6.28);
  return wave > 0.85 ? (wave - 0.85) * 27 : 0;
}

/**
 * Now and then the chilling of a mixing plant (ice, chilled water, cooled aggregate) falls behind for some
 * hours and its concrete leaves warmer, up to about 3 °C, a third of the time; each measuring point on its own
 * rhythm. What the outlet, bin-entry and pouring warnings of a site mostly come from.
 */
export function plantUpset(point: number, t: number): number {
  const phase = (hashString(`plant${point}`) % 1000) / 1000;
  const wave = Math.sin((2 * Math.PI * t) / (2.3 * DAY) + phase * 6.28);
  return wave > 0.6 ? (wave - 0.6) * 8 : 0;
}

function tenths(c: number): number {
  return Math.round(c * 10);
}

/** The opening a loop's valve takes this step. */
function loopOpening(loop: LoopSim, concreteC: number, targetC: number, dtDays: number): number {
  if (loop.mode === 0) {
    const r = controlOpening({ integral: loop.integral }, concreteC, targetC, dtDays);
    loop.integral = r.state.integral;
    return r.opening;
  }
  if (loop.manualType === 2) return Math.min(100, Math.max(0, loop.manualValue));
  return openingForFlow(loop.manualValue);
}

function faulty(fault: string, faultSince: number, kind: string, t: number): boolean {
  return fault === kind && t >= faultSince;
}

/** Reused per step to keep the 10-minute loop free of allocations. */
const scratch = {
  flow: [] as number[],
  inlet: [] as number[],
  opening: [] as number[],
  loops: [] as LoopSim[],
  bay: [] as { flowLpm: number; inletC: number }[],
  valid: [] as number[],
};

/**
 * Advances one bay to time t (one report period on the live clock, longer steps in the coarse history),
 * writing its readings through `writer` when its cabinet reports, and observing warnings when a book is
 * given. The caller decides which steps are written.
 */
export function stepHive(sim: HiveSim, t: number, writer: Writer | null, book: WarningBook | null): void {
  const dtDays = (t - sim.t) / DAY;
  const age = (sim.t - sim.cEnd) / DAY;
  const ageEnd = (t - sim.cEnd) / DAY;
  const stage = stageAt(ageEnd);
  const target = targetTemperature(ageEnd, sim.design);
  const air = airTemperature(t);
  const water = ageEnd < WATER_STOP_AGE_DAYS;
  const { flow, inlet, opening, loops, bay, valid } = scratch;
  let n = 0;
  if (water) {
    const nominal = inletWaterTemperature(stage, t);
    for (const loop of sim.loops) {
      if (loop.until && t > loop.until) continue;
      const open = loopOpening(loop, sim.temp, target, dtDays);
      loop.opening = open;
      const stopped = faulty(loop.fault, loop.faultSince, 'flowStopped', t);
      flow[n] = stopped ? 0 : flowFromOpening(open) * (1 + 0.02 * noiseAt(loop.key, t));
      inlet[n] = nominal + inletBias(loop.rackId, t) + 0.15 * noiseAt(loop.key + 1, t);
      opening[n] = open;
      loops[n] = loop;
      let b = bay[n];
      if (!b) {
        b = { flowLpm: 0, inletC: 0 };
        bay[n] = b;
      }
      b.flowLpm = flow[n] as number;
      b.inletC = inlet[n] as number;
      n++;
    }
  }
  bay.length = n;
  const step = stepBay(sim.temp, age, dtDays, bay, air, sim.thermal);
  sim.temp = step.concreteC;
  sim.t = t;
  for (let i = 0; i < n; i++) sim.totalFlow += (flow[i] as number) * dtDays * 1440;

  const reports = rackReports(sim.rack, t);
  const store = writer !== null && reports;
  // Thermometers.
  valid.length = 0;
  let surface = Number.POSITIVE_INFINITY;
  let surfaceDepth = 2;
  // The hottest thermometer: the one a max-temperature warning names.
  let hottestLoop: number | null = null;
  let hottestC = Number.NEGATIVE_INFINITY;
  for (const th of sim.temps) {
    if (th.until && t > th.until) continue;
    if (!reports || faulty(th.fault, th.faultSince, 'stale', t)) continue;
    const c = thermometerReading(sim.temp, air, th.depth) + 0.12 * noiseAt(th.key, t);
    let raw = tenths(c);
    if (faulty(th.fault, th.faultSince, 'zero', t)) raw = 0;
    else if (faulty(th.fault, th.faultSince, 'unknown', t)) raw = 1000;
    else {
      valid.push(c);
      if (c > hottestC) {
        hottestC = c;
        hottestLoop = th.loop;
      }
      if (th.depth < surfaceDepth) {
        surfaceDepth = th.depth;
        surface = c;
      }
    }
    if (th.last) {
      th.last.value = raw;
      th.last.t = t;
    } else th.last = { value: raw, t };
    if (store) writer.temp({ rack: th.rackId, loop: th.loop, t, temp: raw });
    if (book) {
      const on = raw === 0 || raw === 1000;
      const subject = `${th.rackId}:${th.loop}`;
      if (on || book.isOpen('tempUnknown', subject)) {
        book.observe({
          kind: 'tempUnknown',
          subject,
          on,
          t,
          value: raw,
          rack: th.rackId,
          loop: th.loop,
          hive: sim.id,
          desc: raw === 0 ? '温度未采集' : '温度未知',
        });
      }
    }
  }
  // Loops.
  let inSum = 0;
  let outSum = 0;
  let flowSum = 0;
  let counted = 0;
  for (let i = 0; i < n; i++) {
    const loop = loops[i] as LoopSim;
    const outC = step.outletC[i] as number;
    const f = flow[i] as number;
    const inC = inlet[i] as number;
    if (!reports || faulty(loop.fault, loop.faultSince, 'stale', t)) continue;
    let flowRaw = Math.round(f * 100);
    if (faulty(loop.fault, loop.faultSince, 'flowUnknown', t)) flowRaw = -1;
    else if (faulty(loop.fault, loop.faultSince, 'flowStopped', t)) flowRaw = -2;
    const inRaw = tenths(inC);
    const outRaw = tenths(outC + 0.1 * noiseAt(loop.key + 2, t));
    const kaidu = kaiduFromOpening(opening[i] as number);
    if (loop.last) {
      loop.last.value = flowRaw;
      loop.last.in = inRaw;
      loop.last.out = outRaw;
      loop.last.kaidu = kaidu;
      loop.last.t = t;
    } else loop.last = { value: flowRaw, in: inRaw, out: outRaw, kaidu, t };
    if (store) {
      writer.loop({
        rack: loop.rackId,
        loop: loop.loop,
        t,
        flow: flowRaw,
        inTemp: inRaw,
        outTemp: outRaw,
        kaidu,
        falg: loop.direction,
      });
    }
    if (flowRaw >= 0) {
      inSum += inRaw;
      outSum += outRaw;
      flowSum += flowRaw;
      counted++;
    }
    if (book) observeLoop(book, sim, loop, t, flowRaw, inC, outC, inRaw, outRaw, stage);
  }
  // The bay as a whole.
  let avgC = Number.NaN;
  if (valid.length > 0) {
    let sum = 0;
    let hi = Number.NEGATIVE_INFINITY;
    let lo = Number.POSITIVE_INFINITY;
    for (const v of valid) {
      sum += v;
      if (v > hi) hi = v;
      if (v < lo) lo = v;
    }
    avgC = sum / valid.length;
    const avg = tenths(avgC);
    sim.newTemp = avg;
    sim.newWhen = t;
    if (avg > sim.maxTemp) {
      sim.maxTemp = avg;
      sim.maxWhen = t;
    }
    if (store) {
      writer.hive({
        hive: sim.id,
        t,
        avg,
        max: tenths(hi),
        min: tenths(lo),
        surface: tenths(Number.isFinite(surface) ? surface : avgC),
        target: tenths(target),
        air: tenths(air),
        inTemp: counted ? Math.round(inSum / counted) : null,
        outTemp: counted ? Math.round(outSum / counted) : null,
        flow: counted ? flowSum : null,
      });
      for (const g of sim.gradients) {
        writer.gradient({
          meter: g.id,
          idx: g.idx,
          t,
          value: tenths(gradientTemperature(sim.temp, air, g.depth) + 0.05 * noiseAt(g.id * 8 + g.idx, t)),
        });
      }
    }
    sim.recent.push(avgC);
    if (sim.recent.length > 145) sim.recent.shift();
    if (book) observeBay(book, sim, t, avgC, hi, hottestLoop, target, stage);
  }
}

function observeLoop(
  book: WarningBook,
  sim: HiveSim,
  loop: LoopSim,
  t: number,
  flowRaw: number,
  inC: number,
  outC: number,
  inRaw: number,
  outRaw: number,
  stage: number,
): void {
  const subject = `${loop.rackId}:${loop.loop}`;
  const lpm = flowRaw / 100;
  const rack = loop.rackId;
  const id = loop.loop;
  const watch = (kind: WarningKind, on: boolean) => on || book.isOpen(kind, subject);
  if (watch('loopUnknown', flowRaw === -1)) {
    book.observe({
      kind: 'loopUnknown',
      subject,
      on: flowRaw === -1,
      t,
      value: flowRaw,
      rack,
      loop: id,
      hive: sim.id,
      desc: '流量未知',
    });
  }
  if (watch('loopTooBig', lpm > LIMITS.flowMax)) {
    book.observe({
      kind: 'loopTooBig',
      subject,
      on: lpm > LIMITS.flowMax,
      off: lpm < LIMITS.flowMax - 1,
      t,
      value: flowRaw,
      rack,
      loop: id,
      hive: sim.id,
      desc: `流量过大 ${lpm.toFixed(2)}L/min`,
    });
  }
  const small = flowRaw === -2 || (flowRaw >= 0 && lpm < LIMITS.flowMin);
  if (watch('loopTooSmall', small)) {
    book.observe({
      kind: 'loopTooSmall',
      subject,
      on: small,
      off: flowRaw !== -2 && lpm >= LIMITS.flowMin + 0.2,
      t,
      value: flowRaw,
      rack,
      loop: id,
      hive: sim.id,
      desc: flowRaw === -2 ? '停水' : `流量过小 ${lpm.toFixed(2)}L/min`,
    });
  }
  // Conditions compare the values as reported (tenths of a degree), so a card never shows a value equal to
  // its limit beside 'above the limit'.
  const warmer = sim.temps.length > 0 && inRaw > tenths(sim.temp);
  if (watch('ih', warmer)) {
    book.observe({
      kind: 'ih',
      subject,
      on: warmer,
      off: inC < sim.temp - 0.3,
      t,
      value: inRaw,
      rack,
      loop: id,
      hive: sim.id,
      desc: '进水温度大于仓内温度',
      extra: { c_in_temp: inRaw, c_hive_temp: tenths(sim.temp) },
    });
  }
  const nominal = inletWaterTemperature(stage, t);
  const off = Math.abs(inRaw - tenths(nominal)) / 10;
  if (watch('inTempRange', off > LIMITS.inletBand)) {
    book.observe({
      kind: 'inTempRange',
      subject,
      on: off > LIMITS.inletBand,
      off: off < LIMITS.inletBand - 0.5,
      t,
      value: inRaw,
      rack,
      loop: id,
      hive: sim.id,
      desc: '进水温度超出范围',
      extra: { c_in_temp: inRaw, c_in_temp2: tenths(nominal), c_temp_range: tenths(LIMITS.inletBand) },
    });
  }
  const rise = outC - inC;
  const tooMuch = flowRaw > 0 && tenths(rise) > tenths(LIMITS.waterRise);
  if (watch('tempControlChangeRange', tooMuch)) {
    book.observe({
      kind: 'tempControlChangeRange',
      subject,
      on: tooMuch,
      off: rise < LIMITS.waterRise - 0.5,
      t,
      value: tenths(rise),
      rack,
      loop: id,
      hive: sim.id,
      desc: '温控变幅超限',
      extra: { c_in_temp: inRaw, c_out_temp: outRaw, c_temp_range: tenths(rise) },
    });
  }
}

function observeBay(
  book: WarningBook,
  sim: HiveSim,
  t: number,
  avgC: number,
  hottestC: number,
  hottestLoop: number | null,
  target: number,
  stage: number,
): void {
  const subject = String(sim.id);
  const rack = sim.rack.id;
  // The allowed maximum bounds the hottest point of the bay (its core thermometer), not the mean.
  const hot = tenths(hottestC) > tenths(sim.design.maxAllowed);
  if (hot || book.isOpen('temp', subject)) {
    book.observe({
      kind: 'temp',
      subject,
      on: hot,
      off: hottestC < sim.design.maxAllowed - 0.3,
      t,
      value: tenths(hottestC),
      rack,
      loop: hottestLoop,
      hive: sim.id,
      desc: `最高温度超标 ${hottestC.toFixed(1)}℃`,
      extra: { limit: tenths(sim.design.maxAllowed) },
    });
  }
  const offTarget = stage >= 2 && Math.abs(tenths(avgC) - tenths(target)) > tenths(LIMITS.stageBand);
  if (offTarget || book.isOpen('stageTemp', subject)) {
    book.observe({
      kind: 'stageTemp',
      subject,
      on: offTarget,
      off: Math.abs(avgC - target) < LIMITS.stageBand - 0.4,
      t,
      value: tenths(avgC),
      rack,
      hive: sim.id,
      desc: `${STAGE_NAMES.zh[stage]}温度偏离目标`,
      extra: { stage, target: tenths(target) },
    });
  }
  if (sim.recent.length >= 145) {
    const decline = (sim.recent[0] as number) - avgC;
    const fast = tenths(decline) > tenths(LIMITS.dailyDecline);
    if (fast || book.isOpen('dailyDecline', subject)) {
      book.observe({
        kind: 'dailyDecline',
        subject,
        on: fast,
        off: decline < LIMITS.dailyDecline - 0.25,
        t,
        value: tenths(decline),
        rack,
        hive: sim.id,
        desc: `日降温 ${decline.toFixed(2)}℃`,
        extra: { decline: tenths(decline), target: tenths(target), stage },
      });
    }
  }
}

/** Next report time of a cabinet strictly after t. */
export function nextReport(phase: number, t: number): number {
  const base = Math.floor((t - phase) / REPORT_PERIOD_S) * REPORT_PERIOD_S + phase;
  return base + REPORT_PERIOD_S;
}

/** Aggregates, stations, solar radiation, pressures, outlet/entry/pouring readings for the slot at t. */
export interface EnvContext {
  stations: { c_rack_id: number; c_loop: number; altitude: number; c_id: number }[];
  weatherRack: { id: number; phase: number } | null;
  pressure: { c_id: number; rack: { fault: string; faultSince: number }; bias: number }[];
  aggregates: { cid: number; type_id: number; bias: number }[];
  hiveOthers: { c_id: number; c_area: number }[];
  /** Bays being poured at a time (for entry and pouring readings). */
  pouring: (t: number) => number[];
}

export function writeEnvironment(db: Db, ctx: EnvContext, t: number, historyFrom: number): void {
  if (t < historyFrom) return;
  db.prepare('INSERT OR REPLACE INTO solar_data (t, value) VALUES (?, ?)').run(
    t,
    Math.round(solarRadiation(t)),
  );
  const pressure = db.prepare(
    'INSERT OR REPLACE INTO pressure_data (c_id, t, in_value, out_value) VALUES (?,?,?,?)',
  );
  for (const p of ctx.pressure) {
    if (!rackReports(p.rack, t)) continue;
    const h = headerPressure(t, p.bias);
    pressure.run(
      p.c_id,
      t,
      Math.round((h.inlet + 0.005 * noiseAt(p.c_id, t)) * 1000),
      Math.round((h.outlet + 0.004 * noiseAt(p.c_id + 99, t)) * 1000),
    );
  }
  if (ctx.weatherRack) {
    // Stations report on their cabinet's phase, within the period that ends at t.
    const st = t - REPORT_PERIOD_S + ctx.weatherRack.phase;
    const temp = db.prepare('INSERT OR REPLACE INTO temp_data (rack_id, c_loop, t, temp) VALUES (?,?,?,?)');
    const channel = db.prepare(
      "UPDATE channels SET value = ?, when_add = ? WHERE rack_id = ? AND kind = 'temp' AND c_loop = ?",
    );
    for (const s of ctx.stations) {
      const v = tenths(airTemperature(st, s.altitude) + 0.2 * noiseAt(s.c_id * 7, st));
      temp.run(s.c_rack_id, s.c_loop, st, v);
      channel.run(v, st, s.c_rack_id, s.c_loop);
    }
  }
  // Aggregates and the concrete chain are sampled every two hours.
  if (t % 7200 === 0) {
    const agg = db.prepare(
      'INSERT INTO aggregate_data (cId, typeId, temperature, time, stage, user) VALUES (?,?,?,?,?,?)',
    );
    for (const a of ctx.aggregates) {
      for (const stage of [1, 2] as const) {
        const v = aggregateTemperature(stage, t, a.bias) + 0.3 * noiseAt(a.cid * 13 + stage, t);
        agg.run(a.cid, a.type_id, tenths(v), t, stage, '');
      }
    }
    const hour = ((t + 8 * 3600) % DAY) / 3600;
    if (hour >= 6 && hour <= 22) {
      const other = db.prepare(
        'INSERT INTO other_data (c_hiveotherid, c_area, c_value, c_when_acquire, c_hive_id, c_who) VALUES (?,?,?,?,?,?)',
      );
      const pouring = ctx.pouring(t);
      const reading = (point: number, area: number, value: number, bays: string) => {
        const id = Number(other.run(point, area, value, t * 1000, bays, '').lastInsertRowid);
        recordEntryReading(db, { id, point, area, value, whenMs: t * 1000 }, t);
      };
      for (const p of ctx.hiveOthers) {
        const chain = placingChain(
          t,
          0.9 * noiseAt(p.c_id * 31, t) + (p.c_id - 2) * 0.2 + plantUpset(p.c_id, t),
        );
        if (p.c_area === 1) {
          reading(p.c_id, 1, tenths(chain.outlet), '');
        } else if (pouring.length > 0) {
          const v = p.c_area === 2 ? chain.entry : chain.pouring;
          reading(p.c_id, p.c_area, tenths(v), pouring.join(','));
        }
      }
    }
  }
}

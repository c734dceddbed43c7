/**
 * The layout of the simulated site, pure and deterministic from a seed, a scale and the seeding time: areas,
 * dam blocks, grouting zones, holes, bays (hives) poured lift after lift, cabinets (racks) with their loop
 * and thermometer channels and which bay each channel served when, weather stations, outlet/entry/pouring
 * measuring points, aggregates, gradient and pressure meters. No Node APIs.
 */
import {
  type BayThermal,
  DEFAULT_BAY_THERMAL,
  placingChain,
  type TargetDesign,
  WATER_STOP_AGE_DAYS,
} from './physics.ts';
import { createRandom, hashString, type Random } from './random.ts';

export type Scale = 'small' | 'large';

export interface ScaleConfig {
  /** Days of 10-minute readings kept for ordinary cabinets. */
  historyDays: number;
  /** Days of readings for the long-history cabinets (a year in the large scale). */
  longHistoryDays: number;
  /** How many cabinets keep the long history. */
  longHistoryRacks: number;
  /** Age (days) until which the thermometers of a bay keep reporting. */
  thermometerDays: number;
  /** Blocks per area: [area id, name, first block, block count, days between lifts, active]. */
  areas: ReadonlyArray<{
    id: number;
    name: string;
    firstBlock: number;
    blocks: number;
    liftDays: number;
    /** Days ago the first lift of the area was poured. */
    startedDaysAgo: number;
    /** Whether new lifts are still poured and instrumented (false: finished, map only). */
    active: boolean;
    /** How many of the first blocks of an active area are instrumented (default all). */
    activeBlocks?: number;
  }>;
}

export const SCALES: Record<Scale, ScaleConfig> = {
  small: {
    historyDays: 7,
    longHistoryDays: 7,
    longHistoryRacks: 0,
    thermometerDays: 200,
    areas: [
      {
        id: 1,
        name: '左岸挡水坝段',
        firstBlock: 1,
        blocks: 4,
        liftDays: 22,
        startedDaysAgo: 330,
        active: true,
      },
      {
        id: 3,
        name: '河床溢流坝段',
        firstBlock: 6,
        blocks: 8,
        liftDays: 20,
        startedDaysAgo: 420,
        active: true,
      },
      {
        id: 2,
        name: '右岸挡水坝段',
        firstBlock: 16,
        blocks: 4,
        liftDays: 24,
        startedDaysAgo: 300,
        active: true,
      },
      { id: 4, name: '进水口', firstBlock: 21, blocks: 2, liftDays: 30, startedDaysAgo: 260, active: false },
    ],
  },
  large: {
    historyDays: 14,
    longHistoryDays: 366,
    longHistoryRacks: 1,
    thermometerDays: 400,
    areas: [
      {
        id: 1,
        name: '左岸挡水坝段',
        firstBlock: 1,
        blocks: 5,
        liftDays: 11,
        startedDaysAgo: 1500,
        active: false,
      },
      {
        id: 3,
        name: '河床溢流坝段',
        firstBlock: 6,
        blocks: 44,
        liftDays: 9,
        startedDaysAgo: 640,
        active: true,
        activeBlocks: 6,
      },
      {
        id: 2,
        name: '右岸挡水坝段',
        firstBlock: 50,
        blocks: 10,
        liftDays: 10,
        startedDaysAgo: 1400,
        active: false,
      },
      { id: 4, name: '进水口', firstBlock: 60, blocks: 6, liftDays: 12, startedDaysAgo: 1300, active: false },
    ],
  },
};

export interface GroupPlan {
  c_id: number;
  c_name: string;
  p_id: number | null;
}

export interface BlockPlan {
  c_block: number;
  area_id: number;
  c_name: string;
  foundation: number;
  crest: number;
}

export interface GroutPlan {
  c_id: number;
  c_grout_name: string;
  area_id: number;
  bottom: number;
  top: number;
}

export interface HolePlan {
  c_id: number;
  area_id: number;
  c_block: number;
  c_hole_lower: number;
  c_hole_up: number;
  c_name: string;
}

export interface HivePlan {
  c_id: number;
  area_id: number;
  block: number;
  lift: number;
  c_idam_id: string;
  c_where: string;
  /** Height (top elevation) of the lift, m. */
  c_canghao: number;
  bottom: number;
  top: number;
  c_grout: number;
  c_free: number;
  /** Entry and pouring temperatures, °C. */
  entryC: number;
  pouringC: number;
  c_start: number;
  c_end: number;
  design: TargetDesign;
  thermal: BayThermal;
  /** Loops and thermometers the bay gets when instrumented. */
  loops: number;
  thermometers: number;
  /** Whether the bay is instrumented (served by a cabinet) at all. */
  instrumented: boolean;
}

export interface RackPlan {
  c_id: number;
  c_name: string;
  c_site: string;
  area_id: number;
  kind: 'cooling' | 'weather';
  c_dtu: string;
  phase: number;
  fault: 'none' | 'offline' | 'never';
  /** Seconds before the seeding time the fault began. */
  faultAgo: number;
  historyDays: number;
  loopCapacity: number;
  tempCapacity: number;
}

export interface CfgPlan {
  hive_id: number;
  rack_id: number;
  kind: 'loop' | 'temp';
  c_loop: number;
  c_name: string;
  c_start: number;
  /** 0 while still connected at seeding time. */
  c_end: number;
  depth: number;
}

export interface StationPlan {
  c_id: number;
  c_area: number;
  c_name: string;
  c_rack_id: number;
  c_loop: number;
  c_dtu: string;
  altitude: number;
}

export interface SitePlan {
  seed: string;
  scale: Scale;
  config: ScaleConfig;
  now: number;
  groups: GroupPlan[];
  areas: { c_id: number; c_area_name: string }[];
  blocks: BlockPlan[];
  grouts: GroutPlan[];
  holes: HolePlan[];
  hives: HivePlan[];
  racks: RackPlan[];
  cfgs: CfgPlan[];
  stations: StationPlan[];
  hiveOthers: { c_id: number; c_name: string; c_area: 1 | 2 | 4 }[];
  aggregateTypes: { c_id: number; c_type: string; c_region: string }[];
  aggregates: { cid: number; aggregateName: string; type_id: number; bias: number }[];
  gradientMeters: {
    c_td_id: number;
    c_td_instrument_name: string;
    hive_id: number;
    points: { idx: number; c_name: string; depth: number }[];
  }[];
  pressureMeters: { c_id: number; c_name: string; rack_id: number; bias: number }[];
}

const DAY = 86_400;
/** Lift height (m): about 3 m, 1.5 m for the first lifts on the foundation rock. */
const LIFT_M = 3;

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function groupsPlan(): GroupPlan[] {
  return [
    { c_id: 1, c_name: '建设管理局', p_id: null },
    { c_id: 11, c_name: '工程技术部', p_id: 1 },
    { c_id: 12, c_name: '安全质量部', p_id: 1 },
    { c_id: 2, c_name: '监理中心', p_id: null },
    { c_id: 21, c_name: '大坝监理部', p_id: 2 },
    { c_id: 3, c_name: '施工局', p_id: null },
    { c_id: 31, c_name: '大坝工区', p_id: 3 },
    { c_id: 311, c_name: '温控作业队', p_id: 31 },
    { c_id: 32, c_name: '试验检测中心', p_id: 3 },
  ];
}

/**
 * About one bay in four is placed with a richer mix (a higher cement grade near galleries and openings, or a
 * batch over-dosed at the plant): its hydration heat rises further, and its core passes the allowed maximum
 * around the peak, as in the max-temperature statistics of a real site. Chosen by hash, so the layout's
 * random streams are untouched.
 */
export function isRichMix(seed: string, hiveId: number): boolean {
  return hashString(`${seed}:mix:${hiveId}`) % 100 < 25;
}

/** Extra adiabatic temperature rise of a richer mix (°C), and how much faster it hydrates. */
export const RICH_MIX_EXTRA_RISE = 7;
export const RICH_MIX_RATE = 2;

function makeDesign(random: Random, free: boolean, groutTop: number): TargetDesign {
  const maxAllowed = free ? 28 : 26;
  return {
    maxAllowed,
    firstControl: maxAllowed - random.pick([3, 3.5, 4]),
    midFirst: random.pick([18, 18, 19]),
    midSecond: random.pick([15, 15.5, 16]),
    final: groutTop > 700 ? 12 : random.pick([10, 10.5, 11]),
  };
}

/** Builds the whole site plan. `now` is the seeding time in epoch seconds, aligned to 10 minutes. */
export function planSite(seed: string, scale: Scale, now: number): SitePlan {
  const config = SCALES[scale];
  const random = createRandom(`${seed}:${scale}`);
  const plan: SitePlan = {
    seed,
    scale,
    config,
    now,
    groups: groupsPlan(),
    areas: [],
    blocks: [],
    grouts: [],
    holes: [],
    hives: [],
    racks: [],
    cfgs: [],
    stations: [],
    hiveOthers: [],
    aggregateTypes: [],
    aggregates: [],
    gradientMeters: [],
    pressureMeters: [],
  };

  // Grouting zones: horizontal bands of the dam, 9 to 12 m high, shared by every block.
  let groutId = 1;
  let z = 560;
  const crest = 834;
  while (z < crest) {
    const h = random.pick([9, 9, 12]);
    for (const area of config.areas) {
      plan.grouts.push({
        c_id: groutId++,
        c_grout_name: `${area.id}-${pad(Math.round((z - 560) / 9) + 1, 2)}`,
        area_id: area.id,
        bottom: z,
        top: Math.min(crest, z + h),
      });
    }
    z += h;
  }

  let hiveId = 1;
  let holeId = 1;
  for (const area of config.areas) {
    plan.areas.push({ c_id: area.id, c_area_name: area.name });
    const areaRandom = random.fork(`area${area.id}`);
    for (let b = 0; b < area.blocks; b++) {
      const block = area.firstBlock + b;
      const br = areaRandom.fork(`block${block}`);
      // The river bed is deeper in the middle of the area.
      const middle = (area.blocks - 1) / 2;
      const depth = middle > 0 ? 1 - Math.abs(b - middle) / (middle + 1) : 1;
      const foundation = round1(area.id === 3 ? 560 + (1 - depth) * 30 : 600 + (1 - depth) * 60);
      plan.blocks.push({ c_block: block, area_id: area.id, c_name: `${block}#`, foundation, crest });
      // Galleries and outlets crossing the block.
      if (br.chance(0.6)) {
        const lower = round1(foundation + br.range(20, 60));
        plan.holes.push({
          c_id: holeId++,
          area_id: area.id,
          c_block: block,
          c_hole_lower: lower,
          c_hole_up: round1(lower + br.pick([3, 4.5, 6])),
          c_name: br.pick(['廊道', '排水廊道', '灌浆廊道']),
        });
      }
      if (area.id === 3 && br.chance(0.3)) {
        plan.holes.push({
          c_id: holeId++,
          area_id: area.id,
          c_block: block,
          c_hole_lower: 801,
          c_hole_up: 812,
          c_name: '表孔',
        });
      }
      const start = now - area.startedDaysAgo * DAY + Math.floor(br.range(0, 40)) * DAY;
      const interval = area.liftDays;
      let bottom = foundation;
      let t = start;
      let lift = 1;
      while (t < now - 2 * DAY && bottom < crest) {
        const height = lift <= 2 ? 1.5 : LIFT_M;
        const top = round1(Math.min(crest, bottom + height));
        const grout = plan.grouts.find((g) => g.area_id === area.id && g.bottom <= bottom && g.top > bottom);
        const free = bottom - foundation > 0.2 * 60 ? 1 : 0;
        const pourHours = br.range(14, 40);
        const c_start = Math.floor(t / 600) * 600 + br.int(0, 5) * 600;
        const c_end = c_start + Math.round((pourHours * 3600) / 600) * 600;
        const placing = placingChain(c_start, br.range(-0.8, 0.8));
        const thermal: BayThermal = {
          ...DEFAULT_BAY_THERMAL,
          theta0: round1(br.range(22.5, 27) + (isRichMix(seed, hiveId) ? RICH_MIX_EXTRA_RISE : 0)),
          m: br.range(0.32, 0.42) * (isRichMix(seed, hiveId) ? RICH_MIX_RATE : 1),
        };
        // Every bay of an active area got its loops and thermometers when it was poured; those of old bays
        // have been retired since (their cfgs end), but their readings stay in the bay's history.
        const instrumented = area.active && b < (area.activeBlocks ?? area.blocks);
        plan.hives.push({
          c_id: hiveId,
          area_id: area.id,
          block,
          lift,
          c_idam_id: `${block}-${pad(lift, 3)}`,
          c_where: `${block}#-${pad(lift, 3)}`,
          c_canghao: top,
          bottom,
          top,
          c_grout: grout?.c_id ?? 1,
          c_free: free,
          entryC: round1(placing.entry),
          pouringC: round1(placing.pouring),
          c_start,
          c_end,
          design: makeDesign(br, free === 1, grout?.top ?? 600),
          thermal,
          loops: br.chance(0.25) ? 3 : 2,
          thermometers: br.chance(0.3) ? 3 : 2,
          instrumented,
        });
        hiveId++;
        lift++;
        bottom = top;
        t += (interval + br.range(-3, 3)) * DAY;
      }
    }
  }

  assignRacks(plan, random.fork('racks'));
  addInstruments(plan, random.fork('instruments'));
  return plan;
}

/** Creates the cabinets of each active area and connects each instrumented bay's loops and thermometers. */
function assignRacks(plan: SitePlan, random: Random): void {
  const { config, now } = plan;
  let rackId = 1;
  for (const area of config.areas) {
    if (!area.active) continue;
    const hives = plan.hives
      .filter((h) => h.area_id === area.id && h.instrumented)
      .sort((a, b) => a.c_end - b.c_end || a.c_id - b.c_id);
    if (hives.length === 0) continue;
    // Peak demand of simultaneously connected thermometers decides how many cabinets the area needs.
    const events: [number, number][] = [];
    for (const h of hives) {
      events.push([h.c_end, h.thermometers]);
      events.push([h.c_end + config.thermometerDays * DAY, -h.thermometers]);
    }
    events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let level = 0;
    let peak = 0;
    for (const [, d] of events) {
      level += d;
      peak = Math.max(peak, level);
    }
    const capacity = 72;
    const long = plan.racks.length === 0 ? config.longHistoryRacks : 0;
    const count = Math.max(1, Math.ceil((peak * 1.15) / capacity)) + long;
    const racks: RackPlan[] = [];
    for (let i = 0; i < count; i++) {
      const id = rackId++;
      const isLong = i < long;
      racks.push({
        c_id: id,
        c_name: `${area.name.slice(0, 2)}${pad(i + 1, 2)}号智能柜`,
        c_site: `site${area.id}`,
        area_id: area.id,
        kind: 'cooling',
        c_dtu: `DTU${pad(id, 3)}`,
        phase: (id * 97) % 600,
        fault: 'none',
        faultAgo: 0,
        historyDays: isLong ? config.longHistoryDays : config.historyDays,
        // A long-history cabinet serves a handful of bays, so a year of its readings stays affordable.
        loopCapacity: isLong ? 12 : capacity,
        tempCapacity: isLong ? 12 : capacity,
      });
    }
    plan.racks.push(...racks);
    // Channels become free when their bay's water stops (loops) or its thermometers are retired.
    const freeAt = new Map<string, number>();
    const key = (r: number, kind: string, loop: number) => `${r}|${kind}|${loop}`;
    const nextFree = (rack: RackPlan, kind: 'loop' | 'temp', from: number): number[] => {
      const cap = kind === 'loop' ? rack.loopCapacity : rack.tempCapacity;
      const out: number[] = [];
      for (let l = 1; l <= cap; l++) if ((freeAt.get(key(rack.c_id, kind, l)) ?? 0) <= from) out.push(l);
      return out;
    };
    let cursor = 0;
    for (const h of hives) {
      // Bays of neighbouring blocks go to the same cabinet when it has room.
      let chosen: RackPlan | undefined;
      let loopsFree: number[] = [];
      let tempsFree: number[] = [];
      for (let k = 0; k < racks.length; k++) {
        const rack = racks[(cursor + k) % racks.length] as RackPlan;
        loopsFree = nextFree(rack, 'loop', h.c_end);
        tempsFree = nextFree(rack, 'temp', h.c_end);
        if (loopsFree.length >= h.loops && tempsFree.length >= h.thermometers) {
          chosen = rack;
          break;
        }
      }
      if (!chosen) {
        h.instrumented = false;
        continue;
      }
      cursor = (racks.indexOf(chosen) + (random.chance(0.3) ? 1 : 0)) % racks.length;
      const stopAt = h.c_end + WATER_STOP_AGE_DAYS * DAY;
      const thermoEnd = h.c_end + config.thermometerDays * DAY;
      for (let i = 0; i < h.loops; i++) {
        const loop = loopsFree[i] as number;
        freeAt.set(key(chosen.c_id, 'loop', loop), stopAt);
        plan.cfgs.push({
          hive_id: h.c_id,
          rack_id: chosen.c_id,
          kind: 'loop',
          c_loop: loop,
          c_name: `${h.c_where} 冷却水管${i + 1}`,
          c_start: h.c_end,
          c_end: stopAt <= now ? stopAt : 0,
          depth: 1,
        });
      }
      for (let i = 0; i < h.thermometers; i++) {
        const loop = tempsFree[i] as number;
        freeAt.set(key(chosen.c_id, 'temp', loop), thermoEnd);
        plan.cfgs.push({
          hive_id: h.c_id,
          rack_id: chosen.c_id,
          kind: 'temp',
          c_loop: loop,
          c_name: `${h.c_where} 温度计${i + 1}`,
          c_start: h.c_end,
          c_end: thermoEnd <= now ? thermoEnd : 0,
          depth: i === 0 ? 1 : round1(random.range(0.62, 0.9) * 100) / 100,
        });
      }
    }
  }
  const cooling = plan.racks.filter((r) => r.kind === 'cooling');
  // Faults: one cabinet went offline three hours ago, one was installed but never reported.
  if (cooling.length >= 3) {
    const offline = cooling[cooling.length - 1] as RackPlan;
    offline.fault = 'offline';
    offline.faultAgo = 3 * 3600 + 17 * 60;
  }
  plan.racks.push({
    c_id: rackId++,
    c_name: '备用智能柜',
    c_site: 'site3',
    area_id: 3,
    kind: 'cooling',
    c_dtu: 'DTU-SPARE',
    phase: 0,
    fault: 'never',
    faultAgo: 0,
    historyDays: 0,
    loopCapacity: 24,
    tempCapacity: 24,
  });
  // Weather cabinet with its stations.
  const weatherId = rackId++;
  plan.racks.push({
    c_id: weatherId,
    c_name: '气象站采集柜',
    c_site: 'site0',
    area_id: 3,
    kind: 'weather',
    c_dtu: 'DTU-QX',
    phase: 300,
    fault: 'none',
    faultAgo: 0,
    historyDays: config.historyDays,
    loopCapacity: 0,
    tempCapacity: 8,
  });
  const stations = [
    ['左岸坝顶气象站', 1, 2],
    ['河床坝面气象站', 3, 0],
    ['右岸坝顶气象站', 2, 2],
    ['拌和楼气象站', 3, 1],
  ] as const;
  stations.forEach(([name, area, altitude], i) => {
    plan.stations.push({
      c_id: i + 1,
      c_area: area,
      c_name: name,
      c_rack_id: weatherId,
      c_loop: i + 1,
      c_dtu: `QX${pad(i + 1, 2)}`,
      altitude,
    });
  });
}

function addInstruments(plan: SitePlan, random: Random): void {
  plan.hiveOthers.push(
    // Ids 2 and 4 are the bin-entry and pouring points: the screens address those lists by their kind.
    { c_id: 1, c_name: '1#拌和楼出机口', c_area: 1 },
    { c_id: 2, c_name: '入仓温度测点', c_area: 2 },
    { c_id: 3, c_name: '2#拌和楼出机口', c_area: 1 },
    { c_id: 4, c_name: '浇筑温度测点', c_area: 4 },
    { c_id: 5, c_name: '3#拌和楼出机口', c_area: 1 },
    // The right-bank plants, commissioned later: a site's outlet list runs past one page of five.
    { c_id: 6, c_name: '4#拌和楼出机口', c_area: 1 },
    { c_id: 7, c_name: '5#拌和楼出机口', c_area: 1 },
    { c_id: 8, c_name: '6#拌和楼出机口', c_area: 1 },
  );
  plan.aggregateTypes.push(
    { c_id: 1, c_type: '特大石', c_region: '1#拌和楼' },
    { c_id: 2, c_type: '大石', c_region: '1#拌和楼' },
    { c_id: 3, c_type: '中石', c_region: '2#拌和楼' },
    { c_id: 4, c_type: '小石', c_region: '2#拌和楼' },
    { c_id: 5, c_type: '砂', c_region: '3#拌和楼' },
  );
  const names = [
    '1#料仓特大石',
    '1#料仓大石',
    '2#料仓中石',
    '2#料仓小石',
    '3#料仓砂',
    '风冷料仓A',
    '风冷料仓B',
  ];
  // Each bin's category: its stone size, the sand its own; the two air-cooling bins hold large and medium stone.
  const typeOf = [1, 2, 3, 4, 5, 2, 3];
  names.forEach((aggregateName, i) => {
    plan.aggregates.push({
      cid: i + 1,
      aggregateName,
      type_id: typeOf[i] ?? 1,
      bias: Math.round(random.range(-1.2, 1.2) * 10) / 10,
    });
  });
  // Gradient meters: strings of thermometers at depths in a few recent bays.
  const recent = plan.hives.filter((h) => h.instrumented && (plan.now - h.c_end) / DAY < 60).slice(-3);
  recent.forEach((h, i) => {
    const name = `TD${h.block}-${pad(h.lift, 3)}`;
    plan.gradientMeters.push({
      c_td_id: i + 1,
      c_td_instrument_name: `${h.c_where}温度梯度仪`,
      hive_id: h.c_id,
      points: [0.1, 0.5, 1, 2, 3].map((depth, idx) => ({ idx: idx + 1, c_name: `${name}-${depth}m`, depth })),
    });
  });
  plan.racks
    .filter((r) => r.kind === 'cooling' && r.fault !== 'never')
    .forEach((rack, i) => {
      plan.pressureMeters.push({
        c_id: i + 1,
        c_name: `${rack.c_name}主管压力`,
        rack_id: rack.c_id,
        bias: Math.round(random.range(-0.04, 0.04) * 1000) / 1000,
      });
    });
}

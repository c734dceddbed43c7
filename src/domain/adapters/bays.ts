import { type RawNumber, toNumber } from '../number.ts';
import { type ConcreteStage, concreteStage } from '../stages.ts';
import { secondsToMs } from '../time.ts';
import { type FlowReading, flowReading, type TempReading, tempC, tempReading, tenthsToC } from '../units.ts';
import type { ValveOpening } from '../valve.ts';
import { loopOpening } from './loops.ts';
import { idOf, intOf, textOf } from './series.ts';

/** A hive configuration item (loop or thermometer of a bay) as sent by the backend (part 1 §3). */
export interface RawHiveConfigItem {
  c_id?: RawNumber;
  c_name?: string | null;
  c_type?: RawNumber;
  c_rack_id?: RawNumber;
  c_loop?: RawNumber;
  c_start?: RawNumber;
  c_end?: RawNumber;
  value?: RawNumber;
  when_add?: RawNumber;
  c_in_temp?: RawNumber;
  c_out_temp?: RawNumber;
  kaidu?: RawNumber;
  c_first_temp?: RawNumber;
  c_max_temp?: RawNumber;
}

/** A hive (bay) as sent by the backend (part 1 §3, part 2 §3). */
export interface RawHive {
  c_id: RawNumber;
  c_where?: string | null;
  c_idam_id?: string | number | null;
  c_area_id?: RawNumber;
  c_canghao?: RawNumber;
  c_temp_rucang?: RawNumber;
  c_temp_jiaozhu?: RawNumber;
  c_age?: RawNumber;
  c_stage?: RawNumber;
  c_grout?: RawNumber;
  c_grout_name?: string | null;
  c_free?: RawNumber;
  c_new_temp?: RawNumber;
  c_max_temp?: RawNumber;
  block?: RawNumber;
  top?: RawNumber;
  bottom?: RawNumber;
  c_start?: RawNumber;
  c_end?: RawNumber;
  c_stop?: RawNumber;
  c_down_date?: RawNumber;
  c_decline?: RawNumber;
  c_day_flow?: RawNumber;
  cfgs?: readonly RawHiveConfigItem[] | null;
}

/** A loop or thermometer configured in a bay (domain values). */
export interface BaySensor {
  id: string;
  name: string;
  kind: 'loop' | 'thermometer';
  cabinetId: string;
  loop: number | null;
  /** Assignment start and end, epoch ms. */
  startAt: number | null;
  endAt: number | null;
  /** Last report, epoch ms. */
  reportedAt: number | null;
  /** Latest flow (loops). */
  flow: FlowReading | null;
  /** Latest temperature (thermometers). */
  temp: TempReading | null;
  inTemp: TempReading;
  outTemp: TempReading;
  /** Valve opening in % of a loop (part 1 §9); null for a thermometer or when nothing is known. */
  opening: ValveOpening | null;
  /** First (embedding) and max temperature of a thermometer, °C. */
  firstTempC: number | null;
  maxTempC: number | null;
}

/** A bay (hive, lift of a block) in domain values: °C, metres, days, epoch ms. */
export interface Bay {
  id: string;
  /** Bay number / location label (c_where), else the bin number. */
  location: string;
  /** Bin number (c_idam_id). */
  bin: string | null;
  areaId: string | null;
  /** Height (elevation) of the lift, metres (c_canghao). */
  heightM: number | null;
  /** Bin-entry temperature, °C. */
  entryTempC: number | null;
  /** Pouring temperature, °C. */
  pouringTempC: number | null;
  ageDays: number | null;
  stage: ConcreteStage | null;
  grout: number | null;
  groutName: string | null;
  /** Free zone (true), constrained (false), unknown (null). */
  free: boolean | null;
  latestTempC: number | null;
  maxTempC: number | null;
  block: number | null;
  /** Top and bottom elevations, metres. */
  top: number | null;
  bottom: number | null;
  /** Pour start and complete, water-supply end, temperature-down date: epoch ms. */
  pourStartAt: number | null;
  pourEndAt: number | null;
  waterEndAt: number | null;
  downDateAt: number | null;
  /** Temperature decline, °C per day. */
  declineC: number | null;
  /** Daily flow, litres. */
  dailyFlowL: number | null;
  sensors: BaySensor[];
}

/** Raw hive configuration item → HiveSensor. */
export function adaptBaySensor(raw: RawHiveConfigItem): BaySensor {
  const isLoop = toNumber(raw.c_type) === 1;
  return {
    id: idOf(raw.c_id),
    name: textOf(raw.c_name) ?? '',
    kind: isLoop ? 'loop' : 'thermometer',
    cabinetId: idOf(raw.c_rack_id),
    loop: intOf(raw.c_loop),
    startAt: secondsToMs(raw.c_start),
    endAt: secondsToMs(raw.c_end),
    reportedAt: secondsToMs(raw.when_add),
    flow: isLoop ? flowReading(raw.value) : null,
    temp: isLoop ? null : tempReading(raw.value),
    inTemp: tempReading(raw.c_in_temp),
    outTemp: tempReading(raw.c_out_temp),
    opening: isLoop ? loopOpening(raw.kaidu, flowReading(raw.value)) : null,
    firstTempC: tempC(raw.c_first_temp),
    maxTempC: tempC(raw.c_max_temp),
  };
}

/** Raw hive → Hive. */
export function adaptBay(raw: RawHive): Bay {
  const free = toNumber(raw.c_free);
  const bin = textOf(raw.c_idam_id);
  return {
    id: idOf(raw.c_id),
    location: textOf(raw.c_where) ?? bin ?? idOf(raw.c_id),
    bin,
    areaId: textOf(raw.c_area_id),
    heightM: toNumber(raw.c_canghao),
    entryTempC: tempC(raw.c_temp_rucang),
    pouringTempC: tempC(raw.c_temp_jiaozhu),
    ageDays: toNumber(raw.c_age),
    stage: concreteStage(raw.c_stage),
    grout: intOf(raw.c_grout),
    groutName: textOf(raw.c_grout_name),
    free: free === null ? null : free !== 0,
    latestTempC: tempC(raw.c_new_temp),
    maxTempC: tempC(raw.c_max_temp),
    block: intOf(raw.block),
    top: toNumber(raw.top),
    bottom: toNumber(raw.bottom),
    pourStartAt: secondsToMs(raw.c_start),
    pourEndAt: secondsToMs(raw.c_end),
    waterEndAt: secondsToMs(raw.c_stop),
    downDateAt: secondsToMs(raw.c_down_date),
    declineC: tenthsToC(raw.c_decline),
    dailyFlowL: toNumber(raw.c_day_flow),
    sensors: (raw.cfgs ?? []).map(adaptBaySensor),
  };
}

/** Name and age of a bay (getHiveInfo). */
export function adaptBayInfo(raw: { name?: string | null; age?: RawNumber }): {
  name: string;
  ageDays: number | null;
} {
  return { name: textOf(raw.name) ?? '', ageDays: toNumber(raw.age) };
}

/** An area (part 1 §3). */
export interface Area {
  id: string;
  name: string;
}

/** Raw area → Area. */
export function adaptArea(raw: { c_id: RawNumber; c_area_name?: string | null }): Area {
  return { id: idOf(raw.c_id), name: textOf(raw.c_area_name) ?? idOf(raw.c_id) };
}

/** A dam block (pier) of an area with its bay count and the highest elevation poured. */
export interface Block {
  block: number | null;
  bayCount: number;
  /** Highest elevation poured, metres; null before the first pour. */
  top: number | null;
}

/** Raw pier → Pier. */
export function adaptBlock(raw: { c_block: RawNumber; hiveCount?: RawNumber; top?: RawNumber }): Block {
  return {
    block: intOf(raw.c_block),
    bayCount: Math.max(0, intOf(raw.hiveCount) ?? 0),
    top: toNumber(raw.top),
  };
}

/** One dam block with its bays. */
export interface BlockBays {
  block: number | null;
  bays: Bay[];
}

/** Raw pier info → PierBays. */
export function adaptBlockBays(raw: { c_block: RawNumber; hives?: readonly RawHive[] | null }): BlockBays {
  return { block: intOf(raw.c_block), bays: (raw.hives ?? []).map(adaptBay) };
}

/** A bay needing handling, with its open warnings and its last handling record. */
export interface BayToHandle {
  bay: Bay;
  warnings: number;
  /** Last handling record, epoch ms; null for none. */
  lastRecordAt: number | null;
}

/** Raw hive deal → HiveToHandle. */
export function adaptBayDeal(raw: {
  hive: RawHive;
  warnings?: RawNumber;
  lastRecord?: RawNumber;
}): BayToHandle {
  return {
    bay: adaptBay(raw.hive),
    warnings: Math.max(0, intOf(raw.warnings) ?? 0),
    lastRecordAt: secondsToMs(raw.lastRecord),
  };
}

/** A handling record of a bay: what was done, by whom, when. */
export interface HandlingRecord {
  id: string;
  what: string;
  who: string;
  /** Epoch ms. */
  at: number | null;
}

/** Raw detail record → HandlingRecord. */
export function adaptDetailRecord(raw: {
  c_id: RawNumber;
  c_what?: string | null;
  c_who?: string | null;
  c_when?: RawNumber;
}): HandlingRecord {
  return {
    id: idOf(raw.c_id),
    what: textOf(raw.c_what) ?? '',
    who: textOf(raw.c_who) ?? '',
    at: secondsToMs(raw.c_when),
  };
}

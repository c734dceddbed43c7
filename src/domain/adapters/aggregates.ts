import type { RawNumber } from '../number.ts';
import { type AggregateStage, aggregateStage } from '../stages.ts';
import { msToSeconds, secondsToMs } from '../time.ts';
import { tenthsToC } from '../units.ts';
import { idOf, type Series, seriesFrom, textOf } from './series.ts';

/** An aggregate with its latest temperatures (part 2 §3). */
export interface Aggregate {
  id: string;
  name: string;
  /**
   * Latest temperature per cooling stage (°C, epoch ms): `aggregateDetails` lists the first cooling, then the
   * second (as the reference backend answers); an entry past the second has no stage.
   */
  latest: { stage: AggregateStage | null; tempC: number | null; at: number | null; typeId: string | null }[];
}

/** Raw aggregate → Aggregate. */
export function adaptAggregate(raw: {
  cid: RawNumber;
  aggregateName?: string | null;
  aggregateDetails?:
    | readonly { theLastTemperature?: RawNumber; theLastTime?: RawNumber; typeId?: RawNumber }[]
    | null;
}): Aggregate {
  return {
    id: idOf(raw.cid),
    name: textOf(raw.aggregateName) ?? '',
    latest: (raw.aggregateDetails ?? []).map((d, i) => ({
      stage: aggregateStage(i + 1),
      tempC: tenthsToC(d.theLastTemperature),
      at: secondsToMs(d.theLastTime),
      typeId: textOf(d.typeId),
    })),
  };
}

/**
 * The aggregate sizes a site names in Chinese (c_type), by their word: a screen words a known one in the
 * reader's language (message `aggregate.kind.<kind>`) and shows any other as the site wrote it.
 */
const AGGREGATE_KINDS = {
  特大石: 'extraLargeStone',
  大石: 'largeStone',
  中石: 'mediumStone',
  小石: 'smallStone',
  砂: 'sand',
} as const;

/** A known aggregate size: extra-large, large, medium or small stone, or sand. */
export type AggregateKind = (typeof AGGREGATE_KINDS)[keyof typeof AGGREGATE_KINDS];

/** A region written as a mixing plant's number ('1#拌和楼'), as the sites write it. */
const MIXING_PLANT = /^(\d+)\s*#\s*拌和楼$/;

/** An aggregate category (type and region). */
export interface AggregateType {
  id: string;
  /** The type as the site wrote it ('大石'). */
  type: string;
  /** The region as the site wrote it ('1#拌和楼'). */
  region: string;
  /** The known size the type names; null for a word damtherm does not know (shown as written). */
  kind: AggregateKind | null;
  /** The mixing plant's number when the region names one ('1#拌和楼' → '1'); null otherwise. */
  plant: string | null;
}

/** Raw category → AggregateType. */
export function adaptAggregateType(raw: {
  c_id: RawNumber;
  c_type?: string | null;
  c_region?: string | null;
}): AggregateType {
  const type = textOf(raw.c_type) ?? '';
  const region = textOf(raw.c_region) ?? '';
  return {
    id: idOf(raw.c_id),
    type,
    region,
    kind: Object.hasOwn(AGGREGATE_KINDS, type) ? AGGREGATE_KINDS[type as keyof typeof AGGREGATE_KINDS] : null,
    plant: MIXING_PLANT.exec(region)?.[1] ?? null,
  };
}

/** A temperature record of an aggregate. */
export interface AggregateRecord {
  id: string;
  tempC: number | null;
  /** Epoch ms. */
  at: number | null;
  stage: AggregateStage | null;
  typeId: string | null;
  user: string | null;
}

/** A raw aggregate record. */
export interface RawAggregateRecord {
  c_id: RawNumber;
  temperature?: RawNumber;
  time?: RawNumber;
  stage?: RawNumber;
  typeId?: RawNumber;
  user?: string | null;
}

/** Raw record → AggregateRecord. */
export function adaptAggregateRecord(raw: RawAggregateRecord): AggregateRecord {
  return {
    id: idOf(raw.c_id),
    tempC: tenthsToC(raw.temperature),
    at: secondsToMs(raw.time),
    stage: aggregateStage(raw.stage),
    typeId: textOf(raw.typeId),
    user: textOf(raw.user),
  };
}

/** An aggregate entry as the backend wants it: °C → tenths, epoch ms → seconds. */
export function toAggregateInsert(entry: {
  aggregateId: number;
  typeId: number;
  stage: AggregateStage;
  tempC: number;
  at: number;
  user: string;
}): {
  insertTemperature: number;
  insertTime: number;
  user: string;
  cId: number;
  typeId: number;
  aggregateStage: AggregateStage;
} {
  return {
    insertTemperature: Math.round(entry.tempC * 10),
    insertTime: msToSeconds(entry.at),
    user: entry.user,
    cId: entry.aggregateId,
    typeId: entry.typeId,
    aggregateStage: entry.stage,
  };
}

/** Gradient meter (part 2 §3). */
export interface GradientMeter {
  id: string;
  name: string;
  thermometers: string[];
}

/** Raw gradient meter → GradientMeter. */
export function adaptGradientMeter(raw: {
  c_td_id: RawNumber;
  c_td_instrument_name?: string | null;
  thermometers?: readonly string[] | null;
}): GradientMeter {
  return {
    id: idOf(raw.c_td_id),
    name: textOf(raw.c_td_instrument_name) ?? '',
    thermometers: [...(raw.thermometers ?? [])],
  };
}

/** Gradient curves keyed by thermometer name ([seconds, tenths] points) → one series per thermometer, °C. */
export function gradientSeries(
  raw: Readonly<Record<string, readonly (readonly RawNumber[])[]>> | null | undefined,
): Series[] {
  return Object.entries(raw ?? {}).map(([name, points]) =>
    seriesFrom(
      `gradient-${name}`,
      name,
      points,
      (p) => p[0],
      (p) => tenthsToC(p[1]),
    ),
  );
}

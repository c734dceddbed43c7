import type { WarningItem } from './adapters/warnings.ts';
import { distinguishingDecimals } from './distinguishingDecimals.ts';
import type { FlowReading } from './units.ts';

/*
 * What a warning means, for the lists of part 2 §2.6: which card shows it (its variant), which category of
 * the messages page it falls in, how severe it is, what went wrong, and which facts its card shows. The seeds
 * give every list its fields (part 2 §3) but no severity; the severity rules here are damtherm's.
 */

/**
 * The card variants, one per warning list of part 2 §2.1 / §2.6: four-way valve (sifaWarns), industrial
 * computer offline (gkjWarns), max temperature (tempWarns), stage temperature (stageTemp), flow (loopWarns),
 * outlet / bin-entry / pouring temperature too high (cjkWarns, rcWarns, jzWarns), daily drop (dailyDecline)
 * and the second daily-drop list with current and target temperature, temperature unknown (tempUnknown),
 * temperature timeout (tempTimeout), temperature-control change range (tempControlChangeRange), inlet water
 * above the bay (intempBiggerHivetemp) and inlet temperature range (inTempRange).
 */
export const WARNING_VARIANTS = [
  'valve',
  'computer',
  'maxTemperature',
  'stageTemperature',
  'flow',
  'outlet',
  'entry',
  'pouring',
  'dailyDrop',
  'dailyDropTarget',
  'temperatureUnknown',
  'temperatureTimeout',
  'changeRange',
  'inletAboveBay',
  'inletRange',
] as const;
export type WarningVariant = (typeof WARNING_VARIANTS)[number];

/** The three categories of the messages page (part 2 §2.6). */
export const WARNING_CATEGORIES = ['temperature', 'flow', 'other'] as const;
export type WarningCategory = (typeof WARNING_CATEGORIES)[number];

/**
 * The category of each variant. Part 2 §9 sums temp, cjk, rc, jz, ih, stageTemp3 and dailyDecline under
 * temperature, the flow counts under flow, and leaves the industrial computer and the four-way valve as
 * other; the lists without a count (unknown, timeout, change range, inlet range) are about temperatures of
 * the concrete or its water, so they join temperature.
 */
export const WARNING_CATEGORY: Readonly<Record<WarningVariant, WarningCategory>> = {
  valve: 'other',
  computer: 'other',
  maxTemperature: 'temperature',
  stageTemperature: 'temperature',
  flow: 'flow',
  outlet: 'temperature',
  entry: 'temperature',
  pouring: 'temperature',
  dailyDrop: 'temperature',
  dailyDropTarget: 'temperature',
  temperatureUnknown: 'temperature',
  temperatureTimeout: 'temperature',
  changeRange: 'temperature',
  inletAboveBay: 'temperature',
  inletRange: 'temperature',
};

/** The category of the messages page a variant falls in. */
export function warningCategory(variant: WarningVariant): WarningCategory {
  return WARNING_CATEGORY[variant];
}

/**
 * What went wrong, one name per kind of warning of part 2 §3: a max temperature above its limit, a stage
 * temperature off its target curve, a daily drop too fast, inlet water warmer than the bay or outside its
 * range, water warming too much through the pipe (the temperature-control change range), a thermometer
 * unknown or silent, a flow unknown, too big or too small, an industrial computer offline, a four-way valve
 * reversal interrupted, an outlet, bin-entry or pouring temperature above its limit.
 */
export const WARNING_KINDS = [
  'maxTemperature',
  'stageTemperature',
  'dailyDrop',
  'inletAboveBay',
  'inletRange',
  'changeRange',
  'temperatureUnknown',
  'temperatureTimeout',
  'flowUnknown',
  'flowTooBig',
  'flowTooSmall',
  'computerOffline',
  'fourWayValve',
  'outletTemperature',
  'binEntryTemperature',
  'pouringTemperature',
] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

/**
 * The variants that can show a warning of a kind. Daily drops have two lists, so two variants; the three
 * flow kinds share one.
 */
const KIND_VARIANTS: Readonly<Record<WarningKind, readonly WarningVariant[]>> = {
  maxTemperature: ['maxTemperature'],
  stageTemperature: ['stageTemperature'],
  dailyDrop: ['dailyDrop', 'dailyDropTarget'],
  inletAboveBay: ['inletAboveBay'],
  inletRange: ['inletRange'],
  changeRange: ['changeRange'],
  temperatureUnknown: ['temperatureUnknown'],
  temperatureTimeout: ['temperatureTimeout'],
  flowUnknown: ['flow'],
  flowTooBig: ['flow'],
  flowTooSmall: ['flow'],
  computerOffline: ['computer'],
  fourWayValve: ['valve'],
  outletTemperature: ['outlet'],
  binEntryTemperature: ['entry'],
  pouringTemperature: ['pouring'],
};

function isVariant(kind: string): kind is WarningVariant {
  return (WARNING_VARIANTS as readonly string[]).includes(kind);
}

/**
 * The variant that shows a warning: the list's own (`preferred`) when it fits the warning's kind, else the
 * kind's (a max-temperature list may carry timeouts), else `preferred` for a kind damtherm does not know,
 * else null. A variant name is taken as the kind it shows.
 */
export function warningVariant(
  kind: WarningKind | WarningVariant | null | undefined,
  preferred?: WarningVariant | null,
): WarningVariant | null {
  const fits = kind
    ? Object.hasOwn(KIND_VARIANTS, kind)
      ? KIND_VARIANTS[kind as WarningKind]
      : isVariant(kind)
        ? [kind]
        : undefined
    : undefined;
  if (!fits) return preferred ?? null;
  if (preferred && fits.includes(preferred)) return preferred;
  return fits[0] ?? null;
}

/** How urgent a warning is, most urgent first. */
export const WARNING_SEVERITIES = ['critical', 'major', 'minor'] as const;
export type WarningSeverity = (typeof WARNING_SEVERITIES)[number];

/** A temperature this far or more above its limit (°C) is critical, not just major. */
export const CRITICAL_EXCESS_C = 2;
/** A daily drop this many times the allowed one, or a stage temperature this many bands off, is critical. */
export const CRITICAL_FACTOR = 2;

/** What went wrong, one phrase per case (the card's headline under its subject). */
export type WarningCondition =
  | 'valveInterrupted'
  | 'computerOffline'
  | 'maxTemperatureHigh'
  | 'stageOffTarget'
  | 'flowTooBig'
  | 'flowTooSmall'
  | 'flowStopped'
  | 'flowUnknown'
  | 'flowAbnormal'
  | 'outletHigh'
  | 'entryHigh'
  | 'pouringHigh'
  | 'dailyDropFast'
  | 'temperatureUnknown'
  | 'temperatureNotCollected'
  | 'temperatureTimeout'
  | 'changeRangeExceeded'
  | 'inletAboveBay'
  | 'inletOutOfRange';

/** The flow of a flow warning: its last flow, unknown when it has none. */
export function warningFlow(item: Pick<WarningItem, 'lastFlow'>): FlowReading {
  return item.lastFlow ?? { kind: 'unknown' };
}

/** The measured temperature of a max-temperature, stage or outlet / entry / pouring warning, °C. */
function measuredC(item: WarningItem, variant: WarningVariant): number | null {
  if (variant === 'outlet') return item.valueC ?? item.outletTempC ?? null;
  if (variant === 'entry') return item.valueC ?? item.entryTempC ?? null;
  if (variant === 'pouring') return item.valueC ?? item.pouringTempC ?? null;
  return item.valueC ?? null;
}

/** What went wrong with a warning shown as `variant`. */
export function warningCondition(item: WarningItem, variant: WarningVariant): WarningCondition {
  switch (variant) {
    case 'valve':
      return 'valveInterrupted';
    case 'computer':
      return 'computerOffline';
    case 'maxTemperature':
      return 'maxTemperatureHigh';
    case 'stageTemperature':
      return 'stageOffTarget';
    case 'flow': {
      const flow = warningFlow(item);
      if (flow.kind === 'stopped') return 'flowStopped';
      if (item.kind === 'flowTooBig') return 'flowTooBig';
      if (item.kind === 'flowTooSmall') return 'flowTooSmall';
      if (item.kind === 'flowUnknown' || flow.kind === 'unknown') return 'flowUnknown';
      return 'flowAbnormal';
    }
    case 'outlet':
      return 'outletHigh';
    case 'entry':
      return 'entryHigh';
    case 'pouring':
      return 'pouringHigh';
    case 'dailyDrop':
    case 'dailyDropTarget':
      return 'dailyDropFast';
    case 'temperatureUnknown':
      // No last temperature reads as never collected, as a 0 on the wire does (part 1 §9).
      return (item.lastTemperature?.kind ?? 'notCollected') === 'notCollected'
        ? 'temperatureNotCollected'
        : 'temperatureUnknown';
    case 'temperatureTimeout':
      return 'temperatureTimeout';
    case 'changeRange':
      return 'changeRangeExceeded';
    case 'inletAboveBay':
      return 'inletAboveBay';
    case 'inletRange':
      return 'inletOutOfRange';
  }
}

function excessSeverity(value: Maybe<number>, limit: Maybe<number>): WarningSeverity {
  return typeof value === 'number' && typeof limit === 'number' && value - limit >= CRITICAL_EXCESS_C
    ? 'critical'
    : 'major';
}

/**
 * How severe a warning is (damtherm's reading; the seeds give none):
 * - critical: the industrial computer is offline (a whole cabinet runs blind), the water stopped or flows too
 *   little (the bay is not cooled), a temperature at least `CRITICAL_EXCESS_C` above its limit, a daily drop
 *   of `CRITICAL_FACTOR` times the allowed one or more (cracking), a stage temperature `CRITICAL_FACTOR`
 *   bands or more off its target;
 * - minor: what is missing rather than wrong (an unknown or silent thermometer, an unknown flow) and inlet
 *   water a little off its nominal temperature;
 * - major: everything else (a valve reversal interrupted, too much flow, water warming too much in the pipe,
 *   inlet water warmer than the bay, a limit crossed by less than the critical margin).
 */
export function warningSeverity(item: WarningItem, variant: WarningVariant): WarningSeverity {
  switch (variant) {
    case 'computer':
      return 'critical';
    case 'flow': {
      const condition = warningCondition(item, variant);
      if (condition === 'flowStopped' || condition === 'flowTooSmall') return 'critical';
      return condition === 'flowUnknown' ? 'minor' : 'major';
    }
    case 'maxTemperature':
    case 'outlet':
    case 'entry':
    case 'pouring':
      return excessSeverity(measuredC(item, variant), item.rangeC);
    case 'stageTemperature': {
      const { valueC: value, targetTempC: target, rangeC: band } = item;
      if (typeof value !== 'number' || typeof target !== 'number' || typeof band !== 'number' || band <= 0)
        return 'major';
      return Math.abs(value - target) >= CRITICAL_FACTOR * band ? 'critical' : 'major';
    }
    case 'dailyDrop':
    case 'dailyDropTarget': {
      const { declineC: decline, rangeC: allowed } = item;
      if (typeof decline !== 'number' || typeof allowed !== 'number' || allowed <= 0) return 'major';
      return decline >= CRITICAL_FACTOR * allowed ? 'critical' : 'major';
    }
    case 'temperatureUnknown':
    case 'temperatureTimeout':
    case 'inletRange':
      return 'minor';
    case 'valve':
    case 'changeRange':
    case 'inletAboveBay':
      return 'major';
  }
}

/** The names of the facts a warning card shows. */
export type WarningFactKey =
  | 'cabinet'
  | 'loop'
  | 'site'
  | 'bay'
  | 'bin'
  | 'sensor'
  | 'temperature'
  | 'limit'
  | 'target'
  | 'allowedDeviation'
  | 'flow'
  | 'decline'
  | 'allowedDecline'
  | 'current'
  | 'inlet'
  | 'bayTemperature'
  | 'nominalInlet'
  | 'allowedBand'
  | 'rise'
  | 'allowedRise'
  | 'lastHeartbeat'
  | 'offlineFor'
  | 'measuredAt'
  | 'acquiredAt'
  | 'since'
  | 'clearedAt';

/** A fact's value, typed by how it is shown. */
export type WarningFactValue =
  /** A name as the site gave it (a bay, a thermometer, a site). */
  | { kind: 'text'; text: string }
  /** A cabinet by its id, a loop by its number. */
  | { kind: 'cabinet'; id: string }
  | { kind: 'loop'; loop: number }
  /** °C; `signed` for a deviation shown as ±; `decimals` shown (the card's, see `warningFacts`). */
  | { kind: 'celsius'; celsius: number; signed?: boolean; decimals?: number }
  /** °C per day, with `decimals` shown. */
  | { kind: 'celsiusPerDay'; celsius: number; decimals?: number }
  | { kind: 'flow'; flow: FlowReading }
  /** A moment, epoch ms (shown in the site's zone). */
  | { kind: 'time'; at: number }
  /** A length of time, ms. */
  | { kind: 'duration'; ms: number }
  /** A value the list should carry but this warning lacks (shown as a dash). */
  | { kind: 'missing' };

export interface WarningFact {
  key: WarningFactKey;
  value: WarningFactValue;
}

type Maybe<T> = T | null | undefined;

const text = (value: Maybe<string>): WarningFactValue | null =>
  value ? { kind: 'text', text: value } : null;
const celsius = (value: Maybe<number>, signed?: boolean): WarningFactValue | null =>
  value === null || value === undefined
    ? null
    : signed
      ? { kind: 'celsius', celsius: value, signed }
      : { kind: 'celsius', celsius: value };
const perDay = (value: Maybe<number>): WarningFactValue | null =>
  value === null || value === undefined ? null : { kind: 'celsiusPerDay', celsius: value };
const time = (at: Maybe<number>): WarningFactValue | null =>
  at === null || at === undefined ? null : { kind: 'time', at };

/** A warning on one loop (its `name` then names the thermometer or pipe, not the cabinet). */
const onLoop = (item: WarningItem): boolean => typeof item.loop === 'number';

/** The fact always shown (a dash when missing) and the facts shown only when known. */
const shown = (key: WarningFactKey, value: WarningFactValue | null): WarningFact => ({
  key,
  value: value ?? { kind: 'missing' },
});
const known = (key: WarningFactKey, value: WarningFactValue | null): WarningFact | null =>
  value ? { key, value } : null;

/**
 * The cabinet of a warning: by name when the warning is on no loop (its `c_name` then names the cabinet),
 * else by id.
 */
function cabinet(item: WarningItem): WarningFact | null {
  if (!onLoop(item) && item.name) return { key: 'cabinet', value: { kind: 'text', text: item.name } };
  return known('cabinet', item.cabinetId ? { kind: 'cabinet', id: item.cabinetId } : null);
}

/** Where a loop warning is: its cabinet and loop (each shown when known). */
function place(item: WarningItem): (WarningFact | null)[] {
  const { loop } = item;
  return [cabinet(item), known('loop', typeof loop === 'number' ? { kind: 'loop', loop } : null)];
}

/**
 * The facts a warning card shows, in order, with the seed's units (°C, °C per day, L/min) and times in epoch
 * ms. The measured values of a list are always there (a dash when the warning lacks one); places and names
 * only when known. The subject of the card (`warningSubject`) is not repeated. `now` (epoch ms) gives how
 * long an industrial computer has been offline.
 */
export function warningFacts(item: WarningItem, variant: WarningVariant, now?: number): WarningFact[] {
  const facts: (WarningFact | null)[] = [];
  const bay = known('bay', text(item.bay));
  switch (variant) {
    case 'valve':
      facts.push(...place(item), bay, known('since', time(item.at)));
      break;
    case 'computer': {
      const heartbeat = item.heartbeatAt ?? null;
      facts.push(
        known('site', text(item.site)),
        shown('lastHeartbeat', time(heartbeat)),
        known(
          'offlineFor',
          heartbeat !== null && now !== undefined && now > heartbeat
            ? { kind: 'duration', ms: now - heartbeat }
            : null,
        ),
      );
      break;
    }
    case 'maxTemperature':
      facts.push(
        shown('temperature', celsius(measuredC(item, variant))),
        known('limit', celsius(item.rangeC)),
        known('sensor', text(onLoop(item) ? item.name : null)),
        cabinet(item),
        shown('measuredAt', time(item.lastAt ?? item.at)),
      );
      break;
    case 'stageTemperature':
      facts.push(
        shown('temperature', celsius(item.valueC)),
        shown('target', celsius(item.targetTempC)),
        known('allowedDeviation', celsius(item.rangeC, true)),
        cabinet(item),
        shown('measuredAt', time(item.lastAt ?? item.at)),
      );
      break;
    case 'flow':
      facts.push(
        shown('flow', { kind: 'flow', flow: warningFlow(item) }),
        ...place(item),
        bay,
        shown('measuredAt', time(item.lastAt ?? item.at)),
      );
      break;
    case 'outlet':
    case 'entry':
    case 'pouring':
      facts.push(
        shown('temperature', celsius(measuredC(item, variant))),
        known('limit', celsius(item.rangeC)),
        // The bin number (c_idam_id) only where the reading names no bay: they name the same pour.
        bay ?? known('bin', text(item.bin)),
        shown('acquiredAt', time(item.acquiredAt ?? item.at)),
      );
      break;
    case 'dailyDrop':
      facts.push(
        shown('decline', perDay(item.declineC)),
        known('allowedDecline', perDay(item.rangeC)),
        known('current', celsius(item.currentTempC)),
        cabinet(item),
        shown('measuredAt', time(item.at)),
      );
      break;
    case 'dailyDropTarget':
      facts.push(
        shown('current', celsius(item.currentTempC)),
        shown('target', celsius(item.targetTempC)),
        known('decline', perDay(item.declineC)),
        cabinet(item),
        shown('measuredAt', time(item.at)),
      );
      break;
    case 'temperatureUnknown':
    case 'temperatureTimeout':
      facts.push(bay, ...place(item), known('since', time(item.at)));
      break;
    case 'changeRange':
      facts.push(
        shown('rise', celsius(item.tempRangeC)),
        known('allowedRise', celsius(item.rangeC)),
        shown('inlet', celsius(item.inTempC)),
        bay,
        shown('measuredAt', time(item.lastAt ?? item.at)),
      );
      break;
    case 'inletAboveBay':
      facts.push(
        shown('inlet', celsius(item.inTempC)),
        shown('bayTemperature', celsius(item.bayTempC)),
        bay,
        shown('measuredAt', time(item.lastAt ?? item.at)),
      );
      break;
    case 'inletRange':
      facts.push(
        shown('inlet', celsius(item.inTempC)),
        shown('nominalInlet', celsius(item.inTemp2C ?? item.targetTempC)),
        known('allowedBand', celsius(item.tempRangeC ?? item.rangeC, true)),
        bay,
        shown('measuredAt', time(item.lastAt ?? item.at)),
      );
      break;
  }
  facts.push(known('clearedAt', time(item.clearedAt)));
  return withDecimals(facts.filter((fact): fact is WarningFact => fact !== null));
}

/**
 * Every temperature of a card with the same decimals, enough that a value and its limit (or target, or
 * another reading) read differently when they differ: a daily drop of 0.54 beside an allowed 0.5 shows
 * 0.54 and 0.50, never 0.5 twice.
 */
function withDecimals(facts: WarningFact[]): WarningFact[] {
  const degrees = facts.flatMap(({ value }) =>
    value.kind === 'celsius' || value.kind === 'celsiusPerDay' ? [value.celsius] : [],
  );
  const decimals = distinguishingDecimals(degrees);
  return facts.map((fact) =>
    fact.value.kind === 'celsius' || fact.value.kind === 'celsiusPerDay'
      ? { ...fact, value: { ...fact.value, decimals } }
      : fact,
  );
}

/**
 * The subject of a warning card, as the site names it: the thermometer or pipe (`c_name`) for a warning on
 * one loop, the cabinet for an offline computer, the bay for a bay's temperatures, the measuring point for an
 * outlet / entry / pouring reading. Null when the warning names none (the card then names its cabinet and
 * loop).
 */
export function warningSubject(item: WarningItem, variant: WarningVariant): string | null {
  switch (variant) {
    case 'computer':
      return item.name ?? null;
    case 'maxTemperature':
    case 'stageTemperature':
    case 'dailyDrop':
    case 'dailyDropTarget':
      return item.bay ?? (onLoop(item) ? (item.name ?? null) : null);
    case 'outlet':
    case 'entry':
    case 'pouring':
      return item.name ?? item.bay ?? item.bin ?? null;
    default:
      return item.name ?? item.bay ?? null;
  }
}

/** Whole minutes and hours of a duration (for 'offline for 3 h 20 min'). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/**
 * Whether a warning shows as unread (a dot, and in its list's count): not read and still standing. A
 * cleared warning is history; it is not counted (the counts of message_warn_count hold standing ones).
 */
export function isUnread(item: Pick<WarningItem, 'read' | 'clearedAt'>): boolean {
  return !item.read && (item.clearedAt ?? null) === null;
}

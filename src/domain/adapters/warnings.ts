import { WARNING_COUNT_KEYS, type WarningCountKey } from '../badges.ts';
import { type RawNumber, toNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { type FlowReading, flowReading, type TempReading, tempC, tempReading, tenthsToC } from '../units.ts';
import type { WarningKind } from '../warnings.ts';
import { idOf, intOf, textOf } from './series.ts';

/** Raw warning counts → every count as a non-negative integer (missing ones 0). */
export function adaptWarningCounts(
  raw: Partial<Record<string, RawNumber>> | null | undefined,
): Record<WarningCountKey, number> {
  const out = {} as Record<WarningCountKey, number>;
  for (const key of WARNING_COUNT_KEYS) {
    const alias = key === 'dailyDeclineCount' ? raw?.dailyDecline : undefined;
    const n = toNumber(raw?.[key] ?? alias);
    out[key] = n === null || n < 0 ? 0 : Math.trunc(n);
  }
  return out;
}

/** A warning as the lists send it (part 2 §3 'Warning items' and 'List fields'); every field optional. */
export interface RawWarningItem {
  c_id?: RawNumber;
  c_type?: string | null;
  c_site?: string | null;
  c_rack_id?: RawNumber;
  c_loop?: RawNumber;
  c_name?: string | null;
  alramDesc?: string | null;
  c_desc?: string | null;
  c_when?: RawNumber;
  c_end_when?: RawNumber;
  readFlag?: RawNumber;
  c_last_value?: RawNumber;
  c_last_when?: RawNumber;
  heartTime?: RawNumber;
  c_hive_id?: RawNumber;
  c_where?: string | null;
  hive_name?: string | null;
  c_idam_id?: string | number | null;
  c_free?: RawNumber;
  c_temp_chujikou?: RawNumber;
  c_temp_rucang?: RawNumber;
  c_temp_jiaozhu?: RawNumber;
  avgTemp?: RawNumber;
  c_when_acquire?: RawNumber;
  decline?: RawNumber;
  last?: RawNumber;
  time?: RawNumber;
  range?: RawNumber;
  c_hive_temp?: RawNumber;
  c_in_temp?: RawNumber;
  c_in_temp2?: RawNumber;
  c_temp_range?: RawNumber;
  c_new_temp?: RawNumber;
  c_value?: RawNumber;
  c_target?: RawNumber;
}

/**
 * A warning's kind as the backend sends it (`c_type`), and the named kind it is (part 2 §3 'Warning items').
 * `stageTemp3` is the stage-temperature count's name, sent by some lists as a kind.
 */
export const WARNING_KIND_OF_WIRE = {
  temp: 'maxTemperature',
  stageTemp: 'stageTemperature',
  stageTemp3: 'stageTemperature',
  dailyDecline: 'dailyDrop',
  ih: 'inletAboveBay',
  inTempRange: 'inletRange',
  tempControlChangeRange: 'changeRange',
  tempUnknown: 'temperatureUnknown',
  tempTimeout: 'temperatureTimeout',
  loopUnknown: 'flowUnknown',
  loopTooBig: 'flowTooBig',
  loopTooSmall: 'flowTooSmall',
  gkj: 'computerOffline',
  sitong: 'fourWayValve',
  cjk: 'outletTemperature',
  rc: 'binEntryTemperature',
  jz: 'pouringTemperature',
} as const satisfies Record<string, WarningKind>;
export type WireWarningKind = keyof typeof WARNING_KIND_OF_WIRE;

/** Backend kind (`c_type`) → named kind; null for a kind damtherm does not know. */
export function warningKindOf(raw: string | null | undefined): WarningKind | null {
  return raw && Object.hasOwn(WARNING_KIND_OF_WIRE, raw)
    ? WARNING_KIND_OF_WIRE[raw as WireWarningKind]
    : null;
}

/** Named kind → the backend's `c_type` (what marking a kind read sends). */
export function wireWarningKind(kind: WarningKind): Exclude<WireWarningKind, 'stageTemp3'> {
  return WIRE_OF_KIND[kind];
}

const WIRE_OF_KIND = Object.fromEntries(
  Object.entries(WARNING_KIND_OF_WIRE)
    .filter(([wire]) => wire !== 'stageTemp3')
    .map(([wire, kind]) => [kind, wire]),
) as Record<WarningKind, Exclude<WireWarningKind, 'stageTemp3'>>;

/** The kinds whose last value (`c_last_value`) is a flow, in hundredths of L/min on the wire. */
const FLOW_KINDS: ReadonlySet<WarningKind> = new Set(['flowUnknown', 'flowTooBig', 'flowTooSmall']);
/** The kinds whose last value is a thermometer's or the inlet water's temperature, in tenths on the wire. */
const TEMPERATURE_KINDS: ReadonlySet<WarningKind> = new Set([
  'maxTemperature',
  'stageTemperature',
  'temperatureUnknown',
  'inletAboveBay',
  'inletRange',
]);

/**
 * A warning in domain values: temperatures in °C, flows in L/min, times in epoch ms. Only what every card
 * shows is required (its key, kind, time and read flag), so a portal can build one by hand; the rest is what
 * the warning's list carries (part 2 §3), absent or null when it lacks it.
 */
export interface WarningItem {
  /** Stable key of its card: the warning's id, else cabinet, loop, bay and time. */
  key: string;
  /** What went wrong (`'outletTemperature'`, `'flowTooBig'` …); null for a kind damtherm does not know. */
  kind: WarningKind | null;
  /** When it began, epoch ms; null when the list sends no time. */
  at: number | null;
  /** Read by the signed-in user; an unread warning shows a dot. */
  read: boolean;
  /** The warning's id, what `useMarkWarningsRead` takes; null when the list sends none. */
  id?: number | null;
  site?: string | null;
  cabinetId?: string | null;
  loop?: number | null;
  /** The thermometer or pipe of a loop warning, else the cabinet's name, or a measuring point's. */
  name?: string | null;
  /** The warning's text as the backend words it (shown for a kind damtherm does not know). */
  description?: string | null;
  /**
   * When it cleared, epoch ms; null while it stands. A cleared warning is history: it shows no unread dot
   * and no count holds it.
   */
  clearedAt?: number | null;
  /** The last flow of a flow warning, L/min (or water stopped, or unknown). */
  lastFlow?: FlowReading | null;
  /** The last temperature of a thermometer or inlet-water warning, °C (or not collected, or unknown). */
  lastTemperature?: TempReading | null;
  /** When the last value was measured, epoch ms. */
  lastAt?: number | null;
  /** The last heartbeat of an offline industrial computer, epoch ms. */
  heartbeatAt?: number | null;
  bayId?: string | null;
  /** Bay number or name. */
  bay?: string | null;
  /** Bin number. */
  bin?: string | null;
  /** In a free zone (else constrained). */
  free?: boolean | null;
  outletTempC?: number | null;
  entryTempC?: number | null;
  pouringTempC?: number | null;
  averageTempC?: number | null;
  /** When an outlet / bin-entry / pouring reading was taken, epoch ms. */
  acquiredAt?: number | null;
  /** Daily decline, °C per day. */
  declineC?: number | null;
  /** Current (last) and target temperature, °C. */
  currentTempC?: number | null;
  targetTempC?: number | null;
  /** The limit or allowed range, °C (°C per day for a daily drop). */
  rangeC?: number | null;
  bayTempC?: number | null;
  /** Inlet water temperature, and the nominal inlet temperature, °C. */
  inTempC?: number | null;
  inTemp2C?: number | null;
  /** How much the water warms through the pipe, or the allowed inlet band, °C. */
  tempRangeC?: number | null;
  latestTempC?: number | null;
  /** The measured value of a temperature warning, °C. */
  valueC?: number | null;
}

/** Raw warning → WarningItem. */
export function adaptWarningItem(raw: RawWarningItem): WarningItem {
  const at = secondsToMs(raw.c_when ?? raw.time);
  const id = idOf(raw.c_id);
  const kind = warningKindOf(textOf(raw.c_type));
  const free = toNumber(raw.c_free);
  const acquired = toNumber(raw.c_when_acquire);
  const numericId = intOf(raw.c_id);
  return {
    key: id || `${idOf(raw.c_rack_id)}-${idOf(raw.c_loop)}-${idOf(raw.c_hive_id)}-${at ?? ''}`,
    id: numericId !== null && numericId > 0 ? numericId : null,
    kind,
    site: textOf(raw.c_site),
    cabinetId: textOf(raw.c_rack_id),
    loop: intOf(raw.c_loop),
    name: textOf(raw.c_name),
    description: textOf(raw.alramDesc) ?? textOf(raw.c_desc),
    at,
    clearedAt: secondsToMs(raw.c_end_when),
    read: toNumber(raw.readFlag) === 1,
    lastFlow: kind && FLOW_KINDS.has(kind) ? flowReading(raw.c_last_value) : null,
    lastTemperature: kind && TEMPERATURE_KINDS.has(kind) ? tempReading(raw.c_last_value) : null,
    lastAt: secondsToMs(raw.c_last_when),
    heartbeatAt: secondsToMs(raw.heartTime),
    bayId: textOf(raw.c_hive_id),
    bay: textOf(raw.hive_name) ?? textOf(raw.c_where),
    bin: textOf(raw.c_idam_id),
    free: free === null ? null : free !== 0,
    outletTempC: tempC(raw.c_temp_chujikou),
    entryTempC: tempC(raw.c_temp_rucang),
    pouringTempC: tempC(raw.c_temp_jiaozhu),
    averageTempC: tempC(raw.avgTemp),
    acquiredAt: acquired !== null && acquired > 0 ? acquired : null,
    declineC: tenthsToC(raw.decline),
    currentTempC: tenthsToC(raw.last),
    targetTempC: tenthsToC(raw.c_target ?? raw.c_in_temp2),
    rangeC: tenthsToC(raw.range),
    bayTempC: tempC(raw.c_hive_temp),
    inTempC: tempC(raw.c_in_temp),
    inTemp2C: tempC(raw.c_in_temp2),
    tempRangeC: tenthsToC(raw.c_temp_range),
    latestTempC: tempC(raw.c_new_temp),
    valueC: tenthsToC(raw.c_value),
  };
}

/** A page of warnings with the total. */
export interface WarningPage {
  items: WarningItem[];
  total: number;
}

/** `{ total, tabledata }` (cytWarn) or `{ list, count }` (pqt) → WarningPage. */
export function adaptWarningPage(
  raw:
    | { total?: RawNumber; tabledata?: readonly RawWarningItem[] | null }
    | { count?: RawNumber; list?: readonly RawWarningItem[] | null }
    | null
    | undefined,
): WarningPage {
  const list = (raw && ('tabledata' in raw ? raw.tabledata : 'list' in raw ? raw.list : null)) ?? [];
  const totalRaw = raw && ('total' in raw ? raw.total : 'count' in raw ? raw.count : null);
  const items = list.map(adaptWarningItem);
  const total = toNumber(totalRaw);
  return { items, total: total === null || total < items.length ? items.length : Math.trunc(total) };
}

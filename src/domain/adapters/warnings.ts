import { WARNING_COUNT_KEYS, type WarningCountKey } from '../badges.ts';
import { type RawNumber, toNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { tempC, tenthsToC } from '../units.ts';
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

/** A warning in domain values: temperatures in °C, times in epoch ms. Fields a list lacks are null. */
export interface WarningItem {
  /** Stable key: c_id, else rack/loop/time. */
  key: string;
  /** The warning's id (c_id), what `useMarkWarningsRead` takes; null when the list sends none. */
  id: number | null;
  /** Kind of warning (c_type: `temp`, `loopTooBig`, `cjk` …). */
  kind: string | null;
  site: string | null;
  cabinetId: string | null;
  loop: number | null;
  name: string | null;
  /** Warning text (alramDesc, else c_desc). */
  description: string | null;
  at: number | null;
  /**
   * When it cleared (c_end_when), epoch ms; null while it stands. A cleared warning is history: it shows no
   * unread dot and no count holds it.
   */
  clearedAt: number | null;
  /** Read (readFlag 1); unread shows a dot. */
  read: boolean;
  /** Last raw value (flow hundredths or temperature tenths, by kind) and its time. */
  lastValueRaw: number | null;
  lastAt: number | null;
  heartbeatAt: number | null;
  bayId: string | null;
  /** Bay number or name. */
  bay: string | null;
  bin: string | null;
  free: boolean | null;
  outletTempC: number | null;
  entryTempC: number | null;
  pouringTempC: number | null;
  averageTempC: number | null;
  /** c_when_acquire, epoch ms (already ms on the wire). */
  acquiredAt: number | null;
  /** Daily decline, °C. */
  declineC: number | null;
  /** Current (last) and target temperature, °C. */
  currentTempC: number | null;
  targetTempC: number | null;
  /** Allowed range, °C. */
  rangeC: number | null;
  bayTempC: number | null;
  inTempC: number | null;
  inTemp2C: number | null;
  tempRangeC: number | null;
  latestTempC: number | null;
  valueC: number | null;
}

/** Raw warning → WarningItem. */
export function adaptWarningItem(raw: RawWarningItem): WarningItem {
  const at = secondsToMs(raw.c_when ?? raw.time);
  const id = idOf(raw.c_id);
  const free = toNumber(raw.c_free);
  const acquired = toNumber(raw.c_when_acquire);
  const numericId = intOf(raw.c_id);
  return {
    key: id || `${idOf(raw.c_rack_id)}-${idOf(raw.c_loop)}-${idOf(raw.c_hive_id)}-${at ?? ''}`,
    id: numericId !== null && numericId > 0 ? numericId : null,
    kind: textOf(raw.c_type),
    site: textOf(raw.c_site),
    cabinetId: textOf(raw.c_rack_id),
    loop: intOf(raw.c_loop),
    name: textOf(raw.c_name),
    description: textOf(raw.alramDesc) ?? textOf(raw.c_desc),
    at,
    clearedAt: secondsToMs(raw.c_end_when),
    read: toNumber(raw.readFlag) === 1,
    lastValueRaw: toNumber(raw.c_last_value),
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

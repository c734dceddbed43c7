import { msToSeconds } from '../time.ts';
import { adaptBay, type Bay, type RawHive } from './bays.ts';

/*
 * The `serverData` of the temperature-loop-details link (part 1 §2, part 2 §2.11): the JSON of the hive the
 * bay detail passes on, so the details page shows the bay's facts without asking again. It travels in the
 * address, where anyone can edit or cut it, so it is read with a validation that names what is wrong and
 * never throws. The JSON keeps the backend's hive shape (`c_id`, `c_canghao`, tenths of a degree, seconds),
 * so a link made by the legacy app reads the same.
 */

/** What is wrong with a `serverData` that cannot be read. */
export type BayServerDataProblem =
  /** Not JSON at all (cut short, hand-edited). */
  | { kind: 'notJson' }
  /** JSON, but not an object (a number, a list, null). */
  | { kind: 'notObject' }
  /** An object without a usable bay id (`c_id`, a whole number ≥ 1). */
  | { kind: 'noId' }
  /** The hive of another bay than the link's `id`. */
  | { kind: 'otherBay'; found: string; expected: string }
  /** A field of the hive that is neither a number, a text nor null. */
  | { kind: 'badField'; field: string };

/** What a `serverData` holds: nothing, a bay, or a problem. */
export type BayServerData =
  | { kind: 'missing' }
  | { kind: 'bay'; bay: Bay }
  | { kind: 'invalid'; problem: BayServerDataProblem };

/** The hive fields the details page shows, and which of them are numbers on the wire. */
const SCALAR_FIELDS = [
  'c_id',
  'c_where',
  'c_idam_id',
  'c_area_id',
  'c_canghao',
  'c_temp_rucang',
  'c_temp_jiaozhu',
  'c_age',
  'c_stage',
  'c_grout',
  'c_grout_name',
  'c_free',
  'c_new_temp',
  'c_max_temp',
  'block',
  'top',
  'bottom',
  'c_start',
  'c_end',
  'c_stop',
  'c_down_date',
  'c_decline',
  'c_day_flow',
] as const satisfies readonly (keyof RawHive)[];

const WHOLE_ID = /^[1-9]\d*$/;

function isScalar(value: unknown): value is string | number | null | undefined {
  return value === null || value === undefined || typeof value === 'string' || typeof value === 'number';
}

/**
 * Reads the `serverData` of a details link. `expectedId` is the link's `id`: a hive of another bay is a
 * problem, not a silent mix of two bays. Loops and thermometers (`cfgs`) are not read here: the page loads
 * them fresh.
 */
export function parseBayServerData(
  text: string | null | undefined,
  expectedId?: string | null,
): BayServerData {
  if (text === null || text === undefined || text.trim() === '') return { kind: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'invalid', problem: { kind: 'notJson' } };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { kind: 'invalid', problem: { kind: 'notObject' } };
  }
  const source = json as Record<string, unknown>;
  const raw: Record<string, string | number | null | undefined> = {};
  for (const field of SCALAR_FIELDS) {
    const value = source[field];
    if (!isScalar(value)) return { kind: 'invalid', problem: { kind: 'badField', field } };
    raw[field] = value;
  }
  const id = raw.c_id === null || raw.c_id === undefined ? '' : String(raw.c_id).trim();
  if (!WHOLE_ID.test(id)) return { kind: 'invalid', problem: { kind: 'noId' } };
  const expected = expectedId?.trim();
  if (expected && expected !== id) {
    return { kind: 'invalid', problem: { kind: 'otherBay', found: id, expected } };
  }
  return { kind: 'bay', bay: adaptBay({ ...(raw as unknown as RawHive), cfgs: [] }) };
}

const tenths = (celsius: number | null) => (celsius === null ? null : Math.round(celsius * 10));
const seconds = (ms: number | null) => (ms === null ? null : msToSeconds(ms));

/**
 * The `serverData` of a bay for its details link: the hive's facts in the backend's shape (the inverse of
 * `adaptBay` for the fields the details page shows; its loops and thermometers are left out).
 */
export function encodeBayServerData(bay: Bay): string {
  const hive: RawHive = {
    c_id: bay.id,
    c_where: bay.location,
    c_idam_id: bay.bin,
    c_area_id: bay.areaId,
    c_canghao: bay.heightM,
    c_temp_rucang: tenths(bay.entryTempC),
    c_temp_jiaozhu: tenths(bay.pouringTempC),
    c_age: bay.ageDays,
    c_stage: bay.stage,
    c_grout: bay.grout,
    c_grout_name: bay.groutName,
    c_free: bay.free === null ? null : bay.free ? 1 : 0,
    c_new_temp: tenths(bay.latestTempC),
    c_max_temp: tenths(bay.maxTempC),
    block: bay.block,
    top: bay.top,
    bottom: bay.bottom,
    c_start: seconds(bay.pourStartAt),
    c_end: seconds(bay.pourEndAt),
    c_stop: seconds(bay.waterEndAt),
    c_down_date: seconds(bay.downDateAt),
    c_decline: tenths(bay.declineC),
    c_day_flow: bay.dailyFlowL,
  };
  return JSON.stringify(hive);
}

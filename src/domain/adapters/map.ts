import { gapDirection } from '../bands.ts';
import type { MapBay, MapBlockLine, MapHole, MapOverlay, MapOverlayValue } from '../map.ts';
import { type RawNumber, toNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { FLOW_STOPPED_RAW, flowLpm, tempC, tenthsToC } from '../units.ts';
import { idOf, intOf, textOf } from './series.ts';

// What these adapters make; declared once with the map's rules.
export type { MapBay, MapBlockLine, MapHole, MapOverlayValue } from '../map.ts';

/** A hive on the map as sent by api_get_map_hives (part 2 §3). */
export interface RawMapHive {
  c_id: RawNumber;
  c_idam_id?: string | number | null;
  c_age?: RawNumber;
  c_stage?: RawNumber;
  c_grout?: RawNumber;
  c_free?: RawNumber;
  c_canghao?: RawNumber;
  c_temp_rucang?: RawNumber;
  c_temp_jiaozhu?: RawNumber;
  c_start?: RawNumber;
  c_end?: RawNumber;
  c_new_temp?: RawNumber;
  top?: RawNumber;
  bottom?: RawNumber;
  block?: RawNumber;
  c_grout_name?: string | null;
}

/** Raw map hives → MapHives; hives without a block or elevations cannot be drawn and are dropped. */
export function adaptMapBays(raw: readonly RawMapHive[] | null | undefined): MapBay[] {
  const out: MapBay[] = [];
  for (const h of raw ?? []) {
    const block = intOf(h.block);
    const top = toNumber(h.top);
    const bottom = toNumber(h.bottom);
    if (block === null || top === null || bottom === null) continue;
    const groutName = textOf(h.c_grout_name);
    const hive: MapBay = {
      id: idOf(h.c_id),
      label: textOf(h.c_idam_id) ?? idOf(h.c_id),
      block,
      top: Math.max(top, bottom),
      bottom: Math.min(top, bottom),
      grout: intOf(h.c_grout),
      free: toNumber(h.c_free) !== 0,
      stage: intOf(h.c_stage),
      ageDays: toNumber(h.c_age),
      closed: secondsToMs(h.c_end) !== null,
      temperature: tempC(h.c_new_temp),
    };
    out.push(groutName === null ? hive : { ...hive, groutName });
  }
  return out;
}

/** Raw holes → MapHoles (incomplete ones dropped). */
export function adaptHoles(
  raw: readonly { c_block: RawNumber; c_hole_lower: RawNumber; c_hole_up: RawNumber }[] | null | undefined,
): MapHole[] {
  const out: MapHole[] = [];
  for (const h of raw ?? []) {
    const block = intOf(h.c_block);
    const lower = toNumber(h.c_hole_lower);
    const up = toNumber(h.c_hole_up);
    if (block !== null && lower !== null && up !== null) out.push({ block, lower, up });
  }
  return out;
}

/** Raw block lines → MapBlockLines; a missing bottom is the foundation (`foundation`, metres). */
export function adaptBlockLines(
  raw: readonly { c_block: RawNumber; c_elevation: RawNumber; c_bottom?: RawNumber }[] | null | undefined,
  foundation = 0,
): MapBlockLine[] {
  const out: MapBlockLine[] = [];
  for (const l of raw ?? []) {
    const block = intOf(l.c_block);
    const top = toNumber(l.c_elevation);
    if (block === null || top === null) continue;
    out.push({ block, top, bottom: toNumber(l.c_bottom) ?? foundation });
  }
  return out;
}

/** A per-hive item of the overlay calls (c_id, c_data, c_other_data). */
export interface RawSeriesItem {
  c_id: RawNumber;
  c_data?: RawNumber;
  c_other_data?: string | number | null;
  c_when?: RawNumber;
}

/**
 * The overlays read from one per-hive series call (c_id, c_data, c_other_data; part 2 §7). `foundationDiff`
 * reads the latest max temperature (the map subtracts 17); the warning overlays come from get2DWarnCount
 * (`adaptWarnCountOverlay`), the basic ones from the hives themselves.
 */
export type MapSeriesOverlay = Extract<
  MapOverlay,
  | 'currentTemperature'
  | 'latestMaxTemperature'
  | 'foundationDiff'
  | 'dropRate'
  | 'temperatureGap'
  | 'controlMode'
  | 'currentFlow'
  | 'totalFlow'
>;

function overlayValue(overlay: MapSeriesOverlay, item: RawSeriesItem): MapOverlayValue {
  switch (overlay) {
    case 'currentTemperature':
      return { value: tempC(item.c_data), at: secondsToMs(item.c_when) };
    case 'latestMaxTemperature':
    case 'foundationDiff':
      return { value: tempC(item.c_data), at: secondsToMs(item.c_other_data ?? item.c_when) };
    case 'dropRate': {
      const n = toNumber(item.c_data);
      return { value: n === null ? null : Math.round(n) / 100 };
    }
    case 'temperatureGap': {
      const value = tenthsToC(item.c_data);
      const trend = String(item.c_other_data ?? '').trim();
      const arrow =
        trend === 'up' || trend === 'down' || trend === 'flat'
          ? trend
          : (gapDirection(item.c_data) ?? undefined);
      return arrow ? { value, arrow } : { value };
    }
    case 'controlMode':
      return { mode: toNumber(item.c_data) === 0 ? 'auto' : 'manual' };
    case 'currentFlow':
      return toNumber(item.c_data) === FLOW_STOPPED_RAW
        ? { value: 0, text: 'stopped' }
        : { value: flowLpm(item.c_data) };
    case 'totalFlow': {
      const n = toNumber(item.c_data);
      return { value: n === null || n < 0 ? null : n };
    }
  }
}

/** Overlay items → values by hive id, in domain units (°C, °C/day, L/min, L). */
export function adaptMapOverlay(
  overlay: MapSeriesOverlay,
  raw: readonly RawSeriesItem[] | null | undefined,
): Map<string, MapOverlayValue> {
  const out = new Map<string, MapOverlayValue>();
  for (const item of raw ?? []) {
    const id = idOf(item.c_id);
    if (id) out.set(id, overlayValue(overlay, item));
  }
  return out;
}

/** get2DWarnCount's `data.data` (loop and maxTemp counts by hive) → warning counts by hive id. */
export function adaptWarnCountOverlay(
  raw:
    | { loop?: Record<string, RawNumber> | null; maxTemp?: Record<string, RawNumber> | null }
    | null
    | undefined,
): Map<string, MapOverlayValue> {
  const out = new Map<string, MapOverlayValue>();
  const count = (v: RawNumber) => Math.max(0, Math.trunc(toNumber(v) ?? 0));
  for (const [id, v] of Object.entries(raw?.loop ?? {})) out.set(id, { counts: { flow: count(v), temp: 0 } });
  for (const [id, v] of Object.entries(raw?.maxTemp ?? {})) {
    const flow = out.get(id)?.counts?.flow ?? 0;
    out.set(id, { counts: { flow, temp: count(v) } });
  }
  for (const value of out.values()) {
    const c = value.counts as { flow: number; temp: number };
    value.value = c.flow + c.temp;
  }
  return out;
}

import type { Cabinet } from '../cabinet.ts';
import { type RawNumber, toNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { adaptReversalSetting, type RawReverseSetting, type ReversalSettingState } from './reversal.ts';
import { idOf, textOf } from './series.ts';

/** A rack (smart cabinet) as the backend sends it (part 1 §3); numbers may arrive as strings. */
export interface RawRack {
  c_id: RawNumber;
  c_name?: string | null;
  c_site?: string | null;
  heartTime?: RawNumber;
  c_last_flow_data_when?: RawNumber;
  c_last_temp_data_when?: RawNumber;
  tempSum?: RawNumber;
  tempSumErr?: RawNumber;
  flowSum?: RawNumber;
  flowSumErr?: RawNumber;
}

const count = (raw: RawNumber) => {
  const n = toNumber(raw);
  return n === null || n < 0 ? 0 : Math.trunc(n);
};

/** Raw rack → Rack: times in epoch ms (null when never), counts as numbers. */
export function adaptCabinet(raw: RawRack): Cabinet {
  return {
    id: idOf(raw.c_id),
    name: textOf(raw.c_name) ?? idOf(raw.c_id),
    heartbeatAt: secondsToMs(raw.heartTime),
    flowUpdatedAt: secondsToMs(raw.c_last_flow_data_when),
    tempUpdatedAt: secondsToMs(raw.c_last_temp_data_when),
    thermometerCount: count(raw.tempSum),
    thermometerErrors: count(raw.tempSumErr),
    flowMeterCount: count(raw.flowSum),
    flowMeterErrors: count(raw.flowSumErr),
  };
}

/** The site of a rack (needed to restart it), or null. */
export function cabinetSite(raw: Pick<RawRack, 'c_site'>): string | null {
  return textOf(raw.c_site);
}

/** A cabinet with its site (to restart it) and its reversible loops (getRack). */
export interface CabinetWithLoops {
  cabinet: Cabinet;
  site: string | null;
  loops: ReversalSettingState[];
}

/** Raw rack with loops → RackWithLoops. */
export function adaptCabinetWithLoops(
  raw: RawRack & { loops?: readonly RawReverseSetting[] | null },
): CabinetWithLoops {
  return {
    cabinet: adaptCabinet(raw),
    site: cabinetSite(raw),
    loops: (raw.loops ?? []).map(adaptReversalSetting),
  };
}

import type { RawNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { pressureMPa } from '../units.ts';
import { idOf, pointSeries, type RawPoints, type Series, textOf } from './series.ts';

/** A pressure meter in domain values (MPa, epoch ms). */
export interface PressureMeter {
  id: string;
  name: string;
  inMPa: number | null;
  outMPa: number | null;
  inAt: number | null;
  outAt: number | null;
  /** Inlet and outlet values over time (detail only), MPa. */
  inSeries: Series | null;
  outSeries: Series | null;
}

/** Inlet or outlet pressure points (c_when, value thousandths) → series in MPa. */
const pressureSeries = pointSeries('c_when', 'value', pressureMPa, 'pressure');

/** Raw pressure meter → PressureMeter (thousandths of a MPa → MPa). */
export function adaptPressure(raw: {
  c_id: RawNumber;
  c_name?: string | null;
  in_value?: RawNumber;
  out_value?: RawNumber;
  in_lastTime?: RawNumber;
  out_lastTime?: RawNumber;
  in_values?: RawPoints<'c_when', 'value'>;
  out_values?: RawPoints<'c_when', 'value'>;
}): PressureMeter {
  return {
    id: idOf(raw.c_id),
    name: textOf(raw.c_name) ?? '',
    inMPa: pressureMPa(raw.in_value),
    outMPa: pressureMPa(raw.out_value),
    inAt: secondsToMs(raw.in_lastTime),
    outAt: secondsToMs(raw.out_lastTime),
    inSeries: raw.in_values ? pressureSeries(raw.in_values, 'in') : null,
    outSeries: raw.out_values ? pressureSeries(raw.out_values, 'out') : null,
  };
}

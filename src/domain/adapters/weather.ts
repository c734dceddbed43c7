import { type RawNumber, toNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { type TempReading, tempReading } from '../units.ts';
import { idOf, intOf, type Series, seriesFrom, textOf } from './series.ts';

/** A weather (ambient temperature) station as sent by api_get_tianqi (part 1 §3). */
export interface RawWeatherStation {
  c_area?: string | null;
  c_name?: string | null;
  c_loop?: RawNumber;
  c_rack_id?: RawNumber;
  c_dtu?: string | null;
  c_when_add?: RawNumber;
  c_temp?: RawNumber;
}

/** One ambient-temperature (weather) station (part 1 §3 'Weather station'), as domain values. */
export interface WeatherStation {
  /** Area the station stands in (c_area), when known. */
  area?: string;
  /** Station name (c_name). */
  name: string;
  /** Loop of the cabinet the thermometer hangs on (c_loop). */
  loop: number;
  /** Cabinet id (c_rack_id). */
  cabinetId: string;
  /** Data-transfer unit (c_dtu), when the station reports through one. */
  dtu?: string | null;
  /** Last report (c_when_add), epoch ms; null when none. */
  reportedAt: number | null;
  /** Air temperature (c_temp) — `tempReading(raw)`. */
  temp: TempReading;
}

/** Raw station → WeatherStation. */
export function adaptWeatherStation(raw: RawWeatherStation): WeatherStation {
  const area = textOf(raw.c_area);
  const station: WeatherStation = {
    name: textOf(raw.c_name) ?? '',
    loop: intOf(raw.c_loop) ?? 0,
    cabinetId: idOf(raw.c_rack_id),
    dtu: textOf(raw.c_dtu),
    reportedAt: secondsToMs(raw.c_when_add),
    temp: tempReading(raw.c_temp),
  };
  return area === null ? station : { area, ...station };
}

/** A solar radiation meter in domain values. */
export interface RadiationMeter {
  id: string;
  name: string;
  /** Latest radiation, W/m². */
  value: number | null;
  /** Latest reading, epoch ms. */
  at: number | null;
}

/** Raw radiation meter → RadiationMeter. */
export function adaptRadiationMeter(raw: {
  c_id: RawNumber;
  c_name?: string | null;
  value?: RawNumber;
  time?: RawNumber;
}): RadiationMeter {
  return {
    id: idOf(raw.c_id),
    name: textOf(raw.c_name) ?? '',
    value: toNumber(raw.value),
    at: secondsToMs(raw.time),
  };
}

/** Radiation points (time seconds, value W/m²) → series. */
export function radiationSeries(
  raw: readonly { time: RawNumber; value?: RawNumber }[] | null | undefined,
  name = 'radiation',
): Series {
  return seriesFrom(
    'radiation',
    name,
    raw,
    (p) => p.time,
    (p) => toNumber(p.value),
  );
}

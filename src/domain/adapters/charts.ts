import type { RawNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { flowLpm, tempC, tenthsToC } from '../units.ts';
import { type Series, seriesFrom, textOf } from './series.ts';

/** A chart line as sent by getHiveTempData (part 1 §3 'Chart data'). */
export interface RawChartLine {
  name?: string | null;
  data?: readonly { c_when: RawNumber; c_temp?: RawNumber }[] | null;
}

/** Chart data of the bay chart's main call (part 1 §3). */
export interface RawChartData {
  line?: readonly RawChartLine[] | null;
  max?: RawNumber;
  min?: RawNumber;
  max_when?: RawNumber;
  min_when?: RawNumber;
  c_where?: string | null;
}

/** The bay chart's main data in domain values: lines in °C, the extremes and their times in epoch ms. */
export interface BayTemperature {
  /** Location of the bay (c_where). */
  location: string | null;
  /** One series per line (average temperature and thermometers), °C. */
  lines: Series[];
  /** Max and min average temperature, °C, and when (epoch ms). */
  max: number | null;
  min: number | null;
  maxAt: number | null;
  minAt: number | null;
}

/** Raw chart data → BayTemperature. A temperature of 0 (not collected) is a gap. */
export function adaptChartData(raw: RawChartData | null | undefined): BayTemperature {
  const lines = (raw?.line ?? []).map((line, i) => {
    const name = textOf(line.name) ?? `line-${i + 1}`;
    return seriesFrom(
      i === 0 ? 'average' : `line-${i}`,
      name,
      line.data,
      (p) => p.c_when,
      (p) => tempC(p.c_temp),
    );
  });
  return {
    location: textOf(raw?.c_where),
    lines,
    max: tempC(raw?.max),
    min: tempC(raw?.min),
    maxAt: secondsToMs(raw?.max_when),
    minAt: secondsToMs(raw?.min_when),
  };
}

/** Target temperature points (c_when, c_value) → series in °C. */
export function targetSeries(
  raw: readonly { c_when: RawNumber; c_value?: RawNumber }[] | null | undefined,
  name = 'target',
): Series {
  return seriesFrom(
    'target',
    name,
    raw,
    (p) => p.c_when,
    (p) => tenthsToC(p.c_value),
  );
}

/** Inlet/outlet points (c_when, c_in_temp, c_out_temp) → two series in °C. */
export function inOutSeries(
  raw: readonly { c_when: RawNumber; c_in_temp?: RawNumber; c_out_temp?: RawNumber }[] | null | undefined,
  names: { in: string; out: string } = { in: 'inTemp', out: 'outTemp' },
): { inTemp: Series; outTemp: Series } {
  return {
    inTemp: seriesFrom(
      'inTemp',
      names.in,
      raw,
      (p) => p.c_when,
      (p) => tempC(p.c_in_temp),
    ),
    outTemp: seriesFrom(
      'outTemp',
      names.out,
      raw,
      (p) => p.c_when,
      (p) => tempC(p.c_out_temp),
    ),
  };
}

/** Flow points (c_when, c_flow hundredths) → series in L/min; -1 is a gap, -2 (water stopped) is 0. */
export function flowSeries(
  raw: readonly { c_when: RawNumber; c_flow?: RawNumber }[] | null | undefined,
  id = 'flow',
  name = id,
): Series {
  return seriesFrom(
    id,
    name,
    raw,
    (p) => p.c_when,
    (p) => flowLpm(p.c_flow),
  );
}

/** Air temperature points (c_when, c_temp) → series in °C. */
export function airSeries(
  raw: readonly { c_when: RawNumber; c_temp?: RawNumber }[] | null | undefined,
  name = 'air',
): Series {
  return seriesFrom(
    'air',
    name,
    raw,
    (p) => p.c_when,
    (p) => tempC(p.c_temp),
  );
}

/** Temperature-difference points (c_when, temp_diff) → series in °C (0 is a real difference). */
export function diffSeries(
  raw: readonly { c_when: RawNumber; temp_diff?: RawNumber }[] | null | undefined,
  id = 'tempDiff',
  name = id,
): Series {
  return seriesFrom(
    id,
    name,
    raw,
    (p) => p.c_when,
    (p) => tenthsToC(p.temp_diff),
  );
}

/** Cooling-trend points (c_time, c_temp) → series in °C. */
export function trendSeries(
  raw: readonly { c_time: RawNumber; c_temp?: RawNumber }[] | null | undefined,
  name = 'trend',
): Series {
  return seriesFrom(
    'trend',
    name,
    raw,
    (p) => p.c_time,
    (p) => tenthsToC(p.c_temp),
  );
}

/** Lines of the block age comparison (line[] of c_when, c_temp) → series in °C, one per block. */
export function blockCurveSeries(
  raw: { line?: readonly RawChartLine[] | null } | null | undefined,
): Series[] {
  return (raw?.line ?? []).map((line, i) => {
    const name = textOf(line.name) ?? `block-${i + 1}`;
    return seriesFrom(
      `block-${name}`,
      name,
      line.data,
      (p) => p.c_when,
      (p) => tempC(p.c_temp),
    );
  });
}

import type { RawNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { flowLpm, tempC, tenthsToC } from '../units.ts';
import { pointSeries, type RawPoints, type Series, textOf } from './series.ts';

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

/** A line of the chart calls (c_when, c_temp tenths) → series in °C; 0 (not collected) is a gap. */
const chartLineSeries = pointSeries('c_when', 'c_temp', tempC, 'line');

/**
 * Raw chart data → BayTemperature. A temperature of 0 (not collected) is a gap. `maxLines` adapts only the
 * first lines (1: the average alone), for a reader that draws no others.
 */
export function adaptChartData(raw: RawChartData | null | undefined, maxLines = Infinity): BayTemperature {
  const lines = (raw?.line ?? [])
    .slice(0, maxLines)
    .map((line, i) =>
      chartLineSeries(line.data, i === 0 ? 'average' : `line-${i}`, textOf(line.name) ?? `line-${i + 1}`),
    );
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
export const targetSeries = pointSeries('c_when', 'c_value', tenthsToC, 'target');

const inTempSeries = pointSeries('c_when', 'c_in_temp', tempC, 'inTemp');
const outTempSeries = pointSeries('c_when', 'c_out_temp', tempC, 'outTemp');

/** Inlet/outlet points (c_when, c_in_temp, c_out_temp) → two series in °C. */
export function inOutSeries(
  raw: RawPoints<'c_when', 'c_in_temp' | 'c_out_temp'>,
  names: { in: string; out: string } = { in: 'inTemp', out: 'outTemp' },
): { inTemp: Series; outTemp: Series } {
  return { inTemp: inTempSeries(raw, 'inTemp', names.in), outTemp: outTempSeries(raw, 'outTemp', names.out) };
}

/** Flow points (c_when, c_flow hundredths) → series in L/min; -1 is a gap, -2 (water stopped) is 0. */
export const flowSeries = pointSeries('c_when', 'c_flow', flowLpm, 'flow');

/** Air temperature points (c_when, c_temp) → series in °C. */
export const airSeries = pointSeries('c_when', 'c_temp', tempC, 'air');

/** Temperature-difference points (c_when, temp_diff) → series in °C (0 is a real difference). */
export const diffSeries = pointSeries('c_when', 'temp_diff', tenthsToC, 'tempDiff');

/** Cooling-trend points (c_time, c_temp) → series in °C. */
export const trendSeries = pointSeries('c_time', 'c_temp', tenthsToC, 'trend');

/**
 * Lines of the block age comparison (line[] of c_when, c_temp) → series in °C, one per block. Here c_when is
 * the concrete age in seconds, so `time` holds elapsed ms since day 0 (a chart with `xKind="days"`).
 */
export function blockCurveSeries(
  raw: { line?: readonly RawChartLine[] | null } | null | undefined,
): Series[] {
  return (raw?.line ?? []).map((line, i) => {
    const name = textOf(line.name) ?? `block-${i + 1}`;
    return chartLineSeries(line.data, `block-${name}`, name);
  });
}

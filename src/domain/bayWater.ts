import type { BaySensor } from './adapters/bays.ts';
import { roundTo } from './number.ts';
import type { ValveOpening } from './valve.ts';

/**
 * The cooling water of a bay as its detail shows it (part 1 §3 "Bay labels shown": inlet/outlet temperature,
 * opening). The seed gives these per bay, the backend per loop; the loops of one bay share the supply, so the
 * bay's inlet and outlet temperatures are the mean over its connected loops that report one, and its opening
 * is the range of their openings.
 */
export interface BayWater {
  /** Connected loops of the bay (assignment not ended). */
  loops: number;
  /** Mean inlet and outlet temperature of the loops that report one, °C (2 decimals); null when none does. */
  inTempC: number | null;
  outTempC: number | null;
  /** Smallest and largest valve opening of the loops, %; null when no loop has one. */
  openingMin: ValveOpening | null;
  openingMax: ValveOpening | null;
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return roundTo(values.reduce((sum, v) => sum + v, 0) / values.length);
}

/** The bay's inlet/outlet temperature and opening from its loops (see `BayWater`). */
export function bayWater(sensors: readonly BaySensor[]): BayWater {
  const loops = sensors.filter((s) => s.kind === 'loop' && s.endAt === null);
  const inTemps: number[] = [];
  const outTemps: number[] = [];
  const openings: ValveOpening[] = [];
  for (const loop of loops) {
    if (loop.inTemp.kind === 'value') inTemps.push(loop.inTemp.celsius);
    if (loop.outTemp.kind === 'value') outTemps.push(loop.outTemp.celsius);
    if (loop.opening !== null) openings.push(loop.opening);
  }
  return {
    loops: loops.length,
    inTempC: mean(inTemps),
    outTempC: mean(outTemps),
    openingMin: openings.length ? (Math.min(...openings) as ValveOpening) : null,
    openingMax: openings.length ? (Math.max(...openings) as ValveOpening) : null,
  };
}

/**
 * A sensor's name without the bay's number in front ('4#-014 冷却水管1' in bay 4#-014 → '冷却水管1'): the
 * backend names sensors after their bay, which a table of that one bay need not repeat. Other names, and a
 * name that is only the bay's number, stay as they are.
 */
export function sensorShortName(name: string, bayLocation: string): string {
  const location = bayLocation.trim();
  if (location === '' || !name.startsWith(location)) return name;
  const rest = name.slice(location.length);
  // Only a whole bay number followed by a separator: '4#-0141 …' is another bay's sensor.
  if (!/^[\s·:：_-]/.test(rest)) return name;
  const short = rest.replace(/^[\s·:：_-]+/, '');
  return short === '' ? name : short;
}

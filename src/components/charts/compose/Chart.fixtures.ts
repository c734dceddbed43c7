import { createRandom, DAY, FIXTURE_NOW, MINUTE } from '../../fixtures';
import { loopFlow } from '../Candlestick/Candlestick.fixtures';
import { makeSeries, smoothNoise, timeGrid } from '../core/fixtures';
import type { Series } from '../core/types';

export { FIXTURE_NOW };

/** The pressure a loop's pipe stands at, MPa: it rises with the flow the valve lets through. */
export const MAX_PRESSURE_MPA = 0.5;

/**
 * One cooling loop over `days`: its flow (L/min, as its meter reports it) and the pipe pressure at the
 * cabinet (MPa), which follows the flow and passes its limit when the valve opens wide.
 */
export function loopFlowAndPressure(days = 7): { flow: Series; pressure: Series } {
  const flow = loopFlow(days, { seed: 21, stepMinutes: 10 });
  const random = createRandom(22);
  const noise = smoothNoise(random, flow.time.length, 0.01, 0.9);
  const mpa = new Float64Array(flow.time.length);
  for (let i = 0; i < mpa.length; i++) {
    const lpm = flow.value[i]!;
    mpa[i] = Number.isNaN(lpm) ? Number.NaN : Math.round((0.22 + 0.01 * lpm + noise[i]!) * 1000) / 1000;
  }
  return { flow, pressure: makeSeries('pressure', 'pressure', flow.time, mpa) };
}

/** A bay's concrete temperature against its cooling setpoint (which the site changes twice) and design band. */
export function setpointAndBand(days = 10): {
  average: Series;
  setpoint: Series;
  low: Float64Array;
  high: Series;
} {
  const random = createRandom(31);
  const time = timeGrid(FIXTURE_NOW - days * DAY, FIXTURE_NOW, 30 * MINUTE);
  const noise = smoothNoise(random, time.length, 0.3);
  const average = new Float64Array(time.length);
  const setpoint = new Float64Array(time.length);
  const low = new Float64Array(time.length);
  const high = new Float64Array(time.length);
  for (let i = 0; i < time.length; i++) {
    const d = (time[i]! - time[0]!) / DAY;
    average[i] = 20 + 8 * Math.exp(-d / 4) + noise[i]!;
    setpoint[i] = d < 3 ? 26 : d < 7 ? 23 : 21;
    low[i] = setpoint[i]! - 1.5;
    high[i] = setpoint[i]! + 1.5;
  }
  return {
    average: makeSeries('average', 'average', time, average),
    setpoint: makeSeries('setpoint', 'setpoint', time, setpoint),
    low,
    high: makeSeries('band', 'band', time, high),
  };
}

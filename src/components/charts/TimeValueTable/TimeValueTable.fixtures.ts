import type { SeriesInput } from '../../../domain';
import { FIXTURE_NOW, MINUTE } from '../../fixtures';
import { pressureCurves, solarRadiation } from '../TimeSeriesChart/TimeSeriesChart.fixtures';

export { FIXTURE_NOW };

const [inlet, outlet] = pressureCurves(1);

/** A pressure meter's inlet over one day, every 10 minutes, MPa (part 2 §2.9). */
export const inletPressure: SeriesInput = inlet!.series;
/** The same meter's outlet, MPa. */
export const outletPressure: SeriesInput = outlet!.series;

/** One day of solar radiation, every 15 minutes, W/m² (part 2 §2.7). */
export const solarDay: SeriesInput = solarRadiation(1)[0]!.series;

/** Readings with values missing in between (a meter that did not report). */
export const withGaps: SeriesInput = {
  id: 'in',
  name: '进口压力',
  time: Float64Array.from([0, 1, 2, 3, 4], (i) => FIXTURE_NOW - (4 - i) * 10 * MINUTE),
  value: Float64Array.from([0.412, Number.NaN, Number.NaN, 0.409, 0.415]),
};

/** A long month of readings with extreme values. */
export const extreme: SeriesInput = {
  id: 'radiation',
  name: '太阳辐射',
  time: Float64Array.from({ length: 4320 }, (_, i) => FIXTURE_NOW - (4319 - i) * 10 * MINUTE),
  value: Float64Array.from({ length: 4320 }, (_, i) => (i % 2 ? 1_398_765.4321 : -0.0004)),
};

/** No readings. */
export const none: SeriesInput = {
  id: 'none',
  name: '无',
  time: new Float64Array(0),
  value: new Float64Array(0),
};

import {
  adaptRadiationMeter,
  adaptWeatherStation,
  radiationSeries,
  toSecondsQuery,
} from '../../domain/adapters/index.ts';
import { defineRead } from '../defineRead';
import { PERIOD } from './args';

/** Ambient-temperature stations. */
export const useWeatherStations = defineRead('/pqt_php/api_get_tianqi', {
  query: () => ({}),
  adapt: (answer) => answer.data.map(adaptWeatherStation),
});

/** Solar radiation meters with their latest reading. */
export const useRadiationMeters = defineRead('/pqt/solarRadiationMeter', {
  query: () => ({}),
  adapt: (answer) => answer.data.map(adaptRadiationMeter),
});

/** Solar radiation in a window (W/m²). */
export const useSolarRadiation = defineRead('/pqt/solar_radiation', {
  query: (window: { start: number; end: number } | null) => (window ? toSecondsQuery(window, PERIOD) : null),
  adapt: (answer) => radiationSeries(answer.data),
});

import { adaptPressure, type TimeWindow, toSecondsQuery } from '../../domain/adapters/index.ts';
import { defineRead } from '../defineRead';
import { idNumber, isKnown, type MaybeId, PERIOD } from './args';

/** Pressure meters with their latest values (MPa). */
export const usePressures = defineRead('/pqt/pressure_list', {
  query: () => ({}),
  adapt: (answer) => answer.data.map(adaptPressure),
});

/** One pressure meter with its inlet and outlet series (MPa). */
export const usePressure = defineRead('/pqt/pressure_detail', {
  query: (meterId: MaybeId, window?: TimeWindow) =>
    isKnown(meterId) ? { c_id: idNumber(meterId), ...toSecondsQuery(window, PERIOD) } : null,
  adapt: (answer) => adaptPressure(answer.data),
});

/** Inlet and outlet pressure of a meter as display texts (getPre). */
export const usePressureTexts = defineRead('/pqt/getPre', {
  query: (meterId: MaybeId) => (isKnown(meterId) ? { c_id: idNumber(meterId) } : null),
  adapt: (answer) => answer.data,
});

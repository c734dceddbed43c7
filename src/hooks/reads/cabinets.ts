import {
  adaptCabinet,
  adaptCabinetWithLoops,
  adaptLoopCommand,
  adaptLoopRecords,
  adaptLoopRow,
  adaptThermometerRecords,
  adaptThermometerRow,
  loopRecordSeries,
  type RecordMode,
  splitLoopCommands,
  type TimeWindow,
  thermometerRecordSeries,
  toRecordModeQuery,
  toSecondsQuery,
} from '../../domain/adapters/index.ts';
import { autoLoopNumbers } from '../../domain/loop.ts';
import { defineRead } from '../defineRead';
import { idNumber, isKnown, type MaybeId } from './args';

/** Every cabinet of the user. */
export const useCabinets = defineRead('/dn/api_get_all_rack', {
  query: (userId: string | null | undefined) => (userId ? { from_who: userId } : null),
  adapt: (answer) => answer.data.map(adaptCabinet),
});

/** One cabinet. */
export const useCabinet = defineRead('/dn/api_get_one_rack', {
  query: (cabinetId: MaybeId) => (isKnown(cabinetId) ? { c_id: idNumber(cabinetId) } : null),
  adapt: (answer) => adaptCabinet(answer.data),
});

/** One cabinet with its site (to restart it) and its reversible loops. */
export const useCabinetWithLoops = defineRead('/dn/getRack', {
  query: (cabinetId: MaybeId) => (isKnown(cabinetId) ? { c_rack: idNumber(cabinetId) } : null),
  adapt: (answer) => adaptCabinetWithLoops(answer.data),
});

/** The flow loops of a cabinet with their latest values. */
export const useCabinetLoops = defineRead('/pqt_php/api_get_rack_info', {
  query: (cabinetId: MaybeId) =>
    isKnown(cabinetId) ? { rackId: idNumber(cabinetId), what: 1 as const } : null,
  adapt: (answer) => answer.data.map(adaptLoopRow),
});

/** The thermometers of a cabinet with their latest values. */
export const useCabinetThermometers = defineRead('/pqt_php/api_get_rack_info', {
  query: (cabinetId: MaybeId) =>
    isKnown(cabinetId) ? { rackId: idNumber(cabinetId), what: 0 as const } : null,
  adapt: (answer) => answer.data.map(adaptThermometerRow),
});

/** The commands of a loop: the waiting one and the history, newest first. */
export const useLoopControl = defineRead('/pqt_php/api_get_loop_ctrl', {
  query: (cabinetId: MaybeId, loop: MaybeId) =>
    isKnown(cabinetId) && isKnown(loop) ? { rack_id: idNumber(cabinetId), loop_id: idNumber(loop) } : null,
  adapt: (answer) => splitLoopCommands(answer.data.map(adaptLoopCommand)),
});

/** Loop numbers of a cabinet under automatic control (is_auto). */
export const useAutoLoops = defineRead('/pqt_php/is_auto', {
  query: (cabinetId: MaybeId, loop?: MaybeId) =>
    isKnown(cabinetId) ? { rack_id: idNumber(cabinetId), loop_id: isKnown(loop) ? idNumber(loop) : 0 } : null,
  adapt: (answer) => autoLoopNumbers(answer.data.data),
});

/** How a record call is asked: the data mode and a time window (the last 50 records without either). */
export interface RecordOptions {
  mode?: RecordMode;
  window?: TimeWindow;
}

/** The query of both record calls. */
function recordQuery(cabinetId: MaybeId, loop: MaybeId, options?: RecordOptions) {
  if (!isKnown(cabinetId) || !isKnown(loop)) return null;
  return {
    rack_id: idNumber(cabinetId),
    loop_id: idNumber(loop),
    ...(options?.mode ? { mode: toRecordModeQuery(options.mode) } : {}),
    ...toSecondsQuery(options?.window, { start: 'start', end: 'end' }),
  };
}

/** Records of a flow loop (the last 50 by default) and their chart columns (L/min, °C). */
export const useLoopRecords = defineRead('/pqt_php/api_getMoreLoopData', {
  query: recordQuery,
  adapt: (answer) => ({ records: adaptLoopRecords(answer.data), series: loopRecordSeries(answer.data) }),
});

/** Records of a thermometer (the last 50 by default) and their chart column (°C). */
export const useThermometerRecords = defineRead('/pqt_php/api_getMoreTempData', {
  query: recordQuery,
  adapt: (answer) => ({
    records: adaptThermometerRecords(answer.data),
    series: thermometerRecordSeries(answer.data),
  }),
});

import type { SWRConfiguration } from 'swr';
import {
  adaptLoopCommand,
  adaptLoopRecords,
  adaptLoopRow,
  adaptRack,
  adaptRackWithLoops,
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
export const useRacks = defineRead('/dn/api_get_all_rack', {
  query: (fromWho: string | null | undefined, _config?: SWRConfiguration) =>
    fromWho ? { from_who: fromWho } : null,
  adapt: (answer) => answer.data.map(adaptRack),
  config: (_fromWho, config) => config,
});

/** One cabinet. */
export const useRack = defineRead('/dn/api_get_one_rack', {
  query: (rackId: MaybeId) => (isKnown(rackId) ? { c_id: idNumber(rackId) } : null),
  adapt: (answer) => adaptRack(answer.data),
});

/** One cabinet with its site (to restart it) and its reversible loops. */
export const useRackWithLoops = defineRead('/dn/getRack', {
  query: (rackId: MaybeId) => (isKnown(rackId) ? { c_rack: idNumber(rackId) } : null),
  adapt: (answer) => adaptRackWithLoops(answer.data),
});

/** The flow loops of a cabinet with their latest values. */
export const useRackLoops = defineRead('/pqt_php/api_get_rack_info', {
  query: (rackId: MaybeId, _config?: SWRConfiguration) =>
    isKnown(rackId) ? { rackId: idNumber(rackId), what: 1 as const } : null,
  adapt: (answer) => answer.data.map(adaptLoopRow),
  config: (_rackId, config) => config,
});

/** The thermometers of a cabinet with their latest values. */
export const useRackThermometers = defineRead('/pqt_php/api_get_rack_info', {
  query: (rackId: MaybeId, _config?: SWRConfiguration) =>
    isKnown(rackId) ? { rackId: idNumber(rackId), what: 0 as const } : null,
  adapt: (answer) => answer.data.map(adaptThermometerRow),
  config: (_rackId, config) => config,
});

/** The commands of a loop: the waiting one and the history, newest first. */
export const useLoopControl = defineRead('/pqt_php/api_get_loop_ctrl', {
  query: (rackId: MaybeId, loop: MaybeId) =>
    isKnown(rackId) && isKnown(loop) ? { rack_id: idNumber(rackId), loop_id: idNumber(loop) } : null,
  adapt: (answer) => splitLoopCommands(answer.data.map(adaptLoopCommand)),
});

/** Loop numbers of a cabinet under automatic control (is_auto). */
export const useAutoLoops = defineRead('/pqt_php/is_auto', {
  query: (rackId: MaybeId, loop: MaybeId = 0) =>
    isKnown(rackId) ? { rack_id: idNumber(rackId), loop_id: isKnown(loop) ? idNumber(loop) : 0 } : null,
  adapt: (answer) => autoLoopNumbers(answer.data.data),
});

/** How a record call is asked: the data mode and a time window (the last 50 records without either). */
export interface RecordOptions {
  mode?: RecordMode;
  window?: TimeWindow;
}

/** The query of both record calls. */
function recordQuery(rackId: MaybeId, loop: MaybeId, options: RecordOptions = {}) {
  if (!isKnown(rackId) || !isKnown(loop)) return null;
  return {
    rack_id: idNumber(rackId),
    loop_id: idNumber(loop),
    ...(options.mode ? { mode: toRecordModeQuery(options.mode) } : {}),
    ...toSecondsQuery(options.window, { start: 'start', end: 'end' }),
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

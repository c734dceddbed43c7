import type { RecordMode, RecordOptions, TimeWindow } from 'damtherm';
import { DEFINE_HOURS_DEFAULT, validateHourCount } from 'damtherm/domain';

/**
 * The record modes of the loop and thermometer details (part 1 §4) as the address keeps them, so a reload or
 * back shows the same chart: `data=average` (absent: every reading), `time=real|1hour|define` (absent: the
 * chosen days of the candlestick's pickers) and, for define, `hours=N` (absent: 2).
 */
export type DataMode = NonNullable<RecordMode['whichMode']>;
/** The seed's three time modes, or `dates`: the days picked on the chart (the detail's first view). */
export type TimeMode = RecordMode['which'] | 'dates';

export interface RecordModeAddress {
  data: DataMode;
  time: TimeMode;
  /** The hour count as typed (define only); '' when the field was emptied. */
  hours: string;
}

const TIME_MODES: readonly string[] = ['real', '1hour', 'define'];

export function recordModeOf(search: URLSearchParams): RecordModeAddress {
  const time = search.get('time') ?? '';
  return {
    data: search.get('data') === 'average' ? 'average' : 'real',
    time: TIME_MODES.includes(time) ? (time as TimeMode) : 'dates',
    hours: search.get('hours') ?? String(DEFINE_HOURS_DEFAULT),
  };
}

/** The address parameters of a mode (defaults left out); null deletes a parameter. */
export function recordModeQuery(mode: RecordModeAddress): Record<'data' | 'time' | 'hours', string | null> {
  return {
    data: mode.data === 'average' ? 'average' : null,
    time: mode.time === 'dates' ? null : mode.time,
    hours: mode.time === 'define' && mode.hours !== String(DEFINE_HOURS_DEFAULT) ? mode.hours : null,
  };
}

/** The hour count when it is a whole number above 0, else null ('please enter the hour'). */
export function validHours(text: string): number | null {
  return validateHourCount(text).length === 0 ? Number(text) : null;
}

/** The latest 50 records in the data mode: the record list, and the chart in the `real` time mode. */
export function latestOptions(data: DataMode): RecordOptions {
  return data === 'average' ? { mode: { which: 'real', whichMode: 'average' } } : {};
}

/**
 * What the chart asks for: the picked days (in the data mode), the latest 50 records, the last hour or the
 * last `hours` hours.
 */
export function chartOptions(mode: RecordModeAddress, window: TimeWindow, hours: number): RecordOptions {
  if (mode.time === 'dates') return { ...latestOptions(mode.data), window };
  if (mode.time === 'real') return latestOptions(mode.data);
  return {
    mode: {
      which: mode.time,
      ...(mode.time === 'define' ? { inputHour: hours } : {}),
      whichMode: mode.data,
    },
  };
}

/** How loop and thermometer records are read (part 1 §4): time mode, hours of the define mode, data mode. */
export interface RecordMode {
  /** The latest 50 readings, the last hour, or the last `inputHour` hours. */
  which: 'real' | '1hour' | 'define';
  /** Hours of the define mode (the backend takes 2 when absent). */
  inputHour?: number;
  /** An average per bucket, or every reading. */
  whichMode?: 'average' | 'real';
}

/** The record calls' `mode` parameter (sent deepObject style: mode[which], mode[input_hour] …). */
export interface RecordModeQuery {
  which: RecordMode['which'];
  input_hour?: number;
  whichMode?: 'average' | 'real';
}

/** RecordMode → the `mode` parameter; an unset hour or data mode is left out. */
export function toRecordModeQuery(mode: RecordMode): RecordModeQuery {
  return {
    which: mode.which,
    ...(mode.inputHour ? { input_hour: mode.inputHour } : {}),
    ...(mode.whichMode ? { whichMode: mode.whichMode } : {}),
  };
}

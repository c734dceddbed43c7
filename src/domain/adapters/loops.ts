import {
  commandMode,
  commandValueKind,
  LOOP_CMD,
  LOOP_CMD_VALUE,
  type LoopCmd,
  type LoopCmdValue,
  type LoopCommand,
  type LoopMode,
} from '../loop.ts';
import { type RawNumber, toNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import {
  type FlowReading,
  flowLpm,
  flowReading,
  RECORD_SCALE,
  type RecordScale,
  type TempReading,
  tempC,
  tempReading,
} from '../units.ts';
import { type ValveOpening, valveOpening } from '../valve.ts';
import { intOf, type Series, seriesFrom, textOf, withId } from './series.ts';

/** A loop or thermometer row of a cabinet as sent by api_get_rack_info (part 1 §3). */
export interface RawLoopRow {
  c_loop: RawNumber;
  c_name?: string | null;
  c_dtu?: string | null;
  when_add?: RawNumber;
  value?: RawNumber;
  c_in_temp?: RawNumber;
  c_out_temp?: RawNumber;
  kaidu?: RawNumber;
}

/** One flow loop of a cabinet with its latest values (part 1 §3 'Loop or thermometer row'). */
export interface LoopRow {
  /** Loop number in the cabinet, 1–72. */
  loop: number;
  /** Name of the loop (bay and pipe), when the cabinet has one. */
  name?: string;
  /** Last report, epoch ms; null when the loop never reported. */
  reportedAt: number | null;
  /** Flow: L/min, unknown or water stopped. */
  flow: FlowReading;
  /** Inlet water temperature. */
  inTemp: TempReading;
  /** Outlet water temperature. */
  outTemp: TempReading;
  /** Valve opening in % (part 1 §9); null when neither the valve reading nor the flow is known. */
  opening: ValveOpening | null;
}

/** A thermometer of a cabinet with its latest value (domain values). */
export interface ThermometerRow {
  loop: number;
  name?: string;
  /** Last report, epoch ms; null when never. */
  reportedAt: number | null;
  /** Last temperature: °C, not collected (raw 0) or unknown. */
  temp: TempReading;
}

function named<T extends object>(row: T, name: string | null): T & { name?: string } {
  return name === null ? row : { ...row, name };
}

/** The valve opening in % of a loop's valve reading and flow (part 1 §9); null when neither is known. */
export function loopOpening(kaidu: RawNumber, flow: FlowReading): ValveOpening | null {
  const k = toNumber(kaidu);
  if (k === null && flow.kind === 'unknown') return null;
  return valveOpening(k, flow.kind === 'value' ? flow.lpm : flow.kind === 'stopped' ? 0 : null);
}

/** Raw loop row (what=1) → LoopRow. */
export function adaptLoopRow(raw: RawLoopRow): LoopRow {
  const flow = flowReading(raw.value);
  return named(
    {
      loop: intOf(raw.c_loop) ?? 0,
      reportedAt: secondsToMs(raw.when_add),
      flow,
      inTemp: tempReading(raw.c_in_temp),
      outTemp: tempReading(raw.c_out_temp),
      opening: loopOpening(raw.kaidu, flow),
    },
    textOf(raw.c_name),
  );
}

/** Raw thermometer row (what=0) → ThermometerRow. */
export function adaptThermometerRow(raw: RawLoopRow): ThermometerRow {
  return named(
    { loop: intOf(raw.c_loop) ?? 0, reportedAt: secondsToMs(raw.when_add), temp: tempReading(raw.value) },
    textOf(raw.c_name),
  );
}

/** A loop record as sent by api_getMoreLoopData (part 1 §3). */
export interface RawLoopRecord {
  c_when_add: RawNumber;
  c_flow?: RawNumber;
  c_in_temp?: RawNumber;
  c_out_temp?: RawNumber;
  kaidu?: RawNumber;
  c_falg?: RawNumber;
}

/** A thermometer record as sent by api_getMoreTempData (part 1 §3). */
export interface RawThermometerRecord {
  c_when_add: RawNumber;
  c_temp?: RawNumber;
}

/** One record of a flow loop (part 1 §3 'Loop record'). */
export interface LoopRecord {
  /** When it was recorded, epoch ms. */
  at: number;
  /** Flow: L/min, unknown or water stopped. */
  flow: FlowReading;
  /** Inlet water temperature; a raw 0 is 'not collected'. */
  inTemp: TempReading;
  /** Outlet water temperature. */
  outTemp: TempReading;
  /** Valve opening in % (part 1 §9); null when neither the valve reading nor the flow is known. */
  opening: ValveOpening | null;
}

/** One record of a thermometer (part 1 §3 'Thermometer record'). */
export interface ThermometerRecord {
  /** When it was recorded, epoch ms. */
  at: number;
  /** Temperature: °C, not collected or unknown. */
  temp: TempReading;
}

/** The scale of a records answer: export mode (`isExport=1`) has its own (part 1 §9). */
export function recordScale(isExport: RawNumber | boolean | undefined): RecordScale {
  return isExport === true || toNumber(isExport as RawNumber) === 1 ? 'export' : 'list';
}

/**
 * Raw loop records → LoopRecords; records without a time are dropped. `scale` is the answer's: 'export'
 * for `isExport=1` (temperatures /100, flow /10), 'list' otherwise (/10, /100).
 */
export function adaptLoopRecords(
  raw: readonly RawLoopRecord[] | null | undefined,
  scale: RecordScale = 'list',
): LoopRecord[] {
  const { perDegree, perLpm } = RECORD_SCALE[scale];
  const out: LoopRecord[] = [];
  for (const r of raw ?? []) {
    const at = secondsToMs(r.c_when_add);
    if (at === null) continue;
    const flow = flowReading(r.c_flow, perLpm);
    out.push({
      at,
      flow,
      inTemp: tempReading(r.c_in_temp, perDegree),
      outTemp: tempReading(r.c_out_temp, perDegree),
      opening: loopOpening(r.kaidu, flow),
    });
  }
  return out;
}

/** Raw thermometer records → ThermometerRecords; records without a time are dropped. See `scale` above. */
export function adaptThermometerRecords(
  raw: readonly RawThermometerRecord[] | null | undefined,
  scale: RecordScale = 'list',
): ThermometerRecord[] {
  const { perDegree } = RECORD_SCALE[scale];
  const out: ThermometerRecord[] = [];
  for (const r of raw ?? []) {
    const at = secondsToMs(r.c_when_add);
    if (at !== null) out.push({ at, temp: tempReading(r.c_temp, perDegree) });
  }
  return out;
}

/** When a loop or thermometer record was taken (epoch seconds). */
const recordedAt = (record: { c_when_add?: RawNumber }) => record.c_when_add;

/** The loop detail's chart columns: flow (L/min), inlet and outlet temperature (°C). */
export function loopRecordSeries(
  raw: readonly RawLoopRecord[] | null | undefined,
  scale: RecordScale = 'list',
): {
  flow: Series;
  inTemp: Series;
  outTemp: Series;
} {
  const { perDegree, perLpm } = RECORD_SCALE[scale];
  return {
    flow: seriesFrom('flow', 'flow', raw, recordedAt, (r) => flowLpm(r.c_flow, perLpm)),
    inTemp: seriesFrom('inTemp', 'inTemp', raw, recordedAt, (r) => tempC(r.c_in_temp, perDegree)),
    outTemp: seriesFrom('outTemp', 'outTemp', raw, recordedAt, (r) => tempC(r.c_out_temp, perDegree)),
  };
}

/** The thermometer detail's chart column (°C). */
export function thermometerRecordSeries(
  raw: readonly RawThermometerRecord[] | null | undefined,
  scale: RecordScale = 'list',
): Series {
  const { perDegree } = RECORD_SCALE[scale];
  return seriesFrom('temp', 'temp', raw, recordedAt, (r) => tempC(r.c_temp, perDegree));
}

/** A loop control record as sent by api_get_loop_ctrl (part 1 §3). */
export interface RawLoopControlRecord {
  c_id?: RawNumber;
  c_cmd: RawNumber;
  c_cmd_value?: RawNumber;
  c_cmd_value2?: RawNumber;
  c_who_name?: string | null;
  c_when?: RawNumber;
  c_when_done?: RawNumber;
  c_loop?: RawNumber;
}

/** A loop command (domain values). */
export interface LoopCommandRecord {
  id?: string;
  /** Loop number; 0 for all loops or a chosen set. */
  loop: number;
  mode: LoopMode;
  /** What a manual command sets; null in auto mode. */
  valueKind: 'flowSlow' | 'opening' | 'flowFast' | null;
  /** Flow (L/min) or opening (%) set; null in auto mode. */
  value: number | null;
  issuerName: string | null;
  /** Issued at, epoch ms. */
  issuedAt: number | null;
  /** Executed at, epoch ms; null while waiting. */
  doneAt: number | null;
}

/** Raw loop control record → LoopCommandRecord. */
export function adaptLoopCommand(raw: RawLoopControlRecord): LoopCommandRecord {
  const mode = commandMode(raw.c_cmd);
  return withId<LoopCommandRecord>(raw.c_id, {
    loop: intOf(raw.c_loop) ?? 0,
    mode,
    valueKind: mode === 'auto' ? null : commandValueKind(raw.c_cmd_value),
    value: mode === 'auto' ? null : toNumber(raw.c_cmd_value2),
    issuerName: textOf(raw.c_who_name),
    issuedAt: secondsToMs(raw.c_when),
    doneAt: secondsToMs(raw.c_when_done),
  });
}

/** Waiting command (the newest without c_when_done) and the executed history, newest first. */
export function splitLoopCommands(records: readonly LoopCommandRecord[]): {
  pending: LoopCommandRecord | null;
  history: LoopCommandRecord[];
} {
  const sorted = [...records].sort((a, b) => (b.issuedAt ?? 0) - (a.issuedAt ?? 0));
  const pending = sorted.find((r) => r.doneAt === null) ?? null;
  return { pending, history: sorted.filter((r) => r !== pending) };
}

/** The query fields of api_issue_cmd that say what a loop command does (part 1 §7). */
export interface LoopCommandQuery {
  cmd: LoopCmd;
  cmd_value: LoopCmdValue;
  cmd_value2: number;
  loop_id: number;
  textLoop: string;
}

/**
 * A loop command → the fields of api_issue_cmd (part 1 §4, §9; part 2 §5): automatic is cmd 0 with
 * cmd_value and cmd_value2 1; manual is cmd 1, cmd_value the kind (1 flow slow, 2 opening, 3 flow fast) and
 * cmd_value2 the value. textLoop lists the loops reached (the page's loop when none are chosen). A manual
 * command without kind or value is a caller's mistake (validate with `validateLoopCommand` first).
 */
export function encodeLoopCommand(command: LoopCommand): LoopCommandQuery {
  const textLoop = (command.loops.length > 0 ? command.loops : [command.loop]).join(',');
  if (command.mode === 'auto') {
    return { cmd: LOOP_CMD.auto, cmd_value: 1, cmd_value2: 1, loop_id: command.loop, textLoop };
  }
  if (command.valueKind === null || command.value === null || !Number.isFinite(command.value)) {
    throw new RangeError('a manual loop command needs a valueKind and a value');
  }
  return {
    cmd: LOOP_CMD.manual,
    cmd_value: LOOP_CMD_VALUE[command.valueKind],
    cmd_value2: command.value,
    loop_id: command.loop,
    textLoop,
  };
}

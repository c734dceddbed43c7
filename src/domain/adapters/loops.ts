import { commandMode, commandValueKind, type LoopMode } from '../loop.ts';
import { type RawNumber, toNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { type FlowReading, flowLpm, flowReading, type TempReading, tempC, tempReading } from '../units.ts';
import { idOf, intOf, type Series, seriesFrom, textOf } from './series.ts';

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

/** A flow loop of a cabinet with its latest values (domain values). */
export interface LoopRow {
  /** Loop number 1–72. */
  loop: number;
  /** Name of the loop, when it has one. */
  name?: string;
  /** Last report, epoch ms; null when never. */
  reportedAt: number | null;
  /** Flow: L/min, unknown (raw -1) or water stopped (raw -2). */
  flow: FlowReading;
  /** Inlet water temperature. */
  inTemp: TempReading;
  /** Outlet water temperature. */
  outTemp: TempReading;
  /** Raw valve reading (kaidu); the opening shown is `valveOpening(kaidu, flow)`. */
  kaidu: number | null;
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

/** Raw loop row (what=1) → LoopRow. */
export function adaptLoopRow(raw: RawLoopRow): LoopRow {
  return named(
    {
      loop: intOf(raw.c_loop) ?? 0,
      reportedAt: secondsToMs(raw.when_add),
      flow: flowReading(raw.value),
      inTemp: tempReading(raw.c_in_temp),
      outTemp: tempReading(raw.c_out_temp),
      kaidu: toNumber(raw.kaidu),
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

/** One record of a flow loop (domain values). */
export interface LoopRecord {
  /** Recorded at, epoch ms. */
  at: number;
  flow: FlowReading;
  inTemp: TempReading;
  outTemp: TempReading;
  kaidu: number | null;
}

/** One record of a thermometer (domain values). */
export interface ThermometerRecord {
  /** Recorded at, epoch ms. */
  at: number;
  temp: TempReading;
}

/** Raw loop records → LoopRecords; records without a time are dropped. */
export function adaptLoopRecords(raw: readonly RawLoopRecord[] | null | undefined): LoopRecord[] {
  const out: LoopRecord[] = [];
  for (const r of raw ?? []) {
    const at = secondsToMs(r.c_when_add);
    if (at === null) continue;
    out.push({
      at,
      flow: flowReading(r.c_flow),
      inTemp: tempReading(r.c_in_temp),
      outTemp: tempReading(r.c_out_temp),
      kaidu: toNumber(r.kaidu),
    });
  }
  return out;
}

/** Raw thermometer records → ThermometerRecords; records without a time are dropped. */
export function adaptThermometerRecords(
  raw: readonly RawThermometerRecord[] | null | undefined,
): ThermometerRecord[] {
  const out: ThermometerRecord[] = [];
  for (const r of raw ?? []) {
    const at = secondsToMs(r.c_when_add);
    if (at !== null) out.push({ at, temp: tempReading(r.c_temp) });
  }
  return out;
}

/** The loop detail's chart columns: flow (L/min), inlet and outlet temperature (°C). */
export function loopRecordSeries(raw: readonly RawLoopRecord[] | null | undefined): {
  flow: Series;
  inTemp: Series;
  outTemp: Series;
} {
  return {
    flow: seriesFrom(
      'flow',
      'flow',
      raw,
      (r) => r.c_when_add,
      (r) => flowLpm(r.c_flow),
    ),
    inTemp: seriesFrom(
      'inTemp',
      'inTemp',
      raw,
      (r) => r.c_when_add,
      (r) => tempC(r.c_in_temp),
    ),
    outTemp: seriesFrom(
      'outTemp',
      'outTemp',
      raw,
      (r) => r.c_when_add,
      (r) => tempC(r.c_out_temp),
    ),
  };
}

/** The thermometer detail's chart column (°C). */
export function thermometerRecordSeries(raw: readonly RawThermometerRecord[] | null | undefined): Series {
  return seriesFrom(
    'temp',
    'temp',
    raw,
    (r) => r.c_when_add,
    (r) => tempC(r.c_temp),
  );
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
  const record: LoopCommandRecord = {
    loop: intOf(raw.c_loop) ?? 0,
    mode,
    valueKind: mode === 'auto' ? null : commandValueKind(raw.c_cmd_value),
    value: mode === 'auto' ? null : toNumber(raw.c_cmd_value2),
    issuerName: textOf(raw.c_who_name),
    issuedAt: secondsToMs(raw.c_when),
    doneAt: secondsToMs(raw.c_when_done),
  };
  const id = idOf(raw.c_id);
  return id ? { id, ...record } : record;
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

import { type RawNumber, toNumber } from '../number.ts';
import {
  type ReversalDirection,
  type ReversalResult,
  reversalDirection,
  reversalMode,
  reversalResult,
} from '../reversal.ts';
import { secondsToMs } from '../time.ts';
import { idOf, intOf, textOf, withId } from './series.ts';

/** An auto-reverse log as sent by the backend (part 2 §3). */
export interface RawAutoReverseLog {
  c_id?: RawNumber;
  c_rack?: RawNumber;
  c_loop: RawNumber;
  c_cmd: RawNumber;
  c_cmd_value?: RawNumber;
  c_cmd_value2?: RawNumber;
  c_when_done?: RawNumber;
  c_when_issue?: RawNumber;
  c_result?: RawNumber;
  c_who?: string | null;
}

/** An auto-reverse log entry in domain values. */
export interface ReversalLogEntry {
  id?: string;
  loop: number;
  mode: 'auto' | 'manual';
  direction: ReversalDirection;
  /** Automatic interval, minutes; null for a manual switch. */
  intervalMinutes: number | null;
  /** Issued and executed, epoch ms. */
  issuedAt: number | null;
  doneAt: number | null;
  result: ReversalResult;
  issuerName: string | null;
}

/** Raw log → ReversalLogEntry. */
export function adaptReversalLog(raw: RawAutoReverseLog): ReversalLogEntry {
  const mode = reversalMode(raw.c_cmd);
  return withId<ReversalLogEntry>(raw.c_id, {
    loop: intOf(raw.c_loop) ?? 0,
    mode,
    direction: reversalDirection(raw.c_cmd_value),
    intervalMinutes: mode === 'auto' ? toNumber(raw.c_cmd_value2) : null,
    issuedAt: secondsToMs(raw.c_when_issue),
    doneAt: secondsToMs(raw.c_when_done),
    result: reversalResult(raw.c_result),
    issuerName: textOf(raw.c_who),
  });
}

/** The reversal setting of a loop as sent by getReverseData / getRack (project-defined shape). */
export interface RawReverseSetting {
  c_auto_id: RawNumber;
  c_rack?: RawNumber;
  c_loop: RawNumber;
  c_name?: string | null;
  c_cmd?: RawNumber;
  c_cmd_value?: RawNumber;
  c_cmd_value2?: RawNumber;
  c_when_issue?: RawNumber;
}

/** The reversal setting of a loop in domain values. */
export interface ReversalSettingState {
  /** Reversal configuration id (c_auto_id), sent back when setting. */
  autoId: string;
  cabinetId: string;
  loop: number;
  name: string | null;
  /** Current mode; null when never set. */
  mode: 'auto' | 'manual' | null;
  direction: ReversalDirection | null;
  intervalMinutes: number | null;
  issuedAt: number | null;
}

/** Raw setting → ReversalSettingState. */
export function adaptReversalSetting(raw: RawReverseSetting): ReversalSettingState {
  const hasMode = toNumber(raw.c_cmd) !== null;
  return {
    autoId: idOf(raw.c_auto_id),
    cabinetId: idOf(raw.c_rack),
    loop: intOf(raw.c_loop) ?? 0,
    name: textOf(raw.c_name),
    mode: hasMode ? reversalMode(raw.c_cmd) : null,
    direction: toNumber(raw.c_cmd_value) === null ? null : reversalDirection(raw.c_cmd_value),
    intervalMinutes: toNumber(raw.c_cmd_value2),
    issuedAt: secondsToMs(raw.c_when_issue),
  };
}

/** The reversal setting of one loop with the time of its next automatic reversal. */
export interface ReversalSettingDetail {
  setting: ReversalSettingState;
  /** Next automatic reversal, epoch ms; null when none is planned. */
  nextReverseAt: number | null;
}

/** Raw setting detail (getReverseDataDetails) → ReversalSettingDetail. */
export function adaptReversalSettingDetail(
  raw: RawReverseSetting & { next_reverse?: RawNumber },
): ReversalSettingDetail {
  return { setting: adaptReversalSetting(raw), nextReverseAt: secondsToMs(raw.next_reverse) };
}

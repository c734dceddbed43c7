import { type RawNumber, toNumber } from './number.ts';

/** c_cmd of a loop command (part 1 §4, §9): 0 automatic smart temperature control, 1 manual. */
export const LOOP_CMD = { auto: 0, manual: 1 } as const;
export type LoopCmd = (typeof LOOP_CMD)[keyof typeof LOOP_CMD];

/** c_cmd_value of a manual command (part 1 §9): 1 set flow (slow), 2 set opening, 3 set flow (fast). */
export const LOOP_CMD_VALUE = { flowSlow: 1, opening: 2, flowFast: 3 } as const;
export type LoopCmdValue = (typeof LOOP_CMD_VALUE)[keyof typeof LOOP_CMD_VALUE];

/** Mode of a loop as the control screen shows it. */
export type LoopMode = 'auto' | 'manual';

/** The loop numbers of is_auto's list (numbers or numeric strings), as sorted unique integers. */
export function autoLoopNumbers(autoLoops: readonly RawNumber[] | null | undefined): number[] {
  const out = new Set<number>();
  for (const l of autoLoops ?? []) {
    const n = toNumber(l);
    if (n !== null && Number.isInteger(n)) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * 'auto' when the loop is in the list of automatic loops (is_auto), otherwise 'manual' (part 1 §4). The list
 * may hold numbers or numeric strings.
 */
export function loopMode(loop: RawNumber, autoLoops: readonly RawNumber[] | null | undefined): LoopMode {
  const n = toNumber(loop);
  if (n === null) return 'manual';
  for (const l of autoLoops ?? []) if (toNumber(l) === n) return 'auto';
  return 'manual';
}

/** Mode of a command record from its c_cmd: 0 auto, anything else manual. */
export function commandMode(cCmd: RawNumber): LoopMode {
  return toNumber(cCmd) === LOOP_CMD.auto ? 'auto' : 'manual';
}

/** What a manual command sets, from its c_cmd_value; null for an unknown type. */
export function commandValueKind(cCmdValue: RawNumber): 'flowSlow' | 'opening' | 'flowFast' | null {
  switch (toNumber(cCmdValue)) {
    case LOOP_CMD_VALUE.flowSlow:
      return 'flowSlow';
    case LOOP_CMD_VALUE.opening:
      return 'opening';
    case LOOP_CMD_VALUE.flowFast:
      return 'flowFast';
    default:
      return null;
  }
}

/** A command is waiting for execution until the cabinet reports it done (part 1 §4). */
export function commandPending(whenDoneMs: number | null | undefined): boolean {
  return whenDoneMs === null || whenDoneMs === undefined || !Number.isFinite(whenDoneMs) || whenDoneMs <= 0;
}

/** What a manual command sets (c_cmd_value): flow slowly, the opening, or flow fast. */
export type LoopValueKind = 'flowSlow' | 'opening' | 'flowFast';

/**
 * A loop command as the user means it (part 1 §4, §5, §9). The wire form (cmd, cmd_value, cmd_value2,
 * textLoop) is built only by the mutation that sends it.
 */
export interface LoopCommand {
  /** Automatic smart temperature control, or a manual setting. */
  mode: LoopMode;
  /** What a manual command sets; null in automatic mode. */
  valueKind: LoopValueKind | null;
  /** The flow (L/min) or the opening (%, 1–100) a manual command sets; null in automatic mode. */
  value: number | null;
  /** The page's loop: 1–72, or 0 for all loops or a chosen set. */
  loop: number;
  /** The loops the command reaches: the chosen set (or every loop) for loop 0, else `[loop]`. */
  loops: readonly number[];
}

import { LOOP_FLOW_MAX, LOOP_MAX, LOOP_MIN, OPENING_MAX, OPENING_MIN } from '../constants.ts';
import { LOOP_CMD, LOOP_CMD_VALUE } from '../loop.ts';
import { isBlank, type RawNumber, toNumber } from '../number.ts';
import { VALIDATION_KEYS, type ValidationIssue } from './issue.ts';

const K = VALIDATION_KEYS.loopCommand;

/** A loop command as the control screen (or a call to api_issue_cmd) states it (part 1 §3, §5). */
export interface LoopCommandInput {
  /** cmd: 0 automatic (smart temperature control), 1 manual. */
  mode: RawNumber;
  /** cmd_value, manual mode only: 1 set flow (slow), 2 set opening, 3 set flow (fast). */
  valueType?: RawNumber;
  /** cmd_value2: the flow or the opening typed by the user; not needed in automatic mode. */
  value?: RawNumber;
  /** The loop: 1..72, or 0 for all loops / a chosen set. */
  loop: RawNumber;
  /** With loop 0: the loops chosen (1..72), at least one. */
  chosenLoops?: readonly RawNumber[] | null;
}

function isLoopNumber(n: number | null): boolean {
  return n !== null && Number.isInteger(n) && n >= LOOP_MIN && n <= LOOP_MAX;
}

/**
 * Loop command (part 1 §5, part 2 §5): automatic mode (0) needs no value; otherwise the value is required
 * ('please enter complete data'), numeric, an opening within 1–100, a flow from 0 to LOOP_FLOW_MAX L/min. Loop 0 needs at least
 * one chosen loop (same message); loops are 1–72.
 */
export function validateLoopCommand(input: LoopCommandInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const mode = toNumber(input.mode);
  if (mode !== LOOP_CMD.auto && mode !== LOOP_CMD.manual) issues.push({ field: 'mode', key: K.incomplete });

  const loop = toNumber(input.loop);
  if (isBlank(input.loop) || loop === null) issues.push({ field: 'loop', key: K.incomplete });
  else if (loop !== 0 && !isLoopNumber(loop)) issues.push({ field: 'loop', key: K.loopRange });
  else if (loop === 0) {
    const chosen = input.chosenLoops ?? [];
    if (chosen.length === 0) issues.push({ field: 'chosenLoops', key: K.incomplete });
    else if (!chosen.every((l) => isLoopNumber(toNumber(l)))) {
      issues.push({ field: 'chosenLoops', key: K.loopRange });
    }
  }

  if (mode === LOOP_CMD.manual) {
    const type = toNumber(input.valueType);
    const known =
      type === LOOP_CMD_VALUE.flowSlow || type === LOOP_CMD_VALUE.opening || type === LOOP_CMD_VALUE.flowFast;
    if (!known) issues.push({ field: 'valueType', key: K.incomplete });
    if (isBlank(input.value)) issues.push({ field: 'value', key: K.incomplete });
    else {
      const value = toNumber(input.value);
      if (value === null) issues.push({ field: 'value', key: K.numeric });
      else if (type === LOOP_CMD_VALUE.opening && (value < OPENING_MIN || value > OPENING_MAX)) {
        issues.push({ field: 'value', key: K.openingRange });
      } else if (type !== LOOP_CMD_VALUE.opening && value < 0) {
        issues.push({ field: 'value', key: K.flowRange });
      } else if (type !== LOOP_CMD_VALUE.opening && value > LOOP_FLOW_MAX) {
        issues.push({ field: 'value', key: K.flowMax });
      }
    }
  }
  return issues;
}

/** cmd_value2 to send: 1 in automatic mode (part 2 §5), otherwise the typed value as a number. */
export function loopCommandValue(mode: RawNumber, value: RawNumber): number | null {
  return toNumber(mode) === LOOP_CMD.auto ? 1 : toNumber(value);
}

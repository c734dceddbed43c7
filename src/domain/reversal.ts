import { type RawNumber, toNumber } from './number.ts';

/** Result of an auto-reverse log entry (part 2 §3, §4). */
export type ReversalResult = 'waiting' | 'success' | 'interrupted';
/** Flow direction of a four-way valve (part 2 §3, §4). */
export type ReversalDirection = 'forward' | 'reverse';

/** c_result (part 2 §3, §4): empty or 0 waiting, 1 success, anything else interrupted. */
export function reversalResult(cResult: RawNumber): ReversalResult {
  if (cResult === null || cResult === undefined || (typeof cResult === 'string' && cResult.trim() === '')) {
    return 'waiting';
  }
  const n = toNumber(cResult);
  if (n === 0) return 'waiting';
  if (n === 1) return 'success';
  return 'interrupted';
}

/** c_cmd_value of a reversal (part 2 §3): 0 forward, anything else reverse. */
export function reversalDirection(cCmdValue: RawNumber): ReversalDirection {
  return toNumber(cCmdValue) === 0 ? 'forward' : 'reverse';
}

/** c_cmd of a reversal (part 2 §3): 0 automatic (interval), 1 manual (forward/reverse switch). */
export function reversalMode(cCmd: RawNumber): 'auto' | 'manual' {
  return toNumber(cCmd) === 0 ? 'auto' : 'manual';
}

/** Direction code to send for a manual reversal: 0 forward, 1 reverse. */
export function reversalDirectionCode(direction: ReversalDirection): 0 | 1 {
  return direction === 'forward' ? 0 : 1;
}

/** Answer of set_auto_reverse (part 2 §8): a result below 0 is 'setting failed', otherwise succeeded. */
export function reversalSetSucceeded(result: RawNumber): boolean {
  const n = toNumber(result);
  return n !== null && n >= 0;
}

/** A reversal interval in minutes (c_cmd_value2) as days, hours and minutes for display. */
export function splitMinutes(
  totalMinutes: RawNumber,
): { days: number; hours: number; minutes: number } | null {
  const n = toNumber(totalMinutes);
  if (n === null || n < 0) return null;
  const whole = Math.floor(n);
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 };
}

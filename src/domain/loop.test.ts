import { describe, expect, it } from 'vitest';
import {
  autoLoopNumbers,
  commandMode,
  commandPending,
  commandValueKind,
  LOOP_CMD,
  LOOP_CMD_VALUE,
  loopMode,
} from './loop.ts';

describe('loop commands (part 1 §4, §9)', () => {
  it('cmd 0 is automatic, 1 manual; cmd_value 1 flow slow, 2 opening, 3 flow fast', () => {
    expect(LOOP_CMD).toEqual({ auto: 0, manual: 1 });
    expect(LOOP_CMD_VALUE).toEqual({ flowSlow: 1, opening: 2, flowFast: 3 });
    expect(commandMode(0)).toBe('auto');
    expect(commandMode('0')).toBe('auto');
    expect(commandMode(1)).toBe('manual');
    expect(commandValueKind(1)).toBe('flowSlow');
    expect(commandValueKind('2')).toBe('opening');
    expect(commandValueKind(3)).toBe('flowFast');
    expect(commandValueKind(0)).toBeNull();
    expect(commandValueKind(4)).toBeNull();
  });
  it('a command without a done time is waiting', () => {
    expect(commandPending(null)).toBe(true);
    expect(commandPending(0)).toBe(true);
    expect(commandPending(1_700_000_000_000)).toBe(false);
  });
});

describe('loopMode (part 1 §4)', () => {
  it('is auto when the loop is in the automatic list, manual otherwise', () => {
    expect(loopMode(3, [1, 3, 5])).toBe('auto');
    expect(loopMode('3', ['1', '3'])).toBe('auto');
    expect(loopMode(4, [1, 3, 5])).toBe('manual');
    expect(loopMode(3, [])).toBe('manual');
    expect(loopMode(3, null)).toBe('manual');
    expect(loopMode(null, [1])).toBe('manual');
  });
  it('normalises the automatic list', () => {
    expect(autoLoopNumbers(['5', 1, 3, '3', 'x', 2.5])).toEqual([1, 3, 5]);
    expect(autoLoopNumbers(undefined)).toEqual([]);
  });
});

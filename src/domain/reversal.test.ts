import { describe, expect, it } from 'vitest';
import {
  reversalDirection,
  reversalDirectionCode,
  reversalMode,
  reversalResult,
  reversalSetSucceeded,
  splitMinutes,
} from './reversal.ts';

describe('reversalResult (part 2 §4)', () => {
  it('empty or 0 is waiting', () => {
    expect(reversalResult('')).toBe('waiting');
    expect(reversalResult(null)).toBe('waiting');
    expect(reversalResult(undefined)).toBe('waiting');
    expect(reversalResult(0)).toBe('waiting');
    expect(reversalResult('0')).toBe('waiting');
  });
  it('1 is success', () => {
    expect(reversalResult(1)).toBe('success');
    expect(reversalResult('1')).toBe('success');
  });
  it('anything else is interrupted: 2, -1, text', () => {
    expect(reversalResult(2)).toBe('interrupted');
    expect(reversalResult(-1)).toBe('interrupted');
    expect(reversalResult('x')).toBe('interrupted');
  });
});

describe('reversalDirection (part 2 §3)', () => {
  it('0 is forward, anything else reverse', () => {
    expect(reversalDirection(0)).toBe('forward');
    expect(reversalDirection('0')).toBe('forward');
    expect(reversalDirection(1)).toBe('reverse');
    expect(reversalDirection(-1)).toBe('reverse');
    expect(reversalDirectionCode('forward')).toBe(0);
    expect(reversalDirectionCode('reverse')).toBe(1);
  });
  it('c_cmd 0 is automatic, 1 manual', () => {
    expect(reversalMode(0)).toBe('auto');
    expect(reversalMode('1')).toBe('manual');
  });
});

describe('reversal answers and intervals', () => {
  it('a result below 0 failed: -1 failed, 0 succeeded', () => {
    expect(reversalSetSucceeded(-1)).toBe(false);
    expect(reversalSetSucceeded(0)).toBe(true);
    expect(reversalSetSucceeded('3')).toBe(true);
    expect(reversalSetSucceeded(null)).toBe(false);
  });
  it('splits minutes into days, hours and minutes', () => {
    expect(splitMinutes(1440 * 2 + 60 * 3 + 15)).toEqual({ days: 2, hours: 3, minutes: 15 });
    expect(splitMinutes(59)).toEqual({ days: 0, hours: 0, minutes: 59 });
    expect(splitMinutes(60)).toEqual({ days: 0, hours: 1, minutes: 0 });
    expect(splitMinutes(-1)).toBeNull();
  });
});

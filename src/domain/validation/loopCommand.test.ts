import { describe, expect, it } from 'vitest';
import { loopCommandValue, validateLoopCommand } from './loopCommand.ts';
import { messages } from './testing.ts';

describe('validateLoopCommand (part 1 §5, part 2 §5)', () => {
  it('automatic mode needs no value', () => {
    expect(validateLoopCommand({ mode: 0, loop: 5 })).toEqual([]);
    expect(validateLoopCommand({ mode: '0', loop: '5', value: '' })).toEqual([]);
  });
  it("manual mode needs a value ('Please enter complete data')", () => {
    expect(messages(validateLoopCommand({ mode: 1, valueType: 2, loop: 5, value: '' }))).toEqual([
      'value: Please enter complete data',
    ]);
    expect(messages(validateLoopCommand({ mode: 1, valueType: 2, loop: 5 }))).toEqual([
      'value: Please enter complete data',
    ]);
    expect(messages(validateLoopCommand({ mode: 1, loop: 5, value: 50 }))).toEqual([
      'valueType: Please enter complete data',
    ]);
  });
  it('rejects an unknown mode', () => {
    expect(messages(validateLoopCommand({ mode: 2, loop: 5 }))).toEqual(['mode: Please enter complete data']);
    expect(messages(validateLoopCommand({ mode: null, loop: 5 }))).toEqual([
      'mode: Please enter complete data',
    ]);
  });
  it('opening range 1–100: 0.9 and 100.1 out, 1 and 100 in', () => {
    const opening = (value: number | string) =>
      validateLoopCommand({ mode: 1, valueType: 2, loop: 5, value });
    expect(opening(1)).toEqual([]);
    expect(opening('100')).toEqual([]);
    expect(messages(opening(0.9))).toEqual(['value: The opening must be from 1 to 100']);
    expect(messages(opening(0))).toEqual(['value: The opening must be from 1 to 100']);
    expect(messages(opening(100.1))).toEqual(['value: The opening must be from 1 to 100']);
    expect(messages(opening('abc'))).toEqual(['value: Please enter a number']);
  });
  it('a flow value (types 1 and 3) is a number from 0 to 60 L/min', () => {
    expect(validateLoopCommand({ mode: 1, valueType: 1, loop: 5, value: 0 })).toEqual([]);
    expect(validateLoopCommand({ mode: 1, valueType: 3, loop: 5, value: '60' })).toEqual([]);
    expect(messages(validateLoopCommand({ mode: 1, valueType: 3, loop: 5, value: -0.1 }))).toEqual([
      'value: The flow cannot be negative',
    ]);
    for (const value of ['60.01', '250', 1e20, 1e300]) {
      expect(messages(validateLoopCommand({ mode: 1, valueType: 1, loop: 5, value }))).toEqual([
        'value: The flow cannot be more than 60 L/min',
      ]);
    }
  });
  it('numbers are plain decimals: hex, exponents and Infinity are not numbers', () => {
    for (const value of ['0x10', '1e2', 'Infinity', Number.POSITIVE_INFINITY]) {
      expect(messages(validateLoopCommand({ mode: 1, valueType: 2, loop: 5, value }))).toEqual([
        'value: Please enter a number',
      ]);
    }
    expect(messages(validateLoopCommand({ mode: 0, loop: '0x10' }))).toEqual([
      'loop: Please enter complete data',
    ]);
  });
  it('loops 1–72: 0 means a chosen set, 73 and 1.5 are out', () => {
    expect(validateLoopCommand({ mode: 0, loop: 1 })).toEqual([]);
    expect(validateLoopCommand({ mode: 0, loop: 72 })).toEqual([]);
    expect(messages(validateLoopCommand({ mode: 0, loop: 73 }))).toEqual([
      'loop: The loop number must be from 1 to 72',
    ]);
    expect(messages(validateLoopCommand({ mode: 0, loop: -1 }))).toEqual([
      'loop: The loop number must be from 1 to 72',
    ]);
    expect(messages(validateLoopCommand({ mode: 0, loop: 1.5 }))).toEqual([
      'loop: The loop number must be from 1 to 72',
    ]);
    expect(messages(validateLoopCommand({ mode: 0, loop: '' }))).toEqual([
      'loop: Please enter complete data',
    ]);
  });
  it('loop 0 needs at least one chosen loop (same message), each within 1–72', () => {
    expect(messages(validateLoopCommand({ mode: 0, loop: 0, chosenLoops: [] }))).toEqual([
      'chosenLoops: Please enter complete data',
    ]);
    expect(messages(validateLoopCommand({ mode: 1, valueType: 2, value: 50, loop: 0 }))).toEqual([
      'chosenLoops: Please enter complete data',
    ]);
    expect(validateLoopCommand({ mode: 0, loop: 0, chosenLoops: [1] })).toEqual([]);
    expect(validateLoopCommand({ mode: 0, loop: 0, chosenLoops: ['1', 72] })).toEqual([]);
    expect(messages(validateLoopCommand({ mode: 0, loop: 0, chosenLoops: [1, 73] }))).toEqual([
      'chosenLoops: The loop number must be from 1 to 72',
    ]);
    expect(messages(validateLoopCommand({ mode: 0, loop: 0, chosenLoops: [0] }))).toEqual([
      'chosenLoops: The loop number must be from 1 to 72',
    ]);
  });
});

describe('loopCommandValue', () => {
  it('is 1 in automatic mode (part 2 §5), the typed number otherwise', () => {
    expect(loopCommandValue(0, '')).toBe(1);
    expect(loopCommandValue(1, '35')).toBe(35);
    expect(loopCommandValue(1, '')).toBeNull();
  });
});
